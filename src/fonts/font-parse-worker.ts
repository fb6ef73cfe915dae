import { runInBoundedWorker } from './bounded-worker.js';
import type { FontParseOutcome, FontParseRequest } from './font-parse-task.js';
import type { Container, ParsedFont } from './font-reader.js';
import { refuse, tooComplex } from './font-refusals.js';

/**
 * A parse's heap and time, the thread's start included (about a second on a busy machine): fontkit
 * reads a bundled-size font in ~100 MB and well under a second, and a 64 MB font (the unpacked cap) fits.
 */
const BOUNDS = { heapMb: 256, timeMs: 15_000 };
/** Parses at once per process, so uploads together cannot multiply the heap limit; the rest wait. */
const MAX_RUNNING = 2;
/** Compiled (dist/), the task is plain JavaScript; from the TypeScript sources its entry registers a loader first. */
const TASK_FILE = new URL(
  import.meta.url.endsWith('.ts') ? './font-parse-task-entry.js' : './font-parse-task.js',
  import.meta.url,
);

let running = 0;
const waiting: (() => void)[] = [];

/**
 * Reads an uploaded font (font-reader.ts) in a thread of its own: fontkit and the WOFF2 decoder
 * meet untrusted bytes where running out of memory or time ends that thread, not the process (a
 * 422 on `file`). A fresh thread for each font, so nothing one font did stays for the next.
 */
export async function parseInWorker(bytes: Buffer, container: Container): Promise<ParsedFont> {
  while (running >= MAX_RUNNING) await new Promise<void>((r) => waiting.push(r));
  running++;
  let outcome;
  try {
    outcome = await runInBoundedWorker<FontParseOutcome>(
      TASK_FILE,
      { bytes, container } satisfies FontParseRequest,
      BOUNDS,
    );
  } finally {
    running--;
    waiting.shift()?.();
  }
  if ('exceeded' in outcome) throw refuse(tooComplex(outcome.exceeded, BOUNDS));
  if ('refused' in outcome.message) throw refuse(outcome.message.refused);
  const { data } = outcome.message.font;
  return { ...outcome.message.font, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
}
