import autocannon from 'autocannon';
import { availableParallelism } from 'node:os';
import { createOutboundPolicy } from '../src/net/outbound-policy.js';
import { createRenderer } from '../src/render/index.js';
import { benchDatabase, startBenchService } from './service.js';
import { standardCard } from './standard-card.js';
import { ms, percentile, throughput, timed } from './stats.js';

const CLIENTS = 16;
const SECONDS = 20;

/** POST /v1/snaps, synchronous jpeg of the standard card: the whole HTTP path against the bare render pool. */
export async function run(): Promise<void> {
  const svc = await startBenchService();
  try {
    // The bare pool, in this process, before the load starts: what HTTP is compared with.
    const policy = createOutboundPolicy({ allowedPrivateHosts: ['127.0.0.1'] });
    const renderer = createRenderer({ policy, threads: availableParallelism() });
    const design = standardCard(`${svc.photoOrigin}/photo.jpg`);
    const render = () => renderer.render({ design, format: 'jpeg' });
    // Warmed as long as the server is before its measured run (JIT, caches), then measured as long.
    await throughput(300, 2 * availableParallelism(), render);
    const poolPerSecond = await throughput(1500, 2 * availableParallelism(), render);
    const oneAtATime = await timed(100, 10, render);
    await renderer.close();
    await policy.close();

    const body = JSON.stringify({ template_id: svc.templateUuid, format: 'jpeg' });
    const load = (connections: number, duration: number) =>
      autocannon({
        url: `${svc.server.url}/api/v1/snaps`,
        method: 'POST',
        connections,
        duration,
        headers: { authorization: `Bearer ${svc.token}`, 'content-type': 'application/json', accept: 'application/json' },
        body,
      });
    await load(4, 3);
    const one = await load(1, 8);
    const many = await load(CLIENTS, SECONDS);
    const errors = many.errors + many.non2xx;
    console.log(`POST /api/v1/snaps (sync jpeg, standard card) against \`snapforge serve\` in its own process, ${benchDatabase()}.\n`);
    console.log('| measure | value | target |');
    console.log('| --- | --- | --- |');
    console.log(`| ${CLIENTS} clients, ${SECONDS} s: requests/s | ${many.requests.average.toFixed(1)} | |`);
    console.log(`| ${CLIENTS} clients: p50 / p99 latency ms | ${many.latency.p50} / ${many.latency.p99} | |`);
    console.log(`| ${CLIENTS} clients: errors or non-2xx | ${errors} | 0 |`);
    console.log(`| bare render pool, jpeg renders/s (this process) | ${poolPerSecond.toFixed(1)} | |`);
    const ratio = many.requests.average / poolPerSecond;
    console.log(`| HTTP throughput / pool throughput | ${ratio.toFixed(2)} | ≥ 0.8 ${ratio >= 0.8 ? 'ok' : 'MISSED'} |`);
    const rawMedian = percentile(oneAtATime, 50);
    const gap = one.latency.p50 - rawMedian;
    console.log(`| one client: HTTP p50 ms vs bare render median ms | ${one.latency.p50} vs ${ms(rawMedian)} (+${ms(gap)}) | within 10 ms ${gap <= 10 ? 'ok' : 'MISSED'} |`);
  } finally {
    await svc.close();
  }
}
