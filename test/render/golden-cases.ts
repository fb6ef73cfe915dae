import { beforeAll } from 'vitest';
import { renderScene } from '../../src/render/backends/render-scene.js';
import type { RenderRequest, SceneAssets } from '../../src/render/base/types.js';
import { buildScene } from '../../src/render/scene/scene.js';
import { assets, design, pdfToPng, smallImages } from './helpers.js';

// The golden set: one template per layer type and feature, 300x200. golden.test.ts checks their
// renders against test/fixtures/render/golden/<name>.png; static-layers.test.ts renders them from
// the static-layer cache. Images: https://img.test/photo.jpg and https://img.test/alpha.png.

export interface GoldenCase {
  name: string;
  title: string;
  request: Omit<RenderRequest, 'format'>;
}

const LOREM = 'The quick brown fox jumps over the lazy dog while the cat watches from the windowsill.';

const text = (props: Record<string, unknown>) => ({ type: 'text', font_size: 16, color: '#111827', ...props });

const photo = { type: 'image', image_url: 'https://img.test/photo.jpg', y: 10, width: 90, height: 130 };

const code = (layer: string, symbology: string, barcode_content: string, x: number, y: number, show_text = true) => ({
  layer,
  type: 'barcode',
  symbology,
  barcode_content,
  x,
  y,
  width: 140,
  height: 55,
  show_text,
});

