import { AuthDocument, UsageDocument } from '../../rest-adapter/generated/operations.js';
import { route, type RestRoute } from '../../rest-adapter/route.js';

export const accountRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/auth',
    operation: AuthDocument,
    respond: (d) => ({ body: { data: { email: d.me.email, name: d.me.name, company: d.me.company ?? null } } }),
  }),
  route({
    method: 'get',
    path: '/usage',
    operation: UsageDocument,
    respond: ({ usage: u }) => ({
      body: {
        period_start_date: u.periodStartDate,
        period_end_date: u.periodEndDate,
        period_purchased_requests: u.periodPurchasedRequests,
        period_used_requests: u.periodUsedRequests,
        period_available_requests: u.periodAvailableRequests,
      },
    }),
  }),
];
