import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../src/db/database.js';
import { cardLayers } from '../snaps/fixtures.js';
import { TMP } from '../support/paths.js';
import { createTestDatabase } from '../support/postgres.js';
import { cli, freePort, startServerProcess, startWorkerProcess, type ServerProcess } from '../support/processes.js';
import { PrivateRedis } from './private-redis.js';

export interface WorkerProcess extends ServerProcess {
  /** Its /healthz, /readyz and /metrics (OPS_PORT). */
  opsUrl: string;
}

export interface Reply {
  status: number;
  body: any;
  text: string;
}

/**
 * The scaled topology on this machine: `snapforge serve` (HTTP only) and `snapforge worker`
 * processes sharing one PostgreSQL database, one Redis (a private one, so that it can be
 * restarted), one files directory (the shared volume) and one queue prefix.
 */
export class Cluster {
  readonly processes = new Set<ServerProcess>();
  private readonly starts: Promise<unknown>[] = [];
  private readonly started: ServerProcess[] = [];

  private constructor(
    readonly db: Database,
    readonly redis: PrivateRedis,
    private readonly env: Record<string, string>,
    private readonly cleanup: () => Promise<void>,
  ) {}

  static async create(extraEnv: Record<string, string>): Promise<Cluster> {
    const redis = new PrivateRedis(await freePort());
    await redis.start();
    const { url: databaseUrl, drop } = await createTestDatabase();
    const dataDir = await mkdtemp(join(TMP, 'scaled-'));
    // Migrated here, once, before any process starts.
    const db = await openDatabase({ databaseUrl, dataDir });
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: `snapforge-scaled-${randomBytes(4).toString('hex')}`,
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://snapforge.test',
      APP_KEY: randomBytes(32).toString('base64'),
      ...extraEnv,
    };
    return new Cluster(db, redis, env, async () => {
      await db.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    });
  }

  startApi(env: Record<string, string> = {}): Promise<ServerProcess> {
    return this.starting(async () =>
      this.track(await startServerProcess({ ...this.env, ...env, START_WORKERS: 'false' })),
    );
  }

  startWorker(env: Record<string, string> = {}): Promise<WorkerProcess> {
    return this.starting(async () => {
      const port = await freePort();
      const worker = await startWorkerProcess({ ...this.env, ...env, OPS_PORT: String(port) });
      return this.track(Object.assign(worker, { opsUrl: `http://127.0.0.1:${port}` }));
    });
  }

  /** A `snapforge` CLI command with the cluster's settings, as an operator would run it next to the processes. */
  cli(args: string[]) {
    return cli(args, this.env);
  }

  /** SIGKILL by its pid: no shutdown at all. */
  async kill(p: ServerProcess): Promise<void> {
    if (p.child.exitCode !== null || p.child.signalCode !== null) return;
    const exited = new Promise((r) => p.child.once('exit', r));
    p.child.kill('SIGKILL');
    await exited;
  }

  /** Every process and Redis killed by pid, the database dropped, the files removed. */
  async close(): Promise<void> {
    // A start still under way when another failed would leave its process behind.
    await Promise.allSettled(this.starts);
    await Promise.all([...this.processes].map((p) => this.kill(p)));
    await this.redis.kill();
    await this.cleanup();
  }

  private starting<T>(start: () => Promise<T>): Promise<T> {
    const started = start();
    this.starts.push(started);
    return started;
  }

  /** The error and fatal log lines of every process this cluster started, the stopped ones too. */
  errorLines(): string {
    return this.started
      .flatMap((p) =>
        p
          .output()
          .split('\n')
          .filter((l) => /"level":(50|60)/.test(l))
          .map((l) => `pid ${p.child.pid}: ${l}`),
      )
      .join('\n');
  }

  private track<T extends ServerProcess>(p: T): T {
    this.started.push(p);
    this.processes.add(p);
    p.child.once('exit', () => this.processes.delete(p));
    return p;
  }
}

export async function call(base: string, method: string, path: string, token?: string, body?: unknown): Promise<Reply> {
  const res = await fetch(base + path, {
    method,
    headers: {
      accept: 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: res.status, body: parsed, text };
}

export async function createCardTemplate(base: string, token: string, imageUrl: string): Promise<string> {
  const r = await call(base, 'POST', '/api/v1/templates', token, {
    title: 'Card',
    width: 320,
    height: 200,
    layers: cardLayers(imageUrl),
  });
  if (r.status !== 201) throw new Error(`template create failed: ${r.status} ${r.text}`);
  return r.body.data.uuid;
}
