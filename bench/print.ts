import { createOutboundPolicy } from '../src/net/outbound-policy.js';
import { AssetLoader, buildScene } from '../src/render/index.js';
import type { TemplateDesign } from '../src/design/layers/layer-schema.js';
import type { Scene, SceneAssets } from '../src/render/base/types.js';
import { cardDesign, photoLayer } from './card-parts.js';
import { serveFixtures } from './render.js';
import { ms, percentile } from './stats.js';
import { check } from './targets.js';

const ROUNDS = 20;

/** A certificate in inks: a cmyk() background band, a photo (an RGB JPEG, converted for PDF/X), cmyk() text, an RGB rule. */
function certificate(photoUrl: string): TemplateDesign {
  const design = cardDesign([
    { ...photoLayer(photoUrl), width: 500 },
    {
      layer: 'band',
      type: 'empty',
      x: 500,
      y: 0,
      width: 700,
      height: 120,
      background_color: 'cmyk(100%, 40%, 0%, 10%)',
    },
    { layer: 'rule', type: 'empty', x: 560, y: 400, width: 560, height: 6, background_color: '#1e3a8a' },
    {
      layer: 'title',
      type: 'text',
      x: 560,
      y: 160,
      width: 580,
      height: 80,
      text: 'Certificate of completion',
      font_size: 40,
      color: 'cmyk(0, 90, 80, 0)',
    },
    {
      layer: 'name',
      type: 'text',
      x: 560,
      y: 260,
      width: 580,
      height: 120,
      text: 'Ada Lovelace',
      font_size: 64,
      font_weight: 'bold',
      color: 'cmyk(0, 0, 0, 100)',
    },
  ]);
  return { ...design, background_color: 'cmyk(0%, 0%, 10%, 0%)' };
}

/**
 * The Studio's soft proof (renderDraft's softProof): the same certificate as the editor's JPEG canvas,
 * plain and with every pixel through the inks and back. No target: it is a view the designer turns on.
 */
async function softProofCost(
  renderScene: typeof import('../src/render/backends/render-scene.js').renderScene,
  plain: Scene,
  assets: SceneAssets,
): Promise<void> {
  const times = { plain: [] as number[], proofed: [] as number[] };
  for (let round = -1; round < ROUNDS; round++)
    for (const [kind, scene] of [
      ['plain', plain],
      ['proofed', { ...plain, softProof: true }],
    ] as const) {
      const start = performance.now();
      await renderScene(scene, assets);
      if (round >= 0) times[kind].push(performance.now() - start);
    }
  const [p, x] = [times.plain, times.proofed].map((t) =>
    percentile(
      t.sort((a, b) => a - b),
      50,
    ),
  );
  console.log(`\nThe same certificate as the Studio's JPEG canvas, plain and soft-proofed (median of ${ROUNDS}):\n`);
  console.log('| render | median (ms) |');
  console.log('| --- | --- |');
  console.log(`| JPEG | ${ms(p)} |`);
  console.log(`| JPEG, soft proof | ${ms(x)} |`);
}

/**
 * Issue 46: a PDF/X-4 certificate (output intent embedded, every colour and the photo converted to
 * inks by LittleCMS) against the same certificate as a plain PDF, on this thread as a pool worker
 * draws it; rounds alternate so both see the same load. Target: PDF/X-4 within 1.5x of the plain PDF.
 */
export async function run(): Promise<void> {
  const { server, origin } = await serveFixtures();
  try {
    const { renderScene } = await import('../src/render/backends/render-scene.js');
    const loader = new AssetLoader({ policy: createOutboundPolicy({ allowedPrivateHosts: ['127.0.0.1'] }) });
    const photo = await loader.load(`${origin}/photo.jpg`);
    const assets = { [photo.url]: photo };
    const design = certificate(photo.url);
    const plain = buildScene({ design, variants: [], format: 'pdf' });
    const printed = { ...plain, pdf: { ...plain.pdf, standard: 'PDF/X-4' as const } };
    const times = { plain: [] as number[], printed: [] as number[] };
    const bytes = { plain: 0, printed: 0 };
    for (let round = -1; round < ROUNDS; round++) {
      for (const [kind, scene] of [
        ['plain', plain],
        ['printed', printed],
      ] as const) {
        const start = performance.now();
        const out = await renderScene(scene, assets);
        if (round >= 0) times[kind].push(performance.now() - start);
        bytes[kind] = out.data.length;
      }
    }
    const [p, x] = [times.plain, times.printed].map((t) =>
      percentile(
        t.sort((a, b) => a - b),
        50,
      ),
    );
    console.log(
      `A 1200x630 certificate in inks, plain PDF against PDF/X-4 (one thread, median of ${ROUNDS} rounds):\n`,
    );
    console.log('| render | median (ms) | file |');
    console.log('| --- | --- | --- |');
    console.log(`| plain PDF | ${ms(p)} | ${(bytes.plain / 1024).toFixed(0)} KB |`);
    console.log(`| PDF/X-4 | ${ms(x)} | ${(bytes.printed / 1024).toFixed(0)} KB |`);
    console.log(
      `\nPDF/X-4 / plain PDF: ${(x / p).toFixed(2)} (≤ 1.5, ${check('PDF/X-4 certificate / plain PDF, time', x / p, { atMost: 1.5 })}).`,
    );
    await softProofCost(renderScene, buildScene({ design, variants: [], format: 'jpeg' }), assets);
  } finally {
    server.close();
  }
}
