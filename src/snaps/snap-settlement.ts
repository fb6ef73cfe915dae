import { settledWithCharge, snapChargeParams } from '../billing/settlement.js';
import type { SqlSession } from '../db/sql-runner.js';
import type { Snap } from '../generated/prisma/client.js';

export type SnapOutcome = { status: 'completed'; mediaKey: string } | { status: 'failed'; lastError: string };

/** The row a settled snap becomes: its outcome and when. */
export function settledSnap(snap: Snap, outcome: SnapOutcome, at: Date): Snap {
  return { ...snap, ...outcome, completedAt: at, updatedAt: at };
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
  const params = [final.id, final.status, final.mediaKey, final.lastError, final.completedAt!.toISOString(), ...snapChargeParams(final.id)];
  const [{ n }] = await sql.query<{ n: number }>(HELD, params);
  return n === 1;
}

const COLUMNS: [column: string, value: (s: Snap) => unknown, cast?: string][] = [
  ['id', (s) => s.id],
  ['account_id', (s) => s.accountId],
  ['template_id', (s) => s.templateId],
  ['template_uuid', (s) => s.templateUuid],
  ['template_title', (s) => s.templateTitle],
  ['template_version', (s) => s.templateVersion],
  ['collection_id', (s) => s.collectionId],
  ['design', (s) => JSON.stringify(s.design), 'jsonb'],
  ['variants', (s) => (s.variants === null ? null : JSON.stringify(s.variants)), 'jsonb'],
  ['type', (s) => s.type],
  ['format', (s) => s.format],
  ['transparent', (s) => s.transparent],
  ['status', (s) => s.status, '"SnapStatus"'],
  ['is_async', (s) => s.isAsync],
  ['webhook_url', (s) => s.webhookUrl],
  ['media_key', (s) => s.mediaKey],
  ['last_error', (s) => s.lastError],
  ['attempts', (s) => s.attempts],
  ['idempotency_key', (s) => s.idempotencyKey],
  ['created_at', (s) => s.createdAt.toISOString(), 'timestamp'],
  ['started_at', (s) => s.startedAt?.toISOString() ?? null, 'timestamp'],
  ['completed_at', (s) => s.completedAt?.toISOString() ?? null, 'timestamp'],
  ['updated_at', (s) => s.updatedAt.toISOString(), 'timestamp'],
];

const NEW = settledWithCharge(
  `INSERT INTO "snaps" (${COLUMNS.map(([c]) => `"${c}"`).join(', ')})
  VALUES (${COLUMNS.map(([, , cast], i) => `$${i + 1}${cast ? `::${cast}` : ''}`).join(', ')})`,
  COLUMNS.length + 1,
);

/** Stores a snap that was rendered before it was stored (a synchronous one), already settled. */
export async function insertSettledSnap(sql: SqlSession, final: Snap): Promise<void> {
  await sql.query(NEW, [...COLUMNS.map(([, value]) => value(final)), ...snapChargeParams(final.id)]);
}
