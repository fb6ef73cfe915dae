import { availableCredits } from '../billing/balance.js';
import { isUnlimited } from '../billing/unlimited.js';
import { builder } from '../graphql/builder.js';
import { forgetMember, forgetToken } from './identity-cache.js';
import type { Context } from '../graphql/context.js';
import type { AuthContext } from '../access/auth-context.js';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKeyView } from './api-keys.js';
import { changeMemberRole, inviteMember, listMembers, removeMember, type MemberView } from './members.js';
import { readPalette, writePalette } from './palette.js';
import { POLICY_NAMES, policiesOf, ROLES } from '../access/roles.js';
import { studioLinkUrl } from './studio-link-url.js';

const PolicyEnum = builder.enumType('Policy', { values: POLICY_NAMES });

const Me = builder.objectRef<AuthContext>('Me').implement({
  description: "The caller: the token's user and the account it belongs to.",
  fields: (t) => ({
    email: t.string({ resolve: (a) => a.user.email }),
    name: t.string({ resolve: (a) => a.user.name }),
    company: t.string({ nullable: true, resolve: (a) => a.account.company }),
    role: t.string({ resolve: (a) => a.user.role }),
    abilities: t.stringList({ resolve: (a) => a.abilities }),
    policies: t.field({
      type: [PolicyEnum],
      description:
        'The policies the caller\'s role passes (docs/api.md, "Accounts, users and roles"): what to offer them. The API checks each operation itself.',
      resolve: (a) => policiesOf(a.user.role),
    }),
    maySetUnlimited: t.boolean({
      description:
        'The caller may switch `setAccountUnlimited`: an owner, on a server with OWNERS_MAY_SET_UNLIMITED=true.',
      resolve: (a, _args, ctx) => a.user.role === 'owner' && ctx.services.config.OWNERS_MAY_SET_UNLIMITED,
    }),
    unlimited: t.boolean({
      description:
        'The account is never refused for credits (docs/api.md, "Unlimited accounts"); credits then reads 2147483647.',
      resolve: (a, _args, ctx) => isUnlimited(ctx.services.database.prisma, a.account.id),
    }),
    palette: t.stringList({
      description:
        "The account's brand colours (CSS colours, at most 24), set with `setPalette`: the Studio offers them beside every colour field.",
      resolve: (a, _args, ctx) => readPalette(ctx.services.database.prisma, a.account.id),
    }),
    credits: t.int({
      description:
        'Credits available now: the balance, purchased less used (charged when work completes; nothing is reserved).',
      resolve: (a, _args, ctx) => availableCredits(ctx.services.database.sql, a.account.id),
    }),
  }),
});

builder.mutationField('setPalette', (t) =>
  t.stringList({
    authScopes: { updateTemplate: true },
    args: { colours: t.arg.stringList({ required: true }) },
    description:
      "Replaces the account's brand colours (at most 24 CSS colours, in order); returns them. Roles that may edit templates.",
    resolve: (_r, { colours }, ctx) => writePalette(ctx.services.database.prisma, ctx.auth!.account.id, colours),
  }),
);

builder.queryField('me', (t) =>
  t.field({ type: Me, authScopes: { api: true }, resolve: (_root, _args, ctx) => ctx.auth! }),
);

const RoleEnum = builder.enumType('Role', { values: ROLES });

const ApiKeyRef = builder.objectRef<ApiKeyView>('ApiKey').implement({
  description: 'An API key (access token) of the account: never its secret, which is shown once, when it is created.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    prefix: t.exposeString('prefix', {
      nullable: true,
      description:
        'The secret\'s first characters ("sfp_AbCd1234"), to tell keys apart; null for keys made before they were kept.',
    }),
    role: t.field({
      type: RoleEnum,
      description: "The role it acts with: its own, at most its user's.",
      resolve: (k) => k.role,
    }),
    email: t.exposeString('email', { description: 'The user it acts for.' }),
    abilities: t.exposeStringList('abilities'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Recorded at most once a minute.',
    }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
  }),
});

const CreatedApiKeyRef = builder.objectRef<{ key: ApiKeyView; secret: string }>('CreatedApiKey').implement({
  fields: (t) => ({
    key: t.field({ type: ApiKeyRef, resolve: (c) => c.key }),
    secret: t.exposeString('secret', {
      description: 'The key itself ("sfp_..."): shown this once, only its hash is kept.',
    }),
  }),
});

builder.queryField('apiKeys', (t) =>
  t.field({
    type: [ApiKeyRef],
    authScopes: { manageAccount: true },
    description: "The account's API keys, newest first, revoked ones included. Owners and admins only.",
    resolve: (_r, _a, ctx) => listApiKeys(ctx.services.database.prisma, ctx.auth!.account.id),
  }),
);

