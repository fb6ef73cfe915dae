import type { Db } from '../db/database.js';
import type { Charge } from './charges.js';
import { QuotaExceededError } from '../errors/quota-exceeded-error.js';

// One conditional update: under concurrency PostgreSQL re-checks the condition on the row another
// transaction just moved, so two acceptances can never both take the same available credits.
// An unlimited account holds nothing back and is never refused.
const RESERVE = `UPDATE "accounts" SET "reserved_credits" = "reserved_credits" + CASE WHEN "unlimited" THEN 0 ELSE $2 END
  WHERE "id" = $1 AND ("unlimited" OR "credits" - "reserved_credits" >= $2) RETURNING "unlimited"`;

/**
 * Reserves the credits of `count` things priced `charge` for work being accepted, in the caller's
 * transaction (the one that stores that work), or throws QUOTA_EXCEEDED when the available credits
 * do not cover them. Returns what each thing holds (0 on an unlimited account): its snap's `reservedCredits`, which the
 * statement settling or canceling it gives back (`releasedSql`).
 */
export async function reserveCredits(
  tx: Pick<Db, '$queryRawUnsafe'>,
  accountId: number,
  charge: Charge,
  count: number,
): Promise<number> {
  const [row] = await tx.$queryRawUnsafe<{ unlimited: boolean }[]>(RESERVE, accountId, charge.amount * count);
  if (!row) throw new QuotaExceededError();
  return row.unlimited ? 0 : charge.amount;
}

/**
 * SQL for a data-modifying CTE that gives back what the snaps in `changed` held: `changed` names a
 * CTE of snaps (with "account_id" and "reserved_credits") that the same statement just moved out of
 * pending or processing. That move is conditional on the snap's status, so each reservation is given
 * back exactly once, by the statement that ends its snap.
 */
export const releasedSql = (
  changed: string,
) => `UPDATE "accounts" a SET "reserved_credits" = a."reserved_credits" - r."held"
  FROM (SELECT "account_id", SUM("reserved_credits")::int AS "held" FROM ${changed} GROUP BY "account_id") r
  WHERE a."id" = r."account_id" AND r."held" > 0`;
