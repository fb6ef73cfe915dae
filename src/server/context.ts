import { LRUCache } from 'lru-cache';
import { authenticate } from '../accounts/account-service.js';
import { recordKeyUse } from '../accounts/api-keys.js';
import { rememberedSession, rememberedToken } from '../accounts/identity-cache.js';
import { hashToken } from '../access/access-token.js';
import type { AuthContext } from '../access/auth-context.js';
import type { Context } from '../graphql/context.js';
import { DesignReader } from '../graphql/design-reader.js';
import type { Services } from '../graphql/services.js';
import { isEmbedToken } from '../embeds/embed-token.js';
import { authenticateSession } from '../studio/studio-sessions.js';

// Keys whose use this process recorded in the last minute: "last used" costs at most a write a minute per key.
// By hash, not by id: an id is only unique in its database, and tests run several apps in one process.
const USE_RECORD_MS = 60_000;
const recentlyUsed = new LRUCache<string, true>({ max: 10_000, ttl: USE_RECORD_MS });

/**
 * The context of one operation, for /graphql, graphql-ws and the REST router alike. Resolves
 * `Authorization: Bearer <token>` (an API key, or an embed token: src/embeds), else a Studio session secret (the caller checked its CSRF guard);
 * anything else is anonymous. A present Authorization header wins, even a bad one.
 */
export async function buildContext(
  services: Services,
  authorization: string | null | undefined,
  clientIp?: string,
  session?: string,
): Promise<Context> {
  const { prisma } = services.database;
  const context = (
    auth: AuthContext | null,
    reauthenticate?: () => Promise<AuthContext | null>,
    authRefusal?: string,
  ): Context => ({
    services,
    auth,
    authRefusal,
    clientIp,
    designs: new DesignReader(prisma),
    reauthenticate: auth ? reauthenticate : undefined,
  });
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (match && isEmbedToken(match[1])) {
    // The embedded editor: checked (signature, expiry, its maker and template) on every request, never cached.
    const load = async () => {
      const r = await services.embeds.authenticate(match[1]);
      return 'auth' in r ? r.auth : null;
    };
    const r = await services.embeds.authenticate(match[1]);
    return 'auth' in r ? context(r.auth, load) : context(null, undefined, r.refusal);
  }
  if (match) {
    const load = () => authenticate(prisma, match[1]);
    const auth = await rememberedToken(match[1], load);
    const key = auth && hashToken(match[1]);
    if (key && !recentlyUsed.has(key)) {
      recentlyUsed.set(key, true);
      // Not awaited: a request never waits for its key's bookkeeping.
      recordKeyUse(prisma, auth.tokenId).catch((err: Error) =>
        services.logger.warn({ err: err.message }, "could not record a key's last use"),
      );
    }
    return context(auth, load);
  }
  if (authorization || !session) return context(null);
  const load = () => authenticateSession(prisma, session);
  return context(await rememberedSession(session, load), load);
}
