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
// A render waits behind the renders already queued in the pool: a busy pool is still a working one.
const RENDER_TIMEOUT_MS = 5000;

type CheckResult = 'ok' | 'failed' | 'timed out';

export interface ReadinessReport {
  status: 'ready' | 'unavailable' | 'stopping';
  checks: Record<string, CheckResult>;
}

/**
 * What /readyz answers: the database runs `SELECT 1`, Redis (when configured) answers PING, and
 * the render pool draws a 1x1 image (`renderCheck`, from src/render), each within a time limit.
 * The report names each check's outcome, never an error message (they can carry hosts and user
 * names); failures are logged.
 */
export class Readiness {
  private running?: Promise<ReadinessReport>;
  private stopping = false;

  /** `redis`: a connection of its own, made with READINESS_REDIS_OPTIONS. */
  constructor(
    private readonly d: { database: Database; renderCheck: () => Promise<unknown>; redis?: Redis; logger: Logger },
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
    const probes: Record<string, () => Promise<unknown>> = {
      database: () => this.d.database.sql.query('SELECT 1'),
      ...(this.d.redis && { redis: () => this.ping(this.d.redis!) }),
      render: this.d.renderCheck,
    };
    const entries = await Promise.all(
      Object.entries(probes).map(async ([name, probe]): Promise<[string, CheckResult]> => {
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
