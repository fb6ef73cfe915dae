import { describe, expect, it } from 'vitest';
import { layerSchema } from '../../src/design/layers/layer-schema.js';
import type { RenderRequest } from '../../src/render/base/types.js';
import { GRAPHICS_CASES } from './graphics-cases.js';
import { goldenRenderer } from './golden-cases.js';
import { decodePng, design, expectGolden, pdfText, pdfToPng, pixel, uncompressedPdf } from './helpers.js';

// Gradients, shapes and shadows (docs/rendering.md): golden images in PNG and in PDF rasterised by
// pdftoppm, and pixel checks a regression would fail, in both backends. New goldens are written on their first run.

const golden = goldenRenderer();
const { render } = golden;
/** The decoded PNG of a render: PDF rasterised at 1 px per CSS px. */
const raster = async (req: Omit<RenderRequest, 'format'>, format: 'png' | 'pdf') =>
  decodePng(await golden.raster(req, format));
const BOTH = ['png', 'pdf'] as const;

/** Each channel within `tolerance` of the expected colour. */
function expectColour(got: number[], want: [number, number, number], tolerance: number, what: string): void {
  for (let i = 0; i < 3; i++)
    expect(
      Math.abs(got[i] - want[i]),
      `${what}: ${got.slice(0, 3).join(',')} vs ${want.join(',')}`,
    ).toBeLessThanOrEqual(tolerance);
}

describe('graphics golden images', () => {
  it.each(GRAPHICS_CASES)('$name (PNG)', async ({ name, request }) => {
    expectGolden(name, await render({ ...request, format: 'png' }));
  });
  it.each(GRAPHICS_CASES)('$name (PDF through pdftoppm)', async ({ name, request }) => {
    // pdftoppm antialiases curves and shadings differently from Skia: its own references.
    expectGolden(`${name}-pdf`, pdfToPng(await render({ ...request, format: 'pdf' })), 0.01);
  });
});

describe('gradients', () => {
  const bar = (background_color: string) => ({
    design: design(
      200,
      40,
      [{ layer: 'bar', type: 'empty', x: 0, y: 0, width: 200, height: 40, background_color }],
      '#ffffff',
    ),
  });

  it.each(BOTH)(
    'a linear gradient has its first stop colour at one end and its last at the other (%s)',
    async (format) => {
      for (const g of [
        'linear-gradient(to right, #ff0000, #0000ff)',
        'linear-gradient(90deg, rgb(255 0 0), hsl(240 100% 50%))',
        'linear-gradient(0.25turn, red 0%, blue 100%)',
      ]) {
        const png = await raster(bar(g), format);
        expectColour(pixel(png, 0, 20), [255, 0, 0], 4, `${g} left`);
        expectColour(pixel(png, 199, 20), [0, 0, 255], 4, `${g} right`);
        // Halfway: the two mixed, not a stop's colour.
        expectColour(pixel(png, 100, 20), [128, 0, 127], 6, `${g} middle`);
      }
    },
  );

  it.each(BOTH)('stops keep their positions, and fading to transparent passes through no grey (%s)', async (format) => {
    const png = await raster(bar('linear-gradient(to right, #00ff00 0 25%, #0000ff 25% 100%)'), format);
    expectColour(pixel(png, 45, 20), [0, 255, 0], 4, 'before the hard stop');
    expectColour(pixel(png, 55, 20), [0, 0, 255], 4, 'after it');
    const fade = await raster(bar('linear-gradient(to right, #ff0000, transparent)'), format);
    // Over white, half-transparent red is pink (255, 128, 128), never a darker grey-red.
    expectColour(pixel(fade, 100, 20), [255, 128, 128], 8, 'the fade');
  });

  it.each(BOTH)(
    'a radial gradient has its first stop at its centre and its last at the corners (%s)',
    async (format) => {
      const req = { design: design(200, 100, [], 'radial-gradient(circle at 25% 50%, #ffff00, #0000ff)') };
      const png = await raster(req, format);
      expectColour(pixel(png, 50, 50), [255, 255, 0], 6, 'centre');
      expectColour(pixel(png, 199, 0), [0, 0, 255], 6, 'farthest corner');
    },
  );

  it("a QR code's background takes a gradient: its quiet zone shades from the first stop to the last", async () => {
    const req = {
      design: design(120, 120, [
        {
          layer: 'qr',
          type: 'qr_code',
          x: 0,
          y: 0,
          width: 120,
          height: 120,
          qr_content: 'x',
          background_color: 'linear-gradient(#ffffff, #bae6fd)',
        },
      ]),
    };
    const png = await raster(req, 'png');
    expectColour(pixel(png, 1, 1), [255, 255, 255], 6, 'top of the quiet zone');
    expectColour(pixel(png, 1, 118), [0xba, 0xe6, 0xfd], 6, 'bottom of the quiet zone');
  });

  it('PDF draws gradients as shadings, not images', async () => {
    const pdf = uncompressedPdf(await render({ ...bar('radial-gradient(red, blue)'), format: 'pdf' }));
    expect(pdf).toMatch(/\/ShadingType 3/);
    expect(pdf).not.toMatch(/\/Subtype \/Image/);
  });
});

