import type { AuthContext } from '../accounts/auth-context.js';
import { LRUCache } from 'lru-cache';
import { authenticate } from '../accounts/account-service.js';
import { hashToken } from '../accounts/access-token.js';
import type { Services } from '../services.js';
import { authenticateSession } from '../studio/studio-sessions.js';

export interface Context {
  services: Services;
  auth: AuthContext | null;
}

// A token's identity is reused for a few seconds: every API call would otherwise start with a query.
// The price: a revoked token, or a changed role, takes effect within AUTH_CACHE_MS.
const AUTH_CACHE_MS = 5_000;
const known = new LRUCache<string, AuthContext>({ max: 10_000, ttl: AUTH_CACHE_MS });

/**
 * Resolves `Authorization: Bearer <token>`, else a Studio session secret (the caller checked its
 * CSRF guard); anything else is anonymous. A present Authorization header wins, even a bad one.
 */
export async function buildContext(services: Services, authorization: string | null | undefined, session?: string): Promise<Context> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) return { services, auth: authorization || !session ? null : await sessionAuth(services, session) };
  const key = hashToken(match[1]);
  let auth = known.get(key) ?? null;
  if (!auth) {
    auth = await authenticate(services.database.prisma, match[1]);
    if (auth) known.set(key, auth);
  }
  return { services, auth };
}

const sessions = new LRUCache<string, AuthContext>({ max: 10_000, ttl: AUTH_CACHE_MS });

async function sessionAuth(services: Services, session: string): Promise<AuthContext | null> {
  const key = hashToken(session);
  let auth = sessions.get(key) ?? null;
  if (!auth) {
    auth = await authenticateSession(services.database.prisma, session);
    if (auth) sessions.set(key, auth);
  }
  return auth;
}

/** Sign-out takes effect at once in this process (other processes within AUTH_CACHE_MS). */
export function forgetSession(session: string): void {
  sessions.delete(hashToken(session));
}
