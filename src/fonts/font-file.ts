import { checkCmap } from './cmap-check.js';
import { parseInWorker } from './font-parse-worker.js';
import type { Container, ParsedFont } from './font-reader.js';
import {
  COLLECTION,
  DAMAGED,
  MAX_FONT_BYTES,
  MAX_UNPACKED_BYTES,
  NOT_A_FONT,
  refuse,
  TOO_LARGE,
  unpacksTo,
} from './font-refusals.js';
import { woff2Sizes } from './woff2-directory.js';
import { woffUnpackedSize } from './woff.js';

/** By the first four bytes only: names and declared types are not trusted. */
function containerOf(bytes: Buffer): Container | 'collection' | null {
  if (bytes.length < 12) return null;
  const tag = bytes.toString('latin1', 0, 4);
  if (tag === '\u0000\u0001\u0000\u0000' || tag === 'OTTO' || tag === 'true') return 'sfnt';
  if (tag === 'wOFF') return 'woff';
  if (tag === 'wOF2') return 'woff2';
  if (tag === 'ttcf') return 'collection';
  return null;
}

/**
 * An uploaded font made safe to keep: recognised by its bytes; refused by bounded reads of its
 * tables where they declare too much (a WOFF or WOFF2 unpacking past the cap, a cmap listing more
 * than Unicode); then unwrapped and parsed in a worker with a heap and a time limit (font-parse-worker.ts).
 * Anything wrong is a 422 on `file`.
 */
export async function parseFontFile(bytes: Buffer): Promise<ParsedFont> {
  if (bytes.length > MAX_FONT_BYTES) throw refuse(TOO_LARGE);
  const container = containerOf(bytes);
  if (!container) throw refuse(NOT_A_FONT);
  if (container === 'collection') throw refuse(COLLECTION);
  // Refused here without a thread's start when the bounded reads can tell; a wrapped font's cmap is checked once unwrapped.
  if (container === 'sfnt') checkCmap(bytes);
  else checkUnpackedSize(bytes, container);
  return parseInWorker(bytes, container);
}

function checkUnpackedSize(bytes: Buffer, container: 'woff' | 'woff2'): void {
  // Both formats declare the unpacked size (totalSfntSize) at byte 16 of their header.
  const declared = bytes.readUInt32BE(16);
  if (declared > MAX_UNPACKED_BYTES) throw refuse(unpacksTo(declared));
  if (container === 'woff') {
    let size: number;
    try {
      size = woffUnpackedSize(bytes);
    } catch {
      throw refuse(DAMAGED);
    }
    if (size > MAX_UNPACKED_BYTES) throw refuse(unpacksTo(size));
    return;
  }
  const sizes = woff2Sizes(bytes);
  if (!sizes) throw refuse(DAMAGED);
  if (sizes.collection) throw refuse(COLLECTION);
  const largest = Math.max(sizes.sfnt, sizes.stream);
  if (largest > MAX_UNPACKED_BYTES) throw refuse(unpacksTo(largest));
  // The decoder would inflate the stream, then find the tables do not fit the font the header declares.
  if (sizes.sfnt > declared) throw refuse(DAMAGED);
}
