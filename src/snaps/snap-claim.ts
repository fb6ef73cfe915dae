import { availableCreditsSql } from '../billing/balance.js';
import type { SqlSession } from '../db/sql-runner.js';
import { fromUtcText } from '../db/utc-text.js';
import type { Snap } from '../generated/prisma/client.js';
import { SNAP_COLUMNS } from './snap-settlement.js';

/** The snap's times: read as text and taken as UTC, as Prisma reads them (the columns are `timestamp`). */
const SNAP_TIMES = ['createdAt', 'startedAt', 'completedAt', 'updatedAt'] as const;
// The list above is every Date field of a snap, or this does not compile.
type TimeField = { [K in keyof Snap]: Snap[K] extends Date | null ? K : never }[keyof Snap];
const everyTime: [Exclude<TimeField, (typeof SNAP_TIMES)[number]>] extends [never] ? true : never = true;
void everyTime;

const TIMES: ReadonlySet<string> = new Set(SNAP_TIMES);
const RETURNING = [...SNAP_COLUMNS]
  .map(([field, column]) => (TIMES.has(field) ? `"${column}"::text AS "${field}"` : `"${column}" AS "${field}"`))
  .join(', ');

// Raw SQL on purpose: every queued snap and batch item starts here, and Prisma's engine cost about
// three times the main thread's CPU for this statement (docs/performance.md). It reads the account's
// balance too, so a run learns whether credit is left without a statement of its own.
const CLAIM = `UPDATE "snaps" SET "status" = 'processing', "started_at" = $2::timestamp, "updated_at" = $2::timestamp, "attempts" = "attempts" + 1
WHERE "id" = $1 AND "status" IN ('pending', 'processing')
RETURNING ${RETURNING}, ${availableCreditsSql('"snaps"."account_id"')} AS "__credits"`;

/** A snap taken for a run, and the credits its account had left when it was taken. */
export interface ClaimedSnap {
  snap: Snap;
  credits: number;
}

/** A queued snap taken into `processing` for a run (again, if a run died holding it); null once it settled. */
export async function claimSnap(sql: SqlSession, snapId: string, at: Date): Promise<ClaimedSnap | null> {
  const [row] = await sql.query<Record<string, unknown>>(CLAIM, [snapId, at.toISOString()]);
  if (!row) return null;
  const { __credits: credits, ...snap } = row;
  for (const field of SNAP_TIMES) if (snap[field] !== null) snap[field] = fromUtcText(snap[field] as string);
  return { snap: snap as unknown as Snap, credits: Number(credits ?? 0) };
}
