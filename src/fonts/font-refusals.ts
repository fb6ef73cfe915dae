import { ValidationError } from '../errors/validation-error.js';
import type { WorkerBounds } from '../ops/bounded-worker.js';

/** The largest upload accepted. */
export const MAX_FONT_BYTES = 20 * 1024 * 1024;
/** The largest font a WOFF or WOFF2 file may unpack to: checked from its header and table directory before anything is inflated. */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
/** Code points one character map may list: all of Unicode. fontkit lists every one of them in an array. */
export const MAX_MAPPED_CODE_POINTS = 0x110000;

export const NOT_A_FONT = 'The file must be a font.';
export const TOO_LARGE = `The file must not be greater than ${MAX_FONT_BYTES / 1024} kilobytes.`;
export const DAMAGED = 'The font is damaged or incomplete: it could not be read.';
export const NO_CMAP = 'The font has no usable character map (cmap): no character can be drawn with it.';
export const COLLECTION =
  'Font collections (.ttc, .dfont) are not accepted: upload each font of the collection on its own.';
export const BEYOND_UNICODE = "The font's character map (cmap) maps code points beyond Unicode (above U+10FFFF).";

export const unpacksTo = (bytes: number) =>
  `The font would unpack to ${Math.ceil(bytes / 1024 / 1024)} MB; at most ${MAX_UNPACKED_BYTES / 1024 / 1024} MB is accepted.`;
export const mapsTooMany = (codePoints: number) =>
  `The font's character map (cmap) maps ${codePoints} code points; at most ${MAX_MAPPED_CODE_POINTS} (all of Unicode) are accepted.`;

export const tooComplex = (exceeded: 'memory' | 'time', bounds: WorkerBounds) =>
  `The font is too complex to read: reading it took more than ${exceeded === 'memory' ? `${bounds.heapMb} MB of memory` : `${bounds.timeMs / 1000} seconds`}.`;

/** A font refused: a 422 on `file`. */
export const refuse = (message: string) => ValidationError.of('file', message);
