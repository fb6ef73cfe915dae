import { PGlite } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diffSchemas } from '../../scripts/prisma-diff.js';
import { applyMigrations, readMigrations } from '../../src/db/migrator.js';
import type { SqlRunner } from '../../src/db/sql-runner.js';
import { ROOT } from '../support/paths.js';

function runner(db: PGlite): SqlRunner {
  const session = (c: Pick<PGlite, 'exec' | 'query'>) => ({
    exec: async (sql: string) => void (await c.exec(sql)),
    query: async <T>(sql: string, params?: unknown[]) => (await c.query<T>(sql, params)).rows,
  });
  return { ...session(db), transaction: (fn) => db.transaction((tx) => fn(session(tx))) };
}

/** Everything about the public schema that a migration can change, in a comparable form. */
async function catalog(db: PGlite) {
  const q = async (sql: string) => (await db.query(sql)).rows;
  return {
    columns:
      await q(`SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' ORDER BY table_name, column_name`),
    constraints:
      await q(`SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text <> '_prisma_migrations' ORDER BY 1, 2`),
    indexes: await q(
      `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY 1, 2`,
    ),
    enums: await q(
      `SELECT t.typname, array_agg(e.enumlabel ORDER BY e.enumsortorder) AS labels FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY 1 ORDER BY 1`,
    ),
  };
}

/** Applies the migrations before the one named; returns them all, to apply the rest after seeding rows. */
async function applyUpTo(db: PGlite, name: string) {
  const migrations = await readMigrations();
  await applyMigrations(
    runner(db),
    migrations.slice(
      0,
      migrations.findIndex((m) => m.name.endsWith(`_${name}`)),
    ),
  );
  return migrations;
}

