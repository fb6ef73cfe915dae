import { describe, expect, it } from 'vitest';
import { buildScene } from '../../src/render/scene/scene.js';
import { layoutText } from '../../src/render/text/text-layout.js';
import { createCanvasMeasurer } from '../../src/render/text/text-measurer.js';
import type { TextNode } from '../../src/render/base/types.js';
import { goldenRenderer } from './golden-cases.js';
import { decodePng, design, expectGolden, pdfText, pixel } from './helpers.js';

// Markup text layers (docs/rendering.md "Mixed styles"): layout over spans (the grammar's own tests are beside it,
// src/design/markup/markup.test.ts), golden images in PNG
// and in PDF rasterised by pdftoppm (new goldens are written on their first run), and the PDF's text.

const { render, raster } = goldenRenderer();
const measurer = createCanvasMeasurer();
const markup = (props: Record<string, unknown>) => ({
  type: 'text',
  font_size: 16,
  color: '#111827',
  text_format: 'markup',
  ...props,
});
/** The text node a layer becomes, laid out. */
const laidOut = (layer: Record<string, unknown>) => {
  const node = buildScene({ design: design(400, 400, [layer]), format: 'png' }).nodes[0] as TextNode;
  return { node, layout: layoutText(node, measurer) };
};

// The docs example (docs/rendering.md "Mixed styles"): keep the two in step.
const PARAGRAPH = {
  design: design(300, 200, [
    markup({
      layer: 'paragraph',
      x: 10,
      y: 10,
      width: 280,
      height: 180,
      align: 'justify',
      line_height: 1.3,
      background_padding: 2,
      background_radius: 3,
      text:
        'Mixed <b>bold</b>, <i>italic</i> and <span color="#dc2626" font_size="24">big red</span> words in a paragraph that wraps: ' +
        '<u>underlined <b>and bold</b></u>, <s>struck</s>, a <span background_color="#fde047">highlighted phrase</span> and ' +
        '<span font_family="serif" font_weight="700" color="#2563eb">serif bold blue</span> to the end.',
    }),
  ]),
};

const BIDI = {
  design: design(300, 200, [
    markup({
      layer: 'english',
      x: 10,
      y: 20,
      width: 280,
      height: 70,
      font_size: 20,
      text: 'Offer: <span color="#16a34a" font_weight="bold">خصم ٢٠٪ اليوم</span> on <i>every</i> order.',
    }),
    markup({
      layer: 'arabic',
      x: 10,
      y: 110,
      width: 280,
      height: 70,
      font_size: 20,
      direction: 'rtl',
      text: 'عرض <b><span color="#dc2626">SALE 20%</span></b> اليوم فقط',
    }),
  ]),
};

const FIT = {
  design: design(300, 200, [
    markup({
      layer: 'fit',
      x: 10,
      y: 10,
      width: 280,
      height: 80,
      font_size: 40,
      auto_fit: true,
      text: 'Auto-fit <b>scales</b> <span font_size="60" color="#16a34a">every</span> span <i>together</i> into the box',
    }),
    markup({
      layer: 'clamp',
      x: 10,
      y: 110,
      width: 280,
      height: 80,
      max_lines: 2,
      text: 'Max lines cut <b>this text</b> after two lines, <span color="#dc2626">even inside a span that runs on and on</span> past the end of the box.',
    }),
  ]),
};

const CASES = [
  ['markup-paragraph', PARAGRAPH],
  ['markup-bidi', BIDI],
  ['markup-fit', FIT],
] as const;

describe('markup golden images', () => {
  it.each(CASES)('%s (PNG)', async (name, req) => {
    expectGolden(name, await raster(req, 'png'));
  });
  it.each(CASES)('%s (PDF through pdftoppm)', async (name, req) => {
    expectGolden(`${name}-pdf`, await raster(req, 'pdf'), 0.01);
  });
});

describe('markup in PDF', () => {
  it('keeps the runs real text: pdftotext reads back the plain text, Arabic spans in logical order', async () => {
    const arabic = {
      design: design(300, 100, [
        markup({
          layer: 'ar',
          x: 10,
          y: 10,
          width: 280,
          height: 80,
          font_size: 24,
          direction: 'rtl',
          text: 'خصم <b><span color="#dc2626">عرض</span></b>',
        }),
      ]),
    };
    expect(pdfText(await render({ ...arabic, format: 'pdf' }))).toBe('خصم عرض');
    const paragraph = pdfText(await render({ ...PARAGRAPH, format: 'pdf' })).replace(/\s+/g, ' ');
    expect(paragraph).toBe(
      'Mixed bold, italic and big red words in a paragraph that wraps: underlined and bold, struck, a highlighted phrase and serif bold blue to the end.',
    );
  });
});

