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
