import { resolveCursorConnection } from '@pothos/plugin-relay';
import { builder } from '../graphql/builder.js';
import { callerOf } from '../accounts/caller.js';
import { mediaUrl } from '../snaps/snap-resource.js';
import { renderRequestInputs, SnapPageInput } from '../render-requests/graphql.js';
import { RENDER_VARIATION_DOCS } from '../render-requests/render-variations.js';
import { PDF_OPTION_DOCS } from '../render-requests/pdf-options.js';
import { VariantInput } from '../templates/graphql.js';
import type { CreatedBatch } from './batch-command.js';
import type { BatchItem, BatchView } from './batch-view.js';
import { RENDER_BUDGET, spendFieldBudget } from '../graphql/limits/field-budget.js';
import { COST } from '../graphql/limits/field-complexity.js';

const BatchStatusEnum = builder.enumType('BatchStatus', {
  values: ['pending', 'processing', 'completed', 'failed', 'canceled'] as const,
});

const BatchItemRef = builder.objectRef<BatchItem>('BatchItem').implement({
  description: 'One item of a batch: a snap.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The snap id.' }),
    identifier: t.string({ resolve: (s) => s.identifier ?? '' }),
    status: t.string({ resolve: (s) => s.status }),
    mediaUrl: t.string({ nullable: true, resolve: (s, _a, ctx) => mediaUrl(s, ctx.services.storage) }),
    lastError: t.exposeString('lastError', { nullable: true }),
    size: t.exposeString('size', {
      nullable: true,
      description:
        'A matrix batch\'s item: the size it draws (docs/api.md "Matrix batches"); null when the batch asked no sizes.',
    }),
    locale: t.exposeString('locale', {
      nullable: true,
      description: "A matrix batch's item: the locale it draws; null when the batch asked no locale.",
    }),
  }),
});

const BatchRef = builder.objectRef<BatchView>('Batch').implement({
  fields: (t) => ({
    uuid: t.string({ resolve: (v) => v.batch.uuid }),
    title: t.string({ resolve: (v) => v.batch.title }),
    status: t.field({ type: BatchStatusEnum, resolve: (v) => v.batch.status }),
    type: t.string({ resolve: (v) => v.batch.type }),
    format: t.string({ resolve: (v) => v.batch.format }),
    totalRows: t.int({ resolve: (v) => v.counts.totalRows }),
    processedRows: t.int({
      description: 'Items completed, failed or canceled.',
      resolve: (v) => v.counts.processedRows,
    }),
    completed: t.int({ resolve: (v) => v.counts.completed }),
    pending: t.int({ description: 'Items waiting or rendering.', resolve: (v) => v.counts.pending }),
    failed: t.int({ resolve: (v) => v.counts.failed }),
    canceled: t.int({ resolve: (v) => v.counts.canceled }),
    creditsCharged: t.int({ description: 'From the credit ledger.', resolve: (v) => v.creditsCharged }),
    statusUrl: t.string({ resolve: (v, _a, ctx) => ctx.services.batches.statusUrl(v.batch.uuid) }),
    archiveUrl: t.string({
      description:
        'GET it (with a token, or the Studio\'s session) for a ZIP of the completed items\' files named by identifier (docs/api.md, "Batch archive").',
      resolve: (v, _a, ctx) => ctx.services.batches.archiveUrl(v.batch.uuid),
    }),
    webhookUrl: t.string({ nullable: true, resolve: (v) => v.batch.webhookUrl }),
    createdAt: t.field({ type: 'DateTime', resolve: (v) => v.batch.createdAt }),
    finishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (v) => v.batch.finishedAt }),
    items: t.field({ type: [BatchItemRef], resolve: (v) => v.items() }),
  }),
});

const BatchItemInput = builder.inputType('BatchItemInput', {
  description: 'One item of a batch: one snap.',
  fields: (t) => ({
    variants: t.field({ type: [VariantInput], required: false }),
    identifier: t.string({ required: false, description: 'Up to 191 characters; default `item_<position>` (from 1).' }),
    title: t.string({ required: false, description: PDF_OPTION_DOCS.title }),
    pages: t.field({
      type: [SnapPageInput],
      required: false,
      description:
        "Type pdf: the item is one PDF of these pages (1 to 100), instead of the batch's template; a credit per page.",
    }),
  }),
});

