import { layerSchema, type TemplateDesign } from '../../design/layers/layer-schema.js';
import type { Renderer } from './renderer.js';
import type { OutputFormat } from '../base/types.js';

// Text in the default family, regular and bold, and both codes: what most templates draw.
const CARD: TemplateDesign = {
  width: 600,
  height: 315,
  background_color: '#0f172a',
  layers: [
    {
      layer: 'card',
      type: 'empty',
      x: 20,
      y: 20,
      width: 560,
      height: 275,
      background_color: 'rgba(255,255,255,0.9)',
      border_radius: 16,
    },
    {
      layer: 'title',
      type: 'text',
      x: 40,
      y: 40,
      width: 360,
      height: 80,
      text: 'Warming up the render threads',
      font_weight: 'bold',
      font_size: 28,
    },
    {
      layer: 'body',
      type: 'text',
      x: 40,
      y: 130,
      width: 360,
      height: 80,
      text: 'Fonts parsed, code compiled, encoders loaded.',
      font_size: 16,
    },
    { layer: 'qr', type: 'qr_code', x: 430, y: 40, width: 130, height: 130, qr_content: 'https://snapforge.dev' },
    {
      layer: 'barcode',
      type: 'barcode',
      x: 40,
      y: 220,
      width: 300,
      height: 60,
      barcode_content: 'SNAP-0001',
      symbology: 'code128',
    },
  ].map((l) => layerSchema.parse(l)),
};
const FORMATS: OutputFormat[] = ['jpeg', 'png', 'webp', 'pdf'];
const ROUNDS = 4;

/**
 * Renders a small card in every format a few times on every thread, in the background at start:
 * the first requests after a start or deploy then find fonts parsed, code compiled and encoders
 * loaded (a first 100-item batch took about twice as long as the next without it).
 */
export async function warmUp(renderer: Renderer, threads: number): Promise<void> {
  for (let round = 0; round < ROUNDS; round++) {
    // Two tasks per thread at once, so that every thread gets some.
    await Promise.all(
      Array.from({ length: 2 * threads }, (_, i) =>
        renderer.render({ design: CARD, format: FORMATS[(round + i) % FORMATS.length] }),
      ),
    );
  }
}
