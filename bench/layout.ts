// `npm run bench -- layout` (issue 42): what layout that adapts costs. (1) The layout pass: the
// standard card as it is, and the same card with its body below the title and its barcode below the
// body (`below`, docs/rendering.md "Layout that adapts"), drawn on one thread in alternating rounds;
// target: at most 10% more. (2) Three sizes: the card at 1200x630, 1080x1080 and 1500x500 drawn by the
// render pool as one request draws them (GraphQL createSnap's `sizes`: the three at once, their
// images loaded once) against three requests one after the other; target: at most 0.8x.
import { availableParallelism } from 'node:os';
import { layersAtSize } from '../src/design/layout/layers-at-size.js';
import { createOutboundPolicy } from '../src/net/outbound-policy.js';
import { AssetLoader, buildScene, createRenderer, type OutputFormat } from '../src/render/index.js';
import type { TemplateDesign } from '../src/design/layers/layer-schema.js';
import { serveFixtures } from './render.js';
import { standardCard, standardVariants } from './standard-card.js';
import { cpuMs, ms, percentile, timed } from './stats.js';
import { check } from './targets.js';

const ROUNDS = 5;
const PER_ROUND = 20;
const SIZES = [
  { name: 'square', width: 1080, height: 1080 },
  { name: 'banner', width: 1500, height: 500 },
];

/** The standard card with its body and barcode following the layer above them. */
function followingCard(card: TemplateDesign): TemplateDesign {
  const below = { body: { layer: 'title', gap: 12 }, barcode: { layer: 'body', gap: 24 } } as const;
  return {
    ...card,
    layers: card.layers.map((l) => (l.layer in below ? { ...l, below: below[l.layer as keyof typeof below] } : l)),
  };
}

async function layoutPass(card: TemplateDesign, origin: string): Promise<void> {
  const { renderScene } = await import('../src/render/backends/render-scene.js');
  const loader = new AssetLoader({ policy: createOutboundPolicy({ allowedPrivateHosts: ['127.0.0.1'] }) });
  const [photo, logo] = await Promise.all([loader.load(`${origin}/photo.jpg`), loader.load(`${origin}/logo.svg`)]);
  const assets = { [photo.url]: photo, [logo.url]: logo };
  const following = followingCard(card);
  console.log('| format | ms per render, fixed / with `below` (median of rounds) | ratio (target ≤ 1.10) |');
  console.log('| --- | --- | --- |');
  for (const format of ['jpeg', 'png'] as OutputFormat[]) {
    const medians: number[][] = [[], []];
    for (let round = 0; round < ROUNDS; round++)
      for (const [k, design] of [card, following].entries()) {
        const d = await timed(PER_ROUND, 3, (i) =>
          renderScene(buildScene({ design, variants: standardVariants(i), format }), assets),
        );
        medians[k].push(percentile(d, 50));
      }
    const [fixed, follow] = medians.map((m) =>
      percentile(
        [...m].sort((a, b) => a - b),
        50,
      ),
    );
    const ratio = follow / fixed;
    console.log(
      `| ${format} | ${ms(fixed)} / ${ms(follow)} | ${ratio.toFixed(3)} ${check(`layout pass, ${format}: with below / fixed`, ratio, { atMost: 1.1 })} |`,
    );
  }
}

async function threeSizes(card: TemplateDesign, origin: string): Promise<void> {
  const renderer = createRenderer({
    policy: createOutboundPolicy({ allowedPrivateHosts: ['127.0.0.1'] }),
    threads: availableParallelism(),
  });
  try {
    const designs = [
      card,
      ...SIZES.map((s) => ({ ...card, width: s.width, height: s.height, layers: layersAtSize(card.layers, card, s) })),
    ];
    // Each image address made unique per request, so no request finds another's images cached.
    let request = 0;
    const render = (d: TemplateDesign, tag: number) =>
      renderer.render({
        design: {
          ...d,
          layers: d.layers.map((l) => (l.type === 'image' ? { ...l, image_url: `${l.image_url}?r=${tag}` } : l)),
        },
        variants: standardVariants(tag),
        format: 'png',
      });
    const together = () => {
      const tag = request++;
      return Promise.all(designs.map((d) => render(d, tag)));
    };
    const apart = async () => {
      for (const d of designs) await render(d, request++);
    };
    await together();
    await apart();
    const runs: { wall: number; cpu: number }[][] = [[], []];
    for (let round = 0; round < ROUNDS; round++)
      for (const [k, fn] of [together, apart].entries()) {
        const start = performance.now();
        const cpu = await cpuMs(fn);
        runs[k].push({ wall: performance.now() - start, cpu });
      }
    const med = (v: number[]) =>
      percentile(
        [...v].sort((a, b) => a - b),
        50,
      );
    const [one, three] = runs.map((r) => ({ wall: med(r.map((x) => x.wall)), cpu: med(r.map((x) => x.cpu)) }));
    console.log('\n| three sizes, png | one request | three requests | ratio |');
    console.log('| --- | --- | --- | --- |');
    const wall = one.wall / three.wall;
    console.log(
      `| wall ms | ${ms(one.wall)} | ${ms(three.wall)} | ${wall.toFixed(2)} ${check('three sizes: one request / three, wall time', wall, { atMost: 0.8 })} |`,
    );
    const cpu = one.cpu / three.cpu;
    console.log(
      `| CPU ms (every thread) | ${ms(one.cpu)} | ${ms(three.cpu)} | ${cpu.toFixed(2)} ${check('three sizes: one request / three, CPU time', cpu, { atMost: 0.8 })} |`,
    );
  } finally {
    await renderer.close();
  }
}

export async function run(): Promise<void> {
  const { server, origin } = await serveFixtures();
  try {
    const card = standardCard(`${origin}/photo.jpg`);
    await layoutPass(card, origin);
    await threeSizes(card, origin);
  } finally {
    server.close();
  }
}
