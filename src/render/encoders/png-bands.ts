import { endianness } from 'node:os';
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';
import { encodeBands, type KeptBands } from './bands.js';

/**
 * Opaque PNG in bands: each band of 128 rows is deflated on its own and ends with a full flush, so
 * it refers to no byte before it and the bands join into one zlib stream. A band's bytes depend only
 * on its pixels (bands.ts). Rows are RGB filtered Up, deflated by zlib with its run-length strategy:
 * on the standard card 18% smaller than unfiltered rows at level 1, for 35% less CPU (issue 33,
 * docs/performance.md). The zlib stream's Adler-32 is combined from the bands' own.
 */

/** Z_RLE finds only runs (matches at distance 1), which is what Up-filtered rows repeat: no hash chains to walk. */
const DEFLATE = { level: 1, strategy: constants.Z_RLE, finishFlush: constants.Z_FULL_FLUSH };
const BAND_ROWS = 128;
const ADLER_BASE = 65521;
/** Pixels between reductions of the Adler sums: 512 RGB pixels keep them under 2^31. */
const ADLER_RUN = 512;

const deflate = promisify(deflateRaw);

export interface PngBand {
  deflated: Buffer;
  /** Adler-32 and length of the band's filtered rows. */
  adler: number;
  length: number;
}

/** Encodes premultiplied RGBA pixels that are opaque (alpha 255) as an RGB PNG; `kept` as encodeBands takes it. */
export async function encodePng(
  pixels: Buffer,
  width: number,
  height: number,
  kept?: { pixels: Buffer; bands: KeptBands<PngBand> },
): Promise<Buffer> {
  const bands = await encodeBands(pixels, width, height, BAND_ROWS, kept, async (band, rows) => {
    const { filtered, adler } = filteredRows(band, width, rows);
    const deflated = await deflate(filtered, DEFLATE);
    return { deflated, adler, length: filtered.length };
  });
  let adler = 1;
  for (const band of bands) adler = combineAdler(adler, band.adler, band.length);
  const trailer = Buffer.alloc(6);
  trailer[0] = 0x03; // an empty final block (fixed Huffman, end of block)
  trailer.writeUInt32BE(adler, 2);
  return png(width, height, [ZLIB_HEADER, ...bands.map((b) => b.deflated), trailer]);
}

/** Deflate, 32 KB window, fastest: what zlib writes at level 1. */
const ZLIB_HEADER = Buffer.from([0x78, 0x01]);
export const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function png(width: number, height: number, idat: Buffer[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  return Buffer.concat([SIGNATURE, ...chunk('IHDR', [header]), ...chunk('IDAT', idat), ...chunk('IEND', [])]);
}

/** A PNG chunk (length, type, data, CRC) as the parts to write; APNG's chunks too (motion/apng-writer.ts). */
export function chunk(type: string, parts: Buffer[]): Buffer[] {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(
    parts.reduce((n, p) => n + p.length, 0),
    0,
  );
  head.write(type, 4, 'latin1');
  const crc = parts.reduce((c, p) => crc32(p, c), crc32(head.subarray(4)));
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc, 0);
  return [head, ...parts, tail];
}

/** Where R, G and B sit in a pixel read as one 32-bit word of RGBA bytes. */
const [R, G, B] = endianness() === 'LE' ? [0, 8, 16] : [24, 16, 8];
const NONE = 0;
const UP = 2;

/**
 * The band's rows as PNG scanlines (RGB, filtered Up: each byte less the one above it) with their
 * Adler-32, in one pass. The band's first row is filtered None, which is Up with nothing above:
 * the band's bytes then depend on its own pixels only (bands.ts).
 */
function filteredRows(rgba: Buffer, width: number, rows: number): { filtered: Buffer; adler: number } {
  // A pixel at a time as a word: ~25% faster than by bytes. Canvas read-backs are aligned; a copy if not.
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : Buffer.from(rgba);
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length / 4);
  const nothingAbove = new Uint32Array(width);
  const filtered = Buffer.allocUnsafe((width * 3 + 1) * rows);
  let a = 1;
  let b = 0;
  let o = 0;
  for (let y = 0; y < rows; y++) {
    const row = words.subarray(y * width, (y + 1) * width);
    const above = y === 0 ? nothingAbove : words.subarray((y - 1) * width, y * width);
    const filter = y === 0 ? NONE : UP;
    filtered[o++] = filter;
    a += filter;
    b += a;
    for (let x0 = 0; x0 < width; x0 += ADLER_RUN) {
      const end = Math.min(width, x0 + ADLER_RUN);
      for (let x = x0; x < end; x++) {
        const word = row[x];
        const up = above[x];
        // The four bytes of word - up at once (SWAR): no borrow crosses from one byte to the next.
        const d = ((word | 0x80808080) - (up & 0x7f7f7f7f)) ^ ((word ^ ~up) & 0x80808080);
        const r = (d >>> R) & 255;
        const g = (d >>> G) & 255;
        const bl = (d >>> B) & 255;
        filtered[o] = r;
        filtered[o + 1] = g;
        filtered[o + 2] = bl;
        a += r;
        b += a;
        a += g;
        b += a;
        a += bl;
        b += a;
        o += 3;
      }
      a %= ADLER_BASE;
      b %= ADLER_BASE;
    }
  }
  return { filtered, adler: ((b << 16) | a) >>> 0 };
}

/** zlib's adler32_combine: the Adler-32 of two byte runs joined, from each one's and the second's length. */
function combineAdler(first: number, second: number, secondLength: number): number {
  const rem = secondLength % ADLER_BASE;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % ADLER_BASE;
  sum1 += (second & 0xffff) + ADLER_BASE - 1;
  sum2 += (first >>> 16) + (second >>> 16) + ADLER_BASE - rem;
  sum1 %= ADLER_BASE;
  sum2 %= ADLER_BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}
