import type { Db } from '../db/database.js';

type Tx = Pick<Db, 'creditEntry'>;

export async function grantCredits(db: Tx, accountId: number, amount: number, reason: string): Promise<void> {
  await db.creditEntry.create({ data: { accountId, amount, reason } });
}

/** Credits left: the sum of the whole ledger. */
export async function balance(db: Tx, accountId: number): Promise<number> {
  const r = await db.creditEntry.aggregate({ where: { accountId }, _sum: { amount: true } });
  return r._sum.amount ?? 0;
}

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
