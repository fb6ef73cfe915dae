// Accounts and who is in them: `account`, `token`, `member` and `credits` (an account's credits are set here, by the
// account's e-mail: billing sits beneath accounts, so a billing/cli.ts could not find the account).
import { createAccount, callerForEmail } from './account-service.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.js';
import { changeMemberRole, inviteMember, listMembers, removeMember } from './members.js';
import { studioLinkUrl } from './studio-link-url.js';
import { parseAbilities } from '../access/access-token.js';
import { availableCredits } from '../billing/balance.js';
import { grantCredits } from '../billing/ledger.js';
import { setUnlimited } from '../billing/unlimited.js';
import type { Db } from '../db/database.js';
import type { Config } from '../config.js';
import { EMAIL, integer, UsageError, type Command, type LocalCommand, type Values } from '../modules/cli/command.js';
import { announce, warnIfGuessedUrl, withDb, type CommandDb } from '../modules/cli/one-off.js';

const accountCreate: LocalCommand = {
  name: 'account create',
  usage: `  account create --email E --name N [--company C] [--credits N] [--abilities a,b] [--role owner|admin|editor|viewer] [--create]
                                      a new account, its owner and a first API key (--create: start a new embedded database)`,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    company: { type: 'string' },
    credits: { type: 'string' },
    abilities: { type: 'string' },
    role: { type: 'string' },
    create: { type: 'boolean' },
  },
  required: ['email', 'name'],
  run: (o, config) =>
    withDb(
      config,
      (db) =>
        createAccount(db.prisma, {
          email: o.email!,
          name: o.name!,
          company: o.company,
          credits: integer(o.credits, 'credits'),
          abilities: parseAbilities(o.abilities),
          role: o.role as never,
        }),
      { create: !!o.create },
    ),
};

const tokenCreate: LocalCommand = {
  name: 'token create',
  usage: `  token create --email E [--name N] [--role owner|admin|editor|viewer] [--abilities a,b]
                                      a new API key for that user (its role at most the user's); the secret is shown once`,
  options: { ...EMAIL, name: { type: 'string' }, role: { type: 'string' }, abilities: { type: 'string' } },
  required: ['email'],
  run: (o, config) =>
    withDb(config, async (db) => {
      const { userId } = await callerForEmail(db.prisma, o.email!);
      const { key, secret } = await createApiKey(db.prisma, userId!, {
        name: o.name ?? 'cli',
        role: (o.role ?? null) as never,
        abilities: parseAbilities(o.abilities),
      });
      return {
        token: secret,
        id: key.id,
        name: key.name,
        prefix: key.prefix,
        email: key.email,
        role: key.role,
        abilities: key.abilities,
      };
    }),
};

const tokenList: LocalCommand = {
  name: 'token list',
  usage: `  token list --email E                the keys of that user's account: id, name, prefix, role, created, last used, revoked`,
  options: EMAIL,
  required: ['email'],
  run: (o, config) =>
    withDb(config, async (db) => {
      const { accountId } = await callerForEmail(db.prisma, o.email!);
      return { keys: await listApiKeys(db.prisma, accountId) };
    }),
};

const tokenRevoke: LocalCommand = {
  name: 'token revoke',
  usage: `  token revoke --email E --id N       revokes a key of that user's account (servers forget it at once with REDIS_URL, else within 5 s)`,
  options: { ...EMAIL, id: { type: 'string' } },
  required: ['email', 'id'],
  run: (o, config) => {
    const id = integer(o.id, 'id')!;
    return withDb(config, async (db) => {
      const { accountId } = await callerForEmail(db.prisma, o.email!);
      const key = await revokeApiKey(db.prisma, accountId, id);
      await announce(config, { tokenId: id });
      return { revoked: key };
    });
  },
};

const creditsAdd: LocalCommand = {
  name: 'credits add',
  usage: `  credits add --email E --amount N`,
  options: { ...EMAIL, amount: { type: 'string' } },
  required: ['email', 'amount'],
  run: (o, config) => {
    const amount = integer(o.amount, 'amount')!;
    if (amount <= 0) throw new UsageError('--amount must be a positive whole number');
    return withDb(config, async (db) => {
      const { accountId } = await callerForEmail(db.prisma, o.email!);
      await grantCredits(db.prisma, accountId, amount, 'credits added by an operator');
      return { email: o.email!.toLowerCase(), added: amount, balance: await availableCredits(db.sql, accountId) };
    });
  },
};

