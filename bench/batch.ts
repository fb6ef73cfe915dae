import { createClient } from 'graphql-ws';
import { createServer } from 'node:http';
import WebSocket from 'ws';
import { benchModes, MODE_LABELS, startBenchService, type BenchMode } from './service.js';
import { availableParallelism } from 'node:os';
import { createOutboundPolicy } from '../src/net/outbound-policy.js';
import { createRenderer } from '../src/render/index.js';
import { standardCard, standardVariants } from './standard-card.js';
import { ms, percentile, throughput } from './stats.js';
import { check, enterMode } from './targets.js';

const ITEMS = 100;
const RUNS = 3;

/** The same 100 cards rendered by a bare pool in this process, warmed first: what a batch is compared with. */
async function barePoolMs(photoOrigin: string): Promise<number> {
  const policy = createOutboundPolicy({ allowedPrivateHosts: ['127.0.0.1'] });
  const renderer = createRenderer({ policy, threads: availableParallelism() });
  const design = standardCard(`${photoOrigin}/photo.jpg`);
  const render = (i: number) => renderer.render({ design, variants: standardVariants(i), format: 'jpeg' });
  try {
    await throughput(300, 2 * availableParallelism(), render);
    return (ITEMS / (await throughput(ITEMS, 2 * availableParallelism(), render))) * 1000;
  } finally {
    await renderer.close();
    await policy.close();
  }
}

/** A 100-item jpeg batch of the standard card: accept to terminal callback, and item completion to its subscription event. */
export async function run(): Promise<void> {
  for (const mode of benchModes()) await runOn(mode);
}

async function runOn(mode: BenchMode): Promise<void> {
  enterMode(mode);
  const callbacks = new Map<string, number>();
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      callbacks.set(JSON.parse(body).data.uuid, performance.timeOrigin + performance.now());
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/`;
  const svc = await startBenchService(mode);
  const ws = createClient({
    url: svc.server.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${svc.token}` },
  });
  const totals: number[] = [];
  const eventMedians: number[] = [];
  try {
    const bare = await barePoolMs(svc.photoOrigin);
    console.log(
      `${ITEMS}-item jpeg batches of the standard card, \`snapforge serve\` (${MODE_LABELS[mode]}), ${RUNS} runs.\n`,
    );
    console.log(`The same ${ITEMS} cards on a bare pool in this process: ${ms(bare)} ms.\n`);
    console.log(
      '| run | accept → terminal callback ms | / bare pool | item completed → its subscription event, median / p95 ms |',
    );
    console.log('| --- | --- | --- | --- |');
    await svc.api('/api/v1/snaps/batches', { template_id: svc.templateUuid, format: 'jpeg', items: [{}, {}, {}, {}] });
    for (let run = 1; run <= RUNS; run++) {
      const items = Array.from({ length: ITEMS }, (_, i) => ({
        identifier: `ticket-${i}`,
        variants: standardVariants(i),
      }));
      const batch = await svc.api('/api/v1/snaps/batches', {
        template_id: svc.templateUuid,
        format: 'jpeg',
        webhook_url: hookUrl,
        items,
      });
      const accepted = performance.timeOrigin + performance.now();
      const seen = new Map<string, number>();
      await new Promise<void>((resolve, reject) =>
        ws.subscribe(
          {
            query: 'subscription($uuid: String!) { batchProgress(uuid: $uuid) { changedItems { id status } } }',
            variables: { uuid: batch.uuid },
          },
          {
            next: (r: any) => {
              const at = performance.timeOrigin + performance.now();
              for (const item of r.data.batchProgress.changedItems)
                if (item.status === 'completed' && !seen.has(item.id)) seen.set(item.id, at);
            },
            error: reject,
            complete: resolve,
          },
        ),
      );
      while (!callbacks.has(batch.uuid)) await new Promise((r) => setTimeout(r, 5));
      const delays: number[] = [];
      for (const [id, at] of seen) {
        const snap = await svc.api(`/graphql`, {
          query: 'query($id: String!) { snap(id: $id) { completedAt } }',
          variables: { id },
        });
        delays.push(at - Date.parse(snap.data.snap.completedAt));
      }
      delays.sort((a, b) => a - b);
      const total = callbacks.get(batch.uuid)! - accepted;
      totals.push(total);
      eventMedians.push(percentile(delays, 50));
      console.log(
        `| ${run} | ${ms(total)} | ${(total / bare).toFixed(2)} | ${ms(percentile(delays, 50))} / ${ms(percentile(delays, 95))} over ${delays.length} items |`,
      );
    }
    // The median run: one slow run on a noisy machine is not the service's figure.
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
    check(
      `${ITEMS}-item batch, accept → callback / ${ITEMS} renders on the bare pool (median run)`,
      median(totals) / bare,
      { atMost: 1.25 },
    );
    check('item completed → subscription event, ms (median run)', median(eventMedians), { atMost: 10 });
  } finally {
    await ws.dispose();
    await svc.close();
    receiver.close();
  }
}
