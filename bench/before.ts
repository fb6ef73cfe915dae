// `BENCH_BEFORE=<commit> npm run bench -- before`: this tree's render medians against a commit's
// (default HEAD: what the uncommitted change costs). Both trees are loaded into this one process and
// take turns render by render, the order flipped every render, so that both see the same machine: two
// processes run minutes apart on these VMs differed by 10-15% with nothing changed, this by under 2%.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { OutputFormat } from '../src/render/index.js';
import { serveFixtures } from './render.js';
import { ms, percentile } from './stats.js';
import { check } from './targets.js';

const RUNS = 200;
const WARMUP = 20;
const FORMATS: OutputFormat[] = ['jpeg', 'png', 'webp', 'pdf'];
const CARDS = ['standard', 'rich'] as const;
const MOST_SLOWER = 1.05;

type Card = (typeof CARDS)[number];
type Render = (i: number) => Promise<unknown>;
type Tree = (card: Card, format: OutputFormat) => { render: Render; design: string };

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
    const render = (i: number) => renderScene(buildScene({ design, variants: variants(i), format }), assets);
    return { render, design: JSON.stringify(design) };
  };
}

/** The commit checked out beside this tree, sharing its node_modules (so both load one copy of each native module). */
function checkout(commit: string): { root: string; remove(): void } {
  const here = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const root = mkdtempSync(join(tmpdir(), 'snapforge-before-'));
  execFileSync('git', ['worktree', 'add', '--detach', '--force', root, commit], { cwd: here, stdio: 'ignore' });
  symlinkSync(join(here, 'node_modules'), join(root, 'node_modules'));
  for (const card of ['standard-card.ts', 'rich-card.ts'])
    if (!existsSync(join(root, 'bench', card))) throw new Error(`${commit} has no bench/${card} to compare with`);
  return {
    root,
    remove: () => {
      execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: here, stdio: 'ignore' });
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Medians of both, taking turns, the one going first flipped every render. */
async function medians(before: Render, after: Render): Promise<[number, number]> {
  for (let i = 0; i < WARMUP; i++) await Promise.all([before(i), after(i)]);
  const times: [number[], number[]] = [[], []];
  const timedRun = async (which: 0 | 1, i: number) => {
    const start = performance.now();
    await (which === 0 ? before : after)(i);
    times[which].push(performance.now() - start);
  };
  for (let i = 0; i < RUNS; i++) {
    const first = (i % 2) as 0 | 1;
    await timedRun(first, i);
    await timedRun((1 - first) as 0 | 1, i);
  }
  return times.map((t) =>
    percentile(
      t.sort((a, b) => a - b),
      50,
    ),
  ) as [number, number];
}

export async function run(): Promise<void> {
  const commit = process.env.BENCH_BEFORE ?? 'HEAD';
  const { server, origin } = await serveFixtures();
  const before = checkout(commit);
  try {
    const [then, now] = [await loadTree(before.root, origin), await loadTree(resolve('.'), origin)];
    console.log(`Render medians, ${commit} (before) and this tree (after), ${RUNS} renders each, one thread:\n`);
    console.log('| card | format | before ms | after ms | after / before | |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    let sum = [0, 0];
    for (const card of CARDS)
      for (const format of FORMATS) {
        const [a, b] = [then(card, format), now(card, format)];
        const [m0, m1] = await medians(a.render, b.render);
        sum = [sum[0] + m0, sum[1] + m1];
        const changed = a.design === b.design ? '' : ' (the card changed)';
        const verdict = check(`${card} card ${format} median vs ${commit}`, m1 / m0, { atMost: MOST_SLOWER });
        console.log(`| ${card}${changed} | ${format} | ${ms(m0)} | ${ms(m1)} | ${(m1 / m0).toFixed(3)} | ${verdict} |`);
      }
    console.log(`\nThe eight medians summed: ${ms(sum[0])} → ${ms(sum[1])} ms (${(sum[1] / sum[0]).toFixed(3)}).`);
  } finally {
    before.remove();
    server.close();
  }
}
