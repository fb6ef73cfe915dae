import { Worker } from 'node:worker_threads';

export interface WorkerBounds {
  /** The thread's old-generation heap, in MB. */
  heapMb: number;
  /** Wall-clock time from the thread's start, in ms. */
  timeMs: number;
}

/** The first message the task posted, or the bound it broke. */
export type BoundedOutcome<T> = { message: T } | { exceeded: 'memory' | 'time' };

/**
 * Runs `file` in a worker thread of its own with `data` as its workerData, under a heap and a time
 * limit: a task that runs out of either ends its thread, never the process (V8 aborts the whole
 * process when the main isolate runs out of heap). Settles once the thread has exited, so its memory
 * (WebAssembly's too) is gone by then; the thread is ended as soon as it has answered. Rejects
 * when the task fails in any other way, or exits without answering.
 */
export function runInBoundedWorker<T>(file: URL, data: unknown, bounds: WorkerBounds): Promise<BoundedOutcome<T>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: data, resourceLimits: { maxOldGenerationSizeMb: bounds.heapMb } });
    let outcome: BoundedOutcome<T> | undefined;
    let failure: Error | undefined;
    const timer = setTimeout(() => {
      outcome ??= { exceeded: 'time' };
      void worker.terminate();
    }, bounds.timeMs);
    worker.once('message', (message: T) => {
      outcome ??= { message };
      void worker.terminate();
    });
    worker.once('error', (e: Error & { code?: string }) => {
      if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') outcome ??= { exceeded: 'memory' };
      else failure = e;
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      if (outcome) resolve(outcome);
      else reject(failure ?? new Error(`The worker ${file.pathname} exited with code ${code} without answering`));
    });
  });
}
