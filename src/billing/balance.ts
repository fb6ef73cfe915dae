import type { SqlSession } from '../db/sql-runner.js';
import type { Charge } from './charges.js';
import { QuotaExceededError } from '../errors/quota-exceeded-error.js';

/** What an unlimited account has available: the largest integer, so every check passes (docs/api.md, "Unlimited accounts"). */
const UNLIMITED_CREDITS = 2_147_483_647;

/**
 * The account's available credits as a SQL expression (`accountId` a parameter such as `$2`): the
 * balance, purchased less used (a column kept by a trigger on each new ledger entry). For a hot path
 * that reads it with something else in one statement (the template of a render request), instead of
 * a statement of its own. An unlimited account has UNLIMITED_CREDITS.
 */
export const availableCreditsSql = (accountId: string) =>
  `(SELECT CASE WHEN "unlimited" THEN ${UNLIMITED_CREDITS} ELSE "credits" END FROM "accounts" WHERE "id" = ${accountId})`;

/** Credits that new work may spend: purchased less used (the interface's "Credits remaining"). */
export async function availableCredits(sql: SqlSession, accountId: number): Promise<number> {
  const [row] = await sql.query<{ credits: number | null }>(`SELECT ${availableCreditsSql('$1')} AS "credits"`, [
    accountId,
  ]);
  return row?.credits ?? 0;
}

/**
 * Refuses a request for `count` things priced `charge` that the available `credits` do not cover.
 * A check, not a reservation (the interface's batch rules 1-2): concurrent requests may accept more
 * than the balance covers; each thing is charged when it completes, and one that finds no credit
 * left then fails uncharged (settlement.ts), so the balance never goes below zero.
 */
export function assertAffordable(credits: number, charge: Charge, count = 1): void {
  if (credits < charge.amount * count) throw new QuotaExceededError();
}

/** assertAffordable against the account's available credits read now. */
export async function assertCreditsAvailable(
  sql: SqlSession,
  accountId: number,
  charge: Charge,
  count = 1,
): Promise<void> {
  assertAffordable(await availableCredits(sql, accountId), charge, count);
}
