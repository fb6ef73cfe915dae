// A bundle-unpack worker's whole life: unpack one bundle (bundle-reader.ts), post its entries (moved, not copied), end.
import { parentPort, workerData } from 'node:worker_threads';
import { ValidationError } from '../errors/validation-error.js';
import { movable } from '../ops/bounded-worker.js';
import { readBundle } from './bundle-reader.js';

export type BundleUnpackOutcome = { entries: (readonly [string, Uint8Array])[] } | { refused: string };

try {
  const entries = [...readBundle(workerData as Uint8Array)].map(([name, bytes]) => [name, movable(bytes)] as const);
  parentPort!.postMessage(
    { entries } satisfies BundleUnpackOutcome,
    entries.map(([, b]) => b.buffer),
  );
} catch (e) {
  // Anything but a refusal is a fault of ours: it surfaces as the worker's error.
  if (!(e instanceof ValidationError)) throw e;
  parentPort!.postMessage({ refused: e.message } satisfies BundleUnpackOutcome);
}
