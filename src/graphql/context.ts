import type { AuthContext } from '../accounts/auth-context.js';
import { LRUCache } from 'lru-cache';
import { authenticate } from '../accounts/account-service.js';
import { hashToken } from '../accounts/access-token.js';
import type { Services } from '../services.js';

export interface Context {
  services: Services;
  auth: AuthContext | null;
  /** The caller's IP address on /graphql (per-field budgets); absent for the REST adapter, whose routes count their own. */
  clientIp?: string;
}

// A token's identity is reused for a few seconds: every API call would otherwise start with a query.
// The price: a revoked token, or a changed role, takes effect within AUTH_CACHE_MS.
const AUTH_CACHE_MS = 5_000;
const known = new LRUCache<string, AuthContext>({ max: 10_000, ttl: AUTH_CACHE_MS });

/** Resolves `Authorization: Bearer <token>`; anything else is anonymous. */
export async function buildContext(services: Services, authorization: string | null | undefined, clientIp?: string): Promise<Context> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) return { services, auth: null, clientIp };
  const key = hashToken(match[1]);
  let auth = known.get(key) ?? null;
  if (!auth) {
    auth = await authenticate(services.database.prisma, match[1]);
    if (auth) known.set(key, auth);
  }
  return { services, auth, clientIp };
}
