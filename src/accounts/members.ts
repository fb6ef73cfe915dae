import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { User } from '../generated/prisma/client.js';
import type { Role } from '../generated/prisma/enums.js';
import { ForbiddenError } from '../errors/forbidden-error.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { invalidChoice, maxChars, mustBe, required } from '../validation/sentences.js';
import { ValidationError } from '../errors/validation-error.js';
import { hashToken } from '../access/access-token.js';
import { ROLES } from '../access/roles.js';

/** An invitation link works once, within 7 days (a sign-in link, 15 minutes: the invitee may read their mail later). */
const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

/** What a list shows of a member. */
export interface MemberView {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** When they first signed in with their invitation; null while invited. */
  joinedAt: Date | null;
  createdAt: Date;
}

/** Who manages members: the account, and the role they act with (an admin cannot make, change or remove owners). */
interface Manager {
  accountId: number;
  role: Role;
}

const view = (u: User): MemberView => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  joinedAt: u.joinedAt,
  createdAt: u.createdAt,
});

const ownersOnly = () => new ForbiddenError('Only an owner may make, change or remove owners.');

function checkRole(role: string): Role {
  if (!ROLES.includes(role as Role)) throw ValidationError.of('role', invalidChoice('role', ROLES));
  return role as Role;
}

/** The account's members, owners first, then by when they were invited. */
export async function listMembers(db: Db, accountId: number): Promise<MemberView[]> {
  const users = await db.user.findMany({ where: { accountId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return users.map(view).sort((a, b) => ROLES.indexOf(a.role) - ROLES.indexOf(b.role));
}

/**
 * Adds a person to the account in `role` and returns a one-time invitation link's secret (the service
 * sends no e-mail: the inviter passes the link on). A person belongs to one account: an e-mail that
 * already has a user, here or in another account, is refused (docs/api.md, "Members").
 */
export async function inviteMember(
  db: Db,
  by: Manager,
  input: { email: string; name?: string | null; role: string },
  now = new Date(),
): Promise<{ member: MemberView; token: string }> {
  const email = input.email.trim().toLowerCase();
  if (!email) throw ValidationError.of('email', required('email'));
  if (email.length > 255) throw ValidationError.of('email', maxChars('email', 255));
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw ValidationError.of('email', mustBe('email', 'a valid email address'));
  const role = checkRole(input.role);
  if (role === 'owner' && by.role !== 'owner') throw ownersOnly();
  const name = input.name?.trim() || email.split('@')[0];
  if (name.length > 255) throw ValidationError.of('name', maxChars('name', 255));
  const existing = await db.user.findUnique({ where: { email } });
  if (existing?.accountId === by.accountId)
    throw ValidationError.of('email', `${email} is already a member of this account.`);
  if (existing)
    throw ValidationError.of(
      'email',
      `${email} already belongs to another account: a person belongs to one account. They must be removed there first.`,
    );
  const token = 'sfl_' + randomBytes(32).toString('base64url');
  const user = await db.$transaction(async (tx) => {
    const user = await tx.user.create({ data: { accountId: by.accountId, email, name, role } });
    await tx.studioLink.create({
      data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) },
    });
    return user;
  });
  return { member: view(user), token };
}

async function memberOf(db: Db, accountId: number, id: number): Promise<User> {
  const user = await db.user.findFirst({ where: { id, accountId } });
  if (!user) throw new NotFoundError();
  return user;
}

/**
 * Refused when it would leave the account without an owner. Counted under a lock on the account's
 * row, so two owners demoting each other at once cannot both succeed.
 */
async function keepAnOwner(tx: Db, accountId: number, leaving: User): Promise<void> {
  if (leaving.role !== 'owner') return;
  await tx.$queryRaw`SELECT id FROM accounts WHERE id = ${accountId} FOR UPDATE`;
  const owners = await tx.user.count({ where: { accountId, role: 'owner' } });
  if (owners <= 1)
    throw ValidationError.of(
      'role',
      "The account's last owner cannot be demoted or removed: make another member an owner first.",
    );
}

export async function changeMemberRole(db: Db, by: Manager, id: number, newRole: string): Promise<MemberView> {
  const role = checkRole(newRole);
  const user = await memberOf(db, by.accountId, id);
  if ((role === 'owner' || user.role === 'owner') && by.role !== 'owner') throw ownersOnly();
  if (user.role === role) return view(user);
  return db.$transaction(async (tx) => {
    if (role !== 'owner') await keepAnOwner(tx as Db, by.accountId, user);
    return view(await tx.user.update({ where: { id }, data: { role } }));
  });
}

/** Removes a member with their keys and sessions (they cascade). */
export async function removeMember(db: Db, by: Manager, id: number): Promise<MemberView> {
  const user = await memberOf(db, by.accountId, id);
  if (user.role === 'owner' && by.role !== 'owner') throw ownersOnly();
  return db.$transaction(async (tx) => {
    await keepAnOwner(tx as Db, by.accountId, user);
    return view(await tx.user.delete({ where: { id } }));
  });
}
