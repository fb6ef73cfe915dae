import { Piscina } from 'piscina';
import type { RenderAccount, ThreadLoad } from './render-queue.js';
import type { PostedTask, RenderOutcome, RenderStarted } from './render-worker.js';

/**
 * Memory bought with CPU: a young generation smaller than V8's default finds garbage sooner,
 * including the native pixel buffers V8 does not count. In the bench the process peaked ~60 MB
 * lower (about 390 MB against 450 MB) and renders cost ~15% more CPU. A render's live JS heap is
 * ~30 MB, well under the old-generation cap.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 192 };

/**
 * Compiled (dist/), the worker is plain JavaScript; run from the TypeScript sources (tests, tools),
 * threads need an entry that registers a loader, since they do not inherit their parent's.
 */
const WORKER_FILE = import.meta.url.endsWith('.ts') ? './render-worker-entry.js' : './render-worker.js';

/**
 * Renders one thread takes at once: it starts the second the moment it finishes the first instead
 * of waiting for the (busy) service thread to hand it over, and one draws while the other encodes.
 */
export const RENDERS_PER_THREAD = 2;

/**
 * One render thread (a piscina pool of one worker thread) that can be stopped in the middle of a
 * render: `stop` ends the thread and fails what it runs at once, and its next render starts a new
 * thread. The thread starts with its first render (the server's warm-up, once it listens): started
 * with the pool, they loaded Skia and the fonts on the same cores as the server's own start-up.
 * With `idleMs`, a thread with no render for that long is given back (its heap and caches with it).
 */
export class RenderThread implements ThreadLoad {
  account: RenderAccount | null = null;
  running = 0;
  private piscina?: Piscina<PostedTask, RenderOutcome>;
  /** Threads stopped and not yet exited: a thread in a long native call ends when that call returns. */
  private readonly stopping = new Set<Promise<void>>();

  /** `onStart`: told each task's id as its thread starts it. */
  constructor(
    private readonly onStart: (id: number) => void,
    private readonly idleMs?: number,
  ) {}

  private started(): Piscina<PostedTask, RenderOutcome> {
    if (!this.piscina) {
      this.piscina = new Piscina({
        filename: new URL(WORKER_FILE, import.meta.url).href,
        minThreads: this.idleMs === undefined ? 1 : 0,
        maxThreads: 1,
        idleTimeout: this.idleMs ?? Infinity,
        concurrentTasksPerWorker: RENDERS_PER_THREAD,
        resourceLimits: WORKER_LIMITS,
      });
      this.piscina.on('message', (m: RenderStarted) => this.onStart(m.renderStarted));
    }
    return this.piscina;
  }

  run(task: PostedTask, account: RenderAccount): Promise<RenderOutcome> {
    this.account = account;
    this.running++;
    return this.started()
      .run(task)
      .finally(() => {
        if (--this.running === 0) this.account = null;
      });
  }

  /** Ends the thread now, whatever it runs: its renders fail at once (piscina's thread termination). */
  stop(): void {
    const stopped = this.piscina;
    this.piscina = undefined;
    if (!stopped) return;
    const exited: Promise<void> = stopped.destroy().finally(() => this.stopping.delete(exited));
    this.stopping.add(exited);
  }

  /** 1 while its worker thread runs, 0 before it starts and once it was given back. */
  threadsRunning(): number {
    return this.piscina?.threads.length ?? 0;
  }

  async close(): Promise<void> {
    await this.piscina?.destroy();
    await Promise.all(this.stopping);
  }
}
