import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.js';
import { EmbeddedLock } from './embedded-lock.js';
import { makeEmbeddedDatabasePrivate } from './private-files.js';
import { applyMigrations } from './migrator.js';
import { allScalar, pipelinedQuery } from './pglite-pipelined-query.js';
import type { SqlRunner, SqlSession } from './sql-runner.js';

export type Db = PrismaClient;

// initdb's 128 MB of shared buffers are touched as PostgreSQL runs and stay resident in the
// WebAssembly memory: 16 MB holds an embedded deployment's hot rows and saves ~130 MB resident
// (docs/performance.md, "Memory"); colder pages come from the OS's file cache.
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=16MB'];

export interface Database {
  prisma: PrismaClient;
  sql: SqlRunner;
  /** `postgres` (DATABASE_URL), `embedded` (PGlite in this process) or `embedded-remote` (another process's PGlite). */
  kind: 'postgres' | 'embedded' | 'embedded-remote';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** The server shares its embedded database with CLI processes through a socket in DATA_DIR. */
  shareEmbedded?: boolean;
  migrate?: boolean;
}

// pg looks for `<host>/.s.PGSQL.<port>` when host is a directory.
const SOCKET_PORT = 5432;
const socketPath = (dataDir: string) => join(dataDir, `.s.PGSQL.${SOCKET_PORT}`);

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  let db: Database;
  if (opts.databaseUrl) db = await openPostgres({ connectionString: opts.databaseUrl, max: 10 }, 'postgres');
  else if (await EmbeddedLock.holder(opts.dataDir)) {
    db = await openPostgres(
      { host: opts.dataDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres', max: 1 },
      'embedded-remote',
    );
  } else db = await openEmbedded(opts.dataDir, opts.shareEmbedded ?? false);
  if (opts.migrate ?? true) {
    try {
      await applyMigrations(db.sql);
    } catch (e) {
      await db.close();
      throw e;
    }
  }
  return db;
}

// Loaded only for a PostgreSQL server: an embedded start does without them (~45 ms of start-up).
async function openPostgres(config: pg.PoolConfig, kind: Database['kind']): Promise<Database> {
  const [{ default: pg }, { PrismaPg }] = await Promise.all([import('pg'), import('@prisma/adapter-pg')]);
  const pool = new pg.Pool(config);
  // An idle connection the server drops (restart, failover) is discarded and replaced by the pool;
  // without a listener that would crash the process.
  pool.on('error', () => {});
  const session = (c: pg.Pool | pg.PoolClient): SqlSession => ({
    exec: async (sql) => void (await c.query(sql)),
    query: async <T>(sql: string, params?: unknown[]) => (await c.query(sql, params)).rows as T[],
  });
  const sql: SqlRunner = {
    ...session(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(session(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
  };
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    prisma,
    sql,
    kind,
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

async function openEmbedded(dataDir: string, share: boolean): Promise<Database> {
  const lock = await EmbeddedLock.acquire(dataDir);
  const pgdata = join(dataDir, 'pgdata');
  await mkdir(pgdata, { recursive: true });
  const pglite = await PGlite.create(pgdata, { startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS] });
  makeEmbeddedDatabasePrivate(pgdata);
  const session = (c: Pick<PGlite, 'exec' | 'query'>): SqlSession => ({
    exec: async (sql) => void (await c.exec(sql)),
    query: async <T>(sql: string, params?: unknown[]) => (await c.query<T>(sql, params)).rows,
  });
  const outside = session(pglite);
  const sql: SqlRunner = {
    ...outside,
    // The hot paths' statements (scalar parameters) in one call into PGlite.
    query: (text, params = []) =>
      allScalar(params) ? pipelinedQuery(pglite, text, params) : outside.query(text, params),
    transaction: (fn) => pglite.transaction((tx) => fn(session(tx))),
  };
  let server: PGLiteSocketServer | undefined;
  if (share) {
    await rm(socketPath(dataDir), { force: true });
    server = new PGLiteSocketServer({ db: pglite, path: socketPath(dataDir), maxConnections: 8 });
    await server.start();
  }
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    prisma,
    sql,
    kind: 'embedded',
    async close() {
      await prisma.$disconnect();
      await server?.stop();
      await pglite.close();
      await lock.release();
    },
  };
}
