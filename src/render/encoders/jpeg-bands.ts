import sharp from 'sharp';
import { encodeBands, type KeptBands } from './bands.js';

/**
 * JPEG in bands: libvips encodes each band of 128 rows as its own JPEG, and the bands' entropy-coded
 * data is joined with restart markers (DRI) under one header. A JPEG with a restart interval of
 * exactly one band decodes the same: at a restart the encoder pads to a byte and resets the DC
 * predictors, as it does at the start of an image, and with 4:2:0 a 128-row band is whole MCU rows.
 * So a band's bytes depend only on its pixels (bands.ts). This needs the same tables in every band:
 * standard Huffman tables (`optimiseCoding: false`) and one quality.
 */

export const JPEG = { quality: 90, optimiseCoding: false } as const;

/** Eight MCU rows at 4:2:0: fewer bands cost less per render (~0.4 ms of libvips set-up each), smaller ones let a hit encode less. 64 cost a cold render 14 CPU ms against 10 for 128. */
const BAND_ROWS = 128;

interface Parsed {
  /** SOI up to the SOS marker, and the SOS segment. */
  head: Buffer;
  sos: Buffer;
  /** Offset of the SOF height field in `head`. */
  heightAt: number;
  mcuWidth: number;
  mcuHeight: number;
  data: Buffer;
}

/**
 * Encodes premultiplied RGBA pixels (opaque: alpha 255) as JPEG. With `kept`, bands whose pixels
 * equal `kept.pixels` take their bytes from `kept.bands` (and leave them there when encoded).
 */
export async function encodeJpeg(
  pixels: Buffer,
  width: number,
  height: number,
  kept?: { pixels: Buffer; bands: KeptBands<Buffer> },
): Promise<Buffer> {
  const bands = await encodeBands(pixels, width, height, BAND_ROWS, kept, (band, rows) =>
    sharp(band, { raw: { width, height: rows, channels: 4 } })
      .removeAlpha()
      .jpeg(JPEG)
      .toBuffer(),
  );
  return bands.length === 1 ? bands[0] : join(bands, height);
}

function join(bands: Buffer[], height: number): Buffer {
  const parsed = bands.map(parse);
  const first = parsed[0];
  const head = Buffer.from(first.head);
  head.writeUInt16BE(height, first.heightAt);
  const interval = Math.ceil(head.readUInt16BE(first.heightAt + 2) / first.mcuWidth) * (BAND_ROWS / first.mcuHeight);
  const dri = Buffer.from([0xff, 0xdd, 0x00, 0x04, interval >> 8, interval & 0xff]);
  const parts: Buffer[] = [head, dri, first.sos];
  parsed.forEach((p, i) => {
    if (!sameTables(p, first)) throw new Error('JPEG bands were encoded with different tables.');
    parts.push(p.data);
    if (i < parsed.length - 1) parts.push(Buffer.from([0xff, 0xd0 + (i % 8)]));
  });
  parts.push(Buffer.from([0xff, 0xd9]));
  return Buffer.concat(parts);
}

/** Equal headers but for the height. */
function sameTables(a: Parsed, b: Parsed): boolean {
  const h = b.heightAt;
  return (
    a.heightAt === h &&
    a.head.length === b.head.length &&
    a.sos.equals(b.sos) &&
    a.head.subarray(0, h).equals(b.head.subarray(0, h)) &&
    a.head.subarray(h + 2).equals(b.head.subarray(h + 2))
  );
}

/** Splits a baseline JPEG from libvips into header, scan header and entropy-coded data. */
function parse(jpeg: Buffer): Parsed {
  let at = 2;
  let heightAt = -1;
  let mcuWidth = 8;
  let mcuHeight = 8;
  while (at < jpeg.length && jpeg[at + 1] !== 0xda) {
    const length = jpeg.readUInt16BE(at + 2);
    if (jpeg[at + 1] === 0xc0) {
      heightAt = at + 5;
      for (let c = 0; c < jpeg[at + 9]; c++) {
        const sampling = jpeg[at + 11 + c * 3];
        mcuWidth = Math.max(mcuWidth, 8 * (sampling >> 4));
        mcuHeight = Math.max(mcuHeight, 8 * (sampling & 0x0f));
      }
    }
    at += 2 + length;
  }
  const sosEnd = at + 2 + jpeg.readUInt16BE(at + 2);
  if (heightAt < 0 || BAND_ROWS % mcuHeight !== 0 || jpeg.readUInt16BE(jpeg.length - 2) !== 0xffd9)
    throw new Error('Not a baseline JPEG in whole bands.');
  return {
    head: jpeg.subarray(0, at),
    sos: jpeg.subarray(at, sosEnd),
    heightAt,
    mcuWidth,
    mcuHeight,
    data: jpeg.subarray(sosEnd, jpeg.length - 2),
  };
}
