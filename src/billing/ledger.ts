import type { Db } from '../db/database.js';
import type { SqlSession } from '../db/sql-runner.js';

type Tx = Pick<Db, 'creditEntry'>;

export async function grantCredits(db: Tx, accountId: number, amount: number, reason: string): Promise<void> {
  await db.creditEntry.create({ data: { accountId, amount, reason } });
}

/** Credits left: the account's running sum of its ledger, kept by the database (a trigger on each new entry). */
export async function balance(sql: SqlSession, accountId: number): Promise<number> {
  const [row] = await sql.query<{ credits: number }>('SELECT "credits" FROM "accounts" WHERE "id" = $1', [accountId]);
  return row?.credits ?? 0;
}

/** What charges a snap: one credit under a key unique to it. */
export const SNAP_CHARGE = { amount: 1, reason: 'snap rendered', key: (snapId: string) => `snap:${snapId}` };

/**
 * Charges `amount` credits for what `chargeKey` names ("snap:<id>"). The key is unique in the
 * ledger, so charging the same thing again (a retried job) changes nothing; returns whether it charged.
 */
export async function charge(db: Tx, accountId: number, chargeKey: string, amount: number, reason: string): Promise<boolean> {
  const r = await db.creditEntry.createMany({ data: [{ accountId, amount: -amount, reason, chargeKey }], skipDuplicates: true });
  return r.count === 1;
}

/** Credits charged for these keys (e.g. the items of one batch). */
export async function chargedFor(db: Tx, chargeKeys: string[]): Promise<number> {
  const r = await db.creditEntry.aggregate({ where: { chargeKey: { in: chargeKeys } }, _sum: { amount: true } });
  return -(r._sum.amount ?? 0);
}
