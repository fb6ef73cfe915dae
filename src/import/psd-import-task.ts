// A PSD-import worker's whole life: read one PSD (psd-reader.ts), post the draft (its pixels moved, not copied), end.
import { parentPort, workerData } from 'node:worker_threads';
import { ValidationError } from '../errors/validation-error.js';
import type { DraftDesign } from './draft-design.js';
import { readPsdDesign } from './psd-reader.js';

export interface PsdImportRequest {
  bytes: Uint8Array;
  fileName: string;
}
export type PsdImportOutcome = { draft: DraftDesign } | { refused: string };

const { bytes, fileName } = workerData as PsdImportRequest;
try {
  const draft = readPsdDesign(bytes, fileName);
  const moved = draft.layers.flatMap((l) => (l.image?.kind === 'rgba' ? [l.image.pixels.buffer as ArrayBuffer] : []));
  parentPort!.postMessage({ draft } satisfies PsdImportOutcome, [...new Set(moved)]);
} catch (e) {
  // Anything but a refusal is a fault of ours: it surfaces as the worker's error.
  if (!(e instanceof ValidationError)) throw e;
  parentPort!.postMessage({ refused: Object.values(e.errors).flat()[0] ?? e.message } satisfies PsdImportOutcome);
}
