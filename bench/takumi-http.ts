import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT, TMP } from '../test/support/paths.js';
import type { BenchService } from './service.js';
import { standardTexts, standardVariants } from './standard-card.js';
import { mb, ms, processCpuMs, rss } from './stats.js';
import type { TakumiFormat } from './takumi-card.js';
import { check } from './targets.js';

const FORMATS: TakumiFormat[] = ['jpeg', 'png', 'webp'];
const CLIENTS = 16;
const SECONDS = 10;
const WARM_SECONDS = 5;
/** Issue 33's bounds on Snapforge / takumi, CPU per request: PNG's is the one the issue is named after. */
const CPU_RATIO: Record<TakumiFormat, number> = { jpeg: 0.8, png: 1.0, webp: 0.8 };

interface Measured {
  perSecond: number;
  cpuMs: number;
  peakRss: number;
  /** Failed requests: non-2xx answers, and errors of which `timeouts` (no answer within autocannon's 10 s). */
  errors: number;
  timeouts: number;
}

/** The takumi endpoint (takumi-endpoint.ts) as its own process, ready for requests. */
async function startTakumiEndpoint(): Promise<{ child: ChildProcess; url: string; stop(): Promise<void> }> {
  const entry = join(TMP, 'bench', 'takumi-endpoint.mjs');
  await build({
    entryPoints: [join(ROOT, 'bench/takumi-endpoint.ts')],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'error',
  });
  const child = spawn(process.execPath, [entry], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      const port = /listening (\d+)/.exec((out += d))?.[1];
      if (port) resolve(`http://127.0.0.1:${port}/`);
    });
    child.once('exit', (code) => reject(new Error(`the takumi endpoint exited with ${code} before listening`)));
  });
  return {
    child,
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill();
      await once(child, 'exit');
    },
  };
}

/**
 * `clients` clients for `seconds` against one server process: its requests per second, CPU per
 * request (the kernel's counters for that process alone) and peak resident memory (sampled).
 */
async function measure(
  pid: number,
  url: string,
  headers: Record<string, string>,
  body: (i: number) => string,
  seconds: number,
  clients = CLIENTS,
): Promise<Measured> {
  let sent = 0;
  const cpuStart = processCpuMs(pid);
  let peakRss = rss(pid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rss(pid))), 100);
  const result = await autocannon({
    url,
    method: 'POST',
    connections: clients,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...headers },
    requests: [{ setupRequest: (req) => ({ ...req, body: body(sent++) }) }],
  });
  clearInterval(sampler);
  const cpu = processCpuMs(pid) - cpuStart;
  return {
    perSecond: result.requests.average,
    cpuMs: cpu / result.requests.total,
    peakRss,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
  };
}

/**
 * Issue 33: `POST /api/v1/snaps` (sync) next to a minimal takumi endpoint, each in its own process
 * and alone under the load, each format in turn, the same card with the same texts per request.
 */
export async function compareWithTakumi(svc: BenchService): Promise<void> {
  const takumi = await startTakumiEndpoint();
  try {
    const snapforge = {
      pid: svc.server.child.pid!,
      url: `${svc.server.url}/api/v1/snaps`,
      headers: { authorization: `Bearer ${svc.token}`, accept: 'application/json' },
      body: (format: TakumiFormat) => (i: number) =>
        JSON.stringify({ template_id: svc.templateUuid, format, variants: standardVariants(i) }),
    };
    const peer = {
      pid: takumi.child.pid!,
      url: takumi.url,
      headers: {},
      body: (format: TakumiFormat) => (i: number) => JSON.stringify({ format, texts: standardTexts(i) }),
    };
    const results: Record<string, { snapforge: Measured; takumi: Measured }> = {};
    for (const format of FORMATS) {
      // Warmed alike under the same load (JIT, caches, the takumi photo's decode), then measured
      // one after the other. 2 s at 4 clients left serve's first format 2x its later CPU per request.
      for (const s of [snapforge, peer]) await measure(s.pid, s.url, s.headers, s.body(format), WARM_SECONDS);
      const a = await measure(snapforge.pid, snapforge.url, snapforge.headers, snapforge.body(format), SECONDS);
      const b = await measure(peer.pid, peer.url, peer.headers, peer.body(format), SECONDS);
      results[format] = { snapforge: a, takumi: b };
    }
    console.log(
      `\nIssue 33: Snapforge's sync snap next to takumi (@takumi-rs/core in a minimal node:http endpoint, bench/takumi-endpoint.ts), each in its own process, ${CLIENTS} clients, ${SECONDS} s per format and server after ${WARM_SECONDS} s of warm-up; title, footer and codes change every request.\n`,
    );
    console.log(
      '| format | req/s Snapforge / takumi | ratio (target ≥ 1.0) | CPU ms per request Snapforge / takumi | ratio (target) | peak RSS Snapforge / takumi | errors (timeouts) Snapforge / takumi |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const format of FORMATS) {
      const { snapforge: a, takumi: b } = results[format];
      const speed = a.perSecond / b.perSecond;
      const cpu = a.cpuMs / b.cpuMs;
      console.log(
        `| ${format} | ${a.perSecond.toFixed(1)} / ${b.perSecond.toFixed(1)} | ${speed.toFixed(2)} ${check(`${CLIENTS}-client throughput, Snapforge sync snap / takumi endpoint, ${format}`, speed, { atLeast: 1 })} ` +
          `| ${ms(a.cpuMs)} / ${ms(b.cpuMs)} | ${cpu.toFixed(2)} (≤ ${CPU_RATIO[format]}) ${check(`CPU per request, Snapforge sync snap / takumi endpoint, ${format}`, cpu, { atMost: CPU_RATIO[format] })} ` +
          `| ${mb(a.peakRss)} / ${mb(b.peakRss)} | ${a.errors} (${a.timeouts}) / ${b.errors} (${b.timeouts}) |`,
      );
    }
    const peak = (who: 'snapforge' | 'takumi') => Math.max(...FORMATS.map((f) => results[f][who].peakRss));
    const memory = peak('snapforge') / peak('takumi');
    console.log(
      `\nPeak resident memory under the ${CLIENTS}-client load, all formats: serve ${mb(peak('snapforge'))}, takumi endpoint ${mb(peak('takumi'))}: ` +
        `${memory.toFixed(2)}x (target ≤ 2.0, moonshot 1.5) ${check(`serve's peak RSS under ${CLIENTS} clients / takumi endpoint's`, memory, { atMost: 2 })}.`,
    );
  } finally {
    await takumi.stop();
  }
}
