import pixelmatch from 'pixelmatch';
import { describe, expect, it } from 'vitest';
import { renderScene } from '../../src/render/backends/render-scene.js';
import { buildScene } from '../../src/render/scene/scene.js';
import type { PdfOptions, SceneAssets } from '../../src/render/base/types.js';
import { findPreset, printSize } from '../../src/templates/size-presets.js';
import {
  assets,
  decodePng,
  design,
  pdfText,
  pdfToPng,
  poppler,
  qpdfCheck,
  smallImages,
  uncompressedPdf,
} from './helpers.js';

/** A PDF of a template made from a size preset, as a snap renders it (designOf adds the preset's page size). */
async function pdfOf(
  size: string | null,
  pdf: PdfOptions = {},
  layers: Record<string, unknown>[] = [],
  images: SceneAssets = {},
): Promise<Buffer> {
  const preset = size ? findPreset(size)! : { width: 1200, height: 630 };
  const d = { ...design(preset.width, preset.height, layers, '#336699'), page: size ? printSize(size) : null };
  const data = (await renderScene(buildScene({ design: d, format: 'pdf', pdf }), images)).data;
  expect(qpdfCheck(data)).toContain('No syntax or stream encoding errors found');
  return data;
}

/** pdfinfo -box's boxes of the page, each as [x1, y1, x2, y2] in points. */
function boxes(pdf: Buffer): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const [, name, values] of poppler('pdfinfo', pdf, '-box').matchAll(/^(\w+Box):\s+(.*)$/gm))
    out[name] = values.trim().split(/\s+/).map(Number);
  return out;
}

/** The share of pixels that differ between two PNGs of one size. */
function pixelDifference(a: Buffer, b: Buffer): number {
  const [x, y] = [decodePng(a), decodePng(b)];
  expect([x.width, x.height]).toEqual([y.width, y.height]);
  return pixelmatch(x.data, y.data, undefined, x.width, x.height, { threshold: 0.1 }) / (x.width * x.height);
}

const near = (actual: number[], expected: number[]) => actual.forEach((v, i) => expect(v).toBeCloseTo(expected[i], 1));
const MM = 72 / 25.4;

describe('PDF page sizes', () => {
  it.each([
    ['a4-portrait', 595.28, 841.89],
    ['us-letter-portrait', 612, 792],
    ['business-card-us', 252, 144],
  ])('a %s template is a page of its physical size', async (size, width, height) => {
    const b = boxes(await pdfOf(size));
    near(b.MediaBox, [0, 0, width, height]);
    near(b.TrimBox, [0, 0, width, height]);
    near(b.BleedBox, [0, 0, width, height]);
  });

  it.each([
    ['a4-portrait', 595.28, 841.89],
    ['us-letter-portrait', 612, 792],
    ['business-card-us', 252, 144],
  ])('a %s template with 3 mm of bleed grows by it; the trim stays the design', async (size, width, height) => {
    const b = boxes(await pdfOf(size, { bleed: 3 }));
    const bleed = 3 * MM;
    near(b.MediaBox, [0, 0, width + 2 * bleed, height + 2 * bleed]);
    near(b.BleedBox, b.MediaBox);
    near(b.TrimBox, [bleed, bleed, width + bleed, height + bleed]);
  });

  it('with crop marks, the page reaches beyond the bleed for them', async () => {
    const b = boxes(await pdfOf('business-card-us', { bleed: 3, cropMarks: true }));
    const margin = (3 + 7) * MM;
    near(b.MediaBox, [0, 0, 252 + 2 * margin, 144 + 2 * margin]);
    near(b.TrimBox, [margin, margin, 252 + margin, 144 + margin]);
    near(b.BleedBox, [margin - 3 * MM, margin - 3 * MM, 252 + margin + 3 * MM, 144 + margin + 3 * MM]);
  });

  it('a screen template keeps 1 px = 0.75 pt', async () => {
    near(boxes(await pdfOf(null)).MediaBox, [0, 0, 900, 472.5]);
  });

  it('refuses a bleed beyond 10 mm', () => {
    expect(() => buildScene({ design: design(100, 100, []), format: 'pdf', pdf: { bleed: 11 } })).toThrow(
      'The bleed must be between 0 and 10 mm.',
    );
  });
});

const text = (layer: string, x: number, y: number, body: string) => ({
  layer,
  type: 'text',
  x,
  y,
  width: 400,
  height: 60,
  text: body,
  font_size: 24,
});

