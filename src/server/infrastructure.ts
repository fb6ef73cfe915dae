import { availableParallelism } from 'node:os';
import type { RedisOptions } from 'ioredis';
import { apiUrlOf } from '../../rest-adapter/rest-path.js';
import type { Config } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createEvents } from '../events/event-bus.js';
import { AccountFontLibrary } from '../fonts/account-font-library.js';
import { loadAppKey } from '../forms/app-key.js';
import { releaseOrphanedClaims } from '../idempotency/orphaned-claims.js';
import { createJobQueue } from '../jobs/create-job-queue.js';
import { JOB_NAMES } from '../jobs/job-names.js';
import { createLogger } from '../logger.js';
import type { InfrastructureParts } from '../modules/parts.js';
import { createOutboundPolicy } from '../net/outbound-policy.js';
import { Metrics } from '../ops/metrics.js';
import { createBudgets } from '../ops/rate-limit.js';
import { Readiness, READINESS_REDIS_OPTIONS } from '../ops/readiness.js';
import { readyWithin } from '../ops/redis-ready.js';
import { createRenderer, type Renderer } from '../render/index.js';
import { renderCheck } from '../render/run/render-check.js';
import { warmUp } from '../render/run/warm-up.js';
import { openStorage } from '../storage/open-storage.js';
import type { StorageDriver } from '../storage/storage.js';

declare module '../graphql/services.js' {
  interface Services {
    /** The render engine (src/render), opened here before any module: the engine knows nothing of the API. */
    renderer: Renderer;
  }
}

/** How long start-up waits for the rate limiter's Redis before it counts in memory. */
const LIMITER_CONNECT_MS = 5_000;

export interface Infrastructure {
  parts: InfrastructureParts;
  readiness: Readiness;
  /** The parts' storage with what only the server uses: its HTTP handler (/files) and its close. */
  storage: StorageDriver;
  /** Render threads: two jobs per thread and queue keep every core busy while one fetches images. */
  threads: number;
  /** Warms the render threads in the background (once): call it when the process serves. */
  warmUp(): void;
  /** After the modules have closed: the renderer, connections, the database and storage. */
  close(): Promise<void>;
}

/** Opens what every module builds on: the database, storage, the render threads, Redis, the queue, the budgets. */
export async function openInfrastructure(config: Config): Promise<Infrastructure> {
  const logger = createLogger(config.LOG_LEVEL);
  // Before the database opens: an unreadable key stops start-up with nothing to close.
  const appKey = await loadAppKey(config);
  // Likewise an unreachable bucket.
  const storage = await openStorage(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    shareEmbedded: true,
  });
  // Keys held by requests that died with an earlier process. Every held key, when this process has
  // just opened the embedded database itself: nothing else can be serving from it.
  const orphans = await releaseOrphanedClaims(database.sql, { everyHeldClaim: database.kind === 'embedded' });
  if (orphans) logger.info({ released: orphans }, 'released idempotency keys of requests that died');
  const policy = createOutboundPolicy({ allowedPrivateHosts: config.ALLOWED_PRIVATE_HOSTS });
  const metrics = new Metrics();
  const threads = config.RENDER_THREADS ?? availableParallelism();
  const fonts = new AccountFontLibrary({ prisma: database.prisma, storage });
  const threadIdleMs = config.RENDER_THREAD_IDLE_SECONDS ? config.RENDER_THREAD_IDLE_SECONDS * 1000 : undefined;
  const pool = createRenderer({
    policy,
    threads,
    threadIdleMs,
    timeLimitMs: config.RENDER_TIME_LIMIT_MS,
    fonts,
    localFiles: storage,
  });
  let warming: Promise<void> | undefined;
  // ioredis loads only where Redis is configured: it took ~85 ms of every embedded server's start.
  const { REDIS_URL } = config;
  const RedisClient = REDIS_URL ? (await import('ioredis')).Redis : undefined;
  const connectRedis = RedisClient && ((options: RedisOptions) => new RedisClient(REDIS_URL!, options));
  const { events, close: closeEvents } = createEvents(connectRedis);
  const jobs = await createJobQueue({
    redisUrl: config.REDIS_URL,
    prefix: config.QUEUE_PREFIX,
    stalledIntervalMs: config.JOB_STALLED_INTERVAL_MS,
    logger,
  });
  metrics.watchQueues(jobs, JOB_NAMES);
  metrics.watchRenderQueue(() => pool.waiting());
  // Probes render on the bare pool: their 1x1 images stay out of the render metrics.
  const readiness = new Readiness({
    database,
    renderCheck: renderCheck(pool),
    renderQueue: { longestWaitMs: () => pool.waiting().longestMs, saturatedMs: config.RENDER_QUEUE_SATURATED_MS },
    redis: connectRedis?.(READINESS_REDIS_OPTIONS),
    logger,
  });
  // Rate-limit counters live in Redis when there is one, so every API process shares each budget.
  const limiterRedis = connectRedis?.({ enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  limiterRedis?.on('error', () => {}); // reconnects by itself; meanwhile limits count in memory
  // Shared from the first request: a process answering before its connection is up would count apart.
  if (limiterRedis && !(await readyWithin(limiterRedis, LIMITER_CONNECT_MS)))
    logger.warn('rate limits count in this process until Redis answers');
  const budgets = createBudgets(limiterRedis, config.QUEUE_PREFIX);
  const renderer = metrics.timed(pool);
  return {
    parts: {
      config,
      logger,
      metrics,
      budgets,
      database,
      policy,
      renderer,
      storage,
      events,
      jobs,
      appKey,
      apiUrl: apiUrlOf(config.PUBLIC_URL),
    },
    readiness,
    storage,
    threads,
    // On the bare pool (out of the render metrics); a failure only means a cold start.
    warmUp: () =>
      void (warming ??= warmUp(pool, threads).catch((err: Error) =>
        logger.warn({ err: err.message }, 'render warm-up failed'),
      )),
    async close() {
      await warming;
      await renderer.close();
      await closeEvents();
      await readiness.close();
      limiterRedis?.disconnect();
      await policy.close();
      await database.close();
      storage.close();
    },
  };
}