const CreateBatchInput = builder.inputType('CreateBatchInput', {
  description: 'POST /v1/snaps/batches, field for field (camelCase).',
  fields: (t) => ({
    templateId: t.string({ required: true }),
    templateVersion: t.int({
      required: false,
      description: 'The published version every item draws (docs/api.md "Versions"); absent: the latest.',
    }),
    items: t.field({
      type: [BatchItemInput],
      required: true,
      description:
        '1 to 100 rows; with `sizes` or `locales`, an item per row, locale and size, at most 100 in all (docs/api.md "Matrix batches").',
    }),
    title: t.string({ required: false }),
    ...renderRequestInputs(t),
    sizes: t.stringList({ required: false, description: `Every row drawn at each: ${RENDER_VARIATION_DOCS.sizes}` }),
  }),
});

const CreateBatchPayload = builder.objectRef<CreatedBatch>('CreateBatchPayload').implement({
  fields: (t) => ({
    batch: t.field({ type: BatchRef, resolve: (p) => p.batch }),
    replayed: t.exposeBoolean('replayed'),
  }),
});

const BatchProgressRef = builder.objectRef<{ view: BatchView; changedItemIds: string[] }>('BatchProgress').implement({
  fields: (t) => ({
    batch: t.field({ type: BatchRef, resolve: (p) => p.view }),
    changedItems: t.field({
      type: [BatchItemRef],
      description:
        'In the first event, every item: the state to start from. After it, the items whose status changed since the previous event.',
      resolve: (p) => (p.changedItemIds.length ? p.view.items(p.changedItemIds) : []),
    }),
  }),
});

builder.queryField('batch', (t) =>
  t.field({
    type: BatchRef,
    authScopes: { api: true },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_r, { uuid }, ctx) => ctx.services.batches.byUuid(callerOf(ctx.auth!), uuid),
  }),
);

builder.queryField('batches', (t) =>
  t.connection({
    type: BatchRef,
    authScopes: { api: true },
    description: "The account's batches, newest first; `status` keeps those in that status.",
    args: { status: t.arg({ type: BatchStatusEnum, required: false }) },
    resolve: (_r, args, ctx) =>
      resolveCursorConnection<Promise<BatchView[]>>(
        { args, toCursor: (v: BatchView) => String(v.batch.id) },
        (page): Promise<BatchView[]> =>
          ctx.services.batches.list(callerOf(ctx.auth!), { ...page, status: args.status }),
      ),
  }),
);

builder.mutationFields((t) => ({
  createBatch: t.field({
    type: CreateBatchPayload,
    authScopes: { api: true },
    complexity: COST.render,
    args: { input: t.arg({ type: CreateBatchInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      await spendFieldBudget(ctx, RENDER_BUDGET);
      return ctx.services.batches.create(callerOf(ctx.auth!), input);
    },
  }),
  cancelBatch: t.field({
    type: BatchRef,
    authScopes: { api: true },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_r, { uuid }, ctx) => ctx.services.batches.cancel(callerOf(ctx.auth!), uuid),
  }),
}));

builder.subscriptionField('batchProgress', (t) =>
  t.field({
    type: BatchProgressRef,
    authScopes: { api: true },
    description: 'The batch now, then on every item transition and on its terminal status; then completes.',
    args: { uuid: t.arg.string({ required: true }) },
    subscribe: (_r, { uuid }, ctx) => ctx.services.batches.watch(callerOf(ctx.auth!), uuid),
    resolve: (p) => p,
  }),
);

builder.subscriptionField('batchCreated', (t) =>
  t.field({
    type: BatchRef,
    authScopes: { api: true },
    description:
      'Each batch the account starts from now on, by any client: a list of batches shows it without a reload.',
    subscribe: (_r, _a, ctx) => ctx.services.batches.created(callerOf(ctx.auth!)),
    resolve: (v) => v,
  }),
);
