import autocannon from 'autocannon';
import { Agent, request } from 'node:http';
import { availableParallelism } from 'node:os';
import { createOutboundPolicy } from '../src/net/outbound-policy.js';
import { createRenderer } from '../src/render/index.js';
import { benchModes, MODE_LABELS, startBenchService, type BenchMode } from './service.js';
import { standardCard, standardVariants } from './standard-card.js';
import { mb, ms, percentile, rss, throughput, timed } from './stats.js';
import { compareWithTakumi } from './takumi-http.js';
import { check, enterMode } from './targets.js';

const CLIENTS = 16;
const SECONDS = 20;
const MEMORY_RENDERS = 2000;

/** POST /v1/snaps, synchronous jpeg of the standard card: the whole HTTP path against the bare render pool. */
export async function run(): Promise<void> {
  for (const mode of benchModes()) await runOn(mode);
}

async function runOn(mode: BenchMode): Promise<void> {
  enterMode(mode);
  const svc = await startBenchService(mode);
  try {
    // The bare pool, in this process, before the load starts: what HTTP is compared with.
    const policy = createOutboundPolicy({ allowedPrivateHosts: ['127.0.0.1'] });
    const renderer = createRenderer({ policy, threads: availableParallelism() });
    const design = standardCard(`${svc.photoOrigin}/photo.jpg`);
    const render = (i: number) => renderer.render({ design, variants: standardVariants(i), format: 'jpeg' });
    // Warmed as long as the server is before its measured run (JIT, caches), then measured as long.
    await throughput(300, 2 * availableParallelism(), render);
    const poolPerSecond = await throughput(1500, 2 * availableParallelism(), render);
    const oneAtATime = await timed(100, 10, render);
    await renderer.close();
    await policy.close();

    // Each request its own ticket, as each bare render above.
    let sent = 0;
    const body = () =>
      JSON.stringify({ template_id: svc.templateUuid, format: 'jpeg', variants: standardVariants(sent++) });
    const headers = {
      authorization: `Bearer ${svc.token}`,
      'content-type': 'application/json',
      accept: 'application/json',
    };
    const load = (connections: number, duration: number, amount?: number) =>
      autocannon({
        url: `${svc.server.url}/api/v1/snaps`,
        method: 'POST',
        connections,
        ...(amount === undefined ? { duration } : { amount }),
        headers,
        requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
      });
    await load(4, 3);
    // One client timed here, to a fraction of a millisecond: autocannon's latencies are whole
    // milliseconds, a fifth of a 5 ms render.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const post = () =>
      new Promise<void>((resolve, reject) => {
        const req = request(`${svc.server.url}/api/v1/snaps`, { method: 'POST', agent, headers }, (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 201 ? resolve() : reject(new Error(`POST /api/v1/snaps answered ${res.statusCode}`)),
          );
        });
        req.on('error', reject);
        req.end(body());
      });
    const one = await timed(400, 40, post);
    agent.destroy();
    const many = await load(CLIENTS, SECONDS);
    const pid = svc.server.child.pid!;
    const memoryStart = rss(pid);
    let memoryPeak = memoryStart;
    const sampler = setInterval(() => (memoryPeak = Math.max(memoryPeak, rss(pid))), 250);
    await load(4, 0, MEMORY_RENDERS);
    clearInterval(sampler);
    const memoryEnd = rss(pid);
    if (svc.server.child.exitCode !== null)
      throw new Error(`snapforge serve exited with ${svc.server.child.exitCode} under load`);
    const errors = many.errors + many.non2xx;
    console.log(
      `POST /api/v1/snaps (sync jpeg, standard card) against \`snapforge serve\` in its own process, ${MODE_LABELS[mode]}.\n`,
    );
    console.log('| measure | value | target |');
    console.log('| --- | --- | --- |');
    console.log(`| ${CLIENTS} clients, ${SECONDS} s: requests/s | ${many.requests.average.toFixed(1)} | |`);
    console.log(`| ${CLIENTS} clients: p50 / p99 latency ms | ${many.latency.p50} / ${many.latency.p99} | |`);
    console.log(`| ${CLIENTS} clients: errors or non-2xx | ${errors} | 0 |`);
    console.log(`| bare render pool, jpeg renders/s (this process) | ${poolPerSecond.toFixed(1)} | |`);
    const ratio = many.requests.average / poolPerSecond;
    console.log(
      `| HTTP throughput / pool throughput | ${ratio.toFixed(2)} | ≥ 0.9 ${check(`sync snaps over HTTP, ${CLIENTS} clients / bare pool, jpeg`, ratio, { atLeast: 0.9 })} |`,
    );
    const rawMedian = percentile(oneAtATime, 50);
    const oneRatio = percentile(one, 50) / rawMedian;
    console.log(
      `| one client: HTTP p50 ms / bare render median ms | ${ms(percentile(one, 50))} / ${ms(rawMedian)} = ${oneRatio.toFixed(2)} | ≤ 1.15 ${check('one client: HTTP p50 / bare render median', oneRatio, { atMost: 1.15 })} |`,
    );
    // Flat: the end within 10% of the start of the run (after the warm and measured load above).
    const flat = memoryEnd <= memoryStart * 1.1 ? 'flat' : 'growing';
    console.log(
      `| serve's resident memory over ${MEMORY_RENDERS} more snaps: start / peak / end | ${mb(memoryStart)} / ${mb(memoryPeak)} / ${mb(memoryEnd)}, ${flat} | ≤ 280 MB, flat ${check(`resident memory of serve over ${MEMORY_RENDERS} renders, peak MB`, memoryPeak / 2 ** 20, { atMost: 280 })} |`,
    );
    if (mode === 'embedded') await compareWithTakumi(svc);
  } catch (err) {
    // A server that died under load says why in its own output.
    if (svc.server.child.exitCode !== null) console.error(svc.server.output().slice(-4000));
    throw err;
  } finally {
    await svc.close();
  }
}
