import type { Redis, RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import { TimeoutError, withTimeout } from './with-timeout.js';

const CHECK_TIMEOUT_MS = 2000;
/** Failing fast while Redis is away instead of queueing the PING. */
export const READINESS_REDIS_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: CHECK_TIMEOUT_MS,
};
// The probe waits for its turn at a render thread: a busy pool is still a working one.
const RENDER_TIMEOUT_MS = 5000;

type CheckResult = 'ok' | 'failed' | 'timed out' | 'saturated';

/** The render pool's queue, as src/render tells it: how long its longest-waiting render has waited. */
export interface RenderQueueWatch {
  longestWaitMs(): number;
  /** From this wait on, the pool counts as saturated (RENDER_QUEUE_SATURATED_MS). */
  saturatedMs: number;
}

export interface ReadinessReport {
  status: 'ready' | 'unavailable' | 'stopping';
  checks: Record<string, CheckResult>;
}

/**
 * What /readyz answers: the database runs `SELECT 1`, Redis (when configured) answers PING, and
 * the render pool draws a 1x1 image (`renderCheck`, from src/render), each within a time limit.
 * A pool whose queue has kept a render waiting past `renderQueue.saturatedMs` is `saturated`
 * without drawing (the probe would only wait in that queue): not ready, so a load balancer sends
 * new work elsewhere until it drains. Liveness (/healthz) stays up: restarting the process would
 * end every render in flight. The report names each check's outcome, never an error message (they
 * can carry hosts and user names); failures are logged.
 */
export class Readiness {
  private running?: Promise<ReadinessReport>;
  private stopping = false;

  /** `redis`: a connection of its own, made with READINESS_REDIS_OPTIONS. */
  constructor(
    private readonly d: {
      database: Database;
      renderCheck: () => Promise<unknown>;
      renderQueue: RenderQueueWatch;
      redis?: Redis;
      logger: Logger;
    },
  ) {
    d.redis?.on('error', () => {});
  }

  /** Concurrent probes share one run of the checks. */
  check(): Promise<ReadinessReport> {
    if (this.stopping) return Promise.resolve({ status: 'stopping', checks: {} });
    this.running ??= this.run().finally(() => (this.running = undefined));
    return this.running;
  }

  /** From now on the process reports itself as stopping, so load balancers take it out first. */
  stop(): void {
    this.stopping = true;
  }

  async close(): Promise<void> {
    this.stop();
    this.d.redis?.disconnect();
  }

  private async run(): Promise<ReadinessReport> {
    const { renderQueue } = this.d;
    const longestWaitMs = renderQueue.longestWaitMs();
    const saturated = longestWaitMs > renderQueue.saturatedMs;
    if (saturated) this.d.logger.warn({ longestWaitMs: Math.round(longestWaitMs) }, 'render pool saturated');
    const probes: Record<string, () => Promise<unknown>> = {
      database: () => this.d.database.sql.query('SELECT 1'),
      ...(this.d.redis && { redis: () => this.ping(this.d.redis!) }),
      render: this.d.renderCheck,
    };
    const entries = await Promise.all(
      Object.entries(probes).map(async ([name, probe]): Promise<[string, CheckResult]> => {
        if (name === 'render' && saturated) return [name, 'saturated'];
        try {
          await withTimeout(probe(), name === 'render' ? RENDER_TIMEOUT_MS : CHECK_TIMEOUT_MS);
          return [name, 'ok'];
        } catch (err) {
          this.d.logger.warn({ err, check: name }, 'readiness check failed');
          return [name, err instanceof TimeoutError ? 'timed out' : 'failed'];
        }
      }),
    );
    const checks = Object.fromEntries(entries);
    return { status: entries.every(([, r]) => r === 'ok') ? 'ready' : 'unavailable', checks };
  }

  private async ping(redis: Redis): Promise<void> {
    if ((await redis.ping()) !== 'PONG') throw new Error('Redis did not answer PONG');
  }
}
