import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { KeptBands } from '../../src/render/encoders/bands.js';
import { encodePng, type PngBand } from '../../src/render/encoders/png-bands.js';

// 700x300: three bands, the last of 44 rows; rows of 2,101 bytes, longer than the Adler run.
const WIDTH = 700;
const HEIGHT = 300;

/** Opaque premultiplied RGBA, as a canvas reads back: noise, so the sums wrap, with a square of colour `c`. */
function pixels(c: number): Buffer {
  const data = Buffer.alloc(WIDTH * HEIGHT * 4);
  let seed = 7;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const inSquare = x > 100 && x < 160 && y > 140 && y < 200;
      data.set(inSquare ? [c, 255 - c, 90, 255] : [seed >>> 24, y % 256, 255, 255], (y * WIDTH + x) * 4);
    }
  }
  return data;
}

/** The image data's zlib stream, inflated: zlib checks its Adler-32, which pngjs does not. */
function inflatedIdat(png: Buffer): Buffer {
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return inflateSync(Buffer.concat(idat));
}

/** pngjs checks every chunk's CRC; libvips (sharp) must read the same pixels. */
async function decode(png: Buffer, height = HEIGHT, width = WIDTH) {
  expect(inflatedIdat(png)).toHaveLength(height * (width * 3 + 1));
  const image = PNG.sync.read(png, { checkCRC: true });
  const vips = await sharp(png).ensureAlpha().raw().toBuffer();
  expect(vips.equals(image.data), 'sharp and pngjs decode the same pixels').toBe(true);
  return {
    width: image.width,
    height: image.height,
    colorType: (image as unknown as { colorType: number }).colorType,
    data: image.data,
  };
}

describe('PNG in bands', () => {
  it('is a valid RGB PNG of exactly the pixels', async () => {
    const raw = pixels(10);
    const image = await decode(await encodePng(raw, WIDTH, HEIGHT));
    expect(image).toMatchObject({ width: WIDTH, height: HEIGHT, colorType: 2 });
    expect(image.data.equals(raw)).toBe(true);
    // Pixels that do not start on a 4-byte boundary are read all the same.
    const shifted = Buffer.alloc(raw.length + 1).subarray(1);
    raw.copy(shifted);
    expect((await encodePng(shifted, WIDTH, HEIGHT)).equals(await encodePng(raw, WIDTH, HEIGHT))).toBe(true);
  });

  it('keeps the bands equal to the kept pixels and reuses them, byte for byte', async () => {
    const kept = { pixels: pixels(10), bands: [] as KeptBands<PngBand> };
    const changed = pixels(200);
    const first = await encodePng(changed, WIDTH, HEIGHT, kept);
    // The square spans rows 141-199: band 1 (128-255) differs, 0 and 2 are the kept pixels'.
    expect(Array.from({ length: 3 }, (_, b) => kept.bands[b] !== undefined)).toEqual([true, false, true]);
    expect(first.equals(await encodePng(changed, WIDTH, HEIGHT))).toBe(true);
    expect((await encodePng(changed, WIDTH, HEIGHT, kept)).equals(first)).toBe(true);
    expect((await decode(first)).data.equals(changed)).toBe(true);
  });

  it("is exactly a canvas's pixels: a photo, text and flat colour, as renders read them back", async () => {
    const [width, height] = [640, 300];
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#0f172a';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(
      await loadImage(readFileSync(new URL('../fixtures/render/photo.jpg', import.meta.url))),
      0,
      0,
      400,
      300,
    );
    ctx.fillStyle = 'rgba(255,255,255,0.96)';
    ctx.fillRect(300, 20, 320, 260);
    ctx.fillStyle = '#334155';
    ctx.font = '28px sans-serif';
    ctx.fillText('Snapforge, in bands', 320, 150);
    const raw = Buffer.from(canvas.data());
    const png = await encodePng(raw, width, height);
    expect((await decode(png, height, width)).data.equals(raw)).toBe(true);
  });
});