export const GOLDEN_CASES: GoldenCase[] = [
  {
    name: 'text-wrap-align',
    title: 'wraps text and aligns it horizontally and vertically',
    request: {
      design: design(300, 200, [
        { layer: 'bg1', type: 'empty', x: 5, y: 5, width: 140, height: 90, background_color: '#e0f2fe' },
        { layer: 'bg2', type: 'empty', x: 155, y: 5, width: 140, height: 90, background_color: '#fef3c7' },
        { layer: 'bg3', type: 'empty', x: 5, y: 105, width: 140, height: 90, background_color: '#dcfce7' },
        { layer: 'bg4', type: 'empty', x: 155, y: 105, width: 140, height: 90, background_color: '#fce7f3' },
        text({ layer: 'left', x: 5, y: 5, width: 140, height: 90, text: `Left\n${LOREM}`, font_size: 12 }),
        text({
          layer: 'center',
          x: 155,
          y: 5,
          width: 140,
          height: 90,
          text: LOREM,
          align: 'center',
          vertical_align: 'middle',
          font_size: 12,
        }),
        text({
          layer: 'right',
          x: 5,
          y: 105,
          width: 140,
          height: 90,
          text: LOREM,
          align: 'right',
          vertical_align: 'bottom',
          font_size: 12,
        }),
        text({
          layer: 'justify',
          x: 155,
          y: 105,
          width: 140,
          height: 90,
          text: LOREM,
          align: 'justify',
          font_size: 12,
        }),
      ]),
    },
  },
  {
    name: 'text-auto-fit',
    title: 'shrinks text to fit its box (auto-fit)',
    request: {
      design: design(300, 200, [
        {
          layer: 'box1',
          type: 'empty',
          x: 10,
          y: 10,
          width: 280,
          height: 60,
          border_width: 1,
          border_color: '#9ca3af',
        },
        text({ layer: 'fit', x: 10, y: 10, width: 280, height: 60, text: LOREM, font_size: 40, auto_fit: true }),
        {
          layer: 'box2',
          type: 'empty',
          x: 10,
          y: 90,
          width: 280,
          height: 100,
          border_width: 1,
          border_color: '#9ca3af',
        },
        text({ layer: 'short', x: 10, y: 90, width: 280, height: 100, text: 'Short', font_size: 40, auto_fit: true }),
      ]),
    },
  },
  {
    name: 'text-ellipsis',
    title: 'ends truncated text with an ellipsis (max lines, box height)',
    request: {
      design: design(300, 200, [
        text({ layer: 'max', x: 10, y: 10, width: 280, height: 100, text: `${LOREM} ${LOREM}`, max_lines: 2 }),
        text({ layer: 'box', x: 10, y: 110, width: 280, height: 60, text: `${LOREM} ${LOREM}`, line_height: 1.3 }),
      ]),
    },
  },
  {
    name: 'text-rtl',
    title: 'draws right-to-left and mixed-direction text',
    request: {
      design: design(300, 200, [
        text({
          layer: 'ar',
          x: 10,
          y: 5,
          width: 280,
          height: 60,
          text: 'مرحبا بالعالم! هذا نص عربي (مع أقواس) والرقم 123.',
          font_size: 18,
          align: 'right',
        }),
        text({
          layer: 'he',
          x: 10,
          y: 70,
          width: 280,
          height: 60,
          text: 'שלום עולם, this is mixed עברית and English.',
          font_size: 18,
          align: 'right',
        }),
        text({
          layer: 'ltr',
          x: 10,
          y: 135,
          width: 280,
          height: 60,
          text: 'English first, then עברית and العربية.',
          font_size: 18,
        }),
      ]),
    },
  },
  {
    name: 'text-emoji',
    title: 'draws emoji in colour',
    request: {
      design: design(300, 200, [
        text({
          layer: 'emoji',
          x: 10,
          y: 10,
          width: 280,
          height: 180,
          text: 'Party 🎉🎂 family 👨‍👩‍👧 flags 🇫🇷🇯🇵 thumbs 👍🏽 keycap 1️⃣ heart ❤️',
          font_size: 22,
        }),
      ]),
    },
  },
  {
    name: 'text-style',
    title: 'honours family, weight, style, letter spacing and line height',
    request: {
      design: design(300, 200, [
        text({
          layer: 'sans',
          x: 10,
          y: 5,
          width: 280,
          height: 30,
          text: 'Sans bold 700',
          font_weight: 'bold',
          font_size: 20,
        }),
        text({
          layer: 'serif',
          x: 10,
          y: 40,
          width: 280,
          height: 30,
          text: 'Serif italic',
          font_family: 'serif',
          font_style: 'italic',
          font_size: 20,
        }),
        text({
          layer: 'mono',
          x: 10,
          y: 75,
          width: 280,
          height: 30,
          text: 'mono -> != === 0x1F',
          font_family: 'mono',
          font_size: 18,
        }),
        text({
          layer: 'spaced',
          x: 10,
          y: 110,
          width: 280,
          height: 30,
          text: 'SPACED OUT',
          letter_spacing: 6,
          font_weight: 300,
          font_size: 18,
        }),
        text({
          layer: 'tall',
          x: 10,
          y: 140,
          width: 280,
          height: 60,
          text: 'Line height 1.8 keeps these lines apart',
          line_height: 1.8,
          font_size: 12,
          color: 'hsl(210, 70%, 40%)',
        }),
      ]),
    },
  },
  {
    name: 'rotation',
    title: 'rotates layers about their centre',
    request: {
      design: design(300, 200, [
        {
          layer: 'photo',
          type: 'image',
          x: 20,
          y: 40,
          width: 100,
          height: 75,
          image_url: 'https://img.test/photo.jpg',
          rotation: -15,
        },
        {
          layer: 'box',
          type: 'empty',
          x: 170,
          y: 50,
          width: 100,
          height: 60,
          background_color: '#6366f1',
          border_radius: 10,
          rotation: 45,
        },
        text({
          layer: 'label',
          x: 100,
          y: 140,
          width: 120,
          height: 30,
          text: 'Rotated 10°',
          rotation: 10,
          align: 'center',
          font_size: 18,
        }),
      ]),
    },
  },
  {
    name: 'image-fits',
    title: 'fits images: cover with a focal point, contain, fill, rounded corners, opacity',
    request: {
      design: design(
        300,
        200,
        [
          { ...photo, layer: 'cover', x: 5, fit: 'cover', focal_x: 0, border_radius: 16 },
          { ...photo, layer: 'contain', x: 105, fit: 'contain', focal_y: 0 },
          { ...photo, layer: 'fill', x: 205, fit: 'fill', opacity: 0.5 },
          {
            layer: 'wide',
            type: 'image',
            image_url: 'https://img.test/photo.jpg',
            x: 5,
            y: 150,
            width: 290,
            height: 45,
            fit: 'cover',
            focal_y: 1,
          },
        ],
        '#1f2937',
      ),
    },
  },
  {
    name: 'transparency',
    title: 'leaves the background out of transparent output and keeps partial transparency',
    request: {
      design: design(
        300,
        200,
        [
          {
            layer: 'half',
            type: 'empty',
            x: 10,
            y: 10,
            width: 120,
            height: 80,
            background_color: 'rgba(220, 38, 38, 0.5)',
            border_radius: 12,
          },
          {
            layer: 'alpha',
            type: 'image',
            x: 150,
            y: 10,
            width: 120,
            height: 120,
            image_url: 'https://img.test/alpha.png',
            fit: 'contain',
          },
          text({
            layer: 'faded',
            x: 10,
            y: 140,
            width: 280,
            height: 40,
            text: 'Opacity 0.6',
            opacity: 0.6,
            font_size: 24,
          }),
        ],
        '#00ff00',
      ),
      transparent: true,
    },
  },
  {
    name: 'empty',
    title: 'draws empty layers: fill, rounded corners, borders',
    request: {
      design: design(
        300,
        200,
        [
          { layer: 'fill', type: 'empty', x: 10, y: 10, width: 80, height: 80, background_color: '#0ea5e9' },
          {
            layer: 'round',
            type: 'empty',
            x: 110,
            y: 10,
            width: 80,
            height: 80,
            background_color: '#f59e0b',
            border_radius: 40,
          },
          {
            layer: 'border',
            type: 'empty',
            x: 210,
            y: 10,
            width: 80,
            height: 80,
            background_color: '#fff',
            border_width: 6,
            border_color: '#111827',
            border_radius: 14,
          },
          {
            layer: 'ring',
            type: 'empty',
            x: 10,
            y: 110,
            width: 280,
            height: 80,
            border_width: 3,
            border_color: 'rgb(16 185 129 / 80%)',
            border_radius: 20,
          },
        ],
        '#f3f4f6',
      ),
    },
  },
  {
    name: 'qr-code',
    title: 'draws QR codes with colours, error correction and quiet zone',
    request: {
      design: design(
        300,
        200,
        [
          {
            layer: 'plain',
            type: 'qr_code',
            x: 10,
            y: 30,
            width: 130,
            height: 130,
            qr_content: 'https://snapforge.dev',
          },
          {
            layer: 'styled',
            type: 'qr_code',
            x: 160,
            y: 30,
            width: 130,
            height: 130,
            qr_content: 'https://snapforge.dev',
            color: '#1e3a8a',
            background_color: '#dbeafe',
            error_correction: 'H',
            quiet_zone: 4,
          },
        ],
        '#e5e7eb',
      ),
    },
  },
  {
    name: 'barcode-linear',
    title: 'draws linear barcodes with and without human-readable text',
    request: {
      design: design(
        300,
        200,
        [
          code('code128', 'code128', 'SNAP-2025', 5, 5),
          code('ean13', 'ean13', '590123412345', 155, 5),
          code('upca', 'upca', '03600029145', 5, 70),
          code('code39', 'code39', 'SNAP42', 155, 70, false),
          code('itf14', 'itf14', '1540014128876', 5, 135),
          { ...code('red', 'code128', 'RED', 155, 135), color: '#b91c1c', background_color: '#fef2f2' },
        ],
        '#d1d5db',
      ),
    },
  },
  {
    name: 'barcode-2d',
    title: 'draws 2D barcodes (Data Matrix, PDF417)',
    request: {
      design: design(300, 200, [
        {
          layer: 'dm',
          type: 'barcode',
          symbology: 'datamatrix',
          barcode_content: 'https://snapforge.dev',
          x: 10,
          y: 40,
          width: 110,
          height: 110,
        },
        {
          layer: 'pdf417',
          type: 'barcode',
          symbology: 'pdf417',
          barcode_content: 'Snapforge PDF417',
          x: 135,
          y: 60,
          width: 160,
          height: 70,
        },
      ]),
    },
  },
];

/** The images the golden set draws, as the asset loader would hand them to a render. */
export async function goldenImages(): Promise<SceneAssets> {
  const { jpeg, alphaPng } = await smallImages();
  return assets(['https://img.test/photo.jpg', jpeg], ['https://img.test/alpha.png', alphaPng]);
}

/**
 * Renders over the golden images, loaded once in the calling file's beforeAll: `render` gives the output's
 * bytes, `raster` PNG bytes (a PDF rasterised by pdftoppm at 1 px per CSS px).
 */
export function goldenRenderer() {
  let images: SceneAssets = {};
  beforeAll(async () => {
    images = await goldenImages();
  });
  const render = async (req: RenderRequest) => (await renderScene(buildScene(req), images)).data;
  const raster = async (req: Omit<RenderRequest, 'format'>, format: 'png' | 'pdf') => {
    const out = await render({ ...req, format });
    return format === 'pdf' ? pdfToPng(out) : out;
  };
  return { render, raster };
}
