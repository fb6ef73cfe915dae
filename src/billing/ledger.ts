import type { Db } from '../db/database.js';
import { chargeKey, type Charge } from './charges.js';

/** The ledger's writes, through Prisma: inside a caller's transaction too. */
type Tx = Pick<Db, 'creditEntry'>;

export async function grantCredits(db: Tx, accountId: number, amount: number, reason: string): Promise<void> {
  await db.creditEntry.create({ data: { accountId, amount, reason } });
}

/**
 * Charges the account for the thing `id` (e.g. a stored screenshot). Its key is unique in the
 * ledger, so charging the same thing again changes nothing; returns whether it charged.
 */
export async function charge(db: Tx, accountId: number, what: Charge, id: string): Promise<boolean> {
  const r = await db.creditEntry.createMany({
    data: [{ accountId, amount: -what.amount, reason: what.reason, chargeKey: chargeKey(what, id) }],
    skipDuplicates: true,
  });
  return r.count === 1;
}
