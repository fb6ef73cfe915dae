import type { Db } from '../db/database.js';
import { chargeKey, type Charge } from './charges.js';
import { QuotaExceededError } from '../errors/quota-exceeded-error.js';

/** The ledger's writes, through Prisma: inside a caller's transaction too. */
type Tx = Pick<Db, 'creditEntry' | '$queryRawUnsafe'>;

export async function grantCredits(db: Tx, accountId: number, amount: number, reason: string): Promise<void> {
  await db.creditEntry.create({ data: { accountId, amount, reason } });
}

// Locks the account's row while it covers the charge: a concurrent charge waits, then re-checks the balance.
const COVERED = `SELECT 1 FROM "accounts" WHERE "id" = $1 AND ("unlimited" OR "credits" >= $2) FOR UPDATE`;

/**
 * Charges the account for the thing `id` (e.g. a stored screenshot), in the caller's transaction,
 * only if the balance covers it (it never goes below zero): QUOTA_EXCEEDED otherwise, so the caller's
 * transaction stores nothing. Its key is unique in the ledger, so charging the same thing again changes nothing.
 */
export async function chargeIfCovered(db: Tx, accountId: number, what: Charge, id: string): Promise<void> {
  const covered = await db.$queryRawUnsafe<unknown[]>(COVERED, accountId, what.amount);
  if (covered.length === 0) throw new QuotaExceededError();
  await db.creditEntry.createMany({
    data: [{ accountId, amount: -what.amount, reason: what.reason, chargeKey: chargeKey(what, id) }],
    skipDuplicates: true,
  });
}
