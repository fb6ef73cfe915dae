import { promisify } from 'node:util';
import { constants, deflate as deflateCb } from 'node:zlib';

/**
 * One frame of an animated PNG, encoded in a render thread: the rectangle that changed as zlib data
 * (apng-writer.ts puts it in an IDAT or fdAT chunk). Rows are filtered Up and deflated with zlib's
 * run-length strategy, as the still PNG encoder does (png-bands.ts). An opaque clip is RGB, a
 * transparent one RGBA with straight alpha.
 */

const DEFLATE = { level: 1, strategy: constants.Z_RLE };
const deflate = promisify(deflateCb);
const UP = 2;

/** `rgba`: the rectangle's pixels, straight alpha; `channels` 3 drops the alpha. */
export function encodeApngFrame(rgba: Uint8Array, width: number, height: number, channels: 3 | 4): Promise<Buffer> {
  const stride = width * channels + 1;
  const rows = Buffer.allocUnsafe(stride * height);
  const line = Buffer.allocUnsafe(width * channels);
  const previous = Buffer.alloc(width * channels);
  for (let y = 0; y < height; y++) {
    const from = y * width * 4;
    if (channels === 4) line.set(rgba.subarray(from, from + width * 4));
    else for (let x = 0, i = from, o = 0; x < width; x++, i += 4, o += 3) line.set(rgba.subarray(i, i + 3), o);
    const out = y * stride;
    rows[out] = UP;
    for (let i = 0; i < line.length; i++) rows[out + 1 + i] = (line[i] - previous[i]) & 255;
    line.copy(previous);
  }
  return deflate(rows, DEFLATE);
}
