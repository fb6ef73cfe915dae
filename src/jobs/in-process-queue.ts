import type { Logger } from 'pino';
import { JobQueueClosedError } from './job-errors.js';
import { assertConcurrency, assertJobName, backoffMs, resolveJobOptions } from './job-options.js';
import type { JobHandler, JobOptions, JobQueue } from './job-queue.js';
import { WaitingList } from './waiting-list.js';

interface QueuedJob {
  id: string;
  /** The data as JSON: parsed afresh for each attempt, as BullMQ reads it back from Redis. */
  payload: string;
  priority: number;
  attempts: number;
  attempt: number;
}

interface Consumer {
  handler: JobHandler<unknown>;
  concurrency: number;
  running: number;
}

/** The jobs of one name. */
interface Lane {
  /** Ids waiting, delayed or active: the dedupe set. */
  ids: Set<string>;
  waiting: WaitingList<QueuedJob>;
  delayed: Map<string, NodeJS.Timeout>;
  active: Set<string>;
  consumers: Consumer[];
}

/**
 * Jobs in memory, for the one-process (embedded) mode. Timers of delayed jobs and retries are
 * unref'd: a server's listening socket keeps the process alive, so they fire there, but a pending
 * timer alone does not hold an otherwise finished process (a CLI command, a test) open; a job lost
 * that way is like any job not started at close(): the database re-adds it at the next start.
 */
export class InProcessQueue implements JobQueue {
  readonly kind = 'in-process' as const;
  private readonly lanes = new Map<string, Lane>();
  private readonly inFlight = new Set<Promise<void>>();
  private nextId = 1;
  private readonly schedules: NodeJS.Timeout[] = [];
  private closing?: Promise<void>;
  private closed = false;

  constructor(private readonly logger: Logger) {}

  async add<T>(name: string, data: T, opts?: JobOptions): Promise<void> {
    const o = resolveJobOptions(name, opts);
    if (this.closed) throw new JobQueueClosedError();
    const payload = JSON.stringify(data === undefined ? {} : data);
    // A handler finishing during close() may add follow-up jobs: dropped like every job not started.
    if (this.closing) return;
    const lane = this.lane(name);
    // Custom ids are never all digits, so they cannot collide with these.
    const id = o.jobId ?? String(this.nextId++);
    if (lane.ids.has(id)) return;
    lane.ids.add(id);
    this.enqueue(name, lane, { id, payload, priority: o.priority, attempts: o.attempts, attempt: 1 }, o.delayMs);
  }

  work<T>(name: string, handler: JobHandler<T>, { concurrency }: { concurrency: number }): void {
    assertJobName(name);
    assertConcurrency(concurrency);
    if (this.closing) throw new JobQueueClosedError();
    const lane = this.lane(name);
    lane.consumers.push({ handler: handler as JobHandler<unknown>, concurrency, running: 0 });
    this.dispatch(name, lane);
  }

  async every(name: string, intervalMs: number): Promise<void> {
    // The job's own name is its id: a run still going when the next is due is not doubled.
    const add = () => void this.add(name, {}, { jobId: name }).catch(() => {});
    add();
    const timer = setInterval(add, intervalMs);
    timer.unref();
    this.schedules.push(timer);
  }

  async counts(name: string) {
    if (this.closed) throw new JobQueueClosedError();
    const lane = this.lanes.get(name);
    return { waiting: lane?.waiting.size ?? 0, delayed: lane?.delayed.size ?? 0, active: lane?.active.size ?? 0 };
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      for (const timer of this.schedules) clearInterval(timer);
      for (const lane of this.lanes.values()) {
        for (const timer of lane.delayed.values()) clearTimeout(timer);
        lane.delayed.clear();
        lane.waiting.clear();
        for (const id of lane.ids) if (!lane.active.has(id)) lane.ids.delete(id);
      }
      await Promise.all(this.inFlight);
      this.closed = true;
    })();
    return this.closing;
  }

  private lane(name: string): Lane {
    let lane = this.lanes.get(name);
    if (!lane) {
      lane = { ids: new Set(), waiting: new WaitingList(), delayed: new Map(), active: new Set(), consumers: [] };
      this.lanes.set(name, lane);
    }
    return lane;
  }

  private enqueue(name: string, lane: Lane, job: QueuedJob, delayMs: number) {
    if (delayMs === 0) {
      lane.waiting.push(job);
      this.dispatch(name, lane);
      return;
    }
    const timer = setTimeout(() => {
      lane.delayed.delete(job.id);
      lane.waiting.push(job);
      this.dispatch(name, lane);
    }, delayMs);
    timer.unref();
    lane.delayed.set(job.id, timer);
  }

  private dispatch(name: string, lane: Lane) {
    while (!this.closing && lane.waiting.size > 0) {
      const consumer = lane.consumers.find((c) => c.running < c.concurrency);
      if (!consumer) return;
      this.start(name, lane, consumer, lane.waiting.shift()!);
    }
  }

  private start(name: string, lane: Lane, consumer: Consumer, job: QueuedJob) {
    consumer.running++;
    lane.active.add(job.id);
    const run = (async () => {
      try {
        await consumer.handler(JSON.parse(job.payload), { jobId: job.id, attempt: job.attempt, name });
        lane.ids.delete(job.id);
      } catch (err) {
        this.failed(name, lane, job, err);
      } finally {
        consumer.running--;
        lane.active.delete(job.id);
      }
    })();
    this.inFlight.add(run);
    void run.then(() => {
      this.inFlight.delete(run);
      this.dispatch(name, lane);
    });
  }

  private failed(name: string, lane: Lane, job: QueuedJob, err: unknown) {
    const retry = job.attempt < job.attempts;
    if (retry && !this.closing) {
      this.logger.debug({ err, job: name, jobId: job.id, attempt: job.attempt }, 'job failed; it will be retried');
      this.enqueue(name, lane, { ...job, attempt: job.attempt + 1 }, backoffMs(job.attempt));
      return;
    }
    // A retry due while closing is dropped like every job not started.
    lane.ids.delete(job.id);
    if (!retry)
      this.logger.warn({ err, job: name, jobId: job.id, attempts: job.attempts }, 'job failed on its last attempt');
  }
}
