import type { LayerVariant, TemplateDesign } from '../src/design/layers/layer-schema.js';
import { cardDesign, cardLayer, footerLayer, photoLayer, qrLayer } from './card-parts.js';

export const STANDARD_BODY =
  'Templates become images and PDFs through one pipeline: the scene is laid out once, then drawn by Skia for PNG, JPEG and WebP, or written as vectors with real, selectable text for PDF.';

/**
 * The standard card of the performance targets (docs/performance.md): 1200x630, a background, a
 * photo with cover fit, a rounded card, a 3-line title, a 4-line body, a footer, a QR code and a
 * Code128 barcode.
 */
export function standardCard(photoUrl: string): TemplateDesign {
  return cardDesign([
    photoLayer(photoUrl),
    cardLayer,
    {
      layer: 'title',
      type: 'text',
      x: 548,
      y: 90,
      width: 564,
      height: 170,
      text: 'Snapforge renders your social cards and tickets in milliseconds',
      font_family: 'sans',
      font_weight: 'bold',
      font_size: 44,
      line_height: 1.18,
      color: '#0f172a',
    },
    {
      layer: 'body',
      type: 'text',
      x: 548,
      y: 272,
      width: 564,
      height: 124,
      text: STANDARD_BODY,
      font_size: 21,
      line_height: 1.4,
      color: '#334155',
      max_lines: 4,
    },
    {
      layer: 'barcode',
      type: 'barcode',
      x: 548,
      y: 420,
      width: 300,
      height: 80,
      barcode_content: 'SNAP-2025-0042',
      symbology: 'code128',
    },
    qrLayer,
    footerLayer('snapforge.dev · Rendered in milliseconds'),
  ]);
}

export interface StandardTexts {
  title: string;
  footer: string;
  qr: string;
  barcode: string;
}

/** Per render, what a blog's OG card or a ticket changes: the title, the footer and the codes' content. */
export function standardTexts(i: number): StandardTexts {
  return {
    title: `Post ${i}: your social cards and tickets, rendered in milliseconds`,
    footer: `snapforge.dev · render ${i}`,
    qr: `https://snapforge.dev/s/${i}`,
    barcode: `SNAP-${i}`,
  };
}

/**
 * Every section sends these, to the bare pool and to the service alike (and takumi-card.ts draws
 * the same texts): the layers below them are the static prefix the engine keeps, the varying ones
 * are drawn and encoded every time.
 */
export function standardVariants(i: number): LayerVariant[] {
  const t = standardTexts(i);
  return [
    { layer: 'title', text: t.title },
    { layer: 'footer', text: t.footer },
    { layer: 'qr', qr_content: t.qr },
    { layer: 'barcode', barcode_content: t.barcode },
  ];
}
