import type { TemplateDesign } from '../../src/templates/layer-schema.js';
import { design } from './helpers.js';

// The designs css-parity.test.ts draws with Snapforge and, as the CSS of css-page.ts, with Chromium:
// one per property (docs/rendering.md "Compared with Chromium"), each 240x160 and filled by what it
// shows, so that a difference in the property is a large share of the image. `IMAGES` is the
// origin the fixture server serves photo.jpg and alpha.png from.

export interface ParityCase {
  property: string;
  design: (images: string) => TemplateDesign;
}

const W = 240;
const H = 160;
const box = (layer: string, x: number, y: number, width: number, height: number, props: Record<string, unknown>) => ({
  layer,
  type: 'empty',
  x,
  y,
  width,
  height,
  ...props,
});
const text = (layer: string, x: number, y: number, width: number, height: number, props: Record<string, unknown>) => ({
  layer,
  type: 'text',
  x,
  y,
  width,
  height,
  font_size: 20,
  color: '#111827',
  ...props,
});
const image =
  (layer: string, x: number, y: number, width: number, height: number, props: Record<string, unknown>) =>
  (images: string) => ({ layer, type: 'image', x, y, width, height, image_url: `${images}/photo.jpg`, ...props });

const LOREM = 'The quick brown fox jumps over the lazy dog near the riverbank.';