describe('database migrations', () => {
  /** An empty database's files: initdb takes seconds per PGlite, loading its result under one. */
  let emptyDataDir: Blob;
  beforeAll(async () => {
    const db = new PGlite();
    await db.waitReady; // dumpDataDir does not wait for it
    emptyDataDir = await db.dumpDataDir('none');
    await db.close();
  });
  const emptyDb = () => new PGlite({ loadDataDir: emptyDataDir });

  it('prisma/schema.prisma and prisma/migrations describe the same database', async () => {
    const fromSchema = emptyDb();
    const fromMigrations = emptyDb();
    try {
      // The schema engine runs in a child process meanwhile.
      const [sql] = await Promise.all([
        diffSchemas(null, await readFile(resolve(ROOT, 'prisma/schema.prisma'), 'utf8')),
        applyMigrations(runner(fromMigrations)),
      ]);
      await fromSchema.exec(sql);
      const expected = await catalog(fromSchema);
      expect(expected.columns.length).toBeGreaterThan(10);
      expect(await catalog(fromMigrations)).toEqual(expected);
    } finally {
      await fromSchema.close();
      await fromMigrations.close();
    }
  }, 120_000);

  it('applies each migration once, records it as prisma migrate deploy would, and refuses an edited one', async () => {
    const db = emptyDb();
    try {
      const migrations = await readMigrations();
      expect(await applyMigrations(runner(db), migrations)).toEqual(migrations.map((m) => m.name));
      expect(await applyMigrations(runner(db), migrations)).toEqual([]);
      const rows = (
        await db.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
          'SELECT migration_name, checksum, finished_at FROM _prisma_migrations ORDER BY migration_name',
        )
      ).rows;
      expect(rows.map((r) => [r.migration_name, r.checksum])).toEqual(migrations.map((m) => [m.name, m.checksum]));
      expect(rows.every((r) => r.finished_at)).toBe(true);
      const edited = migrations.map((m, i) => (i === 0 ? { ...m, checksum: 'f'.repeat(64) } : m));
      await expect(applyMigrations(runner(db), edited)).rejects.toThrow(/edited after it was applied/);
    } finally {
      await db.close();
    }
  });

  it('template_unpublished_changes marks exactly the templates whose draft differs from the published design', async () => {
    const db = emptyDb();
    try {
      const migrations = await applyUpTo(db, 'template_unpublished_changes');
      await db.exec(`INSERT INTO accounts (id, name, webhook_secret) VALUES (1, 'A', 's')`);
      const layers = '[{"type": "text", "layer": "t", "x": 0, "text": "Hi"}]';
      const same = `{"title": "Same", "size": null, "width": 100, "height": 50, "background_color": "#ffffff", "layers": ${layers}}`;
      await db.exec(`INSERT INTO templates (uuid, account_id, title, width, height, layers, draft, updated_at) VALUES
        ('none', 1, 'None', 100, 50, '${layers}', NULL, now()),
        ('same', 1, 'Same', 100, 50, '${layers}', '${same}', now()),
        ('moved', 1, 'Moved', 100, 50, '${layers}', '${same.replace('"x": 0', '"x": 1')}', now())`);
      await applyMigrations(runner(db), migrations);
      const rows = (
        await db.query<{ uuid: string; has_unpublished_changes: boolean }>(
          'SELECT uuid, has_unpublished_changes FROM templates ORDER BY id',
        )
      ).rows;
      expect(rows).toEqual([
        { uuid: 'none', has_unpublished_changes: false },
        { uuid: 'same', has_unpublished_changes: false },
        { uuid: 'moved', has_unpublished_changes: true },
      ]);
    } finally {
      await db.close();
    }
  });

  it("account_fonts_one_per_face keys each font by its lower-cased family (the previous version's inserts too) and keeps the first of a face stored twice", async () => {
    const db = emptyDb();
    try {
      const migrations = await applyUpTo(db, 'account_fonts_one_per_face');
      await db.exec(`INSERT INTO accounts (id, name, webhook_secret) VALUES (1, 'A', 's'), (2, 'B', 's')`);
      await db.exec(`INSERT INTO account_fonts (id, account_id, family, weight, style, file_name, file_key, bytes, created_at) VALUES
        ('first', 1, 'Brand', 400, 'normal', 'a.ttf', 'fonts/a.ttf', 1, '2026-01-01'),
        ('again', 1, 'BRAND', 400, 'normal', 'b.ttf', 'fonts/b.ttf', 1, '2026-01-02'),
        ('bold', 1, 'Brand', 700, 'normal', 'c.ttf', 'fonts/c.ttf', 1, '2026-01-03'),
        ('other', 2, 'Brand', 400, 'normal', 'd.ttf', 'fonts/d.ttf', 1, '2026-01-04')`);
      await applyMigrations(runner(db), migrations);
      const rows = (
        await db.query<{ id: string; family_key: string }>(
          'SELECT id, family_key FROM account_fonts ORDER BY created_at',
        )
      ).rows;
      expect(rows).toEqual([
        { id: 'first', family_key: 'brand' },
        { id: 'bold', family_key: 'brand' },
        { id: 'other', family_key: 'brand' },
      ]);
      await expect(
        db.exec(
          `INSERT INTO account_fonts (id, account_id, family, family_key, weight, style, file_name, file_key, bytes) VALUES ('dup', 1, 'brand', 'brand', 400, 'normal', 'e.ttf', 'fonts/e.ttf', 1)`,
        ),
      ).rejects.toThrow(/unique/);
      // The previous version's insert (no key), as during a rolling upgrade: the key is filled, and the face still counts.
      await db.exec(
        `INSERT INTO account_fonts (id, account_id, family, weight, style, file_name, file_key, bytes) VALUES ('old', 1, 'Brand', 400, 'italic', 'f.ttf', 'fonts/f.ttf', 1)`,
      );
      expect((await db.query('SELECT family_key FROM account_fonts WHERE id = $1', ['old'])).rows).toEqual([
        { family_key: 'brand' },
      ]);
      await expect(
        db.exec(
          `INSERT INTO account_fonts (id, account_id, family, weight, style, file_name, file_key, bytes) VALUES ('old2', 1, 'BRAND', 400, 'italic', 'g.ttf', 'fonts/g.ttf', 1)`,
        ),
      ).rejects.toThrow(/unique/);
    } finally {
      await db.close();
    }
  });

  it('a failing migration leaves no trace: its transaction rolls back', async () => {
    const db = emptyDb();
    try {
      const broken = [
        {
          name: '20990101000000_broken',
          sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();',
          checksum: 'x',
        },
      ];
      await expect(applyMigrations(runner(db), broken)).rejects.toThrow();
      expect((await db.query(`SELECT to_regclass('half_done') AS t`)).rows).toEqual([{ t: null }]);
      expect((await db.query('SELECT count(*)::int AS n FROM _prisma_migrations')).rows).toEqual([{ n: 0 }]);
    } finally {
      await db.close();
    }
  });
});