describe('PDF documents that can be kept', () => {
  it('is PDF 1.7 with its title, author, creator and language', async () => {
    const info = poppler(
      'pdfinfo',
      await pdfOf(null, { title: 'Spring sale', author: 'Acme' }, [text('t', 10, 10, 'Hello')]),
    );
    expect(info).toMatch(/^PDF version:\s+1\.7$/m);
    expect(info).toMatch(/^Title:\s+Spring sale$/m);
    expect(info).toMatch(/^Author:\s+Acme$/m);
    expect(info).toMatch(/^Creator:\s+Snapforge$/m);
    expect(info).toMatch(/^CreationDate:\s+\S/m);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
  });

  it('takes its language from the request, else from the text', async () => {
    const lang = (pdf: Buffer) =>
      /\/Lang \((.*?)\)/.exec(poppler('pdfinfo', pdf, '-meta') + pdf.toString('latin1'))?.[1];
    expect(lang(await pdfOf(null, { lang: 'fr-CA' }, [text('t', 10, 10, 'Bonjour')]))).toBe('fr-CA');
    expect(lang(await pdfOf(null, {}, [text('t', 10, 10, 'こんにちは世界')]))).toBe('ja');
    expect(lang(await pdfOf(null, {}, [text('t', 10, 10, 'Hello world')]))).toBe('en');
  });

  it('lists its paragraphs in reading order, whatever the layers’ order, and images with alternative text as figures', async () => {
    const layers = [
      text('bottom', 10, 400, 'Last paragraph'),
      { layer: 'bg', type: 'empty', x: 0, y: 0, width: 1200, height: 630, background_color: '#eeeeee' },
      text('top', 10, 10, 'First paragraph'),
      text('middle', 10, 200, 'Second paragraph'),
      { layer: 'code', type: 'qr_code', x: 600, y: 300, width: 100, height: 100, qr_content: 'https://example.com' },
      {
        layer: 'photo',
        type: 'image',
        x: 800,
        y: 100,
        width: 160,
        height: 120,
        image_url: 'https://example.com/a.jpg',
        alt: 'A harbour at dusk',
      },
      {
        layer: 'texture',
        type: 'image',
        x: 800,
        y: 450,
        width: 160,
        height: 120,
        image_url: 'https://example.com/a.jpg',
      },
    ];
    const pdf = await pdfOf(null, {}, layers, await assets(['https://example.com/a.jpg', (await smallImages()).jpeg]));
    const struct = poppler('pdfinfo', pdf, '-struct-text');
    // The photo (y 100) comes before the second paragraph (y 200); the untitled texture is decoration.
    expect(struct.replace(/\s+/g, ' ')).toMatch(
      /^Document P \(block\) "First paragraph" Figure "" P \(block\) "Second paragraph" Figure "" P \(block\) "Last paragraph" $/,
    );
    const raw = uncompressedPdf(pdf);
    expect(raw).toContain('/Alt (A harbour at dusk)');
    expect(raw).toContain('/Alt (https://example.com)');
    expect(pdfText(pdf)).toContain('First paragraph');
  });

  it('reads its words with their spaces in the structure, as pdftotext does, and draws them where the PNG does', async () => {
    const layers = [
      // Wrapped over three lines, justified: the spaces at the breaks and the stretched gaps read as one space each.
      { ...text('wrapped', 10, 10, 'Body text of the printed page.'), width: 160, height: 120, align: 'justify' },
      // Letter-spaced: each word is drawn with an /ActualText, in a marked-content sequence of its own.
      { ...text('spaced', 10, 200, 'Spaced out words'), letter_spacing: 4 },
      { ...text('lines', 10, 300, 'Line one\nLine two'), height: 80 },
      text('cjk', 10, 420, '日本語のテキスト'),
    ];
    const pdf = await pdfOf(null, {}, layers);
    const paragraphs = poppler('pdfinfo', pdf, '-struct-text')
      .split(/^\s*P \(block\)$/m)
      .slice(1)
      .map((p) => [...p.matchAll(/^\s*"(.*)"$/gm)].map((m) => m[1]).join(''));
    expect(paragraphs).toEqual([
      'Body text of the printed page.',
      'Spaced out words',
      'Line one Line two',
      '日本語のテキスト',
    ]);
    expect(pdfText(pdf).split(/\s+/)).toEqual([
      'Body',
      'text',
      'of',
      'the',
      'printed',
      'page.',
      'Spaced',
      'out',
      'words',
      'Line',
      'one',
      'Line',
      'two',
      '日本語のテキスト',
    ]);
    // The spaces are blank glyphs after each word: the page looks as the canvas draws it.
    const png = await renderScene(buildScene({ design: design(1200, 630, layers, '#336699'), format: 'png' }), {});
    expect(pixelDifference(pdfToPng(pdf), png.data)).toBeLessThan(0.01);
  });
});