builder.mutationField('createApiKey', (t) =>
  t.field({
    type: CreatedApiKeyRef,
    authScopes: { manageAccount: true },
    args: {
      name: t.arg.string({ required: true }),
      role: t.arg({
        type: RoleEnum,
        required: false,
        description: "At most the caller's role; the caller's when unset.",
      }),
    },
    description:
      'A new API key for the caller (a person: signed in to the Studio, or with a key of their own). Owners and admins only.',
    resolve: (_r, { name, role }, ctx) =>
      createApiKey(ctx.services.database.prisma, ctx.auth!.user.id, { name, role, callerRole: ctx.auth!.user.role }),
  }),
);

builder.mutationField('revokeApiKey', (t) =>
  t.field({
    type: ApiKeyRef,
    authScopes: { manageAccount: true },
    args: { id: t.arg.int({ required: true }) },
    description: 'Revokes a key of the account: every server process refuses it from now on. Owners and admins only.',
    resolve: async (_r, { id }, ctx) => {
      const key = await revokeApiKey(ctx.services.database.prisma, ctx.auth!.account.id, id);
      // This process at once; the others as the event reaches them (through Redis in scaled mode).
      forgetToken(id);
      ctx.services.events.publish('tokenRevoked', { tokenId: id });
      return key;
    },
  }),
);

const MemberRef = builder.objectRef<MemberView>('Member').implement({
  description: 'A person of the account (docs/api.md, "Members").',
  fields: (t) => ({
    id: t.exposeInt('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    role: t.field({ type: RoleEnum, resolve: (m) => m.role }),
    joinedAt: t.expose('joinedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When they first signed in with their invitation link; null while invited.',
    }),
    invitedAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const InvitationRef = builder.objectRef<{ member: MemberView; link: string }>('Invitation').implement({
  fields: (t) => ({
    member: t.field({ type: MemberRef, resolve: (i) => i.member }),
    link: t.exposeString('link', {
      description:
        'A one-time Studio sign-in URL for the invited person (works once, within 7 days). The service sends no e-mail: pass it on.',
    }),
  }),
});

/** The manager: the caller's account, and their role (a key's, when lower). */
const manager = (ctx: Context) => ({ accountId: ctx.auth!.account.id, role: ctx.auth!.user.role });

builder.queryField('members', (t) =>
  t.field({
    type: [MemberRef],
    authScopes: { manageAccount: true },
    description: "The account's members, owners first. Owners and admins only.",
    resolve: (_r, _a, ctx) => listMembers(ctx.services.database.prisma, ctx.auth!.account.id),
  }),
);

builder.mutationField('inviteMember', (t) =>
  t.field({
    type: InvitationRef,
    authScopes: { manageAccount: true },
    args: {
      email: t.arg.string({ required: true }),
      role: t.arg({ type: RoleEnum, required: true }),
      name: t.arg.string({ required: false, description: "The e-mail's local part when unset." }),
    },
    description:
      'Adds a person to the account and returns their one-time invitation link. Owners and admins; only owners invite owners. An e-mail that already has a user (here or in another account) is refused.',
    resolve: async (_r, { email, role, name }, ctx) => {
      const { member, token } = await inviteMember(ctx.services.database.prisma, manager(ctx), { email, role, name });
      return { member, link: studioLinkUrl(ctx.services.config.PUBLIC_URL, token) };
    },
  }),
);

/** This process forgets the member's remembered identity at once; the others as the event reaches them. */
function forgetEverywhere(ctx: Context, userId: number) {
  forgetMember(userId);
  ctx.services.events.publish('memberChanged', { userId });
}

builder.mutationField('changeMemberRole', (t) =>
  t.field({
    type: MemberRef,
    authScopes: { manageAccount: true },
    args: { id: t.arg.int({ required: true }), role: t.arg({ type: RoleEnum, required: true }) },
    description:
      "Changes a member's role. Owners and admins; only owners make or change owners; the last owner cannot be demoted.",
    resolve: async (_r, { id, role }, ctx) => {
      const member = await changeMemberRole(ctx.services.database.prisma, manager(ctx), id, role);
      forgetEverywhere(ctx, id);
      return member;
    },
  }),
);

builder.mutationField('removeMember', (t) =>
  t.field({
    type: MemberRef,
    authScopes: { manageAccount: true },
    args: { id: t.arg.int({ required: true }) },
    description:
      'Removes a member, their API keys and Studio sessions. Owners and admins; only owners remove owners; the last owner cannot be removed.',
    resolve: async (_r, { id }, ctx) => {
      const member = await removeMember(ctx.services.database.prisma, manager(ctx), id);
      forgetEverywhere(ctx, id);
      return member;
    },
  }),
);
