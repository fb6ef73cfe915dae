import type { OutputFormat } from '../src/render/index.js';
import type { LayerVariant, TemplateDesign } from '../src/design/layers/layer-schema.js';
import { layerSchema } from '../src/design/layers/layer-schema.js';
import { standardVariants } from './standard-card.js';
import { ms, percentile, timed } from './stats.js';

/**
 * The graphics card (issue 27): 1200x630 with a gradient background, a shadowed rounded card, a
 * photo, a circle-masked avatar with a shadow, an SVG logo, an ellipse badge with a gradient and a
 * hard shadow, an SVG path (a star), a title with a text shadow and a QR code on a gradient. Beside
 * the standard card in the bench's render section.
 */
export function graphicsCard(photoUrl: string, logoUrl: string): TemplateDesign {
  const layers = [
    {
      layer: 'card',
      type: 'empty',
      x: 80,
      y: 70,
      width: 1040,
      height: 490,
      background_color: '#ffffff',
      border_radius: 32,
      shadow_color: 'rgba(15, 23, 42, 0.35)',
      shadow_blur: 40,
      shadow_y: 16,
    },
    {
      layer: 'photo',
      type: 'image',
      x: 120,
      y: 110,
      width: 420,
      height: 410,
      image_url: photoUrl,
      fit: 'cover',
      border_radius: 24,
    },
    {
      layer: 'title',
      type: 'text',
      x: 590,
      y: 130,
      width: 480,
      height: 170,
      text: 'Gradients, shapes and shadows in one card',
      font_weight: 'bold',
      font_size: 46,
      line_height: 1.15,
      color: '#0f172a',
      shadow_color: 'rgba(99, 102, 241, 0.35)',
      shadow_blur: 6,
      shadow_y: 3,
    },
    {
      layer: 'badge',
      type: 'empty',
      x: 900,
      y: 330,
      width: 180,
      height: 180,
      shape: 'ellipse',
      background_color: 'radial-gradient(circle at 35% 30%, #fde68a, #f59e0b 60%, #b45309)',
      border_width: 6,
      border_color: '#ffffff',
      shadow_color: 'rgba(0, 0, 0, 0.3)',
      shadow_blur: 12,
      shadow_y: 6,
    },
    {
      layer: 'price',
      type: 'text',
      x: 900,
      y: 395,
      width: 180,
      height: 50,
      text: '€29',
      font_size: 44,
      font_weight: 'bold',
      color: '#ffffff',
      align: 'center',
      vertical_align: 'middle',
    },
    {
      layer: 'star',
      type: 'empty',
      x: 600,
      y: 340,
      width: 120,
      height: 115,
      shape: 'path',
      background_color: 'linear-gradient(#a78bfa, #6366f1)',
      path: 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z',
    },
    {
      layer: 'avatar',
      type: 'image',
      x: 440,
      y: 420,
      width: 120,
      height: 120,
      image_url: photoUrl,
      mask: 'circle',
      focal_x: 0.3,
      shadow_color: 'rgba(0, 0, 0, 0.4)',
      shadow_blur: 10,
      shadow_y: 4,
    },
    { layer: 'logo', type: 'image', x: 1000, y: 90, width: 96, height: 48, image_url: logoUrl, fit: 'contain' },
    {
      layer: 'qr',
      type: 'qr_code',
      x: 750,
      y: 360,
      width: 120,
      height: 120,
      qr_content: 'https://snapforge.dev/g/1',
      background_color: 'linear-gradient(135deg, #eef2ff, #e0e7ff)',
      color: '#312e81',
    },
  ].map((l) => layerSchema.parse(l));
  return {
    width: 1200,
    height: 630,
    background_color: 'linear-gradient(135deg, #6366f1 0%, #ec4899 55%, #f59e0b 100%)',
    layers,
  };
}

/** Per render: the price and the QR code's content, so the layers above them are drawn every time. */
const graphicsVariants = (i: number): LayerVariant[] => [
  { layer: 'price', text: `€${i % 100}` },
  { layer: 'qr', qr_content: `https://snapforge.dev/g/${i}` },
];

type Render = (design: TemplateDesign, variants: LayerVariant[], format: OutputFormat) => Promise<unknown>;

/**
 * The graphics card beside the standard card on one thread, in alternating rounds so both see the
 * same machine load: median and p95 ms per format.
 */
export async function compareWithStandardCard(
  render: Render,
  standard: TemplateDesign,
  graphics: TemplateDesign,
  formats: OutputFormat[],
  runs: number,
  rounds: number,
): Promise<void> {
  console.log(
    `\nGraphics card 1200x630 (bench/graphics-card.ts) beside the standard card, one thread, ${runs} renders per card and format in ${rounds} alternating rounds:\n`,
  );
  console.log('| format | standard card median ms (p95) | graphics card median ms (p95) | graphics / standard |');
  console.log('| --- | --- | --- | --- |');
  for (const format of formats) {
    const cards = [
      { design: standard, variants: standardVariants, durations: [] as number[] },
      { design: graphics, variants: graphicsVariants, durations: [] as number[] },
    ];
    for (const card of cards) await timed(0, 10, (i) => render(card.design, card.variants(i), format));
    for (let round = 0; round < rounds; round++) {
      for (const card of cards)
        card.durations.push(...(await timed(runs / rounds, 0, (i) => render(card.design, card.variants(i), format))));
    }
    const [s, g] = cards
      .map((c) => c.durations.sort((a, b) => a - b))
      .map((d) => ({ median: percentile(d, 50), p95: percentile(d, 95) }));
    console.log(
      `| ${format} | ${ms(s.median)} (${ms(s.p95)}) | ${ms(g.median)} (${ms(g.p95)}) | ${(g.median / s.median).toFixed(2)}x |`,
    );
  }
}
