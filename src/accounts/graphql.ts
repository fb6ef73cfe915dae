import { availableCredits } from '../billing/balance.js';
import { builder } from '../graphql/builder.js';
import type { AuthContext } from './auth-context.js';
import { POLICY_NAMES, policiesOf } from './roles.js';

const PolicyEnum = builder.enumType('Policy', { values: POLICY_NAMES });

const Me = builder.objectRef<AuthContext>('Me').implement({
  description: 'The caller: the token\'s user and the account it belongs to.',
  fields: (t) => ({
    email: t.string({ resolve: (a) => a.user.email }),
    name: t.string({ resolve: (a) => a.user.name }),
    company: t.string({ nullable: true, resolve: (a) => a.account.company }),
    role: t.string({ resolve: (a) => a.user.role }),
    abilities: t.stringList({ resolve: (a) => a.abilities }),
    policies: t.field({
      type: [PolicyEnum],
      description: 'The policies the caller\'s role passes (docs/api.md, "Accounts, users and roles"): what to offer them. The API checks each operation itself.',
      resolve: (a) => policiesOf(a.user.role),
    }),
    credits: t.int({ description: 'Credits available now: the balance less what queued work holds reserved.', resolve: (a, _args, ctx) => availableCredits(ctx.services.database.sql, a.account.id) }),
  }),
});

builder.queryField('me', (t) => t.field({ type: Me, authScopes: { api: true }, resolve: (_root, _args, ctx) => ctx.auth! }));
