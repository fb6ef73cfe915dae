import { ValidationError } from '../errors/validation-error.js';
import { BoundedWorkers, movable, taskFile } from '../ops/bounded-worker.js';
import type { BundleUnpackOutcome } from './bundle-unpack-task.js';

/**
 * An unpacking's heap and time, the thread's start included: the bytes themselves live outside the
 * heap, and a bundle at every bound (300 entries, 128 MB) unpacks in a second or two. Two at once per process.
 */
const unpackings = new BoundedWorkers<BundleUnpackOutcome>(
  taskFile('bundle-unpack-task', import.meta.url),
  { heapMb: 128, timeMs: 20_000 },
  2,
);

/**
 * A bundle's entries (bundle-reader.ts), unpacked in a thread of its own: the request thread (and
 * every other request, /healthz included) never waits on an inflate, and a bundle that runs out of
 * the thread's bounds is a 422 on `file`. The ZIP's bytes move to the thread: `zip` may be detached after.
 */
export async function unpackBundle(zip: Uint8Array): Promise<Map<string, Buffer>> {
  const bytes = movable(zip);
  const outcome = await unpackings.run(bytes, [bytes.buffer]);
  if ('exceeded' in outcome) {
    const { heapMb, timeMs } = unpackings.bounds;
    const took = outcome.exceeded === 'memory' ? `${heapMb} MB of memory` : `${timeMs / 1000} seconds`;
    throw ValidationError.of('file', `The bundle is too complex to unpack: unpacking it took more than ${took}.`);
  }
  if ('refused' in outcome.message) throw ValidationError.of('file', outcome.message.refused);
  return new Map(outcome.message.entries.map(([name, b]) => [name, Buffer.from(b.buffer, b.byteOffset, b.byteLength)]));
}
