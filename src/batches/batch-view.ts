import { creditsChargedForBatch, creditsChargedSql } from '../billing/batch-credits.js';
import type { Db } from '../db/database.js';
import type { SqlSession } from '../db/sql-runner.js';
import { fromUtcText } from '../db/utc-text.js';
import type { Batch } from '../generated/prisma/client.js';

/** The statuses a batch, and each of its items, ends in. */
export const TERMINAL_STATUSES: ReadonlySet<string> = new Set(['completed', 'failed', 'canceled']);

export interface BatchCounts {
  totalRows: number;
  /** Items that reached a terminal status: completed, failed or canceled. */
  processedRows: number;
  completed: number;
  /** Items waiting or rendering. */
  pending: number;
  failed: number;
  canceled: number;
}

/** What a batch shows of each item: never its design, which is large and read only to render. */
const ITEM_FIELDS = {
  id: true,
  identifier: true,
  status: true,
  mediaKey: true,
  lastError: true,
  position: true,
  size: true,
  locale: true,
} as const;
export type BatchItem = {
  id: string;
  identifier: string | null;
  status: string;
  mediaKey: string | null;
  lastError: string | null;
  position: number | null;
  /** A matrix batch's item (docs/api.md "Matrix batches"): the size and locale it draws; null: not asked. */
  size: string | null;
  locale: string | null;
};

/** A batch as read: its row, counts derived from its items, credits from the ledger; items on demand. */
export interface BatchView {
  batch: Batch;
  counts: BatchCounts;
  creditsCharged: number;
  items(ids?: string[]): Promise<BatchItem[]>;
}

function countsOf(statuses: string[], total: number): BatchCounts {
  const n = (s: string) => statuses.filter((x) => x === s).length;
  const [completed, failed, canceled] = [n('completed'), n('failed'), n('canceled')];
  return {
    totalRows: total,
    processedRows: completed + failed + canceled,
    completed,
    pending: total - completed - failed - canceled,
    failed,
    canceled,
  };
}

/** Two queries whatever the batch size: a count per status, and the ledger's sum for the items. */
export async function viewBatch(db: Db, batch: Batch): Promise<BatchView> {
  const [groups, creditsCharged] = await Promise.all([
    db.snap.groupBy({ by: ['status'], where: { batchId: batch.id }, _count: { _all: true } }),
    creditsChargedForBatch(db, batch.id),
  ]);
  return {
    batch,
    counts: countsOf(
      groups.flatMap((g) => Array<string>(g._count._all).fill(g.status)),
      batch.totalRows,
    ),
    creditsCharged,
    items: (ids) =>
      db.snap.findMany({
        where: { batchId: batch.id, ...(ids && { id: { in: ids } }) },
        select: ITEM_FIELDS,
        orderBy: { position: 'asc' },
      }),
  };
}

// A subscriber reads this after every burst of item transitions, so: one raw statement (Prisma's
// three queries cost about 10 ms of the main thread's CPU per read, this about 1.5 ms), the items as
// one JSON array (one value to decode instead of 600), and the items read once for both the list and
// the ledger's sum. Times as text in UTC (the columns' convention), read as Prisma reads them.
const WITH_ITEMS = `WITH "i" AS (SELECT "id", "identifier", "status", "media_key", "last_error", "position", "size", "locale" FROM "snaps" WHERE "batch_id" = $1)
SELECT b."id", b."uuid", b."account_id", b."template_id", b."title", b."status", b."type", b."format", b."transparent", b."webhook_url",
  b."idempotency_key", b."total_rows", b."cancel_requested", b."created_at"::text, b."updated_at"::text, b."finished_at"::text,
  (SELECT json_agg(json_build_array(i."id", i."identifier", i."status", i."media_key", i."last_error", i."position", i."size", i."locale") ORDER BY i."position")::text FROM "i") AS "items",
  ${creditsChargedSql('"i"')} AS "credits"
FROM "batches" b WHERE b."id" = $1`;

interface BatchRow {
  id: number;
  uuid: string;
  account_id: number;
  template_id: number | null;
  title: string;
  status: Batch['status'];
  type: string;
  format: string;
  transparent: boolean;
  webhook_url: string | null;
  idempotency_key: string | null;
  total_rows: number;
  cancel_requested: boolean;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  items: string | null;
  credits: number;
}

type ItemTuple = [
  string,
  string | null,
  string,
  string | null,
  string | null,
  number | null,
  string | null,
  string | null,
];

/** The batch with every item loaded at once: for subscribers, which diff the items they were shown, and for its end and callback. */
export async function viewBatchWithItems(
  sql: SqlSession,
  batchId: number,
): Promise<{ view: BatchView; items: BatchItem[] }> {
  const [row] = await sql.query<BatchRow>(WITH_ITEMS, [batchId]);
  if (!row) throw new Error(`No batch ${batchId}`);
  const batch: Batch = {
    id: row.id,
    uuid: row.uuid,
    accountId: row.account_id,
    templateId: row.template_id,
    title: row.title,
    status: row.status,
    type: row.type,
    format: row.format,
    transparent: row.transparent,
    webhookUrl: row.webhook_url,
    idempotencyKey: row.idempotency_key,
    totalRows: row.total_rows,
    cancelRequested: row.cancel_requested,
    createdAt: fromUtcText(row.created_at),
    updatedAt: fromUtcText(row.updated_at),
    finishedAt: row.finished_at === null ? null : fromUtcText(row.finished_at),
  };
  const tuples: ItemTuple[] = row.items === null ? [] : JSON.parse(row.items);
  const items = tuples.map(([id, identifier, status, mediaKey, lastError, position, size, locale]) => ({
    id,
    identifier,
    status,
    mediaKey,
    lastError,
    position,
    size,
    locale,
  }));
  return { view: viewOfItems(batch, items, row.credits), items };
}

/** A batch whose items are all at hand (in position order). */
export function viewOfItems(batch: Batch, items: BatchItem[], creditsCharged: number): BatchView {
  return {
    batch,
    counts: countsOf(
      items.map((i) => i.status),
      batch.totalRows,
    ),
    creditsCharged,
    items: async (ids) => (ids ? items.filter((i) => ids.includes(i.id)) : items),
  };
}
