import { layerSchema, type TemplateDesign } from '../src/design/layers/layer-schema.js';

/**
 * What the standard and rich cards (docs/performance.md) share, so both draw the same canvas,
 * photo, card, QR code and footer: the photo cover-fitted on the left, the white card over its
 * edge, the QR code in the card's lower right corner, the footer along its bottom.
 */
export const cardDesign = (layers: Record<string, unknown>[]): TemplateDesign => ({
  width: 1200,
  height: 630,
  background_color: '#0f172a',
  layers: layers.map((l) => layerSchema.parse(l)),
});

export const photoLayer = (photoUrl: string) => ({
  layer: 'photo',
  type: 'image',
  x: 0,
  y: 0,
  width: 560,
  height: 630,
  image_url: photoUrl,
  fit: 'cover',
  focal_x: 0.4,
});

export const cardLayer = {
  layer: 'card',
  type: 'empty',
  x: 500,
  y: 50,
  width: 660,
  height: 530,
  background_color: 'rgba(255,255,255,0.96)',
  border_radius: 28,
};

export const qrLayer = {
  layer: 'qr',
  type: 'qr_code',
  x: 972,
  y: 400,
  width: 140,
  height: 140,
  qr_content: 'https://snapforge.dev/s/2025-0042',
  quiet_zone: 1,
};

export const footerLayer = (text: string) => ({
  layer: 'footer',
  type: 'text',
  x: 548,
  y: 520,
  width: 400,
  height: 30,
  text,
  font_size: 18,
  color: '#64748b',
});
