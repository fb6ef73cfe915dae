import { builder } from '../graphql/builder.js';
import { coded } from '../graphql/errors.js';
import { setUnlimited } from './unlimited.js';
import { usage, usageDays, type Usage, type UsageDay } from './usage.js';

const UsageDayRef = builder.objectRef<UsageDay>('UsageDay').implement({
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD (UTC).' }),
    credits: t.exposeInt('credits', { description: 'Credits used that day.' }),
  }),
});

const UsageRef = builder.objectRef<Usage>('Usage').implement({
  description:
    'Credits of the current billing period (a calendar month, UTC). Available is the balance, purchased less used over all periods: credits do not expire.',
  fields: (t) => ({
    periodStartDate: t.expose('period_start_date', { type: 'DateTime' }),
    periodEndDate: t.expose('period_end_date', { type: 'DateTime' }),
    periodPurchasedRequests: t.exposeInt('period_purchased_requests'),
    periodUsedRequests: t.exposeInt('period_used_requests'),
    periodAvailableRequests: t.exposeInt('period_available_requests'),
    days: t.field({
      type: [UsageDayRef],
      description: 'Credits used on each day of the period, every day listed (days to come as 0).',
      resolve: (u, _a, ctx) => usageDays(ctx.services.database.sql, ctx.auth!.account.id, u.period_start_date),
    }),
  }),
});

builder.queryField('usage', (t) =>
  t.field({
    type: UsageRef,
    authScopes: { api: true },
    resolve: (_r, _a, ctx) => usage(ctx.services.database.prisma, ctx.services.database.sql, ctx.auth!.account.id),
  }),
);

builder.mutationField('setAccountUnlimited', (t) =>
  t.boolean({
    authScopes: { manageAccount: true },
    args: { unlimited: t.arg.boolean({ required: true }) },
    description:
      "Makes the caller's account unlimited (never refused for credits; usage still counts every render) or limited again; returns the new state. Owners only, and only where the server allows it (OWNERS_MAY_SET_UNLIMITED); otherwise the operator's CLI sets it: `snapforge credits unlimited --email E`.",
    resolve: async (_r, { unlimited }, ctx) => {
      // As `me.maySetUnlimited` tells the Studio.
      if (ctx.auth!.user.role !== 'owner' || !ctx.services.config.OWNERS_MAY_SET_UNLIMITED) {
        throw coded(
          'FORBIDDEN',
          "Only the operator may change this account's credits: `snapforge credits unlimited --email E` (or OWNERS_MAY_SET_UNLIMITED=true lets owners).",
        );
      }
      await setUnlimited(ctx.services.database.prisma, ctx.auth!.account.id, unlimited);
      return unlimited;
    },
  }),
);
