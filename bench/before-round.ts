// One round of `npm run bench -- before` (bench/before.ts), in a process of its own:
// `node bin/run-ts.js bench/before-round.ts <first root> <second root>` loads both trees' engines, the first
// named first, times each card and format in both, taking turns render by render (the one going first flipped
// every render) so that both see the same load, and prints the medians as JSON: {"standard.pdf": [first, second]}.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputFormat } from '../src/render/index.js';
import { serveFixtures } from './render.js';
import { percentile } from './stats.js';

export const RUNS = 200;
const WARMUP = 20;
export const FORMATS: OutputFormat[] = ['jpeg', 'png', 'webp', 'pdf'];
export const CARDS = ['standard', 'rich'] as const;

type Card = (typeof CARDS)[number];
type Render = (i: number) => Promise<unknown>;
type Tree = (card: Card, format: OutputFormat) => Render;

/** A tree's engine and the bench's cards, as that tree wrote them, drawing the fixtures served at `origin`. */
async function loadTree(root: string, origin: string): Promise<Tree> {
  const load = (path: string) => import(pathToFileURL(join(root, path)).href);
  const [{ AssetLoader, buildScene }, { renderScene }, { createOutboundPolicy }, standard, rich] = await Promise.all([
    load('src/render/index.ts'),
    load('src/render/backends/render-scene.ts'),
    load('src/net/outbound-policy.ts'),
    load('bench/standard-card.ts'),
    load('bench/rich-card.ts'),
  ]);
  const loader = new AssetLoader({ policy: createOutboundPolicy({ allowedPrivateHosts: ['127.0.0.1'] }) });
  const images = await Promise.all([loader.load(`${origin}/photo.jpg`), loader.load(`${origin}/logo.svg`)]);
  const assets = Object.fromEntries(images.map((image) => [image.url, image]));
  return (card, format) => {
    const [design, variants] =
      card === 'standard'
        ? [standard.standardCard(`${origin}/photo.jpg`), standard.standardVariants]
        : [rich.richCard(`${origin}/photo.jpg`), rich.richVariants];
    return (i: number) => renderScene(buildScene({ design, variants: variants(i), format }), assets);
  };
}

async function medians(renders: [Render, Render]): Promise<[number, number]> {
  for (let i = 0; i < WARMUP; i++) for (const render of renders) await render(i);
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < RUNS; i++)
    for (const which of i % 2 === 0 ? [0, 1] : [1, 0]) {
      const start = performance.now();
      await renders[which](i);
      times[which].push(performance.now() - start);
    }
  return times.map((t) =>
    percentile(
      t.sort((a, b) => a - b),
      50,
    ),
  ) as [number, number];
}

async function main(): Promise<void> {
  const { server, origin } = await serveFixtures();
  const [first, second] = [await loadTree(process.argv[2], origin), await loadTree(process.argv[3], origin)];
  const out: Record<string, [number, number]> = {};
  for (const card of CARDS)
    for (const format of FORMATS) out[`${card}.${format}`] = await medians([first(card, format), second(card, format)]);
  server.close();
  console.log(JSON.stringify(out));
}

if (process.argv[1]?.endsWith('before-round.ts')) await main();
