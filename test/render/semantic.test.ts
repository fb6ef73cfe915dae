import jsQRModule from 'jsqr';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScene } from '../../src/render/backends/render-scene.js';
import { buildScene } from '../../src/render/scene/scene.js';
import type { OutputFormat, RenderRequest, SceneAssets } from '../../src/render/base/types.js';
import { assets, decodePng, design, pdfToPng, pixel, poppler, smallImages } from './helpers.js';

// jsqr is CommonJS with types that declare an ES default export; at run time the import is the function.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

let images: SceneAssets;
beforeAll(async () => {
  images = await assets(['https://img.test/photo.jpg', (await smallImages()).jpeg]);
});

const render = async (req: RenderRequest) => (await renderScene(buildScene(req), images)).data;

/** RGBA pixels of any output format; PDF rasterised by pdftoppm at 96 dpi (1 px per CSS px). */
async function pixels(
  data: Buffer,
  format: OutputFormat,
): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const image = format === 'pdf' ? pdfToPng(data) : data;
  const { data: raw, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(raw.buffer, raw.byteOffset, raw.byteLength),
    width: info.width,
    height: info.height,
  };
}

describe('semantic checks', () => {
  const qrDesign = design(240, 240, [
    { layer: 'qr', type: 'qr_code', x: 20, y: 20, width: 200, height: 200, qr_content: 'template default' },
  ]);

  it.each(['png', 'jpeg', 'webp', 'pdf'] as const)(
    'the QR code in %s output decodes to the variant content',
    async (format) => {
      const content = `https://snapforge.dev/s/${format}?id=42`;
      const out = await render({ design: qrDesign, variants: [{ layer: 'qr', qr_content: content }], format });
      const img = await pixels(out, format);
      expect(jsQR(img.data, img.width, img.height)?.data).toBe(content);
    },
  );

  it('puts a background_color variant at the layer pixels, and only there', async () => {
    const d = design(
      200,
      100,
      [{ layer: 'badge', type: 'empty', x: 50, y: 20, width: 100, height: 60, background_color: '#0000ff' }],
      '#ffffff',
    );
    const png = decodePng(
      await render({ design: d, variants: [{ layer: 'badge', background_color: '#ff0000' }], format: 'png' }),
    );
    expect(pixel(png, 100, 50)).toEqual([255, 0, 0, 255]);
    expect(pixel(png, 51, 21)).toEqual([255, 0, 0, 255]);
    expect(pixel(png, 10, 50)).toEqual([255, 255, 255, 255]);
    expect(pixel(png, 160, 50)).toEqual([255, 255, 255, 255]);
  });

  const card = design(1200, 630, [
    {
      layer: 'title',
      type: 'text',
      x: 60,
      y: 60,
      width: 700,
      height: 200,
      text: 'Quarterly report: revenue grew by twelve percent',
      font_size: 48,
      font_weight: 'bold',
    },
    {
      layer: 'body',
      type: 'text',
      x: 60,
      y: 280,
      width: 700,
      height: 120,
      text: 'Mixed scripts: مرحبا بالعالم and שלום עולם in one line.',
      font_size: 26,
      font_family: 'serif',
    },
    {
      layer: 'code',
      type: 'barcode',
      x: 60,
      y: 440,
      width: 400,
      height: 120,
      barcode_content: '590123412345',
      symbology: 'ean13',
    },
    {
      layer: 'photo',
      type: 'image',
      x: 820,
      y: 60,
      width: 320,
      height: 240,
      image_url: 'https://img.test/photo.jpg',
      border_radius: 24,
    },
    { layer: 'qr', type: 'qr_code', x: 900, y: 360, width: 200, height: 200, qr_content: 'https://snapforge.dev' },
  ]);

  it('writes PDF text as real text in embedded font subsets', async () => {
    const pdf = await render({ design: card, format: 'pdf' });
    const text = poppler('pdftotext', pdf).replace(/\s+/g, ' ');
    expect(text).toContain('Quarterly report: revenue grew by twelve percent');
    expect(text).toContain('Mixed scripts:');
    expect(text).toContain('5901234123457');
    const fonts = poppler('pdffonts', pdf)
      .split('\n')
      .slice(2)
      .filter((l) => l.trim() !== '');
    expect(fonts.map((l) => l.split(/\s+/)[0].replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(
      [
        'Inter-Bold',
        'NotoSansArabic-Regular',
        'NotoSansHebrew-Regular',
        'NotoSerif-Regular',
        'RobotoMono-Regular',
      ].sort(),
    );
    for (const line of fonts) expect(line, line).toMatch(/\byes\s+yes\s+yes\b/); // embedded, subset, ToUnicode
  });

  it('sizes the PDF page at 0.75 pt per pixel', async () => {
    const pdf = await render({ design: card, format: 'pdf' });
    expect(poppler('pdfinfo', pdf)).toMatch(/Page size:\s+900 x 472\.5 pts/);
  });

  it('draws the same picture in PNG and PDF (one layout, two backends)', async () => {
    const png = await pixels(await render({ design: card, format: 'png' }), 'png');
    const pdf = await pixels(await render({ design: card, format: 'pdf' }), 'pdf');
    expect([pdf.width, pdf.height]).toEqual([png.width, png.height]);
    const differing = pixelmatch(png.data, pdf.data, undefined, png.width, png.height, { threshold: 0.2 });
    // Rasterisers antialias glyph edges differently; misplaced lines or words would differ by far more.
    expect(differing / (png.width * png.height)).toBeLessThan(0.01);
  });

  it('writes emoji in PDF as monochrome outline glyphs that stay text', async () => {
    const d = design(300, 100, [
      { layer: 't', type: 'text', x: 10, y: 10, width: 280, height: 80, text: 'Launch 🚀 today' },
    ]);
    const pdf = await render({ design: d, format: 'pdf' });
    expect(poppler('pdftotext', pdf)).toContain('🚀');
    expect(poppler('pdffonts', pdf)).toContain('NotoEmoji-Regular');
  });
});
