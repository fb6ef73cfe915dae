// A Figma-import worker's whole life: read one file's JSON (figma-file.ts), post the drafts (image bytes moved), end.
import { parentPort, workerData } from 'node:worker_threads';
import { ValidationError } from '../../errors/validation-error.js';
import type { DraftDesign } from '../draft-design.js';
import { readFigmaFile } from './figma-file.js';

export interface FigmaImportRequest {
  json: Uint8Array;
  images: [string, Uint8Array][];
  frame?: string;
}
export type FigmaImportOutcome = { drafts: DraftDesign[] } | { refused: { field: string; message: string } };

const { json, images, frame } = workerData as FigmaImportRequest;
try {
  const drafts = readFigmaFile(json, new Map(images), frame);
  const moved = drafts.flatMap((d) =>
    d.layers.flatMap((l) => (l.image?.kind === 'encoded' ? [l.image.bytes.buffer as ArrayBuffer] : [])),
  );
  parentPort!.postMessage({ drafts } satisfies FigmaImportOutcome, [...new Set(moved)]);
} catch (e) {
  // Anything but a refusal is a fault of ours: it surfaces as the worker's error.
  if (!(e instanceof ValidationError)) throw e;
  const [field, messages] = Object.entries(e.errors)[0] ?? ['file', [e.message]];
  parentPort!.postMessage({ refused: { field, message: messages[0] } } satisfies FigmaImportOutcome);
}
