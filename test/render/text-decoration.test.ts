import { describe, expect, it } from 'vitest';
import { transformText } from '../../src/render/text/text-transform.js';
import { goldenRenderer } from './golden-cases.js';
import { decodePng, design, expectGolden, pdfText, pixel } from './helpers.js';

// Text decoration (docs/rendering.md "Text decoration"): golden images in PNG and in PDF rasterised
// by pdftoppm, and pixel checks a regression would fail. New goldens are written on their first run.

const { render, raster } = goldenRenderer();

const text = (props: Record<string, unknown>) => ({ type: 'text', font_size: 24, color: '#111827', ...props });

const HIGHLIGHT = {
  design: design(300, 200, [
    text({
      layer: 'highlighted',
      x: 10,
      y: 20,
      width: 280,
      height: 160,
      text: 'Highlighted headline\nHi\nthird line here',
      align: 'center',
      vertical_align: 'middle',
      line_height: 1.9,
      background_color: '#fde047',
      background_padding: 6,
      background_radius: 6,
    }),
  ]),
};

const OUTLINE = {
  design: design(300, 200, [
    { layer: 'photo', type: 'image', image_url: 'https://img.test/photo.jpg', x: 0, y: 0, width: 300, height: 200 },
    text({
      layer: 'headline',
      x: 10,
      y: 60,
      width: 280,
      height: 80,
      text: 'Outlined',
      font_size: 56,
      font_weight: 'bold',
      color: '#ffffff',
      align: 'center',
      vertical_align: 'middle',
      stroke_color: '#ff00ff',
      stroke_width: 3,
    }),
  ]),
};

const TRANSFORM_LINES = {
  design: design(300, 200, [
    text({
      layer: 'upper',
      x: 10,
      y: 10,
      width: 280,
      height: 40,
      text: 'uppercase straße',
      text_transform: 'uppercase',
    }),
    text({
      layer: 'capitalize',
      x: 10,
      y: 55,
      width: 280,
      height: 40,
      text: 'capitalize each word',
      text_transform: 'capitalize',
    }),
    text({ layer: 'underline', x: 10, y: 100, width: 280, height: 40, text: 'Underlined text', underline: true }),
    text({
      layer: 'strike',
      x: 10,
      y: 145,
      width: 280,
      height: 40,
      text: 'Struck text',
      strikethrough: true,
      color: '#b91c1c',
    }),
  ]),
};

const CASES = [
  ['text-highlight', HIGHLIGHT],
  ['text-outline', OUTLINE],
  ['text-transform-lines', TRANSFORM_LINES],
] as const;

describe('text decoration golden images', () => {
  it.each(CASES)('%s (PNG)', async (name, req) => {
    expectGolden(name, await raster(req, 'png'));
  });
  it.each(CASES)('%s (PDF through pdftoppm)', async (name, req) => {
    expectGolden(`${name}-pdf`, await raster(req, 'pdf'), 0.01);
  });
});

const YELLOW = [253, 224, 71];
const near = (got: number[], want: number[], by = 12) => want.every((c, i) => Math.abs(got[i] - c) <= by);

describe.each(['png', 'pdf'] as const)('text decoration pixels in %s', (format) => {
  it('draws a highlight box behind each line, as wide as that line', async () => {
    const png = decodePng(await raster(HIGHLIGHT, format));
    // The middle line, "Hi", is drawn from x = 139 to 160, its box (6 px padding) from 133 to 166, y 80 to 120;
    // the first line's box spans x = 28 to 271.
    expect(near(pixel(png, 136, 100), YELLOW), 'beside the short line, inside its padding').toBe(true);
    expect(near(pixel(png, 120, 100), [255, 255, 255]), 'beyond the short line, where the long line has its box').toBe(
      true,
    );
    expect(near(pixel(png, 120, 60), YELLOW), "the long first line's box at the same x").toBe(true);
    expect(near(pixel(png, 15, 60), [255, 255, 255]), 'beyond the long line').toBe(true);
  });

  it('draws the outline colour around the glyph edges, under a fill that keeps its colour', async () => {
    const png = decodePng(await raster(OUTLINE, format));
    let magenta = 0;
    let whiteBesideMagenta = 0;
    for (let y = 70; y < 130; y++) {
      for (let x = 10; x < 290; x++) {
        const [r, g, b] = pixel(png, x, y);
        if (!(r > 220 && g < 60 && b > 220)) continue;
        magenta++;
        for (const dx of [-4, -3, 3, 4]) if (near(pixel(png, x + dx, y), [255, 255, 255], 20)) whiteBesideMagenta++;
      }
    }
    expect(magenta).toBeGreaterThan(500);
    expect(whiteBesideMagenta).toBeGreaterThan(100);
  });

  it('draws underline and strikethrough as continuous lines across the words', async () => {
    const png = decodePng(await raster(TRANSFORM_LINES, format));
    const longestRun = (top: number, bottom: number, dark: (p: number[]) => boolean) => {
      let best = 0;
      for (let y = top; y < bottom; y++) {
        let run = 0;
        for (let x = 10; x < 290; x++) best = Math.max(best, (run = dark(pixel(png, x, y)) ? run + 1 : 0));
      }
      return best;
    };
    const ink = (p: number[]) => p[0] < 120 && p[1] < 120;
    const red = (p: number[]) => p[0] > 120 && p[1] < 90 && p[2] < 90;
    // "Underlined text" is ~180 px wide, "Struck text" ~125: no letter or word makes a run that long.
    expect(longestRun(100, 140, ink)).toBeGreaterThan(150);
    expect(longestRun(145, 185, red)).toBeGreaterThan(100);
    expect(longestRun(55, 95, ink), 'no line under undecorated text').toBeLessThan(40);
  });
});

describe('text decoration in PDF', () => {
  it('keeps the text real and reads each layer back once, transformed, outline included', async () => {
    expect(pdfText(await render({ ...TRANSFORM_LINES, format: 'pdf' }))).toBe(
      'UPPERCASE STRASSE\nCapitalize Each Word\nUnderlined text\nStruck text',
    );
    expect(pdfText(await render({ ...OUTLINE, format: 'pdf' }))).toBe('Outlined');
  });
});

describe('text_transform', () => {
  it.each([
    ['uppercase', 'straße ǆ', 'STRASSE Ǆ'],
    ['lowercase', 'ΟΔΟΣ İ', 'οδος i̇'],
    ['capitalize', "hello wide-world ÉTÉ l'été", "Hello Wide-World ÉTÉ L'été"],
    ['none', 'Keep as is', 'Keep as is'],
  ] as const)('%s', (transform, input, output) => {
    expect(transformText(input, transform)).toBe(output);
  });
});
