import { DeliveryStatus } from '../generated/prisma/enums.js';
import { builder } from '../graphql/builder.js';
import { accountRows } from '../graphql/account-rows.js';
import { rotateWebhookSecret, webhookSecretFor } from './webhook-secret.js';

const DeliveryStatusRef = builder.enumType(DeliveryStatus, { name: 'WebhookDeliveryStatus' });

builder.prismaObject('WebhookDelivery', {
  description: 'One event posted to one URL, with every attempt made so far.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The webhook-id header of every attempt.' }),
    event: t.exposeString('event'),
    url: t.exposeString('url'),
    status: t.expose('status', { type: DeliveryStatusRef }),
    attemptCount: t.exposeInt('attemptCount'),
    nextAttemptAt: t.expose('nextAttemptAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Null once delivered or failed.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
    payload: t.field({ type: 'JSON', description: 'The JSON body posted.', resolve: (d) => d.payload }),
    attempts: t.relation('attempts', { description: 'Oldest first.', query: { orderBy: { number: 'asc' } } }),
  }),
});

builder.prismaObject('WebhookAttempt', {
  description:
    'One try at posting a delivery. With neither responseStatus nor error it is in flight, or its worker stopped before it ended.',
  fields: (t) => ({
    number: t.exposeInt('number'),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    durationMs: t.exposeInt('durationMs'),
    responseStatus: t.exposeInt('responseStatus', { nullable: true }),
    error: t.exposeString('error', { nullable: true, description: 'Why the attempt did not count as delivered.' }),
  }),
});

builder.queryFields((t) => ({
  webhookDeliveries: t.prismaConnection({
    type: 'WebhookDelivery',
    cursor: 'id',
    authScopes: { api: true },
    description: "The account's webhook deliveries, newest first.",
    resolve: (query, _root, _args, ctx) =>
      ctx.services.database.prisma.webhookDelivery.findMany(accountRows(ctx, query)),
  }),
  webhookSecret: t.string({
    authScopes: { manageAccount: true },
    description: 'The Standard Webhooks signing secret. Owners and admins only.',
    resolve: (_root, _args, ctx) => webhookSecretFor(ctx.services.database.prisma, ctx.auth!.account.id),
  }),
}));

builder.mutationField('redeliverWebhook', (t) =>
  t.prismaField({
    type: 'WebhookDelivery',
    authScopes: { api: true },
    description:
      'Posts a delivered or failed delivery once more, now: the same payload and webhook-id, signed with the current secret; one attempt, not retried. ' +
      "A delivery still pending is CONFLICT (it is retried by itself); another account's, NOT_FOUND.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_q, _root, { id }, ctx) => ctx.services.webhooks.redeliver(ctx.auth!.account.id, String(id)),
  }),
);

builder.mutationField('rotateWebhookSecret', (t) =>
  t.string({
    authScopes: { manageAccount: true },
    description: 'Replaces the signing secret and returns the new one; attempts from now on, retries included, use it.',
    resolve: (_root, _args, ctx) => rotateWebhookSecret(ctx.services.database.prisma, ctx.auth!.account.id),
  }),
);
