import { LRUCache } from 'lru-cache';
import type { Events } from '../events/event-bus.js';
import { followAccessChanges } from './access-changes.js';
import { hashToken } from './access-token.js';
import type { AuthContext } from './auth-context.js';

// A token's identity is reused for a few seconds: every API call would otherwise start with a query.
// The price: a changed role takes effect within AUTH_CACHE_MS. A revoked token is forgotten at once
// by every process (`forgetRevokedTokens`).
const AUTH_CACHE_MS = 5_000;
const tokens = new LRUCache<string, AuthContext>({ max: 10_000, ttl: AUTH_CACHE_MS });
const sessions = new LRUCache<string, AuthContext>({ max: 10_000, ttl: AUTH_CACHE_MS });

// Counts the forgettings (a revoked token, a changed member): an identity read before one is not remembered.
let forgotten = 0;

/** The identity a secret stands for, remembered by its hash. */
async function remembered(
  cache: LRUCache<string, AuthContext>,
  secret: string,
  load: () => Promise<AuthContext | null>,
): Promise<AuthContext | null> {
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

/** Forgets the identities remembered for a revoked token (its own, and Studio sessions opened with it). */
export function forgetToken(tokenId: number): void {
  forgotten++;
  for (const cache of [tokens, sessions])
    for (const [key, auth] of cache.entries()) if (auth.tokenId === tokenId) cache.delete(key);
}

/** Forgets the identities remembered for a member whose role changed or who was removed. */
export function forgetMember(userId: number): void {
  forgotten++;
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
