import { describe, expect, it } from 'vitest';
import { runInBoundedWorker } from '../../src/fonts/bounded-worker.js';

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
});
