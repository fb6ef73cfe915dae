// A font-parse worker's whole life: read one font (font-reader.ts), post the outcome, end.
import { parentPort, workerData } from 'node:worker_threads';
import { ValidationError } from '../errors/validation-error.js';
import { readFont, type Container, type ParsedFont } from './font-reader.js';

export interface FontParseRequest {
  bytes: Uint8Array;
  container: Container;
}
export type FontParseOutcome = { font: Omit<ParsedFont, 'data'> & { data: Uint8Array } } | { refused: string };

const { bytes, container } = workerData as FontParseRequest;
try {
  const font = await readFont(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), container);
  // The font's bytes alone: they may be a view of the WOFF2 decoder's whole WebAssembly memory.
  const data = new Uint8Array(font.data);
  parentPort!.postMessage({ font: { ...font, data } } satisfies FontParseOutcome, [data.buffer]);
} catch (e) {
  // Anything but a refusal is a fault of ours: it surfaces as the worker's error.
  if (!(e instanceof ValidationError)) throw e;
  parentPort!.postMessage({ refused: e.message } satisfies FontParseOutcome);
}
