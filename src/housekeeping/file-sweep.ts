import type { SqlSession } from '../db/sql-runner.js';
import type { Storage } from '../storage/storage.js';

/** A file this young may be one whose row is not written yet (a render, an upload in flight): the sweep leaves it. */
export const SWEEP_MIN_AGE_MS = 3_600_000;

/** A stored file's reference inside a design or a variant: `/files/<key>`, also inside an absolute URL of this server. */
const REFERENCE = String.raw`/files/([A-Za-z0-9_-]+/[A-Za-z0-9_.-]+)`;

/**
 * Every key a row names: the files of snaps, screenshots, media, fonts and template previews, and
 * the files templates' designs (published and draft) and snaps' variants refer to (a form's uploads).
 */
async function namedKeys(sql: SqlSession): Promise<Set<string>> {
  const rows = await sql.query<{ key: string }>(`
    SELECT "media_key" AS "key" FROM "snaps" WHERE "media_key" IS NOT NULL
    UNION SELECT "media_key" FROM "screenshots"
    UNION SELECT "media_key" FROM "media"
    UNION SELECT "file_key" FROM "account_fonts"
    UNION SELECT "preview_key" FROM "templates" WHERE "preview_key" IS NOT NULL
    UNION SELECT m[1] FROM "templates", regexp_matches(coalesce("layers"::text, '') || coalesce("draft"::text, ''), '${REFERENCE}', 'g') AS m
    UNION SELECT m[1] FROM "snaps", regexp_matches("variants"::text, '${REFERENCE}', 'g') AS m WHERE "variants"::text LIKE '%/files/%'`);
  return new Set(rows.map((r) => r.key));
}

/**
 * Deletes stored files no row names that were last written before `before` (at most an hour ago:
 * younger files may belong to work in flight): files of rows deleted while a process crashed,
 * lost races, writes cut short, replaced template previews. Returns how many went.
 */
export async function sweepUnnamedFiles(sql: SqlSession, storage: Storage, before: Date): Promise<number> {
  // Listed before the names are read, so a row written meanwhile is seen.
  const candidates: string[] = [];
  for await (const key of storage.filesBefore(before)) candidates.push(key);
  if (candidates.length === 0) return 0;
  const named = await namedKeys(sql);
  let deleted = 0;
  for (const key of candidates) {
    if (named.has(key)) continue;
    await storage.delete(key);
    deleted++;
  }
  return deleted;
}