export const PARITY_CASES: ParityCase[] = [
  {
    property: 'linear gradients: angles and stops',
    design: () =>
      design(W, H, [
        box('angle', 0, 0, 120, 80, { background_color: 'linear-gradient(135deg, #6366f1 0%, #ec4899 60%, #f59e0b)' }),
        box('corner', 120, 0, 120, 80, { background_color: 'linear-gradient(to top right, #0ea5e9, #fde047)' }),
        box('stops', 0, 80, 120, 80, {
          background_color: 'linear-gradient(90deg, #22c55e 0 30%, #1d4ed8 30% 70%, #f97316 70%)',
        }),
        box('beyond', 120, 80, 120, 80, { background_color: 'linear-gradient(0.3turn, #000 -20%, #fff 120%)' }),
      ]),
  },
  {
    property: 'linear gradients: hard stops at the ends',
    design: () =>
      design(W, H, [
        box('start', 0, 0, W, 80, { background_color: 'linear-gradient(90deg, red 0%, blue 0%, green)' }),
        box('end', 0, 80, W, 80, { background_color: 'linear-gradient(90deg, red, orange 100%, navy 100%)' }),
      ]),
  },
  {
    property: 'radial gradients: sizes and positions',
    design: () =>
      design(W, H, [
        box('corner', 0, 0, 120, 80, {
          background_color: 'radial-gradient(circle at 30% 40%, #fef08a, #f97316 45%, #7c2d12)',
        }),
        box('side', 120, 0, 120, 80, {
          background_color: 'radial-gradient(ellipse closest-side at 40% 60%, #a7f3d0, #065f46)',
        }),
        box('radii', 0, 80, 120, 80, { background_color: 'radial-gradient(50px 30px at right top, #fff, #7c3aed)' }),
        box('far', 120, 80, 120, 80, {
          background_color: 'radial-gradient(circle farthest-side at 20px 20px, #f43f5e, #1e293b)',
        }),
      ]),
  },
  {
    property: 'radial gradients: a hard stop at the edge',
    design: () =>
      design(W, H, [
        box('disc', 0, 0, W, H, { background_color: 'radial-gradient(circle closest-side, orange 100%, navy 100%)' }),
      ]),
  },
  {
    property: 'gradients: translucent stops (premultiplied)',
    design: () =>
      design(
        W,
        H,
        [
          box('fade', 0, 0, W, 80, {
            background_color: 'linear-gradient(90deg, rgba(255,255,255,.9), rgba(255,0,0,.15))',
          }),
          box('clear', 0, 80, W, 80, {
            background_color: 'linear-gradient(90deg, #0ea5e9, transparent, rgba(234,88,12,.5))',
          }),
        ],
        '#1e293b',
      ),
  },
  {
    property: 'borders and corner radii',
    design: () =>
      design(W, H, [
        box('rounded', 15, 15, 100, 60, {
          background_color: '#bae6fd',
          border_radius: 18,
          border_width: 6,
          border_color: '#0369a1',
        }),
        box('ellipse', 130, 15, 95, 60, {
          shape: 'ellipse',
          background_color: '#fde68a',
          border_width: 5,
          border_color: '#b45309',
        }),
        box('square', 15, 90, 100, 55, { background_color: '#e9d5ff', border_width: 3, border_color: '#6b21a8' }),
        box('pill', 130, 95, 95, 45, { background_color: 'linear-gradient(#34d399, #047857)', border_radius: 40 }),
      ]),
  },
  {
    property: 'shapes: polygons',
    design: () =>
      design(W, H, [
        box('triangle', 20, 10, 90, 140, {
          shape: 'polygon',
          background_color: '#f43f5e',
          points: [
            [0.5, 0],
            [1, 1],
            [0, 1],
          ],
        }),
        box('hexagon', 130, 30, 100, 100, {
          shape: 'polygon',
          background_color: 'linear-gradient(#facc15, #ca8a04)',
          points: [
            [0.25, 0],
            [0.75, 0],
            [1, 0.5],
            [0.75, 1],
            [0.25, 1],
            [0, 0.5],
          ],
        }),
      ]),
  },
  {
    property: 'box shadows: translucent fill, border only, spread',
    design: () =>
      design(
        W,
        H,
        [
          box('glass', 20, 20, 80, 60, {
            background_color: 'rgba(255,255,255,0.3)',
            border_radius: 12,
            shadow_color: 'rgba(15,23,42,0.8)',
            shadow_blur: 12,
            shadow_y: 8,
          }),
          box('ring', 140, 20, 80, 60, {
            border_width: 4,
            border_color: '#0f172a',
            shadow_color: '#dc2626',
            shadow_blur: 6,
            shadow_x: 6,
            shadow_y: 6,
          }),
          box('spread', 30, 105, 70, 35, {
            background_color: '#fff',
            shadow_color: 'rgba(37,99,235,0.9)',
            shadow_blur: 10,
            shadow_spread: 6,
          }),
          box('oval', 145, 100, 70, 45, {
            shape: 'ellipse',
            background_color: '#facc15',
            shadow_color: '#000',
            shadow_blur: 4,
            shadow_x: 4,
            shadow_y: 4,
            shadow_spread: -2,
          }),
        ],
        '#e2e8f0',
      ),
  },
  {
    property: 'drop shadows: text and images',
    design: (images) =>
      design(
        W,
        H,
        [
          text('title', 10, 10, 220, 60, {
            text: 'Drop shadow',
            font_size: 30,
            font_weight: 'bold',
            color: '#fff',
            shadow_color: 'rgba(0,0,0,0.8)',
            shadow_blur: 6,
            shadow_x: 3,
            shadow_y: 3,
          }),
          {
            ...image('logo', 70, 75, 100, 75, {})(images),
            image_url: `${images}/alpha.png`,
            fit: 'contain',
            shadow_color: 'rgba(0,0,0,0.7)',
            shadow_blur: 8,
            shadow_x: 6,
            shadow_y: 6,
          },
        ],
        '#cbd5e1',
      ),
  },
  {
    property: 'images: fit',
    design: (images) =>
      design(W, H, [
        image('cover', 0, 0, 80, H, { fit: 'cover' })(images),
        image('contain', 80, 0, 80, H, { fit: 'contain' })(images),
        image('fill', 160, 0, 80, H, { fit: 'fill' })(images),
      ]),
  },
  {
    property: 'images: masks and radii',
    design: (images) =>
      design(W, H, [
        image('circle', 0, 0, 120, 80, { mask: 'circle' })(images),
        image('ellipse', 120, 0, 120, 80, { mask: 'ellipse' })(images),
        image('rounded', 0, 80, W, 80, { border_radius: 24 })(images),
      ]),
  },
  {
    property: 'images: colour filters',
    design: (images) =>
      design(W, H, [
        image('grayscale', 0, 0, 120, 80, { filter: 'grayscale(1)' })(images),
        image('sepia', 120, 0, 120, 80, { filter: 'sepia(100%) contrast(1.2)' })(images),
        image('invert', 0, 80, 120, 80, { filter: 'invert(1) saturate(2)' })(images),
        image('bright', 120, 80, 120, 80, { filter: 'brightness(1.3) opacity(0.6)' })(images),
      ]),
  },
  {
    property: 'images: blur spreads past the edges',
    design: (images) => design(W, H, [image('blurred', 40, 30, 160, 100, { filter: 'blur(6px)' })(images)]),
  },
  {
    property: 'text: alignment',
    design: () =>
      design(W, H, [
        text('left', 5, 5, 110, 75, { text: LOREM, font_size: 12, align: 'left' }),
        text('center', 125, 5, 110, 75, { text: LOREM, font_size: 12, align: 'center', vertical_align: 'middle' }),
        text('right', 5, 85, 110, 70, { text: LOREM, font_size: 12, align: 'right', vertical_align: 'bottom' }),
        text('justify', 125, 85, 110, 70, { text: LOREM, font_size: 12, align: 'justify' }),
      ]),
  },
  {
    property: 'text: letter spacing',
    design: () =>
      design(W, H, [
        text('wide', 10, 10, 220, 60, { text: 'Spaced out', font_size: 26, letter_spacing: 6 }),
        text('tight', 10, 80, 220, 60, {
          text: 'Tight title',
          font_size: 30,
          font_weight: 'bold',
          letter_spacing: -1.5,
        }),
      ]),
  },
  {
    property: 'text: line breaks and ellipsis',
    design: () =>
      design(W, H, [
        text('breaks', 10, 5, 220, 70, { text: 'First line\nsecond line, which wraps onto a third', font_size: 16 }),
        text('clamped', 10, 85, 220, 70, { text: LOREM + ' ' + LOREM, font_size: 16, max_lines: 2 }),
      ]),
  },
  {
    property: 'text: highlight padding',
    design: () =>
      design(W, H, [
        text('marked', 0, 10, W, 140, {
          text: 'Highlighted words that wrap onto lines',
          font_size: 22,
          line_height: 1.8,
          background_color: '#fde047',
          background_padding: 10,
          background_radius: 4,
        }),
      ]),
  },
  {
    property: 'text: underline skips descenders',
    design: () =>
      design(W, H, [
        text('under', 10, 10, 220, 140, {
          text: 'Typography, jumpy quaggy',
          font_size: 30,
          underline: true,
          color: '#1d4ed8',
          line_height: 1.5,
        }),
      ]),
  },
  {
    property: 'text: outline',
    design: () =>
      design(
        W,
        H,
        [
          text('outlined', 10, 30, 220, 100, {
            text: 'Outlined',
            font_size: 44,
            font_weight: 'bold',
            color: '#fff',
            align: 'center',
            vertical_align: 'middle',
            stroke_color: '#be185d',
            stroke_width: 3,
          }),
        ],
        '#fce7f3',
      ),
  },
];