describe('shapes', () => {
  const one = (props: Record<string, unknown>, width = 100, height = 100) => ({
    design: design(
      120,
      120,
      [{ layer: 's', type: 'empty', x: 10, y: 10, width, height, background_color: '#ff0000', ...props }],
      '#ffffff',
    ),
  });

  it.each(BOTH)("an ellipse's box corners are the background and its centre its fill (%s)", async (format) => {
    const png = await raster(one({ shape: 'ellipse' }), format);
    for (const [x, y] of [
      [11, 11],
      [108, 11],
      [11, 108],
      [108, 108],
    ])
      expectColour(pixel(png, x, y), [255, 255, 255], 2, `corner ${x},${y}`);
    expectColour(pixel(png, 60, 60), [255, 0, 0], 2, 'centre');
    // Its edge touches the box's sides at their middles.
    expectColour(pixel(png, 12, 60), [255, 0, 0], 40, 'left middle');
  });

  it.each(BOTH)("an ellipse's border is drawn inside its box (%s)", async (format) => {
    const png = await raster(one({ shape: 'ellipse', border_width: 8, border_color: '#0000ff' }), format);
    expectColour(pixel(png, 14, 60), [0, 0, 255], 10, 'border at the left');
    expectColour(pixel(png, 8, 60), [255, 255, 255], 2, 'outside the box');
    expectColour(pixel(png, 60, 60), [255, 0, 0], 2, 'fill');
  });

  it.each(BOTH)("a polygon fills between its points, in the box's 0-1 coordinates (%s)", async (format) => {
    const png = await raster(
      one({
        shape: 'polygon',
        points: [
          [0.5, 0],
          [1, 1],
          [0, 1],
        ],
      }),
      format,
    );
    expectColour(pixel(png, 60, 100), [255, 0, 0], 2, 'inside the triangle');
    expectColour(pixel(png, 15, 20), [255, 255, 255], 2, 'above its left side');
    expectColour(pixel(png, 105, 20), [255, 255, 255], 2, 'above its right side');
  });

  it.each(BOTH)('a path is scaled from its bounds to the box (%s)', async (format) => {
    // A 10x10 square drawn at 1000,1000 in its own units fills the whole box.
    const png = await raster(one({ shape: 'path', path: 'M1000 1000h10v10h-10z' }), format);
    for (const [x, y] of [
      [12, 12],
      [107, 107],
      [60, 60],
    ])
      expectColour(pixel(png, x, y), [255, 0, 0], 2, `${x},${y}`);
    // With a view box twice its size, it takes the top left quarter.
    const quarter = await raster(one({ shape: 'path', path: 'M0 0h10v10h-10z', path_viewbox: [0, 0, 20, 20] }), format);
    expectColour(pixel(quarter, 30, 30), [255, 0, 0], 2, 'top left quarter');
    expectColour(pixel(quarter, 90, 90), [255, 255, 255], 2, 'bottom right quarter');
  });

  it.each(BOTH)(
    'a line runs corner to corner, border_width thick, dashed by border_dash; a flat box holds a straight one (%s)',
    async (format) => {
      const png = await raster(one({ shape: 'line', border_width: 6, border_color: '#0000ff' }), format);
      expectColour(pixel(png, 60, 60), [0, 0, 255], 4, 'on the diagonal');
      expectColour(pixel(png, 90, 30), [255, 255, 255], 2, 'off it');
      const flat = await raster(
        one({ shape: 'line', border_width: 4, border_color: '#0000ff', border_dash: [10, 10] }, 100, 0),
        format,
      );
      // Dashes from x = 10: 10-20 drawn, 20-30 a gap, 30-40 drawn.
      expectColour(pixel(flat, 15, 10), [0, 0, 255], 4, 'first dash');
      expectColour(pixel(flat, 25, 10), [255, 255, 255], 4, 'first gap');
      expectColour(pixel(flat, 35, 10), [0, 0, 255], 4, 'second dash');
    },
  );
});

