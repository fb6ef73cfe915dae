import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../../src/jobs/create-job-queue.js';
import type { JobQueue } from '../../src/jobs/job-queue.js';
import { ROOT } from '../support/paths.js';
import { deleteKeys, REDIS_AVAILABLE, REDIS_URL, testPrefix } from './redis.js';
import { capturingLogger, waitFor } from './support.js';

const RUN_TS = resolve(ROOT, 'bin/run-ts.js');
const FIXTURE = resolve(import.meta.dirname, 'fixtures/stalling-worker.ts');
/** BullMQ's 30 s, shortened: the lock of a dead worker expires after this, and stalled checks run this often. */
const STALLED_MS = 1000;

describe.skipIf(!REDIS_AVAILABLE)('bullmq job queue, a worker killed mid-job', () => {
  const prefix = testPrefix();
  let child: ChildProcess | undefined;
  let queue: JobQueue | undefined;

  afterAll(async () => {
    if (child?.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGKILL');
    await queue?.close();
    await deleteKeys(prefix);
  });

  it('has its job run again by another worker', async () => {
    const name = 'render';
    const { logger, lines } = capturingLogger();
    queue = await createJobQueue({ redisUrl: REDIS_URL, prefix, stalledIntervalMs: STALLED_MS, logger });
    await queue.add(name, { snapId: 'snap_1' }, { jobId: 'snap-1' });

    child = spawn(process.execPath, [RUN_TS, FIXTURE, REDIS_URL, prefix, name, String(STALLED_MS)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const exited = new Promise((r) => child!.once('exit', r));
    await waitFor('the child worker to take the job', () => output.includes('started snap-1'), 15_000);
    process.kill(child.pid!, 'SIGKILL');
    await exited;
    // Nobody knows yet that its worker died.
    expect(await queue.counts(name)).toEqual({ waiting: 0, delayed: 0, active: 1 });

    const runs: unknown[] = [];
    queue.work(name, async (data, ctx) => void runs.push({ data, ...ctx }), { concurrency: 1 });
    await waitFor('the job to run again', () => runs.length === 1, 10_000);
    expect(runs).toEqual([{ data: { snapId: 'snap_1' }, jobId: 'snap-1', attempt: 1, name }]);
    await waitFor('the queue to drain', async () => (await queue!.counts(name)).active === 0);
    expect(await queue.counts(name)).toEqual({ waiting: 0, delayed: 0, active: 0 });
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 40, job: name, jobId: 'snap-1', msg: expect.stringContaining('stalled') }),
    );
  }, 25_000);
});
