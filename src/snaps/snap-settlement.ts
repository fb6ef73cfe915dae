import { NO_CREDIT_LEFT, paidOutcomeSql, settledWithCharge, snapChargeParams } from '../billing/settlement.js';
import type { SqlSession } from '../db/sql-runner.js';
import { Prisma, type Snap } from '../generated/prisma/client.js';
import { pageCount } from '../render-requests/document-pages.js';
import { settledPdfOptions } from './pdf-files.js';

export type SnapOutcome = { status: 'completed'; mediaKey: string } | { status: 'failed'; lastError: string };

/** The row a settled snap becomes: its outcome and when (a file only when it completed). */
export function settledSnap(snap: Snap, outcome: SnapOutcome, at: Date): Snap {
  const pdfOptions = settledPdfOptions(snap.pdfOptions);
  return { ...snap, pdfOptions, mediaKey: null, lastError: null, ...outcome, completedAt: at, updatedAt: at };
}

/** What a settling statement returns (billing's `settledWithCharge`). */
interface Settled {
  n: number;
  status: string | null;
}

/**
 * The row as its settlement stored it: a snap that rendered but found no credit left ends failed,
 * without its file (billing's NO_CREDIT_LEFT). Null when another run had settled it first.
 */
function asStored(final: Snap, rows: Settled[]): Snap | null {
  const [{ n, status }] = rows;
  if (n !== 1) return null;
  return status === final.status ? final : { ...final, status: 'failed', mediaKey: null, lastError: NO_CREDIT_LEFT };
}

// Raw SQL on purpose: this runs once per render, and Prisma's query engine made it several times as
// costly on the request thread (docs/performance.md). Billing adds the charge to the same statement.
// Timestamps travel as UTC ISO strings: the columns are `timestamp` (UTC by convention), which
// ignores the zone a driver would add.
const held = paidOutcomeSql('$2', '$3', '$4');
const HELD = settledWithCharge(
  `UPDATE "snaps" SET "status" = ${held.status}, "media_key" = ${held.mediaKey}, "last_error" = ${held.lastError},
    "completed_at" = $5::timestamp, "updated_at" = $5::timestamp, "pdf_options" = $6::jsonb
  WHERE "id" = $1 AND "status" = 'processing'`,
  7,
);

const chargeOf = (final: Snap) => snapChargeParams(final.id, final.accountId, pageCount(final));

/** Settles a snap held in `processing` (a queued one): the row as stored, or null if another run settled it first. */
export async function settleHeldSnap(sql: SqlSession, final: Snap): Promise<Snap | null> {
  const params = [
    final.id,
    final.status,
    final.mediaKey,
    final.lastError,
    final.completedAt!.toISOString(),
    // What a settled snap keeps of its PDF options (settledSnap): a queued snap's passwords go here.
    param(final.pdfOptions),
    ...chargeOf(final),
  ];
  return asStored(final, await sql.query<Settled>(HELD, params));
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
    // A parameter takes its column's type (jsonb, timestamp) in an INSERT: no casts. The outcome's
    // three columns are what billing lets the snap store (fields always has them: insertSettledSnap).
    const at = (f: string) => `$${fields.indexOf(f) + 1}`;
    const paid = paidOutcomeSql(at('status'), at('mediaKey'), at('lastError')) as Record<string, string>;
    const columns = fields.map((f) => `"${SNAP_COLUMNS.get(f)}"`).join(', ');
    text = settledWithCharge(
      `INSERT INTO "snaps" (${columns}) VALUES (${fields.map((f, i) => paid[f] ?? `$${i + 1}`).join(', ')})`,
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
export async function insertSettledSnap(sql: SqlSession, final: Snap): Promise<Snap> {
  const fields: string[] = [];
  const params: unknown[] = [];
  for (const [field, value] of Object.entries(final)) {
    if (!SNAP_COLUMNS.has(field)) throw new Error(`Not a snap column: ${JSON.stringify(field)}`);
    if (value === undefined) continue;
    fields.push(field);
    params.push(param(value));
  }
  return asStored(final, await sql.query<Settled>(insertFor(fields), [...params, ...chargeOf(final)]))!;
}
