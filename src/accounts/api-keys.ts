import type { Db } from '../db/database.js';
import type { Role } from '../generated/prisma/enums.js';
import { API_REQUESTS, newAccessToken, tokenPrefix } from '../access/access-token.js';
import { effectiveRole, ROLES } from '../access/roles.js';
import { invalidChoice, maxChars, required } from '../validation/sentences.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { ValidationError } from '../errors/validation-error.js';

/** What a list shows of a key: never its secret or hash. */
export interface ApiKeyView {
  id: number;
  name: string;
  /** The secret's first characters ("sfp_AbCd1234"); null for keys made before prefixes were kept. */
  prefix: string | null;
  /** The role the key acts with: its own, capped by its user's. */
  role: Role;
  email: string;
  abilities: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

type KeyRow = {
  id: number;
  name: string;
  prefix: string | null;
  role: Role | null;
  abilities: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  user: { email: string; role: Role };
};

const view = (k: KeyRow): ApiKeyView => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  role: effectiveRole(k.user.role, k.role),
  email: k.user.email,
  abilities: k.abilities,
  createdAt: k.createdAt,
  lastUsedAt: k.lastUsedAt,
  revokedAt: k.revokedAt,
});

const withUser = { user: { select: { email: true, role: true } } } as const;

/**
 * A new key for the user `userId`, named, with a role no higher than theirs nor the calling key's
 * (`callerRole`), the highest of those when unset.
 * Returns the secret, which is shown once: only its hash and prefix are kept.
 */
export async function createApiKey(
  db: Db,
  userId: number,
  input: { name: string; role?: Role | null; abilities?: string[]; callerRole?: Role },
): Promise<{ key: ApiKeyView; secret: string }> {
  const name = input.name.trim();
  if (!name) throw ValidationError.of('name', required('name'));
  if (name.length > 255) throw ValidationError.of('name', maxChars('name', 255));
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  // A caller acting with a key of a lower role than theirs makes keys of that role at most.
  const cap = effectiveRole(user.role, input.callerRole ?? null);
  const asked = input.role ?? null;
  if (asked !== null && !ROLES.includes(asked)) throw ValidationError.of('role', invalidChoice('role', ROLES));
  if (asked !== null && effectiveRole(cap, asked) !== asked) {
    throw ValidationError.of(
      'role',
      `A key's role is at most its maker's (${cap}): ${ROLES.slice(ROLES.indexOf(cap)).join(', ')}.`,
    );
  }
  const role = asked ?? (cap === user.role ? null : cap);
  const { token, hash } = newAccessToken();
  const row = await db.accessToken.create({
    data: {
      userId,
      name,
      tokenHash: hash,
      prefix: tokenPrefix(token),
      role,
      abilities: input.abilities ?? [API_REQUESTS],
    },
    include: withUser,
  });
  return { key: view(row), secret: token };
}

/** Every key of the account's users, newest first, revoked ones included (with when). */
export async function listApiKeys(db: Db, accountId: number): Promise<ApiKeyView[]> {
  const rows = await db.accessToken.findMany({
    where: { user: { accountId } },
    include: withUser,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map(view);
}

/**
 * Revokes a key of the account (again: no change); NOT_FOUND when the account has no such key. The
 * caller then tells every process to forget it (`tokenRevoked`), so it is refused at once.
 */
export async function revokeApiKey(db: Db, accountId: number, id: number): Promise<ApiKeyView> {
  const found = await db.accessToken.findFirst({ where: { id, user: { accountId } } });
  if (!found) throw new NotFoundError();
  const row = await db.accessToken.update({
    where: { id },
    data: { revokedAt: found.revokedAt ?? new Date() },
    include: withUser,
  });
  return view(row);
}

/** Records that a key was used: at most one write a minute per key, whichever processes use it. */
export async function recordKeyUse(db: Db, id: number, now = new Date()): Promise<void> {
  await db.accessToken.updateMany({
    where: { id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now.getTime() - 60_000) } }] },
    data: { lastUsedAt: now },
  });
}
