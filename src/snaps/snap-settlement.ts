import { settledWithCharge, snapChargeParams } from '../billing/settlement.js';
import type { SqlSession } from '../db/sql-runner.js';
import { Prisma, type Snap } from '../generated/prisma/client.js';
import { pageCount } from './snap-pages.js';

export type SnapOutcome = { status: 'completed'; mediaKey: string } | { status: 'failed'; lastError: string };

/** The row a settled snap becomes: its outcome and when (a file only when it completed). */
export function settledSnap(snap: Snap, outcome: SnapOutcome, at: Date): Snap {
  return { ...snap, mediaKey: null, ...outcome, completedAt: at, updatedAt: at };
}

// Raw SQL on purpose: this runs once per render, and Prisma's query engine made it several times as
// costly on the request thread (docs/performance.md). Billing adds the charge to the same statement.
// Timestamps travel as UTC ISO strings: the columns are `timestamp` (UTC by convention), which
// ignores the zone a driver would add.
const HELD = settledWithCharge(
  `UPDATE "snaps" SET "status" = $2::"SnapStatus", "media_key" = $3, "last_error" = $4, "completed_at" = $5::timestamp, "updated_at" = $5::timestamp
  WHERE "id" = $1 AND "status" = 'processing'`,
  6,
);

/** Settles a snap held in `processing` (a queued one); false if another run settled it first. */
export async function settleHeldSnap(sql: SqlSession, final: Snap): Promise<boolean> {
  const params = [
    final.id,
    final.status,
    final.mediaKey,
    final.lastError,
    final.completedAt!.toISOString(),
    ...snapChargeParams(final.id, pageCount(final)),
  ];
  const [{ n }] = await sql.query<{ n: number }>(HELD, params);
  return n === 1;
}

/**
 * The only names this SQL takes: the model's fields and their columns, as the schema's @map names
 * them (each field in snake_case, `accountId` → "account_id"; test/snaps/settled-snap-insert checks).
 */
export const SNAP_COLUMNS: ReadonlyMap<string, string> = new Map(
  Object.values(Prisma.SnapScalarFieldEnum).map((f) => [f, f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]),
);

// One INSERT per distinct list of fields (one per code path that builds rows), built on first use and kept.
const inserts = new Map<string, string>();

function insertFor(fields: string[]): string {
  const key = fields.join();
  let text = inserts.get(key);
  if (text === undefined) {
    // A parameter takes its column's type (jsonb, timestamp, the status enum) in an INSERT: no casts.
    const columns = fields.map((f) => `"${SNAP_COLUMNS.get(f)}"`).join(', ');
    text = settledWithCharge(
      `INSERT INTO "snaps" (${columns}) VALUES (${fields.map((_, i) => `$${i + 1}`).join(', ')})`,
      fields.length + 1,
    );
    inserts.set(key, text);
  }
  return text;
}

/** A value as its column takes it: a time as UTC ISO text, JSON as text. */
const param = (v: unknown) =>
  v instanceof Date ? v.toISOString() : v !== null && typeof v === 'object' ? JSON.stringify(v) : v;

/**
 * Stores a snap that was rendered before it was stored (a synchronous one), already settled: every
 * field the row has, so a column the service fills needs nothing here. A key that is not one of the
 * snap's fields is refused, never written into the SQL.
 */
export async function insertSettledSnap(sql: SqlSession, final: Snap): Promise<void> {
  const fields: string[] = [];
  const params: unknown[] = [];
  for (const [field, value] of Object.entries(final)) {
    if (!SNAP_COLUMNS.has(field)) throw new Error(`Not a snap column: ${JSON.stringify(field)}`);
    if (value === undefined) continue;
    fields.push(field);
    params.push(param(value));
  }
  await sql.query(insertFor(fields), [...params, ...snapChargeParams(final.id, pageCount(final))]);
}