const near = (got: number[], want: number[], by = 40) => want.every((c, i) => Math.abs(got[i] - c) <= by);
const count = (
  png: ReturnType<typeof decodePng>,
  match: (p: number[]) => boolean,
  [x0, y0, x1, y1] = [0, 0, png.width, png.height],
) => {
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (match(pixel(png, x, y))) n++;
  return n;
};

describe.each(['png', 'pdf'] as const)('markup pixels in %s', (format) => {
  it('draws each span in its colour, and a span background behind its words only', async () => {
    const png = decodePng(await raster(PARAGRAPH, format));
    expect(
      count(png, (p) => near(p, [220, 38, 38])),
      'big red',
    ).toBeGreaterThan(150);
    expect(
      count(png, (p) => near(p, [37, 99, 235])),
      'serif bold blue',
    ).toBeGreaterThan(100);
    expect(
      count(png, (p) => near(p, [253, 224, 71], 12)),
      'the highlighted phrase',
    ).toBeGreaterThan(800);
  });
});

describe('layout over spans', () => {
  it('lays out a markup text without tags as the plain text', () => {
    const text = 'The quick brown fox jumps over the lazy dog while the cat watches from the windowsill.';
    const plain = laidOut({
      layer: 'a',
      type: 'text',
      x: 0,
      y: 0,
      width: 200,
      height: 300,
      text,
      align: 'justify',
    }).layout;
    const tagged = laidOut(
      markup({ layer: 'a', x: 0, y: 0, width: 200, height: 300, font_size: 32, text, align: 'justify' }),
    ).layout;
    const placed = (l: typeof plain) => l.pieces.map((p) => [p.text, p.x, p.baseline]);
    expect(placed(tagged)).toEqual(
      placed(
        laidOut({
          layer: 'a',
          type: 'text',
          x: 0,
          y: 0,
          width: 200,
          height: 300,
          font_size: 32,
          text,
          align: 'justify',
        }).layout,
      ),
    );
    expect(plain.lines.length).toBeGreaterThan(2);
  });

  it('measures each span at its own size and face, and wraps across spans', () => {
    const { layout } = laidOut(
      markup({
        layer: 'a',
        x: 0,
        y: 0,
        width: 400,
        height: 300,
        text: 'small <span font_size="32">big</span> <b>bold</b> <i>italic</i>',
      }),
    );
    const piece = (t: string) => layout.pieces.find((p) => p.text === t)!;
    expect(piece('small').size).toBe(16);
    expect(piece('big').size).toBe(32);
    expect(piece('bold').face.face.weight).toBe(700);
    expect(piece('italic').face.face.italic).toBe(true);
    expect(piece('big').x).toBeGreaterThan(piece('small').x + piece('small').width);
  });

  it('lets the tallest span set its line height', () => {
    const lines = (text: string) =>
      laidOut(markup({ layer: 'a', x: 0, y: 0, width: 60, height: 300, line_height: 1.5, text })).layout.rows.map(
        (r) => r.baseline,
      );
    // One word a line; the third, "big" at 40 px, has a 60 px line box, the others 24 px, each
    // baseline placed by half-leading in its own box.
    const [a, b, c, d] = lines('one two <span font_size="40">big</span> three');
    expect(b - a).toBeCloseTo(24, 5);
    expect(c - b).toBeGreaterThan(45);
    expect(d - c).toBeGreaterThan(30);
    expect(d - a).toBeCloseTo(24 + 24 + 60, 5);
  });

  it('auto-fit scales every span by the same factor', () => {
    const { layout } = laidOut(
      markup({
        layer: 'a',
        x: 0,
        y: 0,
        width: 200,
        height: 40,
        font_size: 40,
        auto_fit: true,
        text: 'fit <span font_size="60">all</span> of this',
      }),
    );
    const size = (t: string) => layout.pieces.find((p) => p.text === t)!.size;
    expect(layout.fontSize).toBeLessThan(40);
    expect(size('all') / size('fit')).toBeCloseTo(1.5, 5);
    expect(layout.lines).toEqual(['fit all of this']);
  });

  it('ends a clamped text with an ellipsis in the style of the last letter kept', () => {
    const { layout } = laidOut(
      markup({
        layer: 'a',
        x: 0,
        y: 0,
        width: 150,
        height: 300,
        max_lines: 1,
        text: 'plain <span color="#ff0000" font_size="20">red words run on and on</span>',
      }),
    );
    expect(layout.truncated).toBe(true);
    const last = layout.pieces.at(-1)!;
    expect(last.text.endsWith('\u2026')).toBe(true);
    expect(last.size).toBe(20);
  });
});