describe('shadows', () => {
  const shadowed = (
    props: Record<string, unknown>,
    layer: Record<string, unknown> = { type: 'empty', background_color: '#ffffff' },
  ) => ({
    design: design(
      260,
      260,
      [{ layer: 'card', x: 80, y: 80, width: 100, height: 100, ...layer, shadow_color: '#000000', ...props }],
      '#ffffff',
    ),
  });
  const grey = (p: number[]) => p[0];

  it.each(BOTH)('a 10 px shadow darkens the pixels 5 px outside the box and not 30 px away (%s)', async (format) => {
    const png = await raster(shadowed({ shadow_blur: 10 }), format);
    for (const [x, y] of [
      [74, 130],
      [185, 130],
      [130, 74],
      [130, 185],
    ])
      expect(grey(pixel(png, x, y)), `5 px out at ${x},${y}`).toBeLessThan(235);
    for (const [x, y] of [
      [49, 130],
      [210, 130],
      [130, 49],
      [130, 210],
    ])
      expect(pixel(png, x, y).slice(0, 3), `30 px out at ${x},${y}`).toEqual([255, 255, 255]);
    // The box itself is drawn over its shadow.
    expect(pixel(png, 130, 130).slice(0, 3)).toEqual([255, 255, 255]);
  });

  it.each(BOTH)('the offset moves the shadow, and turns with the layer (%s)', async (format) => {
    const png = await raster(shadowed({ shadow_blur: 0, shadow_x: 20, shadow_y: 0 }), format);
    expect(grey(pixel(png, 190, 130))).toBeLessThan(20);
    expect(grey(pixel(png, 75, 130))).toBe(255);
    // Turned 90°, an offset to the right falls below.
    const turned = await raster(
      shadowed(
        { shadow_blur: 0, shadow_x: 20, shadow_y: 0 },
        { type: 'empty', background_color: '#ffffff', rotation: 90 },
      ),
      format,
    );
    expect(grey(pixel(turned, 130, 190))).toBeLessThan(20);
    expect(grey(pixel(turned, 190, 130))).toBe(255);
  });

  it.each(BOTH)('a text shadow follows the glyphs; in PDF the text stays text (%s)', async (format) => {
    const text = {
      type: 'text',
      text: 'I',
      font_size: 90,
      font_weight: 'bold',
      color: '#ffffff',
      align: 'center',
      vertical_align: 'middle',
    };
    const req = shadowed({ shadow_blur: 0, shadow_x: 30, shadow_y: 0 }, text);
    const png = await raster(req, format);
    // The white "I" at the centre, its black copy 30 px to the right, nothing black between.
    expect(pixel(png, 130, 130).slice(0, 3)).toEqual([255, 255, 255]);
    expect(grey(pixel(png, 160, 130))).toBeLessThan(30);
    expect(grey(pixel(png, 145, 130))).toBe(255);
    if (format === 'pdf') expect(pdfText(await render({ ...req, format }))).toBe('I');
  });

  it.each(BOTH)('an image casts the shadow of its opaque pixels (%s)', async (format) => {
    // alpha.png is transparent at its left edge and opaque at its right.
    const png = await raster(
      shadowed(
        { shadow_blur: 0, shadow_y: 40 },
        { type: 'image', image_url: 'https://img.test/alpha.png', fit: 'fill' },
      ),
      format,
    );
    expect(grey(pixel(png, 175, 200))).toBeLessThan(30);
    expect(grey(pixel(png, 82, 200))).toBeGreaterThan(240);
  });

  it('PDF rasterises only the shadow: one image under vector fills', async () => {
    const pdf = uncompressedPdf(await render({ ...shadowed({ shadow_blur: 10 }), format: 'pdf' }));
    expect(pdf.match(/\/Subtype \/Image/g)).toHaveLength(2); // the shadow and its soft mask
  });
});

