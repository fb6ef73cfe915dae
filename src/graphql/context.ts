import type { AuthContext } from '../accounts/auth-context.js';
import { LRUCache } from 'lru-cache';
import { authenticate } from '../accounts/account-service.js';
import { recordKeyUse } from '../accounts/api-keys.js';
import { hashToken } from '../accounts/access-token.js';
import type { Events } from '../events/event-bus.js';
import type { Services } from '../services.js';
import { authenticateSession } from '../studio/studio-sessions.js';
import { DesignReader } from './design-reader.js';

export interface Context {
  services: Services;
  auth: AuthContext | null;
  /** The caller's IP address on /graphql (per-field budgets); absent for the REST adapter, whose routes count their own. */
  clientIp?: string;
  /** Templates' layers and drafts, read one at a time within the operation's response cap. */
  designs: DesignReader;
}

// A token's identity is reused for a few seconds: every API call would otherwise start with a query.
// The price: a changed role takes effect within AUTH_CACHE_MS. A revoked token is forgotten at once
// by every process (`forgetRevokedTokens`).
const AUTH_CACHE_MS = 5_000;
const tokens = new LRUCache<string, AuthContext>({ max: 10_000, ttl: AUTH_CACHE_MS });
const sessions = new LRUCache<string, AuthContext>({ max: 10_000, ttl: AUTH_CACHE_MS });
// Keys whose use this process recorded in the last minute: "last used" costs at most a write a minute per key.
const USE_RECORD_MS = 60_000;
const recentlyUsed = new LRUCache<number, true>({ max: 10_000, ttl: USE_RECORD_MS });

// Counts the forgettings (a revoked token, a changed member): an identity read before one is not remembered.
let forgotten = 0;

/** The identity a secret stands for, remembered by its hash. */
async function remembered(cache: LRUCache<string, AuthContext>, secret: string, load: () => Promise<AuthContext | null>): Promise<AuthContext | null> {
  const key = hashToken(secret);
  let auth = cache.get(key) ?? null;
  if (!auth) {
    const before = forgotten;
    auth = await load();
    // A revocation that arrived while it was read may have been read before it was written.
    if (auth && before === forgotten) cache.set(key, auth);
  }
  return auth;
}

/**
 * Resolves `Authorization: Bearer <token>`, else a Studio session secret (the caller checked its
 * CSRF guard); anything else is anonymous. A present Authorization header wins, even a bad one.
 */
export async function buildContext(services: Services, authorization: string | null | undefined, clientIp?: string, session?: string): Promise<Context> {
  const { prisma } = services.database;
  const context = (auth: AuthContext | null): Context => ({ services, auth, clientIp, designs: new DesignReader(prisma) });
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (match) {
    const auth = await remembered(tokens, match[1], () => authenticate(prisma, match[1]));
    if (auth && !recentlyUsed.has(auth.tokenId)) {
      recentlyUsed.set(auth.tokenId, true);
      // Not awaited: a request never waits for its key's bookkeeping.
      recordKeyUse(prisma, auth.tokenId).catch((err: Error) => services.logger.warn({ err: err.message }, 'could not record a key\'s last use'));
    }
    return context(auth);
  }
  if (authorization || !session) return context(null);
  return context(await remembered(sessions, session, () => authenticateSession(prisma, session)));
}

/** Sign-out takes effect at once in this process (other processes within AUTH_CACHE_MS). */
export function forgetSession(session: string): void {
  sessions.delete(hashToken(session));
}

/** Forgets the identities remembered for a revoked token (its own, and Studio sessions opened with it). */
export function forgetToken(tokenId: number): void {
  forgotten++;
  for (const cache of [tokens, sessions]) for (const [key, auth] of cache.entries()) if (auth.tokenId === tokenId) cache.delete(key);
}

/** Forgets the identities remembered for a member whose role changed or who was removed. */
export function forgetMember(userId: number): void {
  forgotten++;
  for (const cache of [tokens, sessions]) for (const [key, auth] of cache.entries()) if (auth.user.id === userId) cache.delete(key);
}

/**
 * Forgets each token as it is revoked, and each member as their role changes or they are removed, in
 * this process, whichever process changed it (the event bus goes through Redis in scaled mode): a
 * revoked key or a removed member is refused at once everywhere. Returns its stop.
 */
export function forgetRevokedTokens(events: Events): () => void {
  const revoked = events.subscribe('tokenRevoked');
  const changed = events.subscribe('memberChanged');
  void (async () => {
    for await (const { tokenId } of revoked) forgetToken(tokenId);
  })();
  void (async () => {
    for await (const { userId } of changed) forgetMember(userId);
  })();
  return () => {
    void revoked.return?.();
    void changed.return?.();
  };
}
