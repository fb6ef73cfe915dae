import { LRUCache } from 'lru-cache';
import type { Events } from '../events/event-bus.js';
import { followAccessChanges } from '../access/access-changes.js';
import { hashToken } from '../access/access-token.js';
import type { AuthContext } from '../access/auth-context.js';

// A token's identity is reused for a few seconds: every API call would otherwise start with a query.
// The price: a changed role takes effect within AUTH_CACHE_MS. A revoked token is forgotten at once
// by every process (`forgetRevokedTokens`).
const AUTH_CACHE_MS = 5_000;
const tokens = new LRUCache<string, AuthContext>({ max: 10_000, ttl: AUTH_CACHE_MS });
const sessions = new LRUCache<string, AuthContext>({ max: 10_000, ttl: AUTH_CACHE_MS });

// Counts the forgettings (a revoked token, a changed member): an identity read before one is not remembered.
let forgotten = 0;
// Reads under way, per cache by hash: requests that arrive together with one secret share one query. 300
// SSE requests with a key not yet remembered once made 300 queries, back to back on the embedded database,
// holding the event loop (and /healthz) for seconds (issue 39).
const reading = new Map([tokens, sessions].map((cache) => [cache, new Map<string, Promise<AuthContext | null>>()]));

/** The identity a secret stands for, remembered by its hash. */
function remembered(
  cache: LRUCache<string, AuthContext>,
  secret: string,
  load: () => Promise<AuthContext | null>,
): Promise<AuthContext | null> {
  const key = hashToken(secret);
  const known = cache.get(key);
  if (known) return Promise.resolve(known);
  const underWay = reading.get(cache)!;
  let read = underWay.get(key);
  if (!read) {
    const before = forgotten;
    read = load()
      .then((auth) => {
        // A revocation that arrived while it was read may have been read before it was written.
        if (auth && before === forgotten) cache.set(key, auth);
        return auth;
      })
      .finally(() => {
        if (underWay.get(key) === read) underWay.delete(key);
      });
    underWay.set(key, read);
  }
  return read;
}

/** The identity of a bearer token, loaded by `load` when not remembered. */
export const rememberedToken = (secret: string, load: () => Promise<AuthContext | null>) =>
  remembered(tokens, secret, load);

/** The identity of a Studio session secret, loaded by `load` when not remembered. */
export const rememberedSession = (secret: string, load: () => Promise<AuthContext | null>) =>
  remembered(sessions, secret, load);

/** Sign-out takes effect at once in this process (other processes within AUTH_CACHE_MS). */
export function forgetSession(session: string): void {
  sessions.delete(hashToken(session));
}

/** A forgetting: reads under way are not remembered, nor shared with requests from now on. */
function forget(): void {
  forgotten++;
  for (const underWay of reading.values()) underWay.clear();
}

/** Forgets the identities remembered for a revoked token (its own, and Studio sessions opened with it). */
export function forgetToken(tokenId: number): void {
  forget();
  for (const cache of [tokens, sessions])
    for (const [key, auth] of cache.entries()) if (auth.tokenId === tokenId) cache.delete(key);
}

/** Forgets the identities remembered for a member whose role changed or who was removed. */
export function forgetMember(userId: number): void {
  forget();
  for (const cache of [tokens, sessions])
    for (const [key, auth] of cache.entries()) if (auth.user.id === userId) cache.delete(key);
}

/**
 * Forgets each token as it is revoked, and each member as their role changes or they are removed, in
 * this process, whichever process changed it: a revoked key or a removed member is refused at once
 * everywhere. Returns its stop.
 */
export const forgetRevokedTokens = (events: Events) =>
  followAccessChanges(events, (change) =>
    'tokenId' in change ? forgetToken(change.tokenId) : forgetMember(change.userId),
  );
