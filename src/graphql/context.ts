import type { AuthContext } from '../accounts/auth-context.js';
import { LRUCache } from 'lru-cache';
import { authenticate } from '../accounts/account-service.js';
import { hashToken } from '../accounts/access-token.js';
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
// The price: a revoked token, or a changed role, takes effect within AUTH_CACHE_MS.
const AUTH_CACHE_MS = 5_000;
const tokens = new LRUCache<string, AuthContext>({ max: 10_000, ttl: AUTH_CACHE_MS });
const sessions = new LRUCache<string, AuthContext>({ max: 10_000, ttl: AUTH_CACHE_MS });

/** The identity a secret stands for, remembered by its hash. */
async function remembered(cache: LRUCache<string, AuthContext>, secret: string, load: () => Promise<AuthContext | null>): Promise<AuthContext | null> {
  const key = hashToken(secret);
  let auth = cache.get(key) ?? null;
  if (!auth) {
    auth = await load();
    if (auth) cache.set(key, auth);
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
  if (match) return context(await remembered(tokens, match[1], () => authenticate(prisma, match[1])));
  if (authorization || !session) return context(null);
  return context(await remembered(sessions, session, () => authenticateSession(prisma, session)));
}

/** Sign-out takes effect at once in this process (other processes within AUTH_CACHE_MS). */
export function forgetSession(session: string): void {
  sessions.delete(hashToken(session));
}
