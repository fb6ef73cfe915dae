import type { LayerVariant, TemplateDesign } from '../src/design/layers/layer-schema.js';
import { cardDesign, cardLayer, footerLayer, photoLayer, qrLayer } from './card-parts.js';

/**
 * The rich card (docs/performance.md): the standard card's size and photo, its text set as designers
 * set it: a markup title (bold, colour and size spans), a highlighted tag line, an outlined headline
 * over the photo, a markup body with a span background, underline and italics, and a markup footer
 * that varies per render.
 */
export function richCard(photoUrl: string): TemplateDesign {
  const text = (l: Record<string, unknown>) => ({ type: 'text', font_family: 'sans', text_format: 'markup', ...l });
  return cardDesign([
    photoLayer(photoUrl),
    text({
      layer: 'headline',
      x: 30,
      y: 470,
      width: 500,
      height: 130,
      text: 'Rendered <span color="#fde047">fast</span>',
      font_size: 64,
      font_weight: 'bold',
      color: '#ffffff',
      stroke_color: '#0f172a',
      stroke_width: 3,
      vertical_align: 'bottom',
      text_format: 'markup',
    }),
    cardLayer,
    text({
      layer: 'tag',
      x: 548,
      y: 80,
      width: 564,
      height: 40,
      text: 'NEW · <b>Mixed styles</b> in one layer',
      font_size: 20,
      color: '#0f172a',
      background_color: '#fde047',
      background_padding: 6,
      background_radius: 6,
    }),
    text({
      layer: 'title',
      x: 548,
      y: 125,
      width: 564,
      height: 165,
      line_height: 1.18,
      color: '#0f172a',
      font_size: 40,
      text: 'Snapforge renders <span color="#2563eb">your social cards</span> and <b>tickets</b> in <span font_size="52" color="#dc2626"><b>milliseconds</b></span>',
    }),
    text({
      layer: 'body',
      x: 548,
      y: 290,
      width: 564,
      height: 110,
      font_size: 21,
      line_height: 1.4,
      color: '#334155',
      max_lines: 3,
      align: 'justify',
      text:
        'Templates become images and PDFs through <i>one pipeline</i>: the scene is laid out once, then drawn by <b>Skia</b> for PNG, JPEG and WebP, or written as ' +
        '<span background_color="#dcfce7">vectors with real, selectable text</span> for <u>PDF</u>.',
    }),
    qrLayer,
    text(footerLayer('snapforge.dev · <b>Rendered</b> in milliseconds')),
  ]);
}

/** Per render, as the standard card: the footer (markup) and the QR code change. */
export const richVariants = (i: number): LayerVariant[] => [
  { layer: 'footer', text: `snapforge.dev · <b>render ${i}</b>` },
  { layer: 'qr', qr_content: `https://snapforge.dev/s/${i}` },
];
