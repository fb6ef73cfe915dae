import { describe, expect, it } from 'vitest';
import { RenderQueue, type RenderAccount, type ThreadLoad } from './render-queue.js';

/** Starts what the queue lets start on `threads`, as the pool does; the renders started, in order. */
function startAll(queue: RenderQueue<string>, threads: { account: RenderAccount | null; running: number }[]) {
  const started: [string, number][] = [];
  for (let next = queue.next(threads); next; next = queue.next(threads)) {
    threads[next.thread].account = next.account;
    threads[next.thread].running++;
    started.push([next.item, next.thread]);
  }
  return started;
}
const idle = (n: number): { account: RenderAccount | null; running: number }[] =>
  Array.from({ length: n }, () => ({ account: null, running: 0 }));
const finish = (thread: { account: RenderAccount | null; running: number }) => {
  if (--thread.running === 0) thread.account = null;
};

describe('render queue', () => {
  it('gives one account every thread, one render each first, then a second on each', () => {
    const queue = new RenderQueue<string>(2);
    for (const r of ['a1', 'a2', 'a3', 'a4', 'a5']) queue.add(1, r);
    expect(startAll(queue, idle(2))).toEqual([
      ['a1', 0],
      ['a2', 1],
      ['a3', 0],
      ['a4', 1],
    ]);
    expect(queue.size()).toBe(1);
  });

  it("never makes another account's render wait behind an account's queue, only behind renders already running", () => {
    const queue = new RenderQueue<string>(2);
    const threads = idle(1);
    queue.add(1, 'a1');
    queue.add(1, 'a2');
    expect(startAll(queue, threads)).toEqual([
      ['a1', 0],
      ['a2', 0],
    ]);
    for (const r of ['a3', 'a4', 'a5']) queue.add(1, r);
    queue.add(2, 'b1');
    // The thread that holds a's renders takes no more of them while b, holding none, waits.
    finish(threads[0]);
    expect(startAll(queue, threads)).toEqual([]);
    finish(threads[0]);
    expect(startAll(queue, threads)).toEqual([['b1', 0]]);
    finish(threads[0]);
    expect(startAll(queue, threads)).toEqual([
      ['a3', 0],
      ['a4', 0],
    ]);
  });

  it('takes turns: a free thread goes to the account holding the fewest threads, then to the one served longest ago', () => {
    const queue = new RenderQueue<string>(1);
    const threads = idle(2);
    for (const r of ['a1', 'a2', 'a3']) queue.add(1, r);
    for (const r of ['b1', 'b2']) queue.add(2, r);
    queue.add(3, 'c1');
    expect(startAll(queue, threads)).toEqual([
      ['a1', 0],
      ['b1', 1],
    ]);
    finish(threads[0]);
    expect(startAll(queue, threads)).toEqual([['c1', 0]]);
    finish(threads[0]);
    expect(startAll(queue, threads)).toEqual([['a2', 0]]);
    finish(threads[1]);
    expect(startAll(queue, threads)).toEqual([['b2', 1]]);
  });

  it('puts a render that lost its thread back at the front of its line, and tells the longest wait', () => {
    const queue = new RenderQueue<string>(2);
    queue.add(1, 'a2', 100);
    queue.add(2, 'b1', 150);
    queue.putBack(1, 'a1', 50);
    expect(queue.longestWaitMs(1050)).toBe(1000);
    const threads: ThreadLoad[] = idle(1);
    expect(queue.next(threads)).toEqual({ account: 1, item: 'a1', thread: 0 });
    expect(queue.longestWaitMs(1050)).toBe(950);
    expect(new RenderQueue(2).longestWaitMs()).toBe(0);
    expect(queue.takeAll()).toEqual(['a2', 'b1']);
    expect(queue.size()).toBe(0);
  });
});
