import type { SqlSession } from '../db/sql-runner.js';
import type { Storage } from '../storage/storage.js';

const DAY_MS = 86_400_000;
const FINISHED = `('completed', 'failed', 'canceled')`;

export interface Expired {
  snaps: number;
  batches: number;
  screenshots: number;
  files: number;
}

/**
 * Deletes what is older than its retention, rows first, then their files (a crash between the two
 * leaves files no row names, which the sweep takes). Only finished work goes: a queued or rendering
 * snap or batch is kept however old. A batch goes whole, with its items, once it is past retention
 * and finished; its items never go on their own, so a batch never lists half its items.
 */
export async function expireOld(
  sql: SqlSession,
  storage: Storage,
  days: { snaps?: number; screenshots?: number },
  now = new Date(),
): Promise<Expired> {
  const expired: Expired = { snaps: 0, batches: 0, screenshots: 0, files: 0 };
  const keys: string[] = [];
  if (days.snaps !== undefined) {
    const cutoff = new Date(now.getTime() - days.snaps * DAY_MS);
    // Items go with their batch (the foreign key cascades); RETURNING of the cascade is not seen, so their keys are read first.
    const batches = await sql.query<{ id: number }>(
      `SELECT "id" FROM "batches" WHERE "created_at" < $1 AND "status" IN ${FINISHED}`,
      [cutoff],
    );
    if (batches.length > 0) {
      const ids = batches.map((b) => b.id);
      const items = await sql.query<{ key: string | null }>(
        `SELECT "media_key" AS "key" FROM "snaps" WHERE "batch_id" = ANY($1::int[])`,
        [ids],
      );
      const gone = await sql.query<{ id: number }>(
        `DELETE FROM "batches" WHERE "id" = ANY($1::int[]) AND "status" IN ${FINISHED} RETURNING "id"`,
        [ids],
      );
      expired.batches = gone.length;
      expired.snaps += items.length;
      for (const i of items) if (i.key) keys.push(i.key);
    }
    const snaps = await sql.query<{ key: string | null }>(
      `DELETE FROM "snaps" WHERE "created_at" < $1 AND "batch_id" IS NULL AND "status" IN ${FINISHED} RETURNING "media_key" AS "key"`,
      [cutoff],
    );
    expired.snaps += snaps.length;
    for (const s of snaps) if (s.key) keys.push(s.key);
  }
  if (days.screenshots !== undefined) {
    const cutoff = new Date(now.getTime() - days.screenshots * DAY_MS);
    const shots = await sql.query<{ key: string }>(
      `DELETE FROM "screenshots" WHERE "created_at" < $1 RETURNING "media_key" AS "key"`,
      [cutoff],
    );
    expired.screenshots = shots.length;
    keys.push(...shots.map((s) => s.key));
  }
  expired.files = await deleteUnlessNamed(sql, storage, keys);
  return expired;
}

/**
 * Deletes the files of these keys that no remaining snap names: a render URL's cached image is one
 * key that each of its renders' snaps names, so an old snap's going leaves a newer one's file.
 */
async function deleteUnlessNamed(sql: SqlSession, storage: Storage, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const kept = new Set(
    (
      await sql.query<{ key: string }>(
        `SELECT DISTINCT "media_key" AS "key" FROM "snaps" WHERE "media_key" = ANY($1::text[])`,
        [keys],
      )
    ).map((r) => r.key),
  );
  const doomed = [...new Set(keys)].filter((k) => !kept.has(k));
  for (const key of doomed) await storage.delete(key);
  return doomed.length;
}
