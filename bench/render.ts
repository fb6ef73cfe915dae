import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createOutboundPolicy } from '../src/net/outbound-policy.js';
import { AssetLoader, buildScene, createRenderer, type OutputFormat } from '../src/render/index.js';
import { richCard, richVariants } from './rich-card.js';
import { compareDataCards } from './data-cards.js';
import { compareDocument } from './document.js';
import { compareWithStandardCard, graphicsCard } from './graphics-card.js';
import { standardCard, standardVariants } from './standard-card.js';
import { cpuMs, mb, ms, percentile, throughput, timed } from './stats.js';
import { compareEngineWithTakumi } from './takumi-engine.js';
import { check } from './targets.js';

const FORMATS: OutputFormat[] = ['jpeg', 'png', 'webp', 'pdf'];
const TARGET_MEDIAN_MS: Record<OutputFormat, number> = { jpeg: 15, png: 40, webp: 45, pdf: 30 };
const TARGET_VS_CHROMIUM: Partial<Record<OutputFormat, number>> = { jpeg: 10, png: 6, webp: 6 };
const SINGLE_RUNS = 200;
const POOL_RUNS = 400;
const ROUNDS = 4;
const CHROMIUM_RUNS = 40;
const MEMORY_RUNS = 2000;

const fixture = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const FILES: Record<string, string> = {
  '/photo.jpg': fixture('../test/fixtures/render/photo.jpg'),
  '/logo.svg': fixture('../test/fixtures/render/logo.svg'),
  '/fonts/inter-400.ttf': fixture('../node_modules/@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  '/fonts/inter-700.ttf': fixture('../node_modules/@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
};

/** The bench's images and fonts over HTTP on 127.0.0.1 (the renderer fetches images by address). */
export function serveFixtures(): Promise<{ server: Server; origin: string }> {
  const bodies = new Map(Object.entries(FILES).map(([path, file]) => [path, readFileSync(file)]));
  const server = createServer((req, res) => {
    const body = bodies.get((req.url ?? '').split('?')[0]);
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-length': body.length, 'cache-control': 'max-age=3600' }).end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    }),
  );
}

export async function run(): Promise<void> {
  const { server, origin } = await serveFixtures();
  const policy = createOutboundPolicy({ allowedPrivateHosts: ['127.0.0.1'] });
  const design = standardCard(`${origin}/photo.jpg`);
  const rich = richCard(`${origin}/photo.jpg`);
  const threads = availableParallelism();
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(', ');
  console.log(
    `Load average at the start: ${load()} (${threads} cores). Other processes running on the machine slow every figure.\n`,
  );
  const renderer = createRenderer({ policy, threads });
  try {
    const poolRender = (format: OutputFormat) => (i: number) =>
      renderer.render({ design, variants: standardVariants(i), format });
    for (const format of FORMATS) await throughput(4 * threads, 2 * threads, poolRender(format));
    // Memory first, while this thread has loaded no drawing code: the process is the service's shape.
    const memory = await memoryCheck((i) => poolRender(FORMATS[i % FORMATS.length])(i), 2 * threads);

    // One thread: scene building, layout, drawing and encoding, as one pool worker does them. Rounds
    // of one thread and of the pool alternate, so that both see the same machine load.
    const { renderScene } = await import('../src/render/backends/render-scene.js');
    const loader = new AssetLoader({ policy });
    const [photo, logo] = await Promise.all([loader.load(`${origin}/photo.jpg`), loader.load(`${origin}/logo.svg`)]);
    const assets = { [photo.url]: photo, [logo.url]: logo };
    const single: Record<string, Single> = {};
    const pool: Record<string, Pool> = {};
    const richMedians: Record<string, { median: number; p95: number }> = {};
    for (const format of FORMATS) {
      const render = (i: number) => renderScene(buildScene({ design, variants: standardVariants(i), format }), assets);
      const renderRich = (i: number) =>
        renderScene(buildScene({ design: rich, variants: richVariants(i), format }), assets);
      await timed(0, 20, render);
      await timed(0, 20, renderRich);
      const durations: number[] = [];
      const richDurations: number[] = [];
      let poolSeconds = 0;
      let singleCpu = 0;
      let poolCpu = 0;
      for (let round = 0; round < ROUNDS; round++) {
        singleCpu += await cpuMs(async () => durations.push(...(await timed(SINGLE_RUNS / ROUNDS, 0, render))));
        // The rich card in the same rounds, so that both cards see the same machine load.
        richDurations.push(...(await timed(SINGLE_RUNS / ROUNDS, 0, renderRich)));
        poolCpu += await cpuMs(async () => {
          poolSeconds += POOL_RUNS / ROUNDS / (await throughput(POOL_RUNS / ROUNDS, 2 * threads, poolRender(format)));
        });
      }
      durations.sort((a, b) => a - b);
      richDurations.sort((a, b) => a - b);
      richMedians[format] = { median: percentile(richDurations, 50), p95: percentile(richDurations, 95) };
      single[format] = {
        median: percentile(durations, 50),
        p95: percentile(durations, 95),
        perSecond: 1000 / (durations.reduce((a, b) => a + b, 0) / durations.length),
        cpuMs: singleCpu / SINGLE_RUNS,
      };
      pool[format] = { perSecond: POOL_RUNS / poolSeconds, cpuMs: poolCpu / POOL_RUNS };
    }

    printSingleAndPool(single, pool, threads);
    printRich(single, richMedians);
    await compareWithStandardCard(
      (d, variants, format) => renderScene(buildScene({ design: d, variants, format }), assets),
      design,
      graphicsCard(photo.url, logo.url),
      FORMATS,
      SINGLE_RUNS,
      ROUNDS,
    );
    await compareDataCards(
      (d, variants, format) => renderScene(buildScene({ design: d, variants, format }), assets),
      design,
      FORMATS,
      SINGLE_RUNS,
      ROUNDS,
    );
    await compareDocument(photo.url, assets);
    console.log(
      `\nResident memory of the process over ${MEMORY_RUNS} consecutive renders through the pool (formats in turn, ${2 * threads} in flight): ` +
        `${mb(memory.start)} after warm-up, peak ${mb(memory.peak)}, ${mb(memory.end)} at the end (target: under 400 MB, flat).`,
    );
    await compareWithChromium(origin, single);
    await compareEngineWithTakumi({
      single: (format) => async (i) =>
        (await renderScene(buildScene({ design, variants: standardVariants(i), format }), assets)).data,
      pool: (format) => async (i) => (await poolRender(format)(i)).data,
    });
    console.log(`\nLoad average at the end: ${load()}.`);
  } finally {
    await renderer.close();
    await policy.close();
    server.close();
  }
}

interface Single {
  median: number;
  p95: number;
  perSecond: number;
  cpuMs: number;
}

interface Pool {
  perSecond: number;
  cpuMs: number;
}

async function memoryCheck(render: (i: number) => Promise<unknown>, concurrency: number) {
  await throughput(100, concurrency, render);
  const start = process.memoryUsage().rss;
  let peak = start;
  await throughput(MEMORY_RUNS, concurrency, async (i) => {
    await render(i);
    if (i % 50 === 0) peak = Math.max(peak, process.memoryUsage().rss);
  });
  return { start, peak, end: process.memoryUsage().rss };
}

function printSingleAndPool(single: Record<string, Single>, pool: Record<string, Pool>, threads: number) {
  console.log(
    `Standard card 1200x630. One thread: ${SINGLE_RUNS} renders per format. Pool: ${threads} threads, ${POOL_RUNS} renders per format.\n`,
  );
  console.log(
    '| format | median ms (target) | p95 ms | one thread renders/s | pool renders/s | pool / one thread (target 1.8x) | CPU ms per render, one thread / pool |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const format of FORMATS) {
    const s = single[format];
    const p = pool[format];
    const ok = s.median <= TARGET_MEDIAN_MS[format] ? 'ok' : 'MISSED';
    const ratio = p.perSecond / s.perSecond;
    console.log(
      `| ${format} | ${ms(s.median)} (≤ ${TARGET_MEDIAN_MS[format]}, ${ok}) | ${ms(s.p95)} | ${s.perSecond.toFixed(0)} | ${p.perSecond.toFixed(0)} | ${ratio.toFixed(2)}x ${ratio >= 1.8 ? 'ok' : 'MISSED'} | ${ms(s.cpuMs)} / ${ms(p.cpuMs)} |`,
    );
  }
  console.log('\nCPU time counts every thread of the process (libvips encoders, the pool, this thread): when the pool');
  console.log('costs about the same CPU per render as one thread, it scales with the cores the machine has free.');
}

function printRich(single: Record<string, Single>, rich: Record<string, { median: number; p95: number }>) {
  console.log(
    `\nRich card 1200x630 (bench/rich-card.ts: markup spans, a highlight, an outline), one thread, ${SINGLE_RUNS} renders per format, in the same rounds:\n`,
  );
  console.log('| format | standard card median ms | rich card median ms | rich card p95 ms |');
  console.log('| --- | --- | --- | --- |');
  for (const format of FORMATS)
    console.log(`| ${format} | ${ms(single[format].median)} | ${ms(rich[format].median)} | ${ms(rich[format].p95)} |`);
}

async function compareWithChromium(origin: string, single: Record<string, Single>) {
  // Loaded here, after the memory check: Playwright is no part of the service.
  const { cardHtml, WarmChromium } = await import('./chromium-card.js');
  let browser: Awaited<ReturnType<typeof WarmChromium.launch>>;
  try {
    browser = await WarmChromium.launch();
  } catch (err) {
    console.log(`\nChromium comparison skipped: ${(err as Error).message.split('\n')[0]}`);
    return;
  }
  try {
    console.log(`\nWarm Chromium page (setContent + screenshot, page reused), ${CHROMIUM_RUNS} renders per format:\n`);
    console.log('| format | Chromium median ms | Snapforge median ms | Snapforge is faster by (target) |');
    console.log('| --- | --- | --- | --- |');
    // The HTML (with the codes as SVG) is made before timing: only the browser's work is timed.
    const pages = await Promise.all(Array.from({ length: CHROMIUM_RUNS }, (_, i) => cardHtml(origin, i)));
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const d = await timed(CHROMIUM_RUNS, 5, (i) => browser.render(pages[Math.abs(i) % pages.length], format));
      const ratio = percentile(d, 50) / single[format].median;
      const target = TARGET_VS_CHROMIUM[format]!;
      console.log(
        `| ${format} | ${ms(percentile(d, 50))} | ${ms(single[format].median)} | ${ratio.toFixed(1)}x (≥ ${target}x, ${check(`warm Chromium page / Snapforge, ${format}`, ratio, { atLeast: target })}) |`,
      );
    }
  } finally {
    await browser.close();
  }
}
