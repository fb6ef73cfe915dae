import type { SqlSession } from '../db/sql-runner.js';

// Raw SQL: start-up avoids Prisma, whose first query costs a process ~450 ms of CPU (docs/performance.md).
const RELEASE = `DELETE FROM "idempotency_keys"
WHERE "resource_ids" IS NULL AND ($1 OR "lease_expires_at" IS NULL OR "lease_expires_at" < $2::timestamp)`;

/**
 * At start-up: frees the keys of requests that died holding them (they created nothing, or their
 * work was rolled back with them). `everyHeldClaim` when no other process can hold a live claim (this
 * one just opened the embedded database); otherwise other processes may, so only the claims whose
 * lease ran out go. Returns how many were freed.
 */
export async function releaseOrphanedClaims(
  sql: SqlSession,
  { everyHeldClaim }: { everyHeldClaim: boolean },
): Promise<number> {
  const rows = await sql.query<{ n: number }>(
    `WITH "freed" AS (${RELEASE} RETURNING 1) SELECT count(*)::int AS "n" FROM "freed"`,
    [everyHeldClaim, new Date().toISOString()],
  );
  return rows[0].n;
}
