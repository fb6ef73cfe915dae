/**
 * The six starter designs offered when a template is created (docs/studio.md "Starter designs"),
 * each in the layer vocabulary of docs/rendering.md: gradients, shapes, shadows, masks. An image
 * layer names its picture by `ART` key; starter-designs.ts stores it and puts its address there.
 */
export type ArtKey = 'avatar' | 'product';

export interface StarterDesign {
  key: string;
  title: string;
  description: string;
  width: number;
  height: number;
  background_color: string;
  layers: Record<string, unknown>[];
}

const STAR = 'M50 0 L61 35 L98 35 L68 57 L79 91 L50 70 L21 91 L32 57 L2 35 L39 35 Z';
const BURST = Array.from({ length: 24 }, (_, i) => {
  const r = i % 2 ? 0.41 : 0.5;
  const a = (i / 24) * 2 * Math.PI;
  return [Math.round((0.5 + r * Math.sin(a)) * 1000) / 1000, Math.round((0.5 - r * Math.cos(a)) * 1000) / 1000];
});
const art = (key: ArtKey) => `starter-art:${key}`;

export const STARTERS: StarterDesign[] = [
  {
    key: 'blog-card',
    title: 'Blog post card',
    description: 'An Open Graph card: gradient background, title, circular author photo.',
    width: 1200,
    height: 630,
    background_color: 'linear-gradient(135deg, #4f46e5 0%, #9333ea 55%, #db2777 100%)',
    layers: [
      { layer: 'glow', type: 'empty', x: 760, y: -180, width: 620, height: 620, shape: 'ellipse', background_color: 'radial-gradient(circle, rgba(255, 255, 255, 0.35), rgba(255, 255, 255, 0) 70%)' },
      { layer: 'tag', type: 'empty', x: 80, y: 90, width: 190, height: 48, border_radius: 24, background_color: 'rgba(255, 255, 255, 0.2)' },
      { layer: 'tag_text', type: 'text', x: 80, y: 90, width: 190, height: 48, text: 'ENGINEERING', font_size: 20, font_weight: 'bold', letter_spacing: 2, color: '#ffffff', align: 'center', vertical_align: 'middle' },
      { layer: 'title', type: 'text', x: 80, y: 170, width: 1040, height: 230, text: 'How we render a million cards a day', font_size: 76, font_weight: 800, line_height: 1.1, color: '#ffffff', auto_fit: true, max_lines: 3, shadow_color: 'rgba(30, 27, 75, 0.45)', shadow_blur: 12, shadow_y: 4 },
      { layer: 'avatar', type: 'image', x: 80, y: 450, width: 100, height: 100, image_url: art('avatar'), mask: 'circle', shadow_color: 'rgba(15, 23, 42, 0.4)', shadow_blur: 16, shadow_y: 6 },
      { layer: 'author', type: 'text', x: 205, y: 462, width: 600, height: 40, text: 'Ada Lovelace', font_size: 32, font_weight: 'bold', color: '#ffffff' },
      { layer: 'date', type: 'text', x: 205, y: 506, width: 600, height: 36, text: 'May 14 · 6 min read', font_size: 26, color: 'rgba(255, 255, 255, 0.8)' },
    ],
  },
  {
    key: 'event-ticket',
    title: 'Event ticket',
    description: 'A ticket with a QR code, a dashed tear line and the seat.',
    width: 1200,
    height: 500,
    background_color: '#0f172a',
    layers: [
      { layer: 'ticket', type: 'empty', x: 40, y: 40, width: 1120, height: 420, border_radius: 28, background_color: 'linear-gradient(120deg, #f97316, #ec4899)', shadow_color: 'rgba(0, 0, 0, 0.5)', shadow_blur: 24, shadow_y: 10 },
      { layer: 'stub', type: 'empty', x: 820, y: 40, width: 340, height: 420, border_radius: 28, background_color: '#ffffff' },
      { layer: 'tear', type: 'empty', x: 820, y: 60, width: 0, height: 380, shape: 'line', border_width: 4, border_color: '#0f172a', border_dash: [14, 10] },
      { layer: 'event', type: 'text', x: 90, y: 80, width: 690, height: 60, text: 'SYNTHWAVE NIGHTS', font_size: 28, font_weight: 'bold', letter_spacing: 6, color: 'rgba(255, 255, 255, 0.85)' },
      { layer: 'headline', type: 'text', x: 90, y: 140, width: 690, height: 150, text: 'Live at the Roundhouse', font_size: 64, font_weight: 800, line_height: 1.05, color: '#ffffff', auto_fit: true },
      { layer: 'date', type: 'text', x: 90, y: 330, width: 330, height: 90, text: 'FRI 12 SEPT\n20:00', font_size: 30, font_weight: 'bold', line_height: 1.3, color: '#ffffff' },
      { layer: 'seat', type: 'text', x: 440, y: 330, width: 340, height: 90, text: 'ROW F · SEAT 24\nGATE B', font_size: 30, font_weight: 'bold', line_height: 1.3, color: '#ffffff' },
      { layer: 'qr', type: 'qr_code', x: 870, y: 85, width: 240, height: 240, qr_content: 'https://example.com/tickets/F24', color: '#0f172a', background_color: '#ffffff' },
      { layer: 'ticket_no', type: 'text', x: 850, y: 350, width: 280, height: 60, text: 'No. 000482', font_family: 'mono', font_size: 28, color: '#0f172a', align: 'center', vertical_align: 'middle' },
    ],
  },
  {
    key: 'certificate',
    title: 'Certificate',
    description: 'A certificate with a double border, a serif title and a gold seal.',
    width: 1600,
    height: 1131,
    background_color: 'radial-gradient(circle at 50% 40%, #fffdf5, #f5ecd7)',
    layers: [
      { layer: 'frame', type: 'empty', x: 40, y: 40, width: 1520, height: 1051, border_width: 10, border_color: '#7c5c1e' },
      { layer: 'inner_frame', type: 'empty', x: 75, y: 75, width: 1450, height: 981, border_width: 3, border_color: '#b08d3c', border_dash: [18, 8] },
      { layer: 'title', type: 'text', x: 150, y: 170, width: 1300, height: 110, text: 'Certificate of Achievement', font_family: 'serif', font_size: 84, font_weight: 'bold', color: '#3f2d0c', align: 'center' },
      { layer: 'presented', type: 'text', x: 150, y: 320, width: 1300, height: 50, text: 'This certificate is proudly presented to', font_family: 'serif', font_style: 'italic', font_size: 34, color: '#6b5326', align: 'center' },
      { layer: 'name', type: 'text', x: 150, y: 400, width: 1300, height: 120, text: 'Grace Hopper', font_family: 'serif', font_size: 96, font_style: 'italic', color: '#1e293b', align: 'center', auto_fit: true, max_lines: 1 },
      { layer: 'name_rule', type: 'empty', x: 400, y: 540, width: 800, height: 0, shape: 'line', border_width: 3, border_color: '#b08d3c' },
      { layer: 'reason', type: 'text', x: 250, y: 580, width: 1100, height: 120, text: 'for outstanding work on the compiler project, 2026', font_family: 'serif', font_size: 36, color: '#3f2d0c', align: 'center', line_height: 1.4 },
      { layer: 'seal', type: 'empty', x: 700, y: 760, width: 200, height: 200, shape: 'polygon', points: BURST, background_color: 'radial-gradient(circle at 40% 35%, #fde68a, #d4a017 60%, #a16207)', shadow_color: 'rgba(120, 80, 0, 0.35)', shadow_blur: 10, shadow_y: 4 },
      { layer: 'seal_star', type: 'empty', x: 755, y: 815, width: 90, height: 90, shape: 'path', path: STAR, background_color: '#fffbeb' },
      { layer: 'signature_rule', type: 'empty', x: 180, y: 900, width: 380, height: 0, shape: 'line', border_width: 2, border_color: '#3f2d0c' },
      { layer: 'signature', type: 'text', x: 180, y: 915, width: 380, height: 50, text: 'Director', font_family: 'serif', font_size: 30, color: '#3f2d0c', align: 'center' },
      { layer: 'date_rule', type: 'empty', x: 1040, y: 900, width: 380, height: 0, shape: 'line', border_width: 2, border_color: '#3f2d0c' },
      { layer: 'date', type: 'text', x: 1040, y: 915, width: 380, height: 50, text: '14 May 2026', font_family: 'serif', font_size: 30, color: '#3f2d0c', align: 'center' },
    ],
  },
  {
    key: 'product-banner',
    title: 'Product banner',
    description: 'A product on a warm gradient with a price badge and a call to action.',
    width: 1200,
    height: 628,
    background_color: 'linear-gradient(to right, #fff7ed, #fed7aa)',
    layers: [
      { layer: 'spot', type: 'empty', x: 640, y: 54, width: 520, height: 520, shape: 'ellipse', background_color: 'radial-gradient(circle, #ffffff, rgba(255, 255, 255, 0) 70%)' },
      { layer: 'product', type: 'image', x: 680, y: 94, width: 440, height: 440, image_url: art('product'), fit: 'contain', shadow_color: 'rgba(124, 45, 18, 0.35)', shadow_blur: 30, shadow_y: 18 },
      { layer: 'brand', type: 'text', x: 80, y: 90, width: 560, height: 40, text: 'SOUNDLAB', font_size: 26, font_weight: 'bold', letter_spacing: 8, color: '#ea580c' },
      { layer: 'name', type: 'text', x: 80, y: 140, width: 560, height: 180, text: 'Studio Pro wireless headphones', font_size: 60, font_weight: 800, line_height: 1.1, color: '#1c1917', auto_fit: true, max_lines: 3 },
      { layer: 'pitch', type: 'text', x: 80, y: 330, width: 520, height: 90, text: '40 hours of battery, active noise cancelling, free returns.', font_size: 28, line_height: 1.35, color: '#57534e' },
      { layer: 'cta', type: 'empty', x: 80, y: 460, width: 240, height: 72, border_radius: 36, background_color: '#1c1917', shadow_color: 'rgba(28, 25, 23, 0.3)', shadow_blur: 12, shadow_y: 6 },
      { layer: 'cta_text', type: 'text', x: 80, y: 460, width: 240, height: 72, text: 'Shop now', font_size: 28, font_weight: 'bold', color: '#ffffff', align: 'center', vertical_align: 'middle' },
      { layer: 'badge', type: 'empty', x: 960, y: 40, width: 200, height: 200, shape: 'polygon', points: BURST, background_color: 'linear-gradient(135deg, #ef4444, #b91c1c)', rotation: 12, shadow_color: 'rgba(127, 29, 29, 0.4)', shadow_blur: 12, shadow_y: 6 },
      { layer: 'price', type: 'text', x: 960, y: 40, width: 200, height: 200, text: '$129', font_size: 52, font_weight: 800, color: '#ffffff', align: 'center', vertical_align: 'middle', rotation: 12 },
    ],
  },
  {
    key: 'quote-card',
    title: 'Quote card',
    description: 'A square quote with a large quotation mark and its author.',
    width: 1080,
    height: 1080,
    background_color: 'radial-gradient(circle at 20% 15%, #134e4a, #042f2e 70%)',
    layers: [
      { layer: 'card', type: 'empty', x: 90, y: 150, width: 900, height: 780, border_radius: 40, background_color: 'rgba(255, 255, 255, 0.06)', border_width: 2, border_color: 'rgba(153, 246, 228, 0.35)' },
      { layer: 'mark', type: 'text', x: 150, y: 120, width: 300, height: 260, text: '“', font_family: 'serif', font_size: 320, font_weight: 'bold', color: '#2dd4bf', line_height: 1 },
      { layer: 'quote', type: 'text', x: 160, y: 360, width: 760, height: 360, text: 'Simplicity is prerequisite for reliability.', font_family: 'serif', font_size: 72, line_height: 1.2, color: '#f0fdfa', auto_fit: true, vertical_align: 'middle' },
      { layer: 'rule', type: 'empty', x: 160, y: 770, width: 120, height: 0, shape: 'line', border_width: 6, border_color: '#2dd4bf' },
      { layer: 'author', type: 'text', x: 160, y: 800, width: 760, height: 60, text: 'Edsger W. Dijkstra', font_size: 38, font_weight: 'bold', color: '#99f6e4' },
    ],
  },
  {
    key: 'instagram-story',
    title: 'Instagram story',
    description: 'A 1080 × 1920 story: layered gradients, a circular photo and a sticker.',
    width: 1080,
    height: 1920,
    background_color: 'linear-gradient(180deg, #0ea5e9 0%, #6366f1 50%, #a855f7 100%)',
    layers: [
      { layer: 'bubble_top', type: 'empty', x: 620, y: -160, width: 640, height: 640, shape: 'ellipse', background_color: 'rgba(255, 255, 255, 0.12)' },
      { layer: 'bubble_bottom', type: 'empty', x: -220, y: 1420, width: 700, height: 700, shape: 'ellipse', background_color: 'rgba(255, 255, 255, 0.1)' },
      { layer: 'photo', type: 'image', x: 290, y: 360, width: 500, height: 500, image_url: art('avatar'), mask: 'circle', shadow_color: 'rgba(30, 27, 75, 0.45)', shadow_blur: 40, shadow_y: 20 },
      { layer: 'ring', type: 'empty', x: 270, y: 340, width: 540, height: 540, shape: 'ellipse', border_width: 8, border_color: '#ffffff', border_dash: [24, 16] },
      { layer: 'kicker', type: 'text', x: 90, y: 960, width: 900, height: 60, text: 'NEW EPISODE', font_size: 40, font_weight: 'bold', letter_spacing: 10, color: '#e0f2fe', align: 'center' },
      { layer: 'headline', type: 'text', x: 90, y: 1040, width: 900, height: 300, text: 'Design systems that scale', font_size: 110, font_weight: 800, line_height: 1.05, color: '#ffffff', align: 'center', auto_fit: true, max_lines: 3, shadow_color: 'rgba(30, 27, 75, 0.4)', shadow_blur: 16, shadow_y: 6 },
      { layer: 'sticker', type: 'empty', x: 790, y: 300, width: 180, height: 180, shape: 'path', path: STAR, background_color: 'linear-gradient(#fde047, #f59e0b)', rotation: -12, shadow_color: 'rgba(0, 0, 0, 0.25)', shadow_blur: 10, shadow_y: 6 },
      { layer: 'cta', type: 'empty', x: 290, y: 1560, width: 500, height: 110, border_radius: 55, background_color: '#ffffff', shadow_color: 'rgba(30, 27, 75, 0.35)', shadow_blur: 20, shadow_y: 8 },
      { layer: 'cta_text', type: 'text', x: 290, y: 1560, width: 500, height: 110, text: 'Listen now', font_size: 44, font_weight: 'bold', color: '#4f46e5', align: 'center', vertical_align: 'middle' },
      { layer: 'arrow', type: 'empty', x: 510, y: 1720, width: 60, height: 40, shape: 'polygon', points: [[0, 1], [0.5, 0], [1, 1]], background_color: 'rgba(255, 255, 255, 0.85)' },
    ],
  },
];
