import type { Db } from '../db/database.js';
import { chargeKeyPrefix, SNAP_CHARGE } from './charges.js';

/**
 * SQL for the credits the ledger holds for the snaps in `items` (a relation with an "id" column),
 * each charged as a snap under its own key: a batch's credits, inside a caller's statement.
 */
export const creditsChargedSql = (items: string) =>
  `(SELECT COALESCE(-SUM(c."amount"), 0)::int FROM "credit_entries" c JOIN ${items} i ON c."charge_key" = '${chargeKeyPrefix(SNAP_CHARGE)}' || i."id")`;

const FOR_BATCH = `SELECT ${creditsChargedSql('(SELECT "id" FROM "snaps" WHERE "batch_id" = $1)')} AS "credits"`;

/** Credits the ledger holds for a batch's items. */
export async function creditsChargedForBatch(db: Db, batchId: number): Promise<number> {
  const [row] = await db.$queryRawUnsafe<{ credits: number }[]>(FOR_BATCH, batchId);
  return row.credits;
}
