import type { Logger } from 'pino';

export interface JobOptions {
  /** Dedupe: adding a job whose id is waiting, delayed or active is a no-op; once it finished (done or failed), the id can be added again. Not all digits, no ':'. */
  jobId?: string;
  /** Run no sooner than this. */
  delayMs?: number;
  /** 1 (most urgent) .. 1000, default 100: lower runs first among waiting jobs of the same name, then first added. */
  priority?: number;
  /** Default 1: a handler that throws is retried up to attempts-1 times, after 500 ms, 1 s, 2 s, ... */
  attempts?: number;
}

interface JobContext {
  jobId: string;
  /** 1-based; `attempt === attempts` on the last try. A run cut short by a dead worker (BullMQ) does not count. */
  attempt: number;
  name: string;
}

export type JobHandler<T> = (data: T, ctx: JobContext) => Promise<void>;

/**
 * Named job queues with at-least-once delivery: a handler may run twice for one job (a retry after a
 * partial failure, a worker that died mid-job), so handlers make their effects idempotent in the database.
 * Job data must be JSON: handlers receive `JSON.parse(JSON.stringify(data))`, afresh on every attempt.
 */
export interface JobQueue {
  readonly kind: 'in-process' | 'bullmq';
  add<T>(name: string, data: T, opts?: JobOptions): Promise<void>;
  /** Starts consuming `name` with at most `concurrency` handlers at once in this process. */
  work<T>(name: string, handler: JobHandler<T>, opts: { concurrency: number }): void;
  /**
   * Adds a job of `name` (data `{}`) now and every `intervalMs` after (housekeeping). BullMQ keeps one
   * schedule per name however many processes ask (a job scheduler); in-process, a timer of this process.
   */
  every(name: string, intervalMs: number): Promise<void>;
  /** Jobs of `name` waiting + delayed (including retries in backoff) + active. */
  counts(name: string): Promise<{ waiting: number; delayed: number; active: number }>;
  /**
   * Stops taking new jobs and waits for in-flight handlers, then closes connections. Jobs not started
   * stay queued (BullMQ) or are dropped (in-process: the database recovers them at the next start).
   * `add` and `counts` reject with JobQueueClosedError once close() has resolved; `work` throws once it was called.
   */
  close(): Promise<void>;
}

export interface JobQueueOptions {
  /** BullMQ on this Redis when set; the in-process runner otherwise. */
  redisUrl?: string;
  /** BullMQ key prefix, default 'snapforge'. */
  prefix?: string;
  /**
   * BullMQ: how long a job whose worker died stays active before another worker runs it again
   * (its lockDuration and stalledInterval), default 30 s. Tests shorten it.
   */
  stalledIntervalMs?: number;
  logger: Logger;
}
