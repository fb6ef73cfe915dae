import { describe, expect, it } from 'vitest';
import { goldenRenderer } from './golden-cases.js';
import { decodePng, design, pixel } from './helpers.js';

// Drawing as CSS draws where a property borrows CSS's words (issue 39, docs/rendering.md): each
// behaviour CSS defines and Snapforge once drew otherwise, checked in PNG and in PDF through pdftoppm.
// css-parity.test.ts compares the same properties with Chromium's screenshots.

const { raster } = goldenRenderer();
const draw = async (
  width: number,
  height: number,
  layers: Record<string, unknown>[],
  format: 'png' | 'pdf',
  bg = '#ffffff',
) => decodePng(await raster({ design: design(width, height, layers, bg) }, format));

/** Each channel within `by` of the expected colour. */
const near = (got: number[], want: number[], by: number) => want.every((c, i) => Math.abs(got[i] - c) <= by);
const rgb = (p: number[]) => p.slice(0, 3).join(',');

describe.each(['png', 'pdf'] as const)('drawing as CSS draws (%s)', (format) => {
  const bar = (background_color: string, width = 200, height = 40) => ({
    layer: 'bar',
    type: 'empty',
    x: 0,
    y: 0,
    width,
    height,
    background_color,
  });

  it('keeps a hard stop at the start of a linear gradient: blue from the start, not red', async () => {
    const start = await draw(200, 40, [bar('linear-gradient(90deg, red 0%, blue 0%, green)')], format);
    expect(near(pixel(start, 1, 20), [0, 0, 255], 12), `just past the start: ${rgb(pixel(start, 1, 20))}`).toBe(true);
  });

  it('keeps a hard stop at the edge of a radial gradient: navy beyond the circle, not orange', async () => {
    const disc = await draw(
      200,
      100,
      [bar('radial-gradient(circle closest-side, orange 100%, navy 100%)', 200, 100)],
      format,
    );
    expect(near(pixel(disc, 100, 50), [255, 165, 0], 6), `inside the circle: ${rgb(pixel(disc, 100, 50))}`).toBe(true);
    for (const [x, y] of [
      [2, 2],
      [40, 50],
      [197, 97],
    ])
      expect(near(pixel(disc, x, y), [0, 0, 128], 6), `beyond it at ${x},${y}: ${rgb(pixel(disc, x, y))}`).toBe(true);
  });

  it('interpolates translucent stops premultiplied: white at .9 to red at .15 stays whitish halfway', async () => {
    const png = await draw(
      200,
      40,
      [bar('linear-gradient(90deg, rgba(255,255,255,.9), rgba(255,0,0,.15))')],
      format,
      '#000000',
    );
    // Over black, halfway: premultiplied (134, 115, 115); apart, colour and alpha gave (134, 67, 67).
    const mid = pixel(png, 100, 20);
    expect(near(mid, [134, 115, 115], 8), `halfway: ${rgb(mid)}`).toBe(true);
  });

  it("insets a highlight's text by its padding, keeping the box inside the layer", async () => {
    const layer = {
      layer: 'marked',
      type: 'text',
      x: 20,
      y: 10,
      width: 260,
      height: 60,
      text: 'Highlighted',
      font_size: 24,
      color: '#000000',
      background_color: '#fde047',
      background_padding: 12,
    };
    const png = await draw(300, 80, [layer], format);
    expect(near(pixel(png, 10, 40), [255, 255, 255], 4), `left of the layer: ${rgb(pixel(png, 10, 40))}`).toBe(true);
    expect(
      near(pixel(png, 22, 40), [253, 224, 71], 8),
      `the padding, inside the layer: ${rgb(pixel(png, 22, 40))}`,
    ).toBe(true);
    // The first glyph starts past the padding: nothing dark before x = 32.
    for (let x = 20; x < 31; x++) expect(pixel(png, x, 40)[0], `x = ${x}`).toBeGreaterThan(200);
  });

  describe('box shadows', () => {
    const box = (props: Record<string, unknown>) => ({
      layer: 'box',
      type: 'empty',
      x: 60,
      y: 60,
      width: 100,
      height: 80,
      shadow_color: '#000000',
      ...props,
    });

    it("are cast by the border box: a border-only box's shadow is solid, and none shows inside the box", async () => {
      const png = await draw(
        260,
        220,
        [box({ border_width: 4, border_color: '#0000ff', shadow_x: 20, shadow_y: 20 })],
        format,
      );
      // The shadow fills the border box moved 20 px: below and right of the box, not only a ring.
      expect(pixel(png, 170, 120)[0], 'beside the box, inside its shadow').toBeLessThan(30);
      expect(pixel(png, 120, 150)[0], 'below the box, inside its shadow').toBeLessThan(30);
      expect(near(pixel(png, 120, 110), [255, 255, 255], 4), `inside the box: ${rgb(pixel(png, 120, 110))}`).toBe(true);
    });

    it('never show through a translucent fill', async () => {
      const png = await draw(
        260,
        220,
        [box({ background_color: 'rgba(255,0,0,0.5)', shadow_x: 20, shadow_y: 20 })],
        format,
      );
      // Where the box and its shadow overlap: half red over white, no black.
      expect(near(pixel(png, 150, 130), [255, 128, 128], 8), `overlap: ${rgb(pixel(png, 150, 130))}`).toBe(true);
      expect(pixel(png, 170, 150)[0], 'the shadow outside the box').toBeLessThan(30);
    });

    it('grow by their spread, with no offset and no blur', async () => {
      const png = await draw(260, 220, [box({ background_color: '#ffffff', shadow_spread: 10 })], format);
      expect(pixel(png, 55, 100)[0], '5 px out: in the spread').toBeLessThan(30);
      expect(pixel(png, 45, 100)[0], '15 px out: beyond it').toBeGreaterThan(240);
      expect(near(pixel(png, 110, 100), [255, 255, 255], 4), 'the box').toBe(true);
    });
  });

  it("blurs an image's edges into what is behind, past its box", async () => {
    const layer = {
      layer: 'photo',
      type: 'image',
      image_url: 'https://img.test/photo.jpg',
      x: 50,
      y: 50,
      width: 100,
      height: 80,
      filter: 'blur(6px)',
    };
    const png = await draw(200, 180, [layer], format);
    expect(pixel(png, 100, 46)[2], '4 px above the box: the blur reaches it').toBeLessThan(250);
    expect(near(pixel(png, 100, 20), [255, 255, 255], 2), '30 px above: white').toBe(true);
    // At the box's edge the image is half faded into the white behind: lighter than 10 px inside.
    const edge = pixel(png, 50, 90);
    const inside = pixel(png, 60, 90);
    expect(edge[1], `edge ${rgb(edge)} against inside ${rgb(inside)}`).toBeGreaterThan(inside[1] + 20);
  });

  it('skips the descenders an underline would cross', async () => {
    const layer = {
      layer: 'under',
      type: 'text',
      x: 10,
      y: 0,
      width: 280,
      height: 80,
      text: 'gggg',
      font_size: 60,
      color: '#000000',
      underline: true,
    };
    const png = await draw(300, 80, [layer], format);
    // The underline's row: of the rows below the baseline (60 px Inter, top aligned: 57.8), the darkest.
    const dark = (y: number) => Array.from({ length: 280 }, (_, i) => 10 + i).filter((x) => pixel(png, x, y)[0] < 100);
    const row = Array.from({ length: 16 }, (_, i) => 60 + i).reduce((a, b) =>
      dark(b).length > dark(a).length ? b : a,
    );
    const xs = dark(row);
    const [first, last] = [xs[0], xs[xs.length - 1]];
    const gaps = Array.from({ length: last - first }, (_, i) => first + i).filter((x) => pixel(png, x, row)[0] > 200);
    expect(gaps.length, `white pixels on the underline's row ${row} between ${first} and ${last}`).toBeGreaterThan(20);
  });
});