describe('per-render overrides of graphics', () => {
  const d = design(
    100,
    100,
    [
      {
        layer: 'box',
        type: 'empty',
        x: 0,
        y: 0,
        width: 100,
        height: 100,
        background_color: '#ff0000',
        border_width: 10,
        border_color: '#000000',
      },
    ],
    '#ffffff',
  );

  it("a variant sets any layer's opacity and an empty layer's border colour; values of the wrong type or range are ignored", async () => {
    const png = decodePng(
      await render({ design: d, variants: [{ layer: 'box', opacity: 0.5, border_color: '#0000ff' }], format: 'png' }),
    );
    expectColour(pixel(png, 50, 50), [255, 128, 128], 2, 'half-transparent fill');
    expectColour(pixel(png, 5, 50), [128, 128, 255], 2, 'half-transparent blue border');
    const ignored = decodePng(
      await render({
        design: d,
        variants: [{ layer: 'box', opacity: 7 } as never, { layer: 'box', border_color: 5 } as never],
        format: 'png',
      }),
    );
    expect(pixel(ignored, 50, 50)).toEqual([255, 0, 0, 255]);
    expect(pixel(ignored, 5, 50)).toEqual([0, 0, 0, 255]);
  });
});

describe('refused shapes and gradients', () => {
  const parse = (props: Record<string, unknown>) =>
    layerSchema.safeParse({ layer: 's', type: 'empty', x: 0, y: 0, width: 10, height: 10, ...props });
  const timed = (props: Record<string, unknown>) => {
    const start = performance.now();
    const r = parse(props);
    return {
      ms: performance.now() - start,
      issues: r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    };
  };

  it.each([
    [
      'a gradient with 10,000 stops',
      {
        background_color: `linear-gradient(${Array.from({ length: 10_000 }, (_, i) => `#000 ${i / 100}%`).join(', ')})`,
      },
      /background_color: The gradient has more than 64 colour stops/,
    ],
    [
      'a polygon with a million points',
      { shape: 'polygon', points: Array.from({ length: 1_000_000 }, () => [0.5, 0.5]) },
      /points: Too big/,
    ],
    [
      'a path with 100,000 commands',
      { shape: 'path', path: `M0 0${' L1 1'.repeat(100_000)}` },
      /path: The path has more than 10000 commands/,
    ],
    ['a path that does not parse', { shape: 'path', path: 'M0 0 L1' }, /path: The path does not parse/],
    ['a repeating gradient', { background_color: 'repeating-linear-gradient(red, blue 10px)' }, /not supported/],
    ['a gradient with a stop that is not a colour', { background_color: 'linear-gradient(red, bleu)' }, /"bleu"/],
    ['a polygon without points', { shape: 'polygon' }, /points: The points field is required when shape is polygon/],
  ])('%s is refused within a second', (_what, props, message) => {
    const { ms, issues } = timed(props);
    expect(issues.join('\n')).toMatch(message);
    expect(ms).toBeLessThan(1000);
  });
});
