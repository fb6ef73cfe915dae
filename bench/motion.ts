// `npm run bench -- motion` (issue 41): the standard card with its title sliding in (bench/motion-card.ts),
// 1200x630, 3 s at 30 fps (GIF at 15), drawn and encoded by Snapforge's render pool and by takumi's
// renderAnimation in the same run; MP4 through each H.264 encoder on one render thread; and the peak
// memory of a 3 s and a 30 s clip, each in a fresh process.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { formatFps } from '../src/design/animation/frame-times.js';
import { createOutboundPolicy } from '../src/net/outbound-policy.js';
import { createRenderer, type Renderer } from '../src/render/index.js';
import { ROOT, TMP } from '../test/support/paths.js';
import { motionCard, takumiMotion, type TakumiMotionFormat } from './motion-card.js';
import { serveFixtures } from './render.js';
import { standardVariants } from './standard-card.js';
import { cpuMs, ms } from './stats.js';
import { check } from './targets.js';

const DURATION_MS = 3000;
const ROUNDS = 3;
const FORMATS: TakumiMotionFormat[] = ['webp', 'apng', 'gif'];
const BENCH_OUT = join(TMP, 'bench');
const exec = promisify(execFile);

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];

/** CPU ms of this process and of the children it has waited for (ffmpeg), from the kernel's 100 Hz counters. */
function cpuWithChildren(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * 10;
}

async function timedRun(fn: () => Promise<Buffer>): Promise<{ wall: number; cpu: number; bytes: Buffer }> {
  let bytes: Buffer = Buffer.alloc(0);
  const start = performance.now();
  const cpu = await cpuMs(async () => (bytes = await fn()));
  return { wall: performance.now() - start, cpu, bytes };
}

async function sideBySide(renderer: Renderer, photoUrl: string): Promise<void> {
  const takumi = await takumiMotion();
  const variants = standardVariants(7);
  console.log(
    '| format | fps | ms, whole clip: Snapforge / takumi | ratio (target ≤ 1) | CPU ms Snapforge / takumi | distinct frames drawn / s (Snapforge) | bytes Snapforge / takumi |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const format of FORMATS) {
    const fps = formatFps(format, undefined);
    const design = motionCard(photoUrl, DURATION_MS, fps);
    let distinct = 0;
    const ours = () =>
      renderer.renderMotion({ design, variants, format }).then((r) => ((distinct = r.distinct), r.data));
    const theirs = () => takumi(format, fps, DURATION_MS);
    await ours();
    await theirs();
    const runs: { wall: number; cpu: number; bytes: Buffer }[][] = [[], []];
    for (let round = 0; round < ROUNDS; round++)
      for (const [e, fn] of [ours, theirs].entries()) runs[e].push(await timedRun(fn));
    const [s, t] = runs.map((r) => ({
      wall: median(r.map((x) => x.wall)),
      cpu: median(r.map((x) => x.cpu)),
      bytes: r[0].bytes,
    }));
    const ext = format === 'apng' ? 'png' : format;
    await writeFile(join(BENCH_OUT, `snapforge-motion.${ext}`), s.bytes);
    await writeFile(join(BENCH_OUT, `takumi-motion.${ext}`), t.bytes);
    const ratio = s.wall / t.wall;
    // Distinct frames: the ones drawn (frames after the slide repeat the last, neither drawn nor encoded).
    const drawnPerSecond = (distinct / s.wall) * 1000;
    console.log(
      `| ${format} | ${fps} | ${ms(s.wall)} / ${ms(t.wall)} | ${ratio.toFixed(2)} ${check(`motion ${format}: whole clip time / takumi's`, ratio, { atMost: 1 })} ` +
        `| ${ms(s.cpu)} / ${ms(t.cpu)} | ${drawnPerSecond.toFixed(0)} | ${Math.round(s.bytes.length / 1024)} KB / ${Math.round(t.bytes.length / 1024)} KB |`,
    );
  }
}

async function mp4(photoUrl: string): Promise<void> {
  const renderer = createRenderer({ policy: createOutboundPolicy({ allowedPrivateHosts: ['127.0.0.1'] }), threads: 1 });
  const design = motionCard(photoUrl, DURATION_MS, 30);
  console.log(
    '\n| MP4 encoder (one render thread) | ms, whole clip | CPU ms (with ffmpeg) | CPU / clip duration (target ≤ 1) | bytes |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  try {
    for (const h264 of ['ffmpeg', 'wasm'] as const) {
      const render = () => renderer.renderMotion({ design, variants: standardVariants(7), format: 'mp4', h264 });
      await render();
      const walls: number[] = [];
      const cpus: number[] = [];
      let bytes = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const [start, cpu] = [performance.now(), cpuWithChildren()];
        const clip = await render();
        walls.push(performance.now() - start);
        cpus.push(cpuWithChildren() - cpu);
        bytes = clip.data.length;
        await writeFile(join(BENCH_OUT, `snapforge-motion-${h264}.mp4`), clip.data);
      }
      const realtime = median(cpus) / DURATION_MS;
      console.log(
        `| ${h264} | ${ms(median(walls))} | ${ms(median(cpus))} | ${realtime.toFixed(2)} ${check(`motion mp4 (${h264}): CPU / clip duration, one render thread`, realtime, { atMost: 1 })} | ${Math.round(bytes / 1024)} KB |`,
      );
    }
  } finally {
    await renderer.close();
  }
}

async function memory(): Promise<void> {
  console.log('\n| format | peak RSS, 3 s clip | 30 s clip | ratio (target ≤ 1.2) | 30 s clip: ms, bytes |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const format of ['webp', 'mp4'] as const) {
    const peak = async (seconds: number) => {
      const { stdout } = await exec(
        process.execPath,
        [join(ROOT, 'bin/run-ts.js'), join(ROOT, 'bench/motion-clip.ts'), String(seconds), format],
        { cwd: ROOT, maxBuffer: 1 << 20 },
      );
      return JSON.parse(stdout.trim().split('\n').at(-1)!) as { peakMb: number; ms: number; bytes: number };
    };
    const [short, long] = [await peak(3), await peak(30)];
    const ratio = long.peakMb / short.peakMb;
    console.log(
      `| ${format} | ${short.peakMb.toFixed(0)} MB | ${long.peakMb.toFixed(0)} MB | ${ratio.toFixed(2)} ${check(`motion ${format}: peak RSS of a 30 s clip / a 3 s clip's`, ratio, { atMost: 1.2 })} | ${ms(long.ms)}, ${Math.round(long.bytes / 1024)} KB |`,
    );
  }
}

export async function run(): Promise<void> {
  await mkdir(BENCH_OUT, { recursive: true });
  const { server, origin } = await serveFixtures();
  const photoUrl = `${origin}/photo.jpg`;
  const renderer = createRenderer({
    policy: createOutboundPolicy({ allowedPrivateHosts: ['127.0.0.1'] }),
    threads: availableParallelism(),
  });
  console.log(
    `Issue 41: the standard card, its title sliding in over ${600} ms, ${DURATION_MS / 1000} s clips, ${ROUNDS} rounds alternating (medians). Clips of both engines: ${BENCH_OUT}.\n`,
  );
  try {
    await sideBySide(renderer, photoUrl);
    await mp4(photoUrl);
    await memory();
  } finally {
    await renderer.close();
    server.close();
  }
}
