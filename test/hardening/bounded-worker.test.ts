import { describe, expect, it } from 'vitest';
import { BoundedWorkers, runInBoundedWorker } from '../../src/ops/bounded-worker.js';

const fixture = (name: string) => new URL(`../fixtures/workers/${name}.js`, import.meta.url);
const bounds = { heapMb: 64, timeMs: 2000 };

describe('a bounded worker', () => {
  it('answers with the first message its task posts', async () => {
    expect(await runInBoundedWorker(fixture('answer'), 21, bounds)).toEqual({ message: 42 });
  });

  it('ends a task that runs out of its heap, and the process carries on', async () => {
    expect(await runInBoundedWorker(fixture('hog-memory'), null, bounds)).toEqual({ exceeded: 'memory' });
  });

  it('ends a task that runs out of time, however busy it keeps its thread', async () => {
    const started = performance.now();
    expect(await runInBoundedWorker(fixture('spin'), null, { heapMb: 64, timeMs: 500 })).toEqual({ exceeded: 'time' });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("rejects with a task's own failure: a bug is not a refusal", async () => {
    await expect(runInBoundedWorker(fixture('throw'), null, bounds)).rejects.toThrow('a bug');
  });

  it('runs at most maxRunning tasks of a kind at once; the others wait their turn', async () => {
    const counts = new SharedArrayBuffer(8);
    const workers = new BoundedWorkers<string>(fixture('count-running'), bounds, 2);
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => workers.run(counts)));
    expect(outcomes).toEqual(Array(6).fill({ message: 'done' }));
    expect(new Int32Array(counts)[1]).toBe(2);
  });
});
