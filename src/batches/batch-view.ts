import { creditsChargedForBatch } from '../billing/batch-credits.js';
import type { Db } from '../db/database.js';
import type { Batch } from '../generated/prisma/client.js';

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
const ITEM_FIELDS = { id: true, identifier: true, status: true, mediaKey: true, lastError: true, position: true } as const;
export type BatchItem = { id: string; identifier: string | null; status: string; mediaKey: string | null; lastError: string | null; position: number | null };

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
  return { totalRows: total, processedRows: completed + failed + canceled, completed, pending: total - completed - failed - canceled, failed, canceled };
}

/** Two queries whatever the batch size: a count per status, and the ledger's sum for the items. */
export async function viewBatch(db: Db, batch: Batch): Promise<BatchView> {
  const [groups, creditsCharged] = await Promise.all([
    db.snap.groupBy({ by: ['status'], where: { batchId: batch.id }, _count: { _all: true } }),
    creditsChargedForBatch(db, batch.id),
  ]);
  return {
    batch,
    counts: countsOf(groups.flatMap((g) => Array<string>(g._count._all).fill(g.status)), batch.totalRows),
    creditsCharged,
    items: (ids) =>
      db.snap.findMany({ where: { batchId: batch.id, ...(ids && { id: { in: ids } }) }, select: ITEM_FIELDS, orderBy: { position: 'asc' } }),
  };
}

/** The batch with every item loaded at once (for subscribers, which diff the items they were shown). */
export async function viewBatchWithItems(db: Db, batchId: number): Promise<{ view: BatchView; items: BatchItem[] }> {
  const [batch, items, creditsCharged] = await Promise.all([
    db.batch.findUniqueOrThrow({ where: { id: batchId } }),
    db.snap.findMany({ where: { batchId }, select: ITEM_FIELDS, orderBy: { position: 'asc' } }),
    creditsChargedForBatch(db, batchId),
  ]);
  const view: BatchView = {
    batch,
    counts: countsOf(items.map((i) => i.status), batch.totalRows),
    creditsCharged,
    items: async (ids) => (ids ? items.filter((i) => ids.includes(i.id)) : items),
  };
  return { view, items };
}