/** `credits unlimited` and `credits limited`: whether the account is ever refused for credits. */
function setCreditsUnlimited(unlimited: boolean) {
  return (o: Values, config: Config) =>
    withDb(config, async (db) => {
      const { accountId } = await callerForEmail(db.prisma, o.email!);
      await setUnlimited(db.prisma, accountId, unlimited);
      return { email: o.email!.toLowerCase(), unlimited, balance: await availableCredits(db.sql, accountId) };
    });
}

const creditsUnlimited: LocalCommand = {
  name: 'credits unlimited',
  usage: `  credits unlimited --email E         the account is never refused for credits (usage still counts every render)`,
  options: EMAIL,
  required: ['email'],
  run: setCreditsUnlimited(true),
};

const creditsLimited: LocalCommand = {
  name: 'credits limited',
  usage: `  credits limited --email E           the account spends its credits again`,
  options: EMAIL,
  required: ['email'],
  run: setCreditsUnlimited(false),
};

const memberList: LocalCommand = {
  name: 'member list',
  usage: `  member list --email E               the members of that user's account: id, email, name, role, invited, joined`,
  options: EMAIL,
  required: ['email'],
  run: (o, config) =>
    withDb(config, async (db) => ({
      members: await listMembers(db.prisma, (await callerForEmail(db.prisma, o.email!)).accountId),
    })),
};

const memberInvite: LocalCommand = {
  name: 'member invite',
  usage: `  member invite --email E --invite NEW_EMAIL --role owner|admin|editor|viewer [--name N]
                                      adds a person to E's account; prints their one-time invitation URL (works once, within 7 days)`,
  options: { ...EMAIL, invite: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
  required: ['email', 'invite', 'role'],
  run: (o, config) => {
    warnIfGuessedUrl(config);
    return withDb(config, async (db) => {
      const { member, token } = await inviteMember(db.prisma, await managerFor(db.prisma, o.email!), {
        email: o.invite!,
        role: o.role!,
        name: o.name,
      });
      return { member, link: studioLinkUrl(config.PUBLIC_URL, token) };
    });
  },
};

const memberRole: LocalCommand = {
  name: 'member role',
  usage: `  member role --email E --id N --role owner|admin|editor|viewer
                                      changes a member's role (as E: only owners make or change owners; an account keeps an owner)`,
  options: { ...EMAIL, id: { type: 'string' }, role: { type: 'string' } },
  required: ['email', 'id', 'role'],
  run: (o, config) =>
    changeMember(o, config, async (db, by, id) => ({ member: await changeMemberRole(db.prisma, by, id, o.role!) })),
};

const memberRemove: LocalCommand = {
  name: 'member remove',
  usage: `  member remove --email E --id N      removes a member with their keys and sessions (the last owner cannot be removed)`,
  options: { ...EMAIL, id: { type: 'string' } },
  required: ['email', 'id'],
  run: (o, config) =>
    changeMember(o, config, async (db, by, id) => ({ removed: await removeMember(db.prisma, by, id) })),
};

/** `member role` and `member remove`: a change to member `--id` made as `--email`, announced to the running servers. */
function changeMember<T>(
  o: Values,
  config: Config,
  change: (db: CommandDb, by: Awaited<ReturnType<typeof managerFor>>, id: number) => Promise<T>,
) {
  const id = integer(o.id, 'id')!;
  return withDb(config, async (db) => {
    const answer = await change(db, await managerFor(db.prisma, o.email!), id);
    await announce(config, { userId: id });
    return answer;
  });
}

/** Whom a member command acts as: the user with this e-mail, in their account and role. */
async function managerFor(db: Db, email: string) {
  const { accountId, role } = await callerForEmail(db, email);
  return { accountId, role: role! };
}

/** Its commands, in the order `snapforge help` lists each noun's (`src/cli/commands.ts` places the nouns). */
export const commands: Command[] = [
  accountCreate,
  tokenCreate,
  tokenList,
  tokenRevoke,
  creditsAdd,
  creditsUnlimited,
  creditsLimited,
  memberList,
  memberInvite,
  memberRole,
  memberRemove,
];
