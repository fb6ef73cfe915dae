import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../project-root.js';
import type { SqlRunner } from './sql-runner.js';

const MIGRATIONS_DIR = join(PROJECT_ROOT, 'prisma/migrations');

// Same table as `prisma migrate deploy` keeps, so either tool can take over a database.
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

// Any fixed number: processes starting together take turns applying migrations.
const LOCK_KEY = 7_201_611;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/** Applies pending migrations in order, each in its own transaction; returns the names applied. */
export async function applyMigrations(db: SqlRunner, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  // One read of what is applied: a database that is up to date (every start but the first after
  // an upgrade) costs one transaction instead of one per migration (~150 ms of a server's start).
  const known = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec(CREATE_TABLE);
    return tx.query<{ name: string; checksum: string }>(
      `SELECT migration_name AS name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
  });
  const checksums = new Map(known.map((r) => [r.name, r.checksum]));
  const applied: string[] = [];
  for (const m of all) {
    const checksum = checksums.get(m.name);
    if (checksum !== undefined && checksum !== m.checksum)
      throw new Error(`Migration ${m.name} was edited after it was applied; add a new migration instead.`);
    if (checksum !== undefined) continue;
    // Checked again under the lock: another process may have applied it since the read above.
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const rows = await tx.query<{ checksum: string }>(
        `SELECT checksum FROM "_prisma_migrations" WHERE migration_name = $1 AND finished_at IS NOT NULL AND rolled_back_at IS NULL`,
        [m.name],
      );
      if (rows.length > 0) {
        if (rows[0].checksum !== m.checksum)
          throw new Error(`Migration ${m.name} was edited after it was applied; add a new migration instead.`);
        return false;
      }
      await tx.exec(m.sql);
      await tx.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count) VALUES ($1, $2, $3, now(), now(), 1)`,
        [randomUUID(), m.checksum, m.name],
      );
      return true;
    });
    if (done) applied.push(m.name);
  }
  return applied;
}
