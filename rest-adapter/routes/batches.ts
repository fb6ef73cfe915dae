import {
  BatchDocument,
  CancelBatchDocument,
  CreateBatchDocument,
  type BatchFieldsFragment,
  type BatchItemFieldsFragment,
} from '../generated/operations.js';
import { route, type RestRoute } from '../route.js';

/** The spec's Batch; `items` only where the spec shows them (read and cancel). */
function batch(b: BatchFieldsFragment, items?: BatchItemFieldsFragment[]) {
  return {
    uuid: b.uuid,
    title: b.title,
    status: b.status,
    total_rows: b.totalRows,
    processed_rows: b.processedRows,
    completed: b.completed,
    pending: b.pending,
    failed: b.failed,
    canceled: b.canceled,
    credits_charged: b.creditsCharged,
    status_url: b.statusUrl,
    ...(items && {
      items: items.map((i) => ({ id: i.id, identifier: i.identifier, status: i.status, media_url: i.mediaUrl ?? null, last_error: i.lastError ?? null })),
    }),
  };
}

export const batchRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/snaps/batches',
    operation: CreateBatchDocument,
    variables: (req) => {
      const b = (req.body ?? {}) as Record<string, any>;
      return {
        input: {
          templateId: b.template_id,
          items: b.items,
          title: b.title,
          webhookUrl: b.webhook_url,
          type: b.type,
          format: b.format,
          transparent: b.transparent,
          idempotencyKey: b.idempotency_key,
        },
      };
    },
    respond: ({ createBatch }) => ({
      status: 202,
      body: batch(createBatch.batch),
      headers: createBatch.replayed ? { 'X-Idempotent-Replay': 'true' } : undefined,
    }),
  }),
  route({
    method: 'get',
    path: '/snaps/batches/:batchUuid',
    operation: BatchDocument,
    variables: (req) => ({ uuid: String(req.params.batchUuid) }),
    respond: (d) => ({ body: batch(d.batch, d.batch.items) }),
  }),
  route({
    method: 'post',
    path: '/snaps/batches/:batchUuid/cancel',
    operation: CancelBatchDocument,
    variables: (req) => ({ uuid: String(req.params.batchUuid) }),
    respond: (d) => ({ body: batch(d.cancelBatch, d.cancelBatch.items) }),
  }),
];
