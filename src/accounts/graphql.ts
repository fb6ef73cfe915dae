import { balance } from '../billing/balance.js';
import { builder } from '../graphql/builder.js';
import type { AuthContext } from './auth-context.js';

const Me = builder.objectRef<AuthContext>('Me').implement({
  description: 'The caller: the token\'s user and the account it belongs to.',
  fields: (t) => ({
    email: t.string({ resolve: (a) => a.user.email }),
    name: t.string({ resolve: (a) => a.user.name }),
    company: t.string({ nullable: true, resolve: (a) => a.account.company }),
    role: t.string({ resolve: (a) => a.user.role }),
    abilities: t.stringList({ resolve: (a) => a.abilities }),
    credits: t.int({ description: 'Credits available now (the account\'s balance).', resolve: (a, _args, ctx) => balance(ctx.services.database.sql, a.account.id) }),
  }),
});

builder.queryField('me', (t) => t.field({ type: Me, authScopes: { api: true }, resolve: (_root, _args, ctx) => ctx.auth! }));
