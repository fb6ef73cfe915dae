import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScene } from '../../src/render/backends/render-scene.js';
import { buildScene } from '../../src/render/scene/scene.js';
import { sanitiseSvg } from '../../src/render/base/svg-sanitiser.js';
import type { ImageAsset, RenderRequest, SceneAssets } from '../../src/render/base/types.js';
import { goldenImages } from './golden-cases.js';
import { assets, decodePng, design, expectGolden, LOGO_SVG, pdfToPng, pixel } from './helpers.js';

// Image masks, filters, flips and SVG sources (docs/rendering.md "Image masks, filters and flips",
// "SVG images"): golden images in PNG and in PDF through pdftoppm, and pixel checks a regression would fail.

const PHOTO = 'https://img.test/photo.jpg';
const HALVES = 'https://img.test/halves.png';
const LOGO = 'https://img.test/logo.svg';
const DOT = 'https://img.test/dot.svg';

let nextId = 2_000_000;
function svgAsset(url: string, text: string): ImageAsset {
  const svg = sanitiseSvg(Buffer.from(text));
  return { id: nextId++, url, bytes: svg.bytes, format: 'svg', width: svg.width, height: svg.height, hasAlpha: true };
}

let images: SceneAssets;
beforeAll(async () => {
  // Left half red, right half blue, top row of the left half green: every flip moves a colour.
  const halves = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0000ff' } })
    .composite([
      { input: { create: { width: 20, height: 40, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
      { input: { create: { width: 20, height: 10, channels: 3, background: '#00ff00' } }, left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
  images = {
    ...(await goldenImages()),
    ...(await assets([HALVES, halves])),
    [LOGO]: svgAsset(LOGO, LOGO_SVG),
    [DOT]: svgAsset(
      DOT,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#000"/></svg>',
    ),
  };
});

const render = async (req: RenderRequest) => (await renderScene(buildScene(req), images)).data;
const raster = async (req: Omit<RenderRequest, 'format'>, format: 'png' | 'pdf') => {
  const out = await render({ ...req, format });
  return format === 'pdf' ? pdfToPng(out) : out;
};
const image = (props: Record<string, unknown>) => ({ type: 'image', image_url: PHOTO, ...props });

const MASKS = {
  design: design(
    300,
    200,
    [
      image({ layer: 'circle', x: 10, y: 10, width: 180, height: 120, mask: 'circle' }),
      image({ layer: 'ellipse', x: 190, y: 10, width: 100, height: 180, mask: 'ellipse' }),
      image({ layer: 'rounded', x: 10, y: 140, width: 170, height: 50, border_radius: 16 }),
    ],
    '#e5e7eb',
  ),
};
const FILTERS = {
  design: design(300, 200, [
    image({ layer: 'grayscale', x: 0, y: 0, width: 150, height: 100, filter: 'grayscale(1)' }),
    image({ layer: 'sepia', x: 150, y: 0, width: 150, height: 100, filter: 'sepia(100%) contrast(1.2)' }),
    image({ layer: 'blur', x: 0, y: 100, width: 150, height: 100, filter: 'blur(3px) brightness(1.1)' }),
    image({ layer: 'invert', x: 150, y: 100, width: 150, height: 100, filter: 'invert(1) saturate(2) opacity(0.8)' }),
  ]),
};
const FLIPS = {
  design: design(300, 200, [
    image({ layer: 'plain', image_url: HALVES, x: 10, y: 10, width: 80, height: 80 }),
    image({ layer: 'flip-x', image_url: HALVES, x: 110, y: 10, width: 80, height: 80, flip_x: true }),
    image({ layer: 'flip-y', image_url: HALVES, x: 210, y: 10, width: 80, height: 80, flip_y: true }),
    image({ layer: 'photo-x', x: 10, y: 100, width: 280, height: 90, flip_x: true, border_radius: 12 }),
  ]),
};
const SVG_LOGO = {
  design: design(300, 200, [
    image({ layer: 'logo', image_url: LOGO, x: 10, y: 10, width: 280, height: 140, fit: 'contain' }),
    image({ layer: 'small', image_url: LOGO, x: 10, y: 160, width: 60, height: 30 }),
    image({
      layer: 'avatar',
      image_url: LOGO,
      x: 240,
      y: 150,
      width: 45,
      height: 45,
      mask: 'circle',
      filter: 'grayscale(1)',
    }),
  ]),
};

const CASES = [
  ['image-mask', MASKS],
  ['image-filter', FILTERS],
  ['image-flip', FLIPS],
  ['image-svg', SVG_LOGO],
] as const;

describe('image effect golden images', () => {
  it.each(CASES)('%s (PNG)', async (name, req) => {
    expectGolden(name, await raster(req, 'png'));
  });
  it.each(CASES)('%s (PDF through pdftoppm)', async (name, req) => {
    expectGolden(`${name}-pdf`, await raster(req, 'pdf'), 0.01);
  });
});

const near = (got: number[], want: number[], by = 12) => want.every((c, i) => Math.abs(got[i] - c) <= by);

const spread = ([r, g, b]: number[]) => Math.max(r, g, b) - Math.min(r, g, b);

describe.each(['png', 'pdf'] as const)('image effect pixels in %s', (format) => {
  it('draws grayscale with R = G = B, where the unfiltered photo has colour', async () => {
    const filtered = decodePng(await raster(FILTERS, format));
    const unfiltered = decodePng(
      await raster(
        { design: design(300, 200, [image({ layer: 'plain', x: 0, y: 0, width: 150, height: 100 })]) },
        format,
      ),
    );
    let coloured = 0;
    for (let y = 5; y < 95; y += 5) {
      for (let x = 5; x < 145; x += 5) {
        expect(spread(pixel(filtered, x, y)), `${x},${y}`).toBeLessThanOrEqual(format === 'pdf' ? 2 : 0);
        if (spread(pixel(unfiltered, x, y)) > 40) coloured++;
      }
    }
    expect(coloured).toBeGreaterThan(100);
  });

  it('mirrors the image in its box: flip_x swaps left and right, flip_y top and bottom', async () => {
    const png = decodePng(await raster(FLIPS, format));
    const RED = [255, 0, 0];
    const BLUE = [0, 0, 255];
    const GREEN = [0, 255, 0];
    expect(
      [pixel(png, 20, 60), pixel(png, 80, 60), pixel(png, 20, 15)].map((p, i) => near(p, [RED, BLUE, GREEN][i])),
      'unflipped',
    ).toEqual([true, true, true]);
    expect(
      [pixel(png, 120, 60), pixel(png, 180, 60), pixel(png, 180, 15)].map((p, i) => near(p, [BLUE, RED, GREEN][i])),
      'flip_x',
    ).toEqual([true, true, true]);
    expect(
      [pixel(png, 220, 15), pixel(png, 220, 85), pixel(png, 280, 50)].map((p, i) => near(p, [RED, GREEN, BLUE][i])),
      'flip_y',
    ).toEqual([true, true, true]);
  });

  it('cuts a circle mask from the box: its corners are the background, its centre the photo', async () => {
    const png = decodePng(await raster(MASKS, format));
    // The circle layer's box is 10,10 180x120: a circle of radius 60 about 100,70.
    for (const [x, y] of [
      [12, 12],
      [187, 12],
      [12, 127],
      [187, 127],
      [35, 70],
      [165, 70],
    ])
      expect(near(pixel(png, x, y), [229, 231, 235]), `${x},${y}`).toBe(true);
    expect(near(pixel(png, 100, 70), [229, 231, 235])).toBe(false);
    expect(near(pixel(png, 100, 15), [229, 231, 235]), 'inside the circle at its top').toBe(false);
  });

  it('draws an SVG sharp at any scale: a 10-unit circle shown 400 px wide has an edge of a pixel or two', async () => {
    const req = {
      design: design(200, 200, [image({ layer: 'dot', image_url: DOT, x: 0, y: 0, width: 200, height: 200 })]),
      scale: 2,
    };
    const png = decodePng(await raster(req, format));
    const row = png.height / 2;
    let edge = 0;
    for (let x = 0; x < png.width; x++) {
      const v = pixel(png, x, row)[0];
      if (v > 30 && v < 225) edge++;
    }
    // A 10 px bitmap scaled up 40 times would blur each edge over tens of pixels.
    expect(edge).toBeLessThanOrEqual(4);
    expect(pixel(png, png.width / 2, row)[0]).toBeLessThan(30);
  });
});

describe('image masks in a transparent PNG', () => {
  it("leaves a circle-masked avatar's corners transparent", async () => {
    const req = {
      design: design(120, 120, [image({ layer: 'avatar', x: 10, y: 10, width: 100, height: 100, mask: 'circle' })]),
      transparent: true,
    };
    const png = decodePng(await render({ ...req, format: 'png' }));
    for (const [x, y] of [
      [0, 0],
      [119, 0],
      [0, 119],
      [119, 119],
      [14, 14],
      [105, 14],
      [14, 105],
      [105, 105],
    ])
      expect(pixel(png, x, y)[3], `${x},${y}`).toBe(0);
    for (const [x, y] of [
      [60, 60],
      [60, 12],
      [12, 60],
      [60, 107],
    ])
      expect(pixel(png, x, y)[3], `${x},${y}`).toBe(255);
  });
});
