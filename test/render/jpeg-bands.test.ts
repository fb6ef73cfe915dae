import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { KeptBands } from '../../src/render/encoders/bands.js';
import { encodeJpeg, JPEG } from '../../src/render/encoders/jpeg-bands.js';

// 300x300: three bands (the last 44 rows, no whole MCU row), and a width that is no whole number of MCUs.
const WIDTH = 300;
const HEIGHT = 300;

/** Opaque premultiplied RGBA, as a canvas reads back: a gradient with a square of colour `c`. */
function pixels(c: number): Buffer {
  const data = Buffer.alloc(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 4;
      const inSquare = x > 100 && x < 160 && y > 140 && y < 200;
      data.set(inSquare ? [c, 255 - c, 90, 255] : [x % 256, y, (x * y) % 256, 255], i);
    }
  }
  return data;
}

const decode = (jpeg: Buffer) => sharp(jpeg).raw().toBuffer();

describe('JPEG in bands', () => {
  it('decodes to the pixels one libvips JPEG of the whole image decodes to', async () => {
    const raw = pixels(10);
    const whole = await sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
      .removeAlpha()
      .jpeg(JPEG)
      .toBuffer();
    const banded = await encodeJpeg(raw, WIDTH, HEIGHT);
    expect(await sharp(banded).metadata()).toMatchObject({ width: WIDTH, height: HEIGHT });
    expect((await decode(banded)).equals(await decode(whole))).toBe(true);
  });

  it('keeps the bands equal to the kept pixels and reuses them, byte for byte', async () => {
    const kept = { pixels: pixels(10), bands: [] as KeptBands<Buffer> };
    const changed = pixels(200);
    const first = await encodeJpeg(changed, WIDTH, HEIGHT, kept);
    // The square spans rows 141-199: band 1 (128-255) differs, 0 and 2 are the kept pixels'.
    expect(Array.from({ length: 3 }, (_, b) => kept.bands[b] !== undefined)).toEqual([true, false, true]);
    expect(first.equals(await encodeJpeg(changed, WIDTH, HEIGHT))).toBe(true);
    expect((await encodeJpeg(changed, WIDTH, HEIGHT, kept)).equals(first)).toBe(true);
  });
});
