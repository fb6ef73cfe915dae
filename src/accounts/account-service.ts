import type { Caller } from './caller.js';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import type { Account, User } from '../generated/prisma/client.js';
import type { Role } from '../generated/prisma/enums.js';
import { grantCredits } from '../billing/ledger.js';
import { hashToken, newAccessToken, tokenPrefix } from '../access/access-token.js';
import type { AuthContext } from '../access/auth-context.js';
import { effectiveRole, ROLES } from '../access/roles.js';

export class AccountError extends Error {}

const newAccountInput = z.object({
  email: z.email().transform((e) => e.toLowerCase()),
  name: z.string().trim().min(1).max(255),
  company: z.string().trim().min(1).max(255).nullish(),
  credits: z.int().min(0).default(0),
  abilities: z.array(z.string()).default(['api_requests']),
  role: z.enum(ROLES).default('owner'),
});

export type NewAccount = z.input<typeof newAccountInput>;

export function newWebhookSecret(): string {
  return 'whsec_' + randomBytes(24).toString('base64');
}

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const r = schema.safeParse(input);
  if (!r.success) {
    const i = r.error.issues[0];
    throw new AccountError(`${i.path.join('.') || 'input'}: ${i.message}`);
  }
  return r.data;
}

/** Creates an account with its first user and a token for that user. */
export async function createAccount(db: Db, input: NewAccount) {
  const a = parse(newAccountInput, input);
  if (await db.user.findUnique({ where: { email: a.email } }))
    throw new AccountError(`A user with e-mail ${a.email} already exists.`);
  const { token, hash } = newAccessToken();
  const user = await db.$transaction(async (tx) => {
    const account = await tx.account.create({
      data: { name: a.company ?? a.name, company: a.company ?? null, webhookSecret: newWebhookSecret() },
    });
    const user = await tx.user.create({
      data: { accountId: account.id, email: a.email, name: a.name, role: a.role as Role, joinedAt: new Date() },
    });
    await tx.accessToken.create({
      data: { userId: user.id, name: 'cli', tokenHash: hash, prefix: tokenPrefix(token), abilities: a.abilities },
    });
    if (a.credits > 0) await grantCredits(tx, account.id, a.credits, 'initial credits');
    return user;
  });
  return {
    token,
    email: user.email,
    name: user.name,
    company: a.company ?? null,
    role: user.role,
    abilities: a.abilities,
    credits: a.credits,
  };
}

/** Whom an operator's CLI command acts for: the user with this e-mail, in their account and role. */
export async function callerForEmail(db: Db, email: string): Promise<Caller> {
  const user = await db.user.findUnique({ where: { email: email.toLowerCase() } });
  if (!user) throw new AccountError(`No user with e-mail ${email}.`);
  return { accountId: user.accountId, userId: user.id, role: user.role };
}

/** Resolves a bearer token to its user and account; null when unknown or revoked. */
export async function authenticate(db: Db, token: string): Promise<AuthContext | null> {
  const row = await db.accessToken.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { include: { account: true } } },
  });
  if (!row || row.revokedAt) return null;
  return authContextOf(row.user, row.abilities, row.id, row.role);
}

/**
 * The caller as a token or a Studio session (tokenId 0 when signed in by link) stands for them, in
 * the key's role when it has one lower than its user's.
 */
export function authContextOf(
  user: User & { account: Account },
  abilities: string[],
  tokenId: number,
  keyRole: Role | null = null,
): AuthContext {
  return {
    tokenId,
    abilities,
    user: { id: user.id, email: user.email, name: user.name, role: effectiveRole(user.role, keyRole) },
    account: { id: user.account.id, name: user.account.name, company: user.account.company },
  };
}
