import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { RenderError } from '../base/render-error.js';
import type { RenderOutcome, RenderTask } from './render-worker.js';
import type { RenderResult } from '../base/types.js';
import type { MotionOutput, MotionTask } from '../motion/motion-task.js';

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
 * Worker threads that lay out, draw and encode; the thread that owns the pool only waits. The
 * threads start with the first task (the server's warm-up, once it listens): started with the
 * pool, they loaded Skia and the fonts on the same two cores as the server's own start-up.
 * With `idleMs`, a thread beyond the first that has had no task for that long is given back (its
 * heap and caches with it) and started again when tasks queue: the first thread stays, so the
 * first render after a quiet spell is as fast as ever.
 */
export class RenderPool {
  private piscina?: Piscina<RenderTask, RenderOutcome>;

  constructor(
    private readonly threads = availableParallelism(),
    private readonly idleMs?: number,
  ) {}

  private started(): Piscina<RenderTask, RenderOutcome> {
    this.piscina ??= new Piscina({
      filename: new URL(WORKER_FILE, import.meta.url).href,
      minThreads: this.idleMs === undefined ? this.threads : 1,
      maxThreads: this.threads,
      idleTimeout: this.idleMs ?? Infinity,
      // A second task waits in each thread, so a thread starts it the moment it finishes one instead
      // of waiting for this (busy) thread to hand it over; and one task draws while the other encodes.
      concurrentTasksPerWorker: 2,
      resourceLimits: WORKER_LIMITS,
    });
    return this.piscina;
  }

  async run(task: RenderTask): Promise<RenderResult> {
    const outcome = await this.started().run(task);
    if ('error' in outcome) throw new RenderError(outcome.error.message, outcome.error.layer);
    if (!('ok' in outcome)) throw new Error('A render task answered with a clip.');
    return {
      ...outcome.ok,
      data: Buffer.from(outcome.ok.data.buffer, outcome.ok.data.byteOffset, outcome.ok.data.byteLength),
    };
  }

  /** A clip's run of frames, or its GIF palette (render/motion/motion-task.ts), drawn in a thread. */
  async motion(task: MotionTask): Promise<MotionOutput> {
    const outcome = await this.started().run({ motion: task });
    if ('error' in outcome) throw new RenderError(outcome.error.message, outcome.error.layer);
    if (!('motion' in outcome)) throw new Error('A motion task answered with a still.');
    return outcome.motion;
  }

  /** Threads started and not given back. */
  threadsRunning(): number {
    return this.piscina?.threads.length ?? 0;
  }

  async close(): Promise<void> {
    await this.piscina?.destroy();
  }
}
