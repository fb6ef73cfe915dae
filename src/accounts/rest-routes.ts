import { AuthDocument, UsageDocument } from '../../rest-adapter/generated/operations.js';
import { object, resource } from '../../rest-adapter/openapi/shapes.js';
import { route, type RestRoute } from '../../rest-adapter/route.js';
import { toPublic, type FieldTable } from '../validation/field-table.js';

const identityFields = { email: 'email', name: 'name', company: 'company' } as const satisfies FieldTable;

/** The spec's Usage: each GraphQL field and its REST name. */
const usageFields = {
  periodStartDate: 'period_start_date',
  periodEndDate: 'period_end_date',
  periodPurchasedRequests: 'period_purchased_requests',
  periodUsedRequests: 'period_used_requests',
  periodAvailableRequests: 'period_available_requests',
} as const satisfies FieldTable;

export const accountRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/auth',
    operation: AuthDocument,
    doc: {
      summary: 'Verify the token',
      description: 'The account and its company. Free.',
      tag: 'Account',
      responses: {
        200: { description: 'The token is valid.', body: object({ data: resource('Me', identityFields) }) },
      },
    },
    respond: (d) => ({ body: { data: toPublic(identityFields, d.me) } }),
  }),
  route({
    method: 'get',
    path: '/usage',
    operation: UsageDocument,
    doc: {
      summary: 'Credit usage',
      description: 'Credits of the current billing period. Free.',
      tag: 'Account',
      responses: { 200: { description: 'The usage (unwrapped).', body: resource('Usage', usageFields) } },
    },
    respond: ({ usage }) => ({ body: toPublic(usageFields, usage) }),
  }),
];
