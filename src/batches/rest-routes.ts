import { BatchArchiveDocument, BatchDocument, CancelBatchDocument } from '../../rest-adapter/generated/operations.js';
import { documentTitle, pdfOptionFields, renderOptionFields } from '../render-requests/rest-shapes.js';
import { variant } from '../templates/rest-shapes.js';
import { arrayOf, named, requestBody, resource, withOptional } from '../../rest-adapter/openapi/shapes.js';
import { commandRoute, route, type RestRoute } from '../../rest-adapter/route.js';
import { callerOf } from '../accounts/caller.js';
import { attachmentHeader } from './archive-names.js';
import { batchArchive } from './batch-archive.js';
import { batchCommandOf } from './batch-command.js';
import {
  BATCH_RESOURCE,
  batchData,
  batchFields,
  batchItemFields,
  batchResource,
  batchSummaryData,
  MATRIX_ITEM_FIELDS,
} from './batch-resource.js';
import { fromPublic } from '../validation/field-table.js';

const REPLAY = {
  'X-Idempotent-Replay': {
    description: "`true` when an `idempotency_key` returned the first request's batch: no second batch was started.",
    optional: true,
  },
};
const batch = named('Batch', resource('Batch', batchFields, BATCH_RESOURCE));
const batchItem = named('BatchItem', withOptional(resource('BatchItem', batchItemFields), MATRIX_ITEM_FIELDS));
const batchWithItems = named(
  'BatchWithItems',
  resource('Batch', batchFields, [...BATCH_RESOURCE, 'items'], { items: arrayOf(batchItem) }),
);
const batchUuid = { batchUuid: { description: 'The batch uuid.' } };
const NO_BATCH = 'Unknown batch, or a batch of another account: `No batch with that id exists in your account.`';

