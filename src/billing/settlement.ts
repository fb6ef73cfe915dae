import { chargeKey, SNAP_CHARGE } from './charges.js';
import { releasedSql } from './reservations.js';

/**
 * One statement that settles a snap, charges it if it completed and gives back the credits it held
 * reserved (a queued snap's; a synchronous one holds none): a completed snap and its credit are
 * written together or not at all, and on the hot path (one settling statement per synchronous
 * snap, docs/performance.md) the charge costs no statement of its own. `write` is an INSERT or
 * UPDATE of one "snaps" row, without RETURNING, using parameters $1 to $(p - 1); the charge takes
 * $p to $(p + 2), `snapChargeParams`. A second settlement of the same snap charges nothing (the
 * ledger's key is unique). The statement returns `n`, the rows `write` settled.
 */
export const settledWithCharge = (
  write: string,
  p: number,
) => `WITH "settled" AS (${write} RETURNING "id", "account_id", "status", "reserved_credits"),
"charged" AS (
  INSERT INTO "credit_entries" ("account_id", "amount", "reason", "charge_key")
  SELECT "account_id", $${p}, $${p + 1}, $${p + 2} FROM "settled" WHERE "status" = 'completed'
  ON CONFLICT ("charge_key") DO NOTHING),
"released" AS (${releasedSql('"settled"')})
SELECT count(*)::int AS "n" FROM "settled"`;

/**
 * The parameters of the charge in `settledWithCharge`, for the snap `snapId` of `pages` pages: a
 * multi-page PDF costs a snap's price per page, charged once, under the snap's one key.
 */
export const snapChargeParams = (snapId: string, pages = 1) => [
  -SNAP_CHARGE.amount * pages,
  SNAP_CHARGE.reason,
  chargeKey(SNAP_CHARGE, snapId),
];

/** What `settledWithCharge` charged a snap of `pages` pages that it settled with `status`. */
export const creditsChargedOnSettle = (status: string, pages = 1) =>
  status === 'completed' ? SNAP_CHARGE.amount * pages : 0;
