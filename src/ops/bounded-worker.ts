import { Worker, type TransferListItem } from 'node:worker_threads';

export interface WorkerBounds {
  /** The thread's old-generation heap, in MB. */
  heapMb: number;
  /** Wall-clock time from the thread's start, in ms. */
  timeMs: number;
}

/** The first message the task posted, or the bound it broke. */
export type BoundedOutcome<T> = { message: T } | { exceeded: 'memory' | 'time' };

/** Registers tsx in the thread, then loads the task: worker threads do not inherit the loader of the one that starts them. */
const TS_ENTRY = new URL('./ts-task-entry.js', import.meta.url);

/**
 * The task file `name` beside the module at `moduleUrl`: its TypeScript source when that module
 * runs from the sources (tests, tools), its compiled JavaScript when it runs from dist/.
 */
export const taskFile = (name: string, moduleUrl: string) =>
  new URL(`./${name}${moduleUrl.endsWith('.ts') ? '.ts' : '.js'}`, moduleUrl);

/** `bytes` on a buffer of their own, which can be moved to a thread: a view of a larger buffer (a small Buffer's pool) is copied. */
export const movable = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes);

/**
 * Runs `file` in a worker thread of its own with `data` as its workerData (`transfer` moved, not
 * copied), under a heap and a time limit: a task that runs out of either ends its thread, never the
 * process (V8 aborts the whole process when the main isolate runs out of heap). Settles once the
 * thread has exited, so its memory (WebAssembly's too) is gone by then; the thread is ended as soon
 * as it has answered. Rejects when the task fails in any other way, or exits without answering.
 */
export function runInBoundedWorker<T>(
  file: URL,
  data: unknown,
  bounds: WorkerBounds,
  transfer: TransferListItem[] = [],
): Promise<BoundedOutcome<T>> {
  return new Promise((resolve, reject) => {
    const fromSources = file.pathname.endsWith('.ts');
    const worker = new Worker(fromSources ? TS_ENTRY : file, {
      argv: fromSources ? [file.href] : [],
      workerData: data,
      transferList: transfer,
      resourceLimits: { maxOldGenerationSizeMb: bounds.heapMb },
    });
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

/**
 * One kind of bounded task, at most `maxRunning` threads of it at once per process, so that
 * uploads arriving together cannot multiply its heap limit; the others wait their turn (their
 * time limit starts with their thread). A fresh thread per task: nothing one input did stays for the next.
 */
export class BoundedWorkers<T> {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly file: URL,
    readonly bounds: WorkerBounds,
    private readonly maxRunning: number,
  ) {}

  async run(data: unknown, transfer?: TransferListItem[]): Promise<BoundedOutcome<T>> {
    while (this.running >= this.maxRunning) await new Promise<void>((r) => this.waiting.push(r));
    this.running++;
    try {
      return await runInBoundedWorker<T>(this.file, data, this.bounds, transfer);
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}
