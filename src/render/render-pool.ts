import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { RenderError } from './render-error.js';
import type { RenderOutcome, RenderTask } from './render-worker.js';
import type { RenderResult } from './types.js';

/** Worker threads that lay out, draw and encode; the thread that owns the pool only waits. */
export class RenderPool {
  private readonly piscina: Piscina<RenderTask, RenderOutcome>;

  constructor(threads = availableParallelism()) {
    this.piscina = new Piscina({
      filename: new URL('./render-worker-entry.js', import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Infinity,
      ...(process.env.RL_YOUNG ? { resourceLimits: { maxYoungGenerationSizeMb: Number(process.env.RL_YOUNG) } } : {}),
    });
  }

  get threads(): number {
    return this.piscina.threads.length;
  }

  async run(task: RenderTask): Promise<RenderResult> {
    const outcome = await this.piscina.run(task);
    if ('error' in outcome) throw new RenderError(outcome.error.message, outcome.error.layer);
    return { ...outcome.ok, data: Buffer.from(outcome.ok.data.buffer, outcome.ok.data.byteOffset, outcome.ok.data.byteLength) };
  }

  close(): Promise<void> {
    return this.piscina.destroy();
  }
}
