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
// three times the main thread's CPU for this statement (docs/performance.md).
const CLAIM = `UPDATE "snaps" SET "status" = 'processing', "started_at" = $2::timestamp, "updated_at" = $2::timestamp, "attempts" = "attempts" + 1
WHERE "id" = $1 AND "status" IN ('pending', 'processing') RETURNING ${RETURNING}`;

/** A queued snap taken into `processing` for a run (again, if a run died holding it); null once it settled. */
export async function claimSnap(sql: SqlSession, snapId: string, at: Date): Promise<Snap | null> {
  const [row] = await sql.query<Record<string, unknown>>(CLAIM, [snapId, at.toISOString()]);
  if (!row) return null;
  for (const field of SNAP_TIMES) if (row[field] !== null) row[field] = fromUtcText(row[field] as string);
  return row as unknown as Snap;
}
