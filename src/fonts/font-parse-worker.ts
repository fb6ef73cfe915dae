import { BoundedWorkers, taskFile } from '../ops/bounded-worker.js';
import type { FontParseOutcome, FontParseRequest } from './font-parse-task.js';
import type { Container, ParsedFont } from './font-reader.js';
import { refuse, tooComplex } from './font-refusals.js';

/**
 * A parse's heap and time, the thread's start included (about a second on a busy machine): fontkit
 * reads a bundled-size font in ~100 MB and well under a second, and a 64 MB font (the unpacked cap) fits.
 * Two parses at once per process; the rest wait.
 */
const parses = new BoundedWorkers<FontParseOutcome>(
  taskFile('font-parse-task', import.meta.url),
  { heapMb: 256, timeMs: 15_000 },
  2,
);

/**
 * Reads an uploaded font (font-reader.ts) in a thread of its own: fontkit and the WOFF2 decoder
 * meet untrusted bytes where running out of memory or time ends that thread, not the process (a
 * 422 on `file`).
 */
export async function parseInWorker(bytes: Buffer, container: Container): Promise<ParsedFont> {
  const outcome = await parses.run({ bytes, container } satisfies FontParseRequest);
  if ('exceeded' in outcome) throw refuse(tooComplex(outcome.exceeded, parses.bounds));
  if ('refused' in outcome.message) throw refuse(outcome.message.refused);
  const { data } = outcome.message.font;
  return { ...outcome.message.font, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
}
