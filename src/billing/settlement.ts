import { chargeKey, SNAP_CHARGE } from './charges.js';

/**
 * Why a snap that rendered ends `failed`: the balance no longer covered it when it completed (work
 * accepted together may be more than the balance: the interface checks, it does not reserve).
 */
export const NO_CREDIT_LEFT =
  'You have reached your snap quota: no credit was left when this snap finished rendering. Nothing was charged.';

/** Whether a settled snap ended failed for want of credit (stored so: its error is NO_CREDIT_LEFT). */
export const endedUnpaid = (snap: { status: string; lastError: string | null }) =>
  snap.status === 'failed' && snap.lastError === NO_CREDIT_LEFT;

// A snap asking to complete when the account cannot pay for it. "paid" locks the account's row when
// the balance covers the charge: under concurrency PostgreSQL waits for the settlement holding it and
// re-checks the balance on the row that one left, so two settlements never spend the same credit.
const unpaid = (status: string) => `(${status}::text = 'completed' AND NOT EXISTS (SELECT 1 FROM "paid"))`;

/**
 * What a settling write stores for a snap's status, file and error, given as SQL (`status` a
 * parameter such as `$2`): the outcome asked for, or `failed` with NO_CREDIT_LEFT and no file
 * when the account cannot pay for a completed snap. For the `write` of `settledWithCharge`.
 */
export const paidOutcomeSql = (status: string, mediaKey: string, lastError: string) => ({
  status: `(CASE WHEN ${unpaid(status)} THEN 'failed' ELSE ${status}::text END)::"SnapStatus"`,
  mediaKey: `CASE WHEN ${unpaid(status)} THEN NULL ELSE ${mediaKey} END`,
  lastError: `CASE WHEN ${unpaid(status)} THEN '${NO_CREDIT_LEFT}' ELSE ${lastError} END`,
});

/**
 * One conditional statement that settles a snap and charges it if it completed: a completed snap
 * and its credit are written together or not at all, and a snap the balance no longer covers ends
 * failed, uncharged, so the balance never goes below zero (an unlimited account always pays). On
 * the hot path (one settling statement per synchronous snap, docs/performance.md) the charge costs
 * no statement of its own. `write` is an INSERT or UPDATE of one "snaps" row, without RETURNING,
 * that stores `paidOutcomeSql`, using parameters $1 to $(p - 1); the charge takes $p to $(p + 3),
 * `snapChargeParams`. A second settlement of the same snap charges nothing (the ledger's key is
 * unique). The statement returns `n`, the rows `write` settled, and `status`, what it stored.
 */
export const settledWithCharge = (write: string, p: number) => `WITH "paid" AS (
  SELECT 1 FROM "accounts" WHERE "id" = $${p + 3} AND ("unlimited" OR "credits" >= -($${p}::int)) FOR UPDATE),
"settled" AS (${write} RETURNING "id", "account_id", "status"),
"charged" AS (
  INSERT INTO "credit_entries" ("account_id", "amount", "reason", "charge_key")
  SELECT "account_id", $${p}, $${p + 1}, $${p + 2} FROM "settled" WHERE "status" = 'completed'
  ON CONFLICT ("charge_key") DO NOTHING)
SELECT count(*)::int AS "n", min("status"::text) AS "status" FROM "settled"`;

/**
 * The parameters of the charge in `settledWithCharge`, for the snap `snapId` of `pages` pages of
 * the account `accountId`: a multi-page PDF costs a snap's price per page, charged once, under the snap's one key.
 */
export const snapChargeParams = (snapId: string, accountId: number, pages = 1) => [
  -SNAP_CHARGE.amount * pages,
  SNAP_CHARGE.reason,
  chargeKey(SNAP_CHARGE, snapId),
  accountId,
];

/** What `settledWithCharge` charged a snap of `pages` pages that it settled with `status`. */
export const creditsChargedOnSettle = (status: string, pages = 1) =>
  status === 'completed' ? SNAP_CHARGE.amount * pages : 0;
