import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import { API_REQUESTS, hashToken } from '../access/access-token.js';
import { AccountError, authContextOf, authenticate } from '../accounts/account-service.js';
import type { AuthContext } from '../access/auth-context.js';

export const LINK_TTL_MS = 15 * 60_000;
export const SESSION_TTL_MS = 30 * 24 * 3_600_000;

const secret = (prefix: string) => prefix + randomBytes(32).toString('base64url');

/** A one-time sign-in link's secret for the user with `email`; it works once, within 15 minutes. */
export async function createSignInLink(db: Db, email: string, now = new Date()): Promise<string> {
  const user = await db.user.findUnique({ where: { email: email.toLowerCase() } });
  if (!user) throw new AccountError(`No user with e-mail ${email}.`);
  const token = secret('sfl_');
  await db.studioLink.create({
    data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + LINK_TTL_MS) },
  });
  return token;
}

/** Uses a link (one conditional update, so two clicks cannot both win) and opens a session; null when unknown, used or expired. */
export async function signInWithLink(db: Db, token: string, now = new Date()): Promise<string | null> {
  const tokenHash = hashToken(token);
  const used = await db.studioLink.updateMany({
    where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (used.count !== 1) return null;
  const link = await db.studioLink.findUniqueOrThrow({ where: { tokenHash } });
  // An invitation's link (accounts/members.ts) is how an invited person joins.
  await db.user.updateMany({ where: { id: link.userId, joinedAt: null }, data: { joinedAt: now } });
  return openSession(db, { userId: link.userId, abilities: [API_REQUESTS] }, now);
}

/** Opens a session with the identity of an access token; null when the token is unknown or revoked. */
export async function signInWithToken(db: Db, accessToken: string, now = new Date()): Promise<string | null> {
  const auth = await authenticate(db, accessToken);
  if (!auth) return null;
  return openSession(db, { userId: auth.user.id, abilities: auth.abilities, accessTokenId: auth.tokenId }, now);
}

async function openSession(
  db: Db,
  data: { userId: number; abilities: string[]; accessTokenId?: number },
  now: Date,
): Promise<string> {
  // Housekeeping at each sign-in: the user's dead sessions and links go.
  await db.studioSession.deleteMany({ where: { userId: data.userId, expiresAt: { lte: now } } });
  await db.studioLink.deleteMany({
    where: { userId: data.userId, OR: [{ usedAt: { not: null } }, { expiresAt: { lte: now } }] },
  });
  const token = secret('sfs_');
  await db.studioSession.create({
    data: { ...data, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + SESSION_TTL_MS) },
  });
  return token;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.studioSession.deleteMany({ where: { tokenHash: hashToken(token) } });
}

/** The caller a session cookie stands for; null when unknown, expired, or its access token was revoked. */
export async function authenticateSession(db: Db, token: string, now = new Date()): Promise<AuthContext | null> {
  const row = await db.studioSession.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { include: { account: true } }, accessToken: true },
  });
  if (!row || row.expiresAt <= now || row.accessToken?.revokedAt) return null;
  return authContextOf(row.user, row.abilities, row.accessTokenId ?? 0, row.accessToken?.role ?? null);
}
