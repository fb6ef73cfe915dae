import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { InvalidJobError, JobQueueClosedError } from '../../src/jobs/job-errors.js';
import { createJobQueue } from '../../src/jobs/create-job-queue.js';
import type { JobOptions, JobQueue } from '../../src/jobs/job-queue.js';
import { deleteKeys, REDIS_AVAILABLE, REDIS_URL, testPrefix } from './redis.js';
import { capturingLogger, deferred, silentLogger, sleep, waitFor } from './support.js';

const prefix = testPrefix();
const kinds = REDIS_AVAILABLE ? (['in-process', 'bullmq'] as const) : (['in-process'] as const);
const idle = { waiting: 0, delayed: 0, active: 0 };

afterAll(async () => {
  if (REDIS_AVAILABLE) await deleteKeys(prefix);
});

describe.each(kinds)('%s job queue', (kind) => {
  const open: JobQueue[] = [];
  const make = async (logger: Logger = silentLogger) => {
    const queue = await createJobQueue({ redisUrl: kind === 'bullmq' ? REDIS_URL : undefined, prefix, logger });
    open.push(queue);
    return queue;
  };
  /** Every test uses names of its own: BullMQ queues of one file share a prefix. */
  const jobName = () => `test-${randomBytes(4).toString('hex')}`;
  const countsAre = (queue: JobQueue, name: string, expected: typeof idle) => async () =>
    JSON.stringify(await queue.counts(name)) === JSON.stringify(expected);

  afterEach(async () => {
    await Promise.all(open.splice(0).map((q) => q.close()));
  });

  it('is the kind asked for', async () => {
    expect((await make()).kind).toBe(kind);
  });

  it('runs waiting jobs by priority, then in the order added, once a worker starts', async () => {
    const queue = await make();
    const name = jobName();
    const jobs: [string, number | undefined][] = [
      ['p500', 500],
      ['p1-a', 1],
      ['default', undefined],
      ['p1000', 1000],
      ['p1-b', 1],
      ['p100', 100],
    ];
    for (const [label, priority] of jobs) await queue.add(name, { label }, { priority });
    expect(await queue.counts(name)).toEqual({ waiting: 6, delayed: 0, active: 0 });

    const order: string[] = [];
    queue.work<{ label: string }>(name, async ({ label }) => void order.push(label), { concurrency: 1 });
    await waitFor('six jobs', () => order.length === 6);
    expect(order).toEqual(['p1-a', 'p1-b', 'default', 'p100', 'p500', 'p1000']);
  });

  it('every(): a job now and each interval after, one schedule however many queues ask', async () => {
    const [a, b] = [await make(), await make()];
    const name = jobName();
    let runs = 0;
    a.work(name, async () => void runs++, { concurrency: 1 });
    await a.every(name, 300);
    // A second process asking for the same schedule: BullMQ keeps one (in-process queues are one per process).
    if (kind === 'bullmq') await b.every(name, 300);
    await waitFor('the first run', () => runs >= 1);
    await waitFor('a second run', () => runs >= 2);
    const counted = runs;
    await sleep(450);
    // One schedule: about one run per 300 ms, not two.
    expect(runs - counted).toBeLessThanOrEqual(2);
    expect(runs - counted).toBeGreaterThanOrEqual(1);
  });

  it('runs at most `concurrency` handlers at once', async () => {
    const queue = await make();
    const name = jobName();
    for (let i = 0; i < 9; i++) await queue.add(name, { i });
    let running = 0;
    let peak = 0;
    let done = 0;
    queue.work(
      name,
      async () => {
        peak = Math.max(peak, ++running);
        await sleep(60);
        running--;
        done++;
      },
      { concurrency: 3 },
    );
    await waitFor('nine jobs', () => done === 9);
    expect(peak).toBe(3);
  });

  it('ignores a jobId that is waiting or active, and takes it again once the job finished', async () => {
    const queue = await make();
    const name = jobName();
    await queue.add(name, { v: 1 }, { jobId: 'report-1' });
    await queue.add(name, { v: 2 }, { jobId: 'report-1' });
    expect(await queue.counts(name)).toEqual({ waiting: 1, delayed: 0, active: 0 });

    const gate = deferred();
    const runs: string[] = [];
    queue.work<{ v: number }>(
      name,
      async ({ v }, { jobId }) => {
        runs.push(`${jobId}:${v}`);
        await gate.promise;
      },
      { concurrency: 2 },
    );
    await waitFor('the job to be active', countsAre(queue, name, { waiting: 0, delayed: 0, active: 1 }));
    await queue.add(name, { v: 3 }, { jobId: 'report-1' });
    expect(await queue.counts(name)).toEqual({ waiting: 0, delayed: 0, active: 1 });
    gate.resolve();
    await waitFor('the job to finish', countsAre(queue, name, idle));

    await queue.add(name, { v: 4 }, { jobId: 'report-1' });
    await waitFor('the re-added job', () => runs.length === 2);
    await waitFor('the queue to drain', countsAre(queue, name, idle));
    expect(runs).toEqual(['report-1:1', 'report-1:4']);
  });

  it('ignores a jobId that is delayed, and takes it again once its job failed', async () => {
    const queue = await make();
    const later = jobName();
    await queue.add(later, {}, { jobId: 'later', delayMs: 60_000 });
    await queue.add(later, {}, { jobId: 'later' });
    expect(await queue.counts(later)).toEqual({ waiting: 0, delayed: 1, active: 0 });

    const name = jobName();
    const runs: number[] = [];
    queue.work<{ n: number }>(
      name,
      async ({ n }) => {
        runs.push(n);
        throw new Error('failing on purpose');
      },
      { concurrency: 1 },
    );
    await queue.add(name, { n: 1 }, { jobId: 'flaky' });
    await waitFor('the first run', () => runs.length === 1);
    await waitFor('the job to fail', countsAre(queue, name, idle));
    await queue.add(name, { n: 2 }, { jobId: 'flaky' });
    await waitFor('the second run', () => runs.length === 2);
    expect(runs).toEqual([1, 2]);
  });

  it('runs a delayed job no sooner than its delay', async () => {
    const queue = await make();
    const name = jobName();
    const ran: { label: string; at: number }[] = [];
    queue.work<{ label: string }>(name, async ({ label }) => void ran.push({ label, at: Date.now() }), {
      concurrency: 1,
    });
    const addedAt = Date.now();
    await queue.add(name, { label: 'delayed' }, { delayMs: 200 });
    expect(await queue.counts(name)).toEqual({ waiting: 0, delayed: 1, active: 0 });
    await queue.add(name, { label: 'now' });
    await waitFor('both jobs', () => ran.length === 2);
    expect(ran.map((r) => r.label)).toEqual(['now', 'delayed']);
    // 1 ms of slack: Node timers may fire up to 1 ms early by the wall clock (both clocks round to ms).
    expect(ran[1].at - addedAt).toBeGreaterThanOrEqual(199);
    expect(ran[1].at - addedAt).toBeLessThan(1500);
  });

  it('retries a failing handler with exponential backoff and tells it the attempt', async () => {
    const { logger, lines } = capturingLogger();
    const queue = await make(logger);
    const name = jobName();
    const tries: { attempt: number; at: number }[] = [];
    queue.work(
      name,
      async (_data, { attempt }) => {
        tries.push({ attempt, at: Date.now() });
        if (attempt < 3) throw new Error(`attempt ${attempt} failed`);
      },
      { concurrency: 1 },
    );
    await queue.add(name, {}, { attempts: 3 });
    await waitFor('the backoff before attempt 2', countsAre(queue, name, { waiting: 0, delayed: 1, active: 0 }));
    await waitFor('three attempts', () => tries.length === 3, 8000);
    await waitFor('the queue to drain', countsAre(queue, name, idle));

    expect(tries.map((t) => t.attempt)).toEqual([1, 2, 3]);
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(499);
    expect(tries[2].at - tries[1].at).toBeGreaterThanOrEqual(999);
    expect(tries[2].at - tries[1].at).toBeLessThan(3000);
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  });

  it('logs a failure after the last attempt at warn with the job name and id, never the data', async () => {
    const { logger, lines } = capturingLogger();
    const queue = await make(logger);
    const name = jobName();
    const attempts: number[] = [];
    queue.work(
      name,
      async (_data, { attempt }) => {
        attempts.push(attempt);
        throw new Error('receiver answered 500');
      },
      { concurrency: 1 },
    );
    await queue.add(name, { url: 'https://hooks.example/cb?token=s3cret' }, { jobId: 'delivery-7', attempts: 2 });
    await waitFor('the warning', () => lines.some((l) => l.level === 40), 5000);
    await waitFor('the queue to drain', countsAre(queue, name, idle));

    expect(attempts).toEqual([1, 2]);
    expect(lines.filter((l) => l.level === 40)).toEqual([
      expect.objectContaining({
        msg: 'job failed on its last attempt',
        job: name,
        jobId: 'delivery-7',
        attempts: 2,
        err: expect.objectContaining({ message: 'receiver answered 500' }),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('s3cret');
  });

  it('hands every attempt a fresh JSON copy of the data', async () => {
    const queue = await make();
    const name = jobName();
    const seen: unknown[] = [];
    queue.work<Record<string, unknown>>(
      name,
      async (data, { attempt }) => {
        seen.push(structuredClone(data));
        data.mutated = true;
        if (attempt === 1) throw new Error('again');
      },
      { concurrency: 1 },
    );
    const data = { at: new Date('2026-01-02T03:04:05Z'), skipped: undefined, list: [1, 'two'] };
    await queue.add(name, data, { attempts: 2 });
    data.list.push(3);
    await waitFor('two attempts', () => seen.length === 2);
    const asJson = { at: '2026-01-02T03:04:05.000Z', list: [1, 'two'] };
    expect(seen).toStrictEqual([asJson, asJson]);
  });

  it('close() waits for the handler in flight and starts no other job', async () => {
    const queue = await make();
    const name = jobName();
    const started: number[] = [];
    let finished = false;
    queue.work<{ n: number }>(
      name,
      async ({ n }) => {
        started.push(n);
        await sleep(300);
        finished = true;
      },
      { concurrency: 1 },
    );
    await queue.add(name, { n: 1 });
    await queue.add(name, { n: 2 });
    await waitFor('the first job', () => started.length === 1);

    let closed = false;
    const closing = queue.close().then(() => (closed = true));
    await sleep(100);
    expect(closed).toBe(false);
    await closing;
    expect(finished).toBe(true);
    await sleep(100);
    expect(started).toEqual([1]);

    await expect(queue.add(name, { n: 3 })).rejects.toBeInstanceOf(JobQueueClosedError);
    await expect(queue.counts(name)).rejects.toBeInstanceOf(JobQueueClosedError);
    expect(() => queue.work(name, async () => {}, { concurrency: 1 })).toThrow(JobQueueClosedError);
    // BullMQ keeps the job not started for the next worker; the in-process runner drops it.
    if (kind === 'bullmq') expect(await (await make()).counts(name)).toEqual({ waiting: 1, delayed: 0, active: 0 });
  });

  it('counts waiting, delayed and active jobs', async () => {
    const queue = await make();
    const name = jobName();
    expect(await queue.counts(name)).toEqual(idle);
    await queue.add(name, {}, { delayMs: 60_000 });
    const gate = deferred();
    queue.work(name, () => gate.promise, { concurrency: 1 });
    await queue.add(name, {});
    await queue.add(name, {});
    await waitFor(
      'one active, one waiting, one delayed',
      countsAre(queue, name, { waiting: 1, delayed: 1, active: 1 }),
    );
    gate.resolve();
    await waitFor('only the delayed job', countsAre(queue, name, { waiting: 0, delayed: 1, active: 0 }));
  });

  it('refuses names and options that either kind could not honour', async () => {
    const queue = await make();
    const name = jobName();
    const bad: JobOptions[] = [
      { priority: 0 },
      { priority: 1001 },
      { priority: 1.5 },
      { attempts: 0 },
      { attempts: 2.5 },
      { delayMs: -1 },
      { delayMs: Number.NaN },
      { jobId: '' },
      { jobId: '42' },
      { jobId: 'snap:1' },
    ];
    for (const opts of bad)
      await expect(queue.add(name, {}, opts), JSON.stringify(opts)).rejects.toBeInstanceOf(InvalidJobError);
    await expect(queue.add('snaps:render', {})).rejects.toBeInstanceOf(InvalidJobError);
    expect(() => queue.work(name, async () => {}, { concurrency: 0 })).toThrow(InvalidJobError);
    expect(await queue.counts(name)).toEqual(idle);
  });
});
