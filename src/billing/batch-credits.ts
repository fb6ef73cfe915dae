import type { Db } from '../db/database.js';
import { chargeKeyPrefix, SNAP_CHARGE } from './charges.js';

/** Credits the ledger holds for a batch's items, each charged as a snap under its own key. */
export async function creditsChargedForBatch(db: Db, batchId: number): Promise<number> {
  const [row] = await db.$queryRaw<{ credits: bigint | null }[]>`
    SELECT -SUM(c.amount) AS credits FROM credit_entries c
    JOIN snaps s ON c.charge_key = ${chargeKeyPrefix(SNAP_CHARGE)} || s.id WHERE s.batch_id = ${batchId}`;
  return Number(row?.credits ?? 0);
}
