import { beforeAll, describe, it } from 'vitest';
import { renderScene } from '../../src/render/render-scene.js';
import { buildScene } from '../../src/render/scene.js';
import type { RenderRequest, SceneAssets } from '../../src/render/types.js';
import { assets, design, expectGolden, smallImages } from './helpers.js';

// Reference renders, one per layer type and feature, 300x200. Regenerate after an intended change
// with UPDATE_GOLDENS=1 npx vitest run test/render, and look at every changed image before committing.

const LOREM = 'The quick brown fox jumps over the lazy dog while the cat watches from the windowsill.';

let images: SceneAssets;
beforeAll(async () => {
  const { jpeg, alphaPng } = await smallImages();
  images = await assets(['https://img.test/photo.jpg', jpeg], ['https://img.test/alpha.png', alphaPng]);
});

async function png(req: Omit<RenderRequest, 'format'>): Promise<Buffer> {
  return (await renderScene(buildScene({ ...req, format: 'png' }), images)).data;
}

const text = (props: Record<string, unknown>) => ({ type: 'text', font_size: 16, color: '#111827', ...props });

describe('golden images', () => {
  it('wraps text and aligns it horizontally and vertically', async () => {
    const layers = [
      { layer: 'bg1', type: 'empty', x: 5, y: 5, width: 140, height: 90, background_color: '#e0f2fe' },
      { layer: 'bg2', type: 'empty', x: 155, y: 5, width: 140, height: 90, background_color: '#fef3c7' },
      { layer: 'bg3', type: 'empty', x: 5, y: 105, width: 140, height: 90, background_color: '#dcfce7' },
      { layer: 'bg4', type: 'empty', x: 155, y: 105, width: 140, height: 90, background_color: '#fce7f3' },
      text({ layer: 'left', x: 5, y: 5, width: 140, height: 90, text: `Left\n${LOREM}`, font_size: 12 }),
      text({ layer: 'center', x: 155, y: 5, width: 140, height: 90, text: LOREM, align: 'center', vertical_align: 'middle', font_size: 12 }),
      text({ layer: 'right', x: 5, y: 105, width: 140, height: 90, text: LOREM, align: 'right', vertical_align: 'bottom', font_size: 12 }),
      text({ layer: 'justify', x: 155, y: 105, width: 140, height: 90, text: LOREM, align: 'justify', font_size: 12 }),
    ];
    expectGolden('text-wrap-align', await png({ design: design(300, 200, layers) }));
  });

  it('shrinks text to fit its box (auto-fit)', async () => {
    const layers = [
      { layer: 'box1', type: 'empty', x: 10, y: 10, width: 280, height: 60, border_width: 1, border_color: '#9ca3af' },
      text({ layer: 'fit', x: 10, y: 10, width: 280, height: 60, text: LOREM, font_size: 40, auto_fit: true }),
      { layer: 'box2', type: 'empty', x: 10, y: 90, width: 280, height: 100, border_width: 1, border_color: '#9ca3af' },
      text({ layer: 'short', x: 10, y: 90, width: 280, height: 100, text: 'Short', font_size: 40, auto_fit: true }),
    ];
    expectGolden('text-auto-fit', await png({ design: design(300, 200, layers) }));
  });

  it('ends truncated text with an ellipsis (max lines, box height)', async () => {
    const layers = [
      text({ layer: 'max', x: 10, y: 10, width: 280, height: 100, text: `${LOREM} ${LOREM}`, max_lines: 2 }),
      text({ layer: 'box', x: 10, y: 110, width: 280, height: 60, text: `${LOREM} ${LOREM}`, line_height: 1.3 }),
    ];
    expectGolden('text-ellipsis', await png({ design: design(300, 200, layers) }));
  });

  it('draws right-to-left and mixed-direction text', async () => {
    const layers = [
      text({ layer: 'ar', x: 10, y: 5, width: 280, height: 60, text: 'مرحبا بالعالم! هذا نص عربي (مع أقواس) والرقم 123.', font_size: 18, align: 'right' }),
      text({ layer: 'he', x: 10, y: 70, width: 280, height: 60, text: 'שלום עולם, this is mixed עברית and English.', font_size: 18, align: 'right' }),
      text({ layer: 'ltr', x: 10, y: 135, width: 280, height: 60, text: 'English first, then עברית and العربية.', font_size: 18 }),
    ];
    expectGolden('text-rtl', await png({ design: design(300, 200, layers) }));
  });

  it('draws emoji in colour', async () => {
    const layers = [text({ layer: 'emoji', x: 10, y: 10, width: 280, height: 180, text: 'Party 🎉🎂 family 👨‍👩‍👧 flags 🇫🇷🇯🇵 thumbs 👍🏽 keycap 1️⃣ heart ❤️', font_size: 22 })];
    expectGolden('text-emoji', await png({ design: design(300, 200, layers) }));
  });

  it('honours family, weight, style, letter spacing and line height', async () => {
    const layers = [
      text({ layer: 'sans', x: 10, y: 5, width: 280, height: 30, text: 'Sans bold 700', font_weight: 'bold', font_size: 20 }),
      text({ layer: 'serif', x: 10, y: 40, width: 280, height: 30, text: 'Serif italic', font_family: 'serif', font_style: 'italic', font_size: 20 }),
      text({ layer: 'mono', x: 10, y: 75, width: 280, height: 30, text: 'mono -> != === 0x1F', font_family: 'mono', font_size: 18 }),
      text({ layer: 'spaced', x: 10, y: 110, width: 280, height: 30, text: 'SPACED OUT', letter_spacing: 6, font_weight: 300, font_size: 18 }),
      text({ layer: 'tall', x: 10, y: 140, width: 280, height: 60, text: 'Line height 1.8 keeps these lines apart', line_height: 1.8, font_size: 12, color: 'hsl(210, 70%, 40%)' }),
    ];
    expectGolden('text-style', await png({ design: design(300, 200, layers) }));
  });

  it('rotates layers about their centre', async () => {
    const layers = [
      { layer: 'photo', type: 'image', x: 20, y: 40, width: 100, height: 75, image_url: 'https://img.test/photo.jpg', rotation: -15 },
      { layer: 'box', type: 'empty', x: 170, y: 50, width: 100, height: 60, background_color: '#6366f1', border_radius: 10, rotation: 45 },
      text({ layer: 'label', x: 100, y: 140, width: 120, height: 30, text: 'Rotated 10°', rotation: 10, align: 'center', font_size: 18 }),
    ];
    expectGolden('rotation', await png({ design: design(300, 200, layers) }));
  });

  it('fits images: cover with a focal point, contain, fill, rounded corners, opacity', async () => {
    const img = { type: 'image', image_url: 'https://img.test/photo.jpg', y: 10, width: 90, height: 130 };
    const layers = [
      { ...img, layer: 'cover', x: 5, fit: 'cover', focal_x: 0, border_radius: 16 },
      { ...img, layer: 'contain', x: 105, fit: 'contain', focal_y: 0 },
      { ...img, layer: 'fill', x: 205, fit: 'fill', opacity: 0.5 },
      { layer: 'wide', type: 'image', image_url: 'https://img.test/photo.jpg', x: 5, y: 150, width: 290, height: 45, fit: 'cover', focal_y: 1 },
    ];
    expectGolden('image-fits', await png({ design: design(300, 200, layers, '#1f2937') }));
  });

  it('leaves the background out of transparent output and keeps partial transparency', async () => {
    const layers = [
      { layer: 'half', type: 'empty', x: 10, y: 10, width: 120, height: 80, background_color: 'rgba(220, 38, 38, 0.5)', border_radius: 12 },
      { layer: 'alpha', type: 'image', x: 150, y: 10, width: 120, height: 120, image_url: 'https://img.test/alpha.png', fit: 'contain' },
      text({ layer: 'faded', x: 10, y: 140, width: 280, height: 40, text: 'Opacity 0.6', opacity: 0.6, font_size: 24 }),
    ];
    expectGolden('transparency', await png({ design: design(300, 200, layers, '#00ff00'), transparent: true }));
  });

  it('draws empty layers: fill, rounded corners, borders', async () => {
    const layers = [
      { layer: 'fill', type: 'empty', x: 10, y: 10, width: 80, height: 80, background_color: '#0ea5e9' },
      { layer: 'round', type: 'empty', x: 110, y: 10, width: 80, height: 80, background_color: '#f59e0b', border_radius: 40 },
      { layer: 'border', type: 'empty', x: 210, y: 10, width: 80, height: 80, background_color: '#fff', border_width: 6, border_color: '#111827', border_radius: 14 },
      { layer: 'ring', type: 'empty', x: 10, y: 110, width: 280, height: 80, border_width: 3, border_color: 'rgb(16 185 129 / 80%)', border_radius: 20 },
    ];
    expectGolden('empty', await png({ design: design(300, 200, layers, '#f3f4f6') }));
  });

  it('draws QR codes with colours, error correction and quiet zone', async () => {
    const layers = [
      { layer: 'plain', type: 'qr_code', x: 10, y: 30, width: 130, height: 130, qr_content: 'https://snapforge.dev' },
      { layer: 'styled', type: 'qr_code', x: 160, y: 30, width: 130, height: 130, qr_content: 'https://snapforge.dev', color: '#1e3a8a', background_color: '#dbeafe', error_correction: 'H', quiet_zone: 4 },
    ];
    expectGolden('qr-code', await png({ design: design(300, 200, layers, '#e5e7eb') }));
  });

  it('draws linear barcodes with and without human-readable text', async () => {
    const code = (layer: string, symbology: string, barcode_content: string, x: number, y: number, show_text = true) => ({
      layer, type: 'barcode', symbology, barcode_content, x, y, width: 140, height: 55, show_text,
    });
    const layers = [
      code('code128', 'code128', 'SNAP-2025', 5, 5),
      code('ean13', 'ean13', '590123412345', 155, 5),
      code('upca', 'upca', '03600029145', 5, 70),
      code('code39', 'code39', 'SNAP42', 155, 70, false),
      code('itf14', 'itf14', '1540014128876', 5, 135),
      { ...code('red', 'code128', 'RED', 155, 135), color: '#b91c1c', background_color: '#fef2f2' },
    ];
    expectGolden('barcode-linear', await png({ design: design(300, 200, layers, '#d1d5db') }));
  });

  it('draws 2D barcodes (Data Matrix, PDF417)', async () => {
    const layers = [
      { layer: 'dm', type: 'barcode', symbology: 'datamatrix', barcode_content: 'https://snapforge.dev', x: 10, y: 40, width: 110, height: 110 },
      { layer: 'pdf417', type: 'barcode', symbology: 'pdf417', barcode_content: 'Snapforge PDF417', x: 135, y: 60, width: 160, height: 70 },
    ];
    expectGolden('barcode-2d', await png({ design: design(300, 200, layers) }));
  });
});
