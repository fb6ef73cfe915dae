import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAccount } from '../src/accounts/account-service.js';
import { REDIS_AVAILABLE } from '../test/jobs/redis.js';
import { Cluster } from '../test/scaled/cluster.js';
import { REDIS_SERVER_AVAILABLE } from '../test/scaled/private-redis.js';
import { PGLITE_TEMPLATE, TMP } from '../test/support/paths.js';
import { POSTGRES_AVAILABLE } from '../test/support/postgres.js';
import { cli, startServerProcess, type ServerProcess } from '../test/support/processes.js';
import { standardCard } from './standard-card.js';

const PHOTO = readFileSync(fileURLToPath(new URL('../test/fixtures/render/photo.jpg', import.meta.url)));

/**
 * `embedded`: one `snapforge serve` on its embedded database with the in-process job runner.
 * `scaled`: PostgreSQL and a private Redis, one `snapforge serve` (START_WORKERS=false) and one
 * `snapforge worker` (test/scaled/cluster.ts). The service sections measure both, when PostgreSQL
 * and redis-server are here, unless the bench runs with `--embedded-only`.
 */
export type BenchMode = 'embedded' | 'scaled';

export const MODE_LABELS: Record<BenchMode, string> = {
  embedded: 'embedded database, in-process job runner',
  scaled: 'PostgreSQL + Redis, one serve and one worker process',
};

export function benchModes(): BenchMode[] {
  const scaled =
    POSTGRES_AVAILABLE && REDIS_AVAILABLE && REDIS_SERVER_AVAILABLE && !process.argv.includes('--embedded-only');
  return scaled ? ['embedded', 'scaled'] : ['embedded'];
}

/** `snapforge serve` as its own process (as users run it), an account, and the standard card as a template. */
export interface BenchService {
  server: ServerProcess;
  token: string;
  templateUuid: string;
  photoOrigin: string;
  api(path: string, body?: unknown): Promise<any>;
  close(): Promise<void>;
}

// No rate limits; glibc's malloc arenas capped as `npm start` and docs/operations.md run the service.
const LIMITS = {
  ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
  RATE_LIMIT_PER_MINUTE: '1000000',
  GRAPHQL_RATE_LIMIT_PER_MINUTE: '1000000',
  RENDER_URL_RENDERS_PER_MINUTE: '1000000',
  DRAFT_RENDER_RATE_LIMIT_PER_MINUTE: '1000000',
  DRAFT_RENDER_MS_PER_MINUTE: '100000000',
  MALLOC_ARENA_MAX: '2',
};

/** The embedded topology: a DATA_DIR of its own, the account made by the CLI. */
async function startEmbedded(
  env: Record<string, string>,
): Promise<{ server: ServerProcess; token: string; stop(): Promise<void> }> {
  // Beside the checkout, as `npm start`'s ./data is: on these machines creating a file under /tmp
  // costs 5-15 times the kernel CPU it costs elsewhere on the same disk, and every snap creates one.
  await mkdir(TMP, { recursive: true });
  const dataDir = await mkdtemp(join(TMP, 'bench-'));
  await cp(PGLITE_TEMPLATE, dataDir, { recursive: true }).catch(() => {});
  const base = { DATA_DIR: dataDir, ...LIMITS };
  const { token } = JSON.parse(
    (
      await cli(
        ['account', 'create', '--email', 'bench@example.com', '--name', 'Bench', '--credits', '10000000', '--create'],
        base,
      )
    ).stdout,
  );
  const server = await startServerProcess({ ...base, ...env });
  return {
    server,
    token,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The scaled topology: the HTTP process renders synchronous snaps, the worker everything queued. */
async function startScaled(
  env: Record<string, string>,
): Promise<{ server: ServerProcess; token: string; stop(): Promise<void> }> {
  const cluster = await Cluster.create({ ...LIMITS, ...env });
  try {
    const server = await cluster.startApi();
    await cluster.startWorker();
    const { token } = await createAccount(cluster.db.prisma, {
      email: 'bench@example.com',
      name: 'Bench',
      credits: 10_000_000,
    });
    return { server, token, stop: () => cluster.close() };
  } catch (err) {
    await cluster.close();
    throw err;
  }
}

/** `env`: settings of the server's process beyond the bench's own (RENDER_THREADS, say). */
export async function startBenchService(
  mode: BenchMode = 'embedded',
  env: Record<string, string> = {},
): Promise<BenchService> {
  const photos: Server = createServer(
    (_req, res) => void res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': PHOTO.length }).end(PHOTO),
  );
  await new Promise<void>((r) => photos.listen(0, '127.0.0.1', r));
  const photoOrigin = `http://127.0.0.1:${(photos.address() as { port: number }).port}`;
  const { server, token, stop } = mode === 'embedded' ? await startEmbedded(env) : await startScaled(env);
  const api = async (path: string, body?: unknown) => {
    const res = await fetch(server.url + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.json();
  };
  const design = standardCard(`${photoOrigin}/photo.jpg`);
  const created = await api('/api/v1/templates', {
    title: 'Standard card',
    width: design.width,
    height: design.height,
    background_color: design.background_color,
    layers: design.layers,
  });
  return {
    server,
    token,
    templateUuid: created.data.uuid,
    photoOrigin,
    api,
    async close() {
      await stop();
      photos.close();
    },
  };
}
