import type { SqlSession } from '../db/sql-runner.js';
import { FILES_PATH } from '../storage/file-addresses.js';
import type { Storage } from '../storage/storage.js';
import type { Layer } from '../design/layers/layer-schema.js';
import { storedLayers } from './design-files.js';

// Raw SQL: start-up avoids Prisma, whose first query costs a process ~450 ms of CPU (docs/performance.md).
const HOLDING_ADDRESSES = `SELECT "id", "layers", "draft" FROM "templates" WHERE "layers"::text LIKE ANY($1) OR "draft"::text LIKE ANY($1)`;
const STORE = `UPDATE "templates" SET "layers" = $2::jsonb, "draft" = $3::jsonb WHERE "id" = $1`;
// Published versions (issue 44): the migration copied each template's design as it was, addresses and all.
const VERSIONS_HOLDING = `SELECT "id", "design" -> 'layers' AS "layers" FROM "template_versions" WHERE "design"::text LIKE ANY($1)`;
const STORE_VERSION = `UPDATE "template_versions" SET "design" = jsonb_set("design", '{layers}', $2::jsonb) WHERE "id" = $1`;

const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * At start-up: designs saved before file references (or written by an older version) hold this
 * server's own images by address; each is rewritten to hold them by reference (design-files.ts), so
 * a later change of PUBLIC_URL leaves them rendering. `publicUrls`: the current and previous ones.
 * Only rows holding such an address are read; published versions likewise. Returns how many templates were rewritten.
 */
export async function adoptFileReferences(
  sql: SqlSession,
  files: Pick<Storage, 'keyOf' | 'url'>,
  publicUrls: string[],
): Promise<number> {
  const patterns = publicUrls.map((u) => `%${likeLiteral(`"${u}${FILES_PATH}/`)}%`);
  const rows = await sql.query<{ id: number; layers: Layer[]; draft: { layers?: Layer[] } | null }>(HOLDING_ADDRESSES, [
    patterns,
  ]);
  for (const { id, layers, draft } of rows) {
    const storedDraft = draft?.layers ? { ...draft, layers: storedLayers(draft.layers, files) } : draft;
    await sql.query(STORE, [
      id,
      JSON.stringify(storedLayers(layers, files)),
      storedDraft === null ? null : JSON.stringify(storedDraft),
    ]);
  }
  const versions = await sql.query<{ id: number; layers: Layer[] }>(VERSIONS_HOLDING, [patterns]);
  for (const { id, layers } of versions)
    await sql.query(STORE_VERSION, [id, JSON.stringify(storedLayers(layers, files))]);
  return rows.length;
}
