import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderScene } from '../../src/render/backends/render-scene.js';
import { inkConversions } from '../../src/render/backends/pdf-ink-images.js';
import { buildScene } from '../../src/render/scene/scene.js';
import type { SceneAssets } from '../../src/render/base/types.js';
import { assets, decodePng, design, pdfToPng, poppler, qpdfCheck, smallImages, uncompressedPdf } from './helpers.js';

// Issue 46: a PDF/X-4's photo is converted to inks once per asset and embedded as a CMYK JPEG (DCTDecode),
// not as its inks deflated in every document (src/render/backends/pdf-ink-images.ts).

/** A 1200x630 card: a photo on the left, a photo with an alpha gradient on the right. */
const card = (photo: string, translucent: string) =>
  design(1200, 630, [
    { layer: 'photo', type: 'image', x: 0, y: 0, width: 600, height: 450, image_url: photo },
    { layer: 'fade', type: 'image', x: 700, y: 100, width: 400, height: 400, image_url: translucent },
  ]);

const render = async (images: SceneAssets, standard?: 'PDF/X-4') => {
  const scene = buildScene({ design: card('http://img/photo.jpg', 'http://img/fade.png'), format: 'pdf' });
  const out = await renderScene({ ...scene, pdf: { ...scene.pdf, ...(standard && { standard }) } }, images);
  return out.data;
};

/** Mean and largest difference of one channel between two PNGs of one size, over a box given in pixels. */
function difference(a: Buffer, b: Buffer, box: { x: number; y: number; width: number; height: number }) {
  const [x, y] = [decodePng(a), decodePng(b)];
  expect([x.width, x.height]).toEqual([y.width, y.height]);
  let [sum, most, n] = [0, 0, 0];
  for (let row = box.y; row < box.y + box.height; row++)
    for (let col = box.x; col < box.x + box.width; col++)
      for (let c = 0; c < 3; c++) {
        const i = (row * x.width + col) * 4 + c;
        const d = Math.abs(x.data[i] - y.data[i]);
        [sum, most, n] = [sum + d, Math.max(most, d), n + 1];
      }
  return { mean: sum / n, most };
}

/** The fixture's photo `width` wide, its hue turned by `hue` (a photo no other test converts in this thread), and a PNG with an alpha gradient. */
async function photos(width: number, hue: number): Promise<{ jpeg: Buffer; alphaPng: Buffer }> {
  const { jpeg: small, alphaPng } = await smallImages();
  const jpeg = await sharp(small).resize(width).modulate({ hue }).jpeg({ quality: 90 }).toBuffer();
  return { jpeg, alphaPng };
}

describe('PDF/X-4 photos', { timeout: 60_000 }, () => {
  it('embeds a photo as a CMYK JPEG (DCTDecode, DeviceCMYK) whose colours render as the plain PDF’s', async () => {
    const { jpeg, alphaPng } = await photos(640, 17);
    const images = await assets(['http://img/photo.jpg', jpeg], ['http://img/fade.png', alphaPng]);
    const plain = await render(images);
    const printed = await render(images, 'PDF/X-4');
    expect(qpdfCheck(printed)).toContain('No syntax or stream encoding errors found');

    // Both images are DCT-encoded inks; the fade's alpha is its soft mask; nothing is RGB.
    const list = [
      ...poppler('pdfimages', printed, '-list').matchAll(
        /^\s*\d+\s+\d+\s+(image|smask)\s+(\d+)\s+(\d+)\s+(\w+)\s+(\d)\s+\d+\s+(\w+)/gm,
      ),
    ];
    const rows = list.map(([, type, width, , color, comps, enc]) => `${type} ${width} ${color} ${comps} ${enc}`);
    expect(rows.sort()).toEqual(['image 120 cmyk 4 jpeg', 'image 640 cmyk 4 jpeg', 'smask 120 gray 1 image']);
    const whole = uncompressedPdf(printed);
    expect(whole).not.toContain('/DeviceRGB');
    // libjpeg writes CMYK as Adobe does, inverted: the Decode array reads it back.
    const dct = [...whole.matchAll(/<<[^>]*\/Filter \/DCTDecode[^>]*>>/g)].map((m) => m[0]);
    expect(dct).toHaveLength(2);
    for (const dict of dct) {
      expect(dict).toContain('/ColorSpace /DeviceCMYK');
      expect(dict).toMatch(/\/Decode \[\s*1 0 1 0 1 0 1 0\s*\]/);
    }

    // As poppler renders both (its own CMYK to RGB, not the profile's): within a few levels on average
    // (8.4 and 3.6 measured); inks read uninverted would be off by ~100.
    const [a, b] = [pdfToPng(plain), pdfToPng(printed)];
    const photo = difference(a, b, { x: 20, y: 20, width: 560, height: 410 });
    expect(photo.mean).toBeLessThan(12);
    const fade = difference(a, b, { x: 780, y: 120, width: 300, height: 360 });
    expect(fade.mean).toBeLessThan(12);
  });

  it('converts a photo once per thread: a second document, or the same bytes under another asset, converts nothing', async () => {
    const { jpeg, alphaPng } = await photos(320, 211);
    const images = await assets(['http://img/photo.jpg', jpeg], ['http://img/fade.png', alphaPng]);
    const before = inkConversions();
    const first = await render(images, 'PDF/X-4');
    const converted = inkConversions() - before;
    // The new photo at least (the fade too, unless the first test converted it in this thread).
    expect(converted).toBeGreaterThanOrEqual(1);
    const again = inkConversions();
    const second = await render(images, 'PDF/X-4');
    // Fetched again: new assets (new ids), the same bytes.
    const third = await render(
      await assets(['http://img/photo.jpg', Buffer.from(jpeg)], ['http://img/fade.png', Buffer.from(alphaPng)]),
      'PDF/X-4',
    );
    expect(inkConversions()).toBe(again);
    // The same inks in every document.
    const streams = (pdf: Buffer) =>
      poppler('pdfimages', pdf, '-list')
        .replace(/^.*?\n.*?\n/, '')
        .replace(/\s+\d+\s+0\s+/g, ' ');
    expect(streams(second)).toBe(streams(first));
    expect(streams(third)).toBe(streams(first));
  });
});
