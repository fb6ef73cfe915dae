import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { JobQueueClosedError } from './job-errors.js';
import { assertConcurrency, assertJobName, BACKOFF_BASE_MS, resolveJobOptions } from './job-options.js';
import type { JobHandler, JobOptions, JobQueue } from './job-queue.js';

export interface BullmqQueueOptions {
  redisUrl: string;
  prefix?: string;
  stalledIntervalMs?: number;
  logger: Logger;
}

/**
 * BullMQ on Redis: one Queue per job name (created on first use), one Worker per work() call.
 * Jobs outlive this process; a job whose worker died runs again on another after stalledIntervalMs.
 */
export class BullmqQueue implements JobQueue {
  readonly kind = 'bullmq' as const;
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  /** Shared by the Queues; commands fail after ioredis's retries, so an API request is not held forever while Redis is down. */
  private queueConnection?: Redis;
  /** Shared by the Workers for non-blocking commands (each Worker duplicates it for its blocking fetch); waits out outages. */
  private workerConnection?: Redis;
  private readonly prefix: string;
  private closing?: Promise<void>;
  private closed = false;

  constructor(private readonly opts: BullmqQueueOptions) {
    this.prefix = opts.prefix ?? 'snapforge';
  }

  async add<T>(name: string, data: T, opts?: JobOptions): Promise<void> {
    const o = resolveJobOptions(name, opts);
    if (this.closed) throw new JobQueueClosedError();
    const queue = this.queue(name);
    // BullMQ dedupes against failed jobs too, which removeOnFail keeps for a day; the contract lets a
    // finished id be added again. Racing adders still end with one job: removing an active
    // (locked) job is refused, and the add itself dedupes.
    if (o.jobId !== undefined && (await queue.getJobState(o.jobId)) === 'failed') await queue.remove(o.jobId);
    await queue.add(name, data, {
      jobId: o.jobId,
      delay: o.delayMs,
      // Always set: BullMQ runs jobs without a priority before all prioritised ones.
      priority: o.priority,
      attempts: o.attempts,
      backoff: o.attempts > 1 ? { type: 'exponential', delay: BACKOFF_BASE_MS } : undefined,
    });
  }

  async every(name: string, intervalMs: number): Promise<void> {
    assertJobName(name);
    if (this.closed) throw new JobQueueClosedError();
    await this.queue(name).upsertJobScheduler(name, { every: intervalMs }, { name, data: {} });
  }

  work<T>(name: string, handler: JobHandler<T>, { concurrency }: { concurrency: number }): void {
    assertJobName(name);
    assertConcurrency(concurrency);
    if (this.closing) throw new JobQueueClosedError();
    const { logger, stalledIntervalMs = 30_000 } = this.opts;
    this.workerConnection ??= new Redis(this.opts.redisUrl, { maxRetriesPerRequest: null });
    const worker = new Worker<T>(
      name,
      (job: Job<T>) => handler(job.data, { jobId: job.id!, attempt: job.attemptsMade + 1, name }),
      {
        connection: this.workerConnection,
        prefix: this.prefix,
        concurrency,
        lockDuration: stalledIntervalMs,
        stalledInterval: stalledIntervalMs,
      },
    );
    // 'failed' fires after each failed attempt, once attemptsMade has counted it.
    worker.on('failed', (job, err) => {
      if (!job) return;
      const attempts = job.opts.attempts ?? 1;
      if (job.attemptsMade < attempts)
        logger.debug({ err, job: name, jobId: job.id, attempt: job.attemptsMade }, 'job failed; it will be retried');
      else logger.warn({ err, job: name, jobId: job.id, attempts }, 'job failed on its last attempt');
    });
    worker.on('stalled', (jobId) =>
      logger.warn({ job: name, jobId }, 'job stalled (its worker died or blocked its event loop); it runs again'),
    );
    worker.on('error', (err) => logger.error({ err, job: name }, 'job worker error'));
    this.workers.push(worker);
  }

  async counts(name: string) {
    assertJobName(name);
    if (this.closed) throw new JobQueueClosedError();
    const c = await this.queue(name).getJobCounts('waiting', 'prioritized', 'delayed', 'active');
    return { waiting: c.waiting + c.prioritized, delayed: c.delayed, active: c.active };
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      // Worker.close() waits for in-flight handlers; Queues stay open meanwhile so handlers can still add.
      await Promise.all(this.workers.map((w) => w.close()));
      await Promise.all([...this.queues.values()].map((q) => q.close()));
      await Promise.all([this.queueConnection?.quit(), this.workerConnection?.quit()]);
      this.closed = true;
    })();
    return this.closing;
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      this.queueConnection ??= new Redis(this.opts.redisUrl);
      queue = new Queue(name, {
        connection: this.queueConnection,
        prefix: this.prefix,
        defaultJobOptions: { removeOnComplete: true, removeOnFail: { age: 86_400 } },
      });
      queue.on('error', (err) => this.opts.logger.error({ err, job: name }, 'job queue error'));
      this.queues.set(name, queue);
    }
    return queue;
  }
}
