import { mediaUrl } from '../snaps/snap-resource.js';
import { snapPageFields } from '../render-requests/document-pages.js';
import { MOTION_OPTION_NAMES } from '../render-requests/motion-options.js';
import { PDF_OPTION_NAMES } from '../render-requests/pdf-options.js';
import type { Storage } from '../storage/storage.js';
import { variantFields } from '../templates/variant.js';
import { toPublic, type FieldTable } from '../validation/field-table.js';
import type { BatchCounts, BatchItem, BatchView } from './batch-view.js';

/** A matrix batch's item fields (docs/api.md "Matrix batches"): additions to the spec's item, absent from an ordinary batch's. */
export const MATRIX_ITEM_FIELDS = ['size', 'locale'] as const;

export const batchItemFields = {
  id: 'id',
  identifier: 'identifier',
  status: 'status',
  mediaUrl: 'media_url',
  lastError: 'last_error',
  size: 'size',
  locale: 'locale',
  // The request's own fields.
  variants: ['variants', variantFields],
  pages: ['pages', snapPageFields],
  title: 'title',
} as const satisfies FieldTable;

/**
 * The spec's Batch resource and POST /v1/snaps/batches body: each camelCase field (GraphQL's, the
 * command's) and its REST name. REST requests, responses and 422 paths, and callbacks, all read it.
 */
export const batchFields = {
  uuid: 'uuid',
  title: 'title',
  status: 'status',
  totalRows: 'total_rows',
  processedRows: 'processed_rows',
  completed: 'completed',
  pending: 'pending',
  failed: 'failed',
  canceled: 'canceled',
  creditsCharged: 'credits_charged',
  statusUrl: 'status_url',
  items: ['items', batchItemFields],
  // The request's own fields.
  templateId: 'template_id',
  templateVersion: 'template_version',
  webhookUrl: 'webhook_url',
  type: 'type',
  format: 'format',
  transparent: 'transparent',
  idempotencyKey: 'idempotency_key',
  ...PDF_OPTION_NAMES,
  ...MOTION_OPTION_NAMES,
  // A matrix batch's sizes and locales (docs/api.md "Matrix batches").
  sizes: 'sizes',
  locale: 'locale',
  locales: 'locales',
  messageValues: 'message_values',
} as const satisfies FieldTable;

/** The spec's Batch as POST answers it (read and cancel add `items`); the rest of the table is the request's. */
export const BATCH_RESOURCE = [
  'uuid',
  'title',
  'status',
  'totalRows',
  'processedRows',
  'completed',
  'pending',
  'failed',
  'canceled',
  'creditsCharged',
  'statusUrl',
] as const;

/** A batch item as GraphQL's BatchItemFields fragment reads it. */
interface BatchItemData {
  id: string;
  identifier: string | null;
  status: string;
  mediaUrl?: string | null;
  lastError?: string | null;
  size?: string | null;
  locale?: string | null;
}

/** A batch as GraphQL's BatchFields fragment reads it (with `items` where they are shown): what the REST resource is written from. */
export interface BatchData extends BatchCounts {
  uuid: string;
  title: string;
  status: string;
  creditsCharged: number;
  statusUrl: string;
  items?: BatchItemData[];
}

/** A batch as the BatchFields fragment would read it, without items, for answers built without GraphQL. */
export function batchSummaryData(v: BatchView, statusUrl: string): BatchData {
  const { uuid, title, status } = v.batch;
  return { uuid, title, status, ...v.counts, creditsCharged: v.creditsCharged, statusUrl };
}

/** A batch with its items as the fragments would read it, for callbacks (built without GraphQL). */
export async function batchData(v: BatchView, storage: Storage, statusUrl: string): Promise<BatchData> {
  const items = (await v.items()).map((i: BatchItem) => ({
    id: i.id,
    identifier: i.identifier,
    status: i.status,
    mediaUrl: mediaUrl(i, storage),
    lastError: i.lastError,
    size: i.size,
    locale: i.locale,
  }));
  return { ...batchSummaryData(v, statusUrl), items };
}

/** The spec's Batch, as REST responses and callbacks carry it. */
export const batchResource = ({ items, ...batch }: BatchData) =>
  toPublic(batchFields, items ? { ...batch, items: items.map(specItem) } : batch);

/** An item of an ordinary batch (no size or locale asked) is the spec's item exactly; a matrix item keeps both. */
const specItem = ({ size, locale, ...item }: BatchItemData) =>
  size == null && locale == null ? item : { ...item, size, locale };