export const batchRoutes: RestRoute[] = [
  commandRoute({
    method: 'post',
    path: '/snaps/batches',
    fields: batchFields,
    command: {
      scope: 'api',
      run: async (ctx, req) => {
        const { batches } = ctx.services;
        const { batch, replayed } = await batches.create(
          callerOf(ctx.auth!),
          batchCommandOf(fromPublic(batchFields, req.body)),
        );
        return { batch: batchSummaryData(batch, batches.statusUrl(batch.batch.uuid)), replayed };
      },
    },
    doc: {
      operationId: 'createBatch',
      summary: 'Start a batch',
      description:
        'Renders up to 100 snaps of one template, always asynchronously. Nothing is charged at accept time; each item costs 1 credit when it completes. One callback is posted to `webhook_url` when the batch finishes. ' +
        'With `type: pdf`, `bleed`, `crop_marks`, `lang` and `pdf_standard` hold for every item, and each item may have its own document `title`.',
      tag: 'Batches',
      body: requestBody(
        'CreateBatchInput',
        batchFields,
        {
          ...renderOptionFields,
          ...pdfOptionFields,
          items: arrayOf(
            requestBody('BatchItemInput', batchFields.items[1], { variants: arrayOf(variant), title: documentTitle }),
            { minItems: 1, maxItems: 100 },
          ),
        },
        {
          template_id: '0b6b1a6e-8e0b-4f5c-9a57-1f2d3c4b5a69',
          items: [{ identifier: 'alice', variants: [{ layer: 'name', text: 'Alice' }] }],
        },
      ),
      responses: { 202: { description: 'Accepted: the batch, without `items`.', body: batch, headers: REPLAY } },
      errors: [404, 409, 417],
    },
    // The spec shows `items` only on read and cancel.
    respond: ({ batch, replayed }) => ({
      status: 202,
      body: batchResource(batch),
      headers: replayed ? { 'X-Idempotent-Replay': 'true' } : undefined,
    }),
  }),
  route({
    method: 'get',
    path: '/snaps/batches/:batchUuid',
    operation: BatchDocument,
    variables: (req) => ({ uuid: String(req.params.batchUuid) }),
    doc: {
      summary: 'Read a batch',
      tag: 'Batches',
      params: batchUuid,
      responses: {
        200: { description: 'The batch with its items.', body: batchWithItems },
        404: { description: NO_BATCH },
      },
    },
    respond: (d) => ({ body: batchResource(d.batch) }),
  }),
  route({
    method: 'get',
    path: '/snaps/batches/:batchUuid/archive',
    operation: BatchArchiveDocument,
    variables: (req) => ({ uuid: String(req.params.batchUuid) }),
    doc: {
      summary: 'Download a batch as a ZIP',
      description:
        "A ZIP of the batch's rendered files, streamed: one file per completed item, named by its `identifier` made safe for any file system " +
        '(`/ \\ : * ? " < > |` and control characters become `_`, at most 100 characters, `item_<n>` when nothing is left) with its format\'s extension; ' +
        'a name already taken, ignoring case, gets `-2`, `-3`... Items not completed (yet) are left out: read the batch for them. Stored, not deflated: images are compressed already.',
      tag: 'Batches',
      params: batchUuid,
      responses: {
        200: {
          description: 'The ZIP.',
          media: ['application/zip'],
          headers: {
            'Content-Disposition': { description: '`attachment; filename="<title>.zip"` (and `filename*` in UTF-8).' },
          },
        },
        404: { description: NO_BATCH },
      },
    },
    respond: ({ batch }, _req, { readFile }) => ({
      contentType: 'application/zip',
      body: batchArchive(batch.items, readFile),
      headers: { 'content-disposition': attachmentHeader(batch.title) },
    }),
  }),
  commandRoute({
    method: 'get',
    path: '/snaps/batches/archive',
    command: {
      scope: 'api',
      run: async (ctx, req) => {
        const { batches, storage } = ctx.services;
        const uuids = typeof req.query.uuids === 'string' ? req.query.uuids.split(',').filter(Boolean) : [];
        const views = await batches.several(callerOf(ctx.auth!), uuids);
        return Promise.all(views.map((v) => batchData(v, storage, batches.statusUrl(v.batch.uuid))));
      },
    },
    doc: {
      operationId: 'batchesArchive',
      summary: 'Download several batches as one ZIP',
      description:
        "One ZIP of the rendered files of up to 50 batches (a run of more than 100 rows), in the order named, streamed and named as a single batch's archive is, " +
        'a name taken in an earlier batch getting `-2`, `-3`...',
      tag: 'Batches',
      query: {
        uuids: { description: 'The batch uuids, comma-separated (1 to 50).', required: true },
        name: { description: "The ZIP's file name, without `.zip` (default `batches`)." },
      },
      responses: {
        200: {
          description: 'The ZIP.',
          media: ['application/zip'],
          headers: {
            'Content-Disposition': { description: '`attachment; filename="<name>.zip"` (and `filename*` in UTF-8).' },
          },
        },
        404: {
          description:
            'One of the batches is unknown or of another account: `No batch with that id exists in your account.`',
        },
      },
      errors: [422],
    },
    respond: (runs, req, { readFile }) => ({
      contentType: 'application/zip',
      body: batchArchive(
        runs.flatMap((b) => b.items ?? []),
        readFile,
      ),
      headers: {
        'content-disposition': attachmentHeader(
          typeof req.query.name === 'string' && req.query.name ? req.query.name : 'batches',
        ),
      },
    }),
  }),
  route({
    method: 'post',
    path: '/snaps/batches/:batchUuid/cancel',
    operation: CancelBatchDocument,
    variables: (req) => ({ uuid: String(req.params.batchUuid) }),
    doc: {
      summary: 'Cancel a batch',
      description: 'Items not started are canceled and cost nothing; a batch already finished is returned unchanged.',
      tag: 'Batches',
      params: batchUuid,
      responses: {
        200: { description: 'The batch with its items.', body: batchWithItems },
        404: { description: NO_BATCH },
      },
    },
    respond: (d) => ({ body: batchResource(d.cancelBatch) }),
  }),
];
