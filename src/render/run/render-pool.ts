import { availableParallelism } from 'node:os';
import { RenderError } from '../base/render-error.js';
import type { RenderResult } from '../base/types.js';
import type { MotionOutput, MotionTask } from '../motion/motion-task.js';
import { RenderQueue, type RenderAccount } from './render-queue.js';
import { RENDERS_PER_THREAD, RenderThread } from './render-thread.js';
import type { RenderOutcome, RenderTask } from './render-worker.js';

/** A render stopped at the time limit; its snap fails with this message and costs nothing. */
class RenderTimeLimitError extends RenderError {
  constructor(readonly limitMs: number) {
    super(
      `The render took longer than its time limit of ${limitMs / 1000} s (RENDER_TIME_LIMIT_MS) and was stopped: ` +
        'draw less (fewer or smaller layers, shadows, blurs and SVG filters).',
    );
  }
}

interface Pending {
  id: number;
  task: RenderTask;
  account: RenderAccount;
  resolve(outcome: RenderOutcome): void;
  reject(err: unknown): void;
  /** When it joined the queue (performance.now()). */
  since: number;
  /** Its thread, once it has one; its time limit, once the thread started it. */
  thread?: RenderThread;
  timer?: NodeJS.Timeout;
  /** Its own time ran out; `stopped`: its thread was stopped for another render's. */
  timedOut?: boolean;
  stopped?: boolean;
}

export interface RenderPoolOptions {
  /** Worker threads. Default: one per core. */
  threads?: number;
  /** A thread beyond the first is given back after this long without a render; unset, threads stay. */
  idleMs?: number;
  /** A render still running this long after its thread started it is stopped; unset, none is. */
  timeLimitMs?: number;
}

/**
 * Worker threads that lay out, draw and encode; the thread that owns the pool only waits. Renders
 * wait in a queue that takes turns between accounts (render-queue.ts). Each runs under a time limit
 * counted from when its thread starts it (not while it waits, nor while its thread starts): past
 * it the thread is ended (the only way to stop native drawing code), the render fails with
 * RenderTimeLimitError, and a render that shared the thread goes back to the front of the queue.
 * The thread starts again with its next render.
 */
export class RenderPool {
  private readonly threads: RenderThread[];
  private readonly queue = new RenderQueue<Pending>(RENDERS_PER_THREAD);
  /** Renders handed to a thread and not settled, by id. */
  private readonly handedOut = new Map<number, Pending>();
  private ids = 0;

  constructor(private readonly options: RenderPoolOptions) {
    const count = options.threads ?? availableParallelism();
    const onStart = (id: number) => this.startClock(id);
    // The first thread stays: the first render after a quiet spell is as fast as ever.
    this.threads = Array.from(
      { length: count },
      (_, i) => new RenderThread(onStart, i === 0 ? undefined : options.idleMs),
    );
  }

  async run(task: RenderTask, accountId?: number): Promise<RenderResult> {
    const outcome = await this.queued(task, accountId);
    if ('error' in outcome) throw new RenderError(outcome.error.message, outcome.error.layer);
    if (!('ok' in outcome)) throw new Error('A render task answered with a clip.');
    return {
      ...outcome.ok,
      data: Buffer.from(outcome.ok.data.buffer, outcome.ok.data.byteOffset, outcome.ok.data.byteLength),
    };
  }

  /** A clip's run of frames, or its GIF palette (render/motion/motion-task.ts), drawn in a thread under the same limit. */
  async motion(task: MotionTask, accountId?: number): Promise<MotionOutput> {
    const outcome = await this.queued({ motion: task }, accountId);
    if ('error' in outcome) throw new RenderError(outcome.error.message, outcome.error.layer);
    if (!('motion' in outcome)) throw new Error('A motion task answered with a still.');
    return outcome.motion;
  }

  private queued(task: RenderTask, accountId: number | undefined): Promise<RenderOutcome> {
    return new Promise<RenderOutcome>((resolve, reject) => {
      const account = accountId ?? 'none';
      this.queue.add(account, { id: ++this.ids, task, account, resolve, reject, since: performance.now() });
      this.startWhatMay();
    });
  }

  private startWhatMay(): void {
    for (let next = this.queue.next(this.threads); next; next = this.queue.next(this.threads))
      this.handOut(this.threads[next.thread], next.item);
  }

  private handOut(thread: RenderThread, pending: Pending): void {
    pending.thread = thread;
    this.handedOut.set(pending.id, pending);
    thread
      .run({ ...pending.task, id: pending.id }, pending.account)
      .then(pending.resolve, (err: unknown) => {
        if (pending.timedOut) return pending.reject(new RenderTimeLimitError(this.options.timeLimitMs!));
        if (!pending.stopped) return pending.reject(err);
        // A new id: a start the ended thread told late must not start the new run's clock.
        const again = { ...pending, id: ++this.ids, stopped: false, timer: undefined };
        this.queue.putBack(pending.account, again, pending.since);
      })
      .finally(() => {
        clearTimeout(pending.timer);
        this.handedOut.delete(pending.id);
        this.startWhatMay();
      });
  }

  private startClock(id: number): void {
    const pending = this.handedOut.get(id);
    const { timeLimitMs } = this.options;
    if (!pending || pending.timer || timeLimitMs === undefined) return;
    pending.timer = setTimeout(() => {
      pending.timedOut = true;
      for (const other of this.handedOut.values())
        if (other.thread === pending.thread && other !== pending) other.stopped = true;
      pending.thread!.stop();
    }, timeLimitMs).unref();
  }

  /** Threads started and not given back. */
  threadsRunning(): number {
    return this.threads.reduce((n, t) => n + t.threadsRunning(), 0);
  }

  /** Renders waiting for a thread, and how long the one that has waited longest has waited. */
  waiting(): { renders: number; longestMs: number } {
    return { renders: this.queue.size(), longestMs: this.queue.longestWaitMs() };
  }

  /** Ends the threads; renders still waiting for one fail. */
  async close(): Promise<void> {
    for (const pending of this.queue.takeAll()) pending.reject(new Error('The render pool was closed.'));
    await Promise.all(this.threads.map((t) => t.close()));
  }
}
