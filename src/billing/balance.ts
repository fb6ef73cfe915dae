import type { SqlSession } from '../db/sql-runner.js';
import type { Charge } from './charges.js';
import { QuotaExceededError } from './quota-exceeded-error.js';

/**
 * The account's balance as a SQL expression (`accountId` a parameter such as `$2`): a column kept by
 * a trigger on each new ledger entry. For a hot path that reads it with something else in one
 * statement (the template of a render request), instead of a statement of its own.
 */
export const balanceSql = (accountId: string) => `(SELECT "credits" FROM "accounts" WHERE "id" = ${accountId})`;

/** Credits left: the account's running sum of its ledger. */
export async function balance(sql: SqlSession, accountId: number): Promise<number> {
  const [row] = await sql.query<{ credits: number | null }>(`SELECT ${balanceSql('$1')} AS "credits"`, [accountId]);
  return row?.credits ?? 0;
}

/**
 * Refuses a request for `count` things priced `charge` that `credits` do not cover. A check, not a
 * reservation: concurrent requests may overdraw by what they have in flight, and each thing is
 * charged only once it is done.
 */
export function assertAffordable(credits: number, charge: Charge, count = 1): void {
  if (credits < charge.amount * count) throw new QuotaExceededError();
}

/** assertAffordable against the account's balance read now. */
export async function assertBalanceCovers(sql: SqlSession, accountId: number, charge: Charge, count = 1): Promise<void> {
  assertAffordable(await balance(sql, accountId), charge, count);
}
