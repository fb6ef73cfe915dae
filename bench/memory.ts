// `npm run bench -- memory`: where `snapforge serve`'s resident memory goes (embedded database), and
// the service's own CPU per sync snap (the request thread: HTTP, GraphQL, database, storage; not the
// drawing and encoding of the render threads).
// 1. Parts: serve's pieces loaded one after another in a bare process (bench/memory-parts.ts).
// 2. serve itself, with two render threads and with one: at rest, then under 16 clients of sync
//    snaps per format (the peak, sampled every 100 ms), then at rest again.
import autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGLITE_TEMPLATE, ROOT, TMP } from '../test/support/paths.js';
import { cli } from '../test/support/processes.js';
import { startBenchService } from './service.js';
import { standardVariants } from './standard-card.js';
import { check } from './targets.js';

const CLIENTS = 16;
const SECONDS = 15;
const FORMATS = ['png', 'jpeg', 'webp'] as const;
/** 2.0x takumi's minimal endpoint under the same load (175-185 MB, issue 33). */
const PEAK_TARGET_MB = 360;

const exec = promisify(execFile);
const mb = (kb: number) => `${Math.round(kb / 1024)}`;

/** A process's memory from the kernel, in kB: resident, and of it anonymous (heaps) and file-backed (code). */
function memoryOf(pid: number): { rss: number; anon: number; file: number } {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? NaN);
  return { rss: field('Rss'), anon: field('Anonymous'), file: field('Rss') - field('Anonymous') };
}

/** CPU time in ms of the process's request thread (its tid is its pid) and of all its threads. */
function cpuOf(pid: number): { main: number; all: number } {
  const ticks = (stat: string) => {
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]); // utime + stime, in clock ticks (100 per second)
  };
  return {
    main: ticks(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')) * 10,
    all: ticks(readFileSync(`/proc/${pid}/stat`, 'utf8')) * 10,
  };
}

async function parts(): Promise<void> {
  const dataDir = await mkdtemp(join(TMP, 'bench-memory-'));
  try {
    await cp(PGLITE_TEMPLATE, dataDir, { recursive: true }).catch(() => {});
    await cli(['account', 'create', '--email', 'parts@example.com', '--name', 'Parts', '--create'], {
      DATA_DIR: dataDir,
    });
    const { stdout } = await exec(
      process.execPath,
      ['--expose-gc', join(ROOT, 'bin/run-ts.js'), join(ROOT, 'bench/memory-parts.ts'), dataDir],
      {
        env: { ...process.env, MALLOC_ARENA_MAX: '2' },
        cwd: ROOT,
      },
    );
    console.log(
      "serve's parts loaded one after another in a bare process (bench/memory-parts.ts, compiled dist/, `MALLOC_ARENA_MAX=2`):\n",
    );
    console.log('| part | resident MB after it | added MB | V8 heap used MB | external MB |');
    console.log('| --- | --- | --- | --- | --- |');
    let before = 0;
    for (const line of stdout.trim().split('\n')) {
      const p = JSON.parse(line) as { part: string; rssMb: number; heapUsedMb: number; externalMb: number };
      console.log(
        `| ${p.part} | ${p.rssMb.toFixed(0)} | ${before ? `+${(p.rssMb - before).toFixed(0)}` : ''} | ${p.heapUsedMb.toFixed(0)} | ${p.externalMb.toFixed(0)} |`,
      );
      before = p.rssMb;
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function serve(threads: number): Promise<void> {
  const svc = await startBenchService('embedded', { RENDER_THREADS: String(threads) });
  const pid = svc.server.child.pid!;
  try {
    // The warm-up renders run in the background once serve listens; then it is at rest.
    await new Promise((r) => setTimeout(r, 5000));
    const rest = memoryOf(pid);
    console.log(
      `\n\`snapforge serve\`, ${threads} render thread${threads > 1 ? 's' : ''}, embedded database, \`MALLOC_ARENA_MAX=2\`; ${CLIENTS} clients of sync snaps of the standard card, title varying, ${SECONDS} s per format.\n`,
    );
    console.log(
      '| state | resident MB | anonymous MB | file-backed MB | request thread CPU ms per snap | all threads CPU ms per snap | snaps/s |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    const row = (state: string, m: { rss: number; anon: number; file: number }, cpu = '| |') =>
      console.log(`| ${state} | ${mb(m.rss)} | ${mb(m.anon)} | ${mb(m.file)} | ${cpu} |`);
    row('at rest after start and warm-up', rest);
    let sent = 0;
    const headers = {
      authorization: `Bearer ${svc.token}`,
      'content-type': 'application/json',
      accept: 'application/json',
    };
    let overallPeak = rest;
    for (const format of FORMATS) {
      const body = () => {
        const i = sent++;
        return JSON.stringify({
          template_id: svc.templateUuid,
          format,
          variants: [...standardVariants(i), { layer: 'title', text: `Card number ${i}: what varies is the title` }],
        });
      };
      const load = () =>
        autocannon({
          url: `${svc.server.url}/api/v1/snaps`,
          method: 'POST',
          connections: CLIENTS,
          duration: SECONDS,
          timeout: 60,
          headers,
          requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
        });
      let peak = memoryOf(pid);
      const sampler = setInterval(() => {
        const m = memoryOf(pid);
        if (m.rss > peak.rss) peak = m;
      }, 100);
      const cpuBefore = cpuOf(pid);
      const result = await load();
      const cpu = cpuOf(pid);
      clearInterval(sampler);
      if (result.non2xx + result.errors > 0)
        console.error(`${result.non2xx + result.errors} snaps failed or timed out under load (${format})`);
      const n = result.requests.total;
      row(
        `peak under load, ${format}`,
        peak,
        `${((cpu.main - cpuBefore.main) / n).toFixed(1)} | ${((cpu.all - cpuBefore.all) / n).toFixed(1)} | ${result.requests.average.toFixed(1)}`,
      );
      if (peak.rss > overallPeak.rss) overallPeak = peak;
    }
    await new Promise((r) => setTimeout(r, 5000));
    row('at rest, 5 s after the load', memoryOf(pid));
    const peakMb = overallPeak.rss / 1024;
    console.log(
      `\nPeak over the formats: ${peakMb.toFixed(0)} MB (target ≤ ${PEAK_TARGET_MB} MB, 2.0x takumi's endpoint: ${check(`serve's peak resident memory, ${CLIENTS} clients, ${threads} render thread(s), MB`, peakMb, { atMost: PEAK_TARGET_MB })})`,
    );
  } finally {
    await svc.close();
  }
}

export async function run(): Promise<void> {
  await parts();
  for (const threads of [2, 1]) await serve(threads);
}
