import type { GoldenCase } from './golden-cases.js';
import { design } from './helpers.js';

// The golden set of gradients, shapes and shadows (graphics.test.ts; docs/rendering.md shows each
// with its layers), 300x200 as the rest of the golden set. Images: https://img.test/photo.jpg and alpha.png.

const HEART = 'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z';

const GRAPHICS_LAYERS = {
  gradients: [
    { layer: 'linear', type: 'empty', x: 10, y: 10, width: 130, height: 80, border_radius: 12, background_color: 'linear-gradient(135deg, #6366f1 0%, #ec4899 60%, #f59e0b 100%)' },
    { layer: 'radial', type: 'empty', x: 160, y: 10, width: 130, height: 80, border_radius: 12, background_color: 'radial-gradient(circle at 30% 40%, #fef08a, #f97316 45%, #7c2d12)' },
    { layer: 'fade', type: 'empty', x: 10, y: 110, width: 130, height: 80, background_color: 'linear-gradient(to right, rgb(14 165 233 / 100%), transparent)' },
    { layer: 'qr', type: 'qr_code', x: 185, y: 105, width: 90, height: 90, qr_content: 'https://snapforge.dev', background_color: 'linear-gradient(to bottom right, #ecfeff, #a5f3fc)', color: '#164e63' },
  ],
  shapes: [
    { layer: 'ellipse', type: 'empty', x: 10, y: 10, width: 120, height: 80, shape: 'ellipse', background_color: '#38bdf8', border_width: 4, border_color: '#0c4a6e' },
    { layer: 'line', type: 'empty', x: 150, y: 15, width: 130, height: 70, shape: 'line', border_width: 4, border_color: '#16a34a', border_dash: [12, 6] },
    { layer: 'star', type: 'empty', x: 10, y: 105, width: 90, height: 90, shape: 'polygon', background_color: '#facc15', border_width: 2, border_color: '#854d0e', points: [[0.5, 0], [0.61, 0.35], [0.98, 0.35], [0.68, 0.57], [0.79, 0.91], [0.5, 0.7], [0.21, 0.91], [0.32, 0.57], [0.02, 0.35], [0.39, 0.35]] },
    { layer: 'heart', type: 'empty', x: 110, y: 105, width: 90, height: 85, shape: 'path', path: HEART, background_color: 'linear-gradient(#fb7185, #e11d48)' },
    { layer: 'dashed', type: 'empty', x: 215, y: 110, width: 75, height: 75, border_radius: 14, border_width: 3, border_color: '#334155', border_dash: [8, 5] },
  ],
  shadows: [
    { layer: 'card', type: 'empty', x: 15, y: 15, width: 130, height: 80, background_color: '#ffffff', border_radius: 14, shadow_color: 'rgba(15, 23, 42, 0.35)', shadow_blur: 16, shadow_y: 6 },
    { layer: 'badge', type: 'empty', x: 185, y: 20, width: 80, height: 60, shape: 'ellipse', background_color: '#22c55e', shadow_color: '#14532d', shadow_blur: 0, shadow_x: 5, shadow_y: 5, rotation: -12 },
    { layer: 'title', type: 'text', x: 15, y: 115, width: 150, height: 70, text: 'Soft shadow', font_size: 26, font_weight: 'bold', color: '#ffffff', shadow_color: 'rgba(0, 0, 0, 0.7)', shadow_blur: 6, shadow_x: 2, shadow_y: 3 },
    { layer: 'logo', type: 'image', x: 185, y: 105, width: 90, height: 90, image_url: 'https://img.test/alpha.png', fit: 'contain', shadow_color: 'rgba(0, 0, 0, 0.6)', shadow_blur: 10, shadow_x: 4, shadow_y: 6 },
  ],
};

export const GRAPHICS_CASES: GoldenCase[] = [
  { name: 'graphics-gradients', title: 'linear and radial gradients, a fade to transparent, a QR code on a gradient', request: { design: design(300, 200, GRAPHICS_LAYERS.gradients, 'linear-gradient(#f8fafc, #e2e8f0)') } },
  { name: 'graphics-shapes', title: 'an ellipse, a dashed line, a polygon, a path with a gradient, a dashed rounded box', request: { design: design(300, 200, GRAPHICS_LAYERS.shapes, '#f8fafc') } },
  { name: 'graphics-shadows', title: 'a box shadow, a hard shadow on a turned ellipse, a text shadow, the shadow of an image\'s opaque pixels', request: { design: design(300, 200, GRAPHICS_LAYERS.shadows, 'linear-gradient(160deg, #bfdbfe, #ddd6fe)') } },
];
