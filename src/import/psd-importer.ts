import { ValidationError } from '../errors/validation-error.js';
import { BoundedWorkers, movable, taskFile } from '../ops/bounded-worker.js';
import type { DraftDesign } from './draft-design.js';
import { checkPsdHeader } from './psd-header.js';
import type { PsdImportOutcome, PsdImportRequest } from './psd-import-task.js';

/**
 * A read's heap and time, the thread's start included: a 30-layer 5 MB PSD reads in well under a
 * second; the decoded bitmaps live outside the heap and are bounded by the reader's own memory limit
 * (psd-reader.ts). Two at once per process; the rest wait (the pattern fonts and bundles use).
 */
const reads = new BoundedWorkers<PsdImportOutcome>(
  taskFile('psd-import-task', import.meta.url),
  { heapMb: 256, timeMs: 20_000 },
  2,
);

/**
 * A PSD as a draft design, read by ag-psd in a thread of its own (psd-import-task.ts) after its header's
 * bounds are checked here: a file that runs the thread out of memory or time is a 422 on `file`, and the
 * process goes on. The bytes move to the thread: `bytes` may be detached after.
 */
export async function importPsd(bytes: Uint8Array, fileName: string): Promise<DraftDesign> {
  checkPsdHeader(bytes);
  const data = movable(bytes);
  const outcome = await reads.run({ bytes: data, fileName } satisfies PsdImportRequest, [data.buffer]);
  if ('exceeded' in outcome) {
    const { heapMb, timeMs } = reads.bounds;
    const took = outcome.exceeded === 'memory' ? `${heapMb} MB of memory` : `${timeMs / 1000} seconds`;
    throw ValidationError.of('file', `The PSD cannot be imported: reading it took more than ${took}.`);
  }
  if ('refused' in outcome.message) throw ValidationError.of('file', outcome.message.refused);
  return outcome.message.draft;
}
