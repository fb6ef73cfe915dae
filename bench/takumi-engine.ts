import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, TMP } from '../test/support/paths.js';
import { standardTexts } from './standard-card.js';
import { cpuMs, ms, throughput } from './stats.js';
import { TAKUMI_CARD_FILES, takumiCard, type TakumiFormat } from './takumi-card.js';
import { check } from './targets.js';

const FORMATS: TakumiFormat[] = ['jpeg', 'png', 'webp'];
const RUNS = 120;
const ROUNDS = 4;
/** Where the bench leaves both engines' images of the same card, to be compared by eye. */
const BENCH_OUT = join(TMP, 'bench');

type Render = (format: TakumiFormat) => (i: number) => Promise<Buffer>;

/**
 * Issue 33: Snapforge's engine next to takumi's on the standard card with the texts of each
 * request changing, in this process: one render at a time (Snapforge's in this thread, takumi's
 * on its own threads) and two in flight (Snapforge's pool; takumi takes two renders at once), CPU
 * per render of the whole process (every thread), rounds alternating so that both see the same
 * load. takumi's thread pool is left as it starts: pinned to one thread (RAYON_NUM_THREADS=1) two
 * renders in flight would queue on it, and its CPU per render measured the same either way.
 */
export async function compareEngineWithTakumi(snapforge: { single: Render; pool: Render }): Promise<void> {
  const files = Object.fromEntries(
    Object.entries(TAKUMI_CARD_FILES).map(([k, path]) => [k, readFileSync(join(ROOT, path))]),
  );
  const card = await takumiCard(files as Parameters<typeof takumiCard>[0]);
  const takumi: Render = (format) => (i) => card.render(standardTexts(i), format);
  await mkdir(BENCH_OUT, { recursive: true });
  const rows: { format: TakumiFormat; single: number[]; pool: number[]; perSecond: number[]; bytes: number[] }[] = [];
  for (const format of FORMATS) {
    const engines = [snapforge.single, takumi];
    const images = await Promise.all(engines.map((e) => e(format)(7)));
    await Promise.all(
      images.map((image, e) => writeFile(join(BENCH_OUT, `${e === 0 ? 'snapforge' : 'takumi'}-card.${format}`), image)),
    );
    for (const e of engines) await throughput(20, 1, e(format));
    const single = [0, 0];
    const pool = [0, 0];
    const seconds = [0, 0];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [e, render] of [snapforge.single, takumi].entries())
        single[e] += await cpuMs(() => throughput(RUNS / ROUNDS, 1, render(format)));
      for (const [e, render] of [snapforge.pool, takumi].entries())
        pool[e] += await cpuMs(
          async () => (seconds[e] += RUNS / ROUNDS / (await throughput(RUNS / ROUNDS, 2, render(format)))),
        );
    }
    rows.push({
      format,
      single: single.map((c) => c / RUNS),
      pool: pool.map((c) => c / RUNS),
      perSecond: seconds.map((s) => RUNS / s),
      bytes: images.map((i) => i.length),
    });
  }
  console.log(
    `\nIssue 33: the engine next to takumi (@takumi-rs/core, bench/takumi-card.ts), the standard card with title, footer and codes changing, ${RUNS} renders per format and engine. Images of both: ${BENCH_OUT}.\n`,
  );
  console.log(
    '| format | CPU ms per render, one at a time: Snapforge / takumi | ratio (target ≤ 0.8) | two in flight: CPU ms Snapforge / takumi | renders/s Snapforge / takumi | bytes Snapforge / takumi |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const { format, single, pool, perSecond, bytes } of rows) {
    const ratio = single[0] / single[1];
    console.log(
      `| ${format} | ${ms(single[0])} / ${ms(single[1])} | ${ratio.toFixed(2)} ${check(`engine alone, one at a time, CPU per render / takumi's, ${format}`, ratio, { atMost: 0.8 })} ` +
        `| ${ms(pool[0])} / ${ms(pool[1])} | ${perSecond[0].toFixed(0)} / ${perSecond[1].toFixed(0)} | ${Math.round(bytes[0] / 1024)} KB / ${Math.round(bytes[1] / 1024)} KB |`,
    );
  }
  const png = rows.find((r) => r.format === 'png')!;
  const bytes = png.bytes[0] / png.bytes[1];
  console.log(
    `\nPNG bytes of the card, Snapforge / takumi: ${bytes.toFixed(2)} (target ≤ 1.0) ${check("PNG bytes of the card / takumi's", bytes, { atMost: 1 })}.`,
  );
}
