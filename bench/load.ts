// `npm run bench:load`: the scaled topology on this machine (one `snapforge serve` with
// START_WORKERS=false, `snapforge worker` processes, PostgreSQL, a private Redis), on loopback only.
// 1. Scaling: batch items rendered per second with one worker process (one render thread), then two.
// 2. Load: a steady mix of sync snaps, async snaps, reads and previews for 60 s against the API
//    with the two workers: achieved rate, p50/p99 per route, errors, resident memory.
// Bounded: a fixed number of requests, at most MAX_IN_FLIGHT at once, each with a time limit.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createAccount } from '../src/accounts/account-service.js';
import { REDIS_AVAILABLE } from '../test/jobs/redis.js';
import { sample } from '../test/scaled/metrics-text.js';
import { call, Cluster } from '../test/scaled/cluster.js';
import { REDIS_SERVER_AVAILABLE } from '../test/scaled/private-redis.js';
import { POSTGRES_AVAILABLE } from '../test/support/postgres.js';
import { standardCard } from './standard-card.js';
import { mb, ms, percentile } from './stats.js';

const SECONDS = 60;
const WARMUP_SECONDS = 5;
const MAX_IN_FLIGHT = 200;
const REQUEST_TIMEOUT_MS = 30_000;
const DRAIN_TIMEOUT_MS = 60_000;
const SCALING_BATCHES = 5;
const BATCH_SIZE = 100;
const PHOTO = readFileSync(fileURLToPath(new URL('../test/fixtures/render/photo.jpg', import.meta.url)));

interface Stats {
  latencies: number[];
  statuses: Map<string, number>;
}

interface Route {
  name: string;
  perSecond: number;
  /** Statuses that are the route working as designed (a 429 from the preview budget, say). */
  expected: number[];
  send(i: number): Promise<Response>;
}

if (!POSTGRES_AVAILABLE || !REDIS_AVAILABLE || !REDIS_SERVER_AVAILABLE) {
  console.error('bench:load needs PostgreSQL on 127.0.0.1:5432 and redis-server installed (see README).');
  process.exit(1);
}

const callbacks = new Map<string, number>();
const receiver = await listen(
  createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const { data } = JSON.parse(body);
      callbacks.set(data.uuid ?? data.id, performance.now());
      res.writeHead(204).end();
    });
  }),
);
const photos = await listen(
  createServer(
    (_req, res) => void res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': PHOTO.length }).end(PHOTO),
  ),
);
const cluster = await Cluster.create({
  ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
  RATE_LIMIT_PER_MINUTE: '1000000',
  GRAPHQL_RATE_LIMIT_PER_MINUTE: '1000000',
});
try {
  const api = await cluster.startApi();
  const { token } = await createAccount(cluster.db.prisma, {
    email: `load-${randomBytes(4).toString('hex')}@example.com`,
    name: 'Load',
    credits: 10_000_000,
  });
  const design = standardCard(`${photos.url}photo.jpg`);
  const template = await call(api.url, 'POST', '/api/v1/templates', token, { title: 'Standard card', ...design });
  const templateUuid: string = template.body.data.uuid;

  // 1. Scaling.
  const oneThread = { RENDER_THREADS: '1' };
  const workers = [await cluster.startWorker(oneThread)];
  // How busy the machine is with nothing of ours running: other work skews every figure here.
  const quiet = machineBusy();
  await new Promise((r) => setTimeout(r, 2000));
  const busyBefore = quiet();
  const measure = async () => {
    const processes = [api.url, ...workers.map((w) => w.opsUrl)];
    const cpuBefore = await Promise.all(processes.map(cpuSeconds));
    const busy = machineBusy();
    await batchItemsPerSecond(api.url, token, templateUuid, 1, 20); // warm-up of a new worker
    const perSecond = await batchItemsPerSecond(api.url, token, templateUuid, SCALING_BATCHES, BATCH_SIZE);
    const items = 20 + SCALING_BATCHES * BATCH_SIZE;
    const cpuMs = (await Promise.all(processes.map(cpuSeconds))).map(
      (after, i) => ((after - cpuBefore[i]) * 1000) / items,
    );
    return { perSecond, busy: busy(), cpuMs };
  };
  const one = await measure();
  workers.push(await cluster.startWorker(oneThread));
  const two = await measure();
  const ratio = two.perSecond / one.perSecond;
  console.log(
    `\n### Scaling: batch items per second (${SCALING_BATCHES} batches of ${BATCH_SIZE} jpeg standard cards submitted at once)\n`,
  );
  console.log(
    `${cpus().length} cores; the machine was ${busyBefore.toFixed(0)}% busy before the run (anything else running skews these figures).\n`,
  );
  console.log(
    '| worker processes (RENDER_THREADS=1 each) | items/s | vs one worker (target ≥ 1.8x with two) | CPU ms per item: API / each worker | machine busy |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const [n, m] of [one, two].entries()) {
    const versus = n === 0 ? '1.00x' : `${ratio.toFixed(2)}x ${ratio >= 1.8 ? 'ok' : 'MISSED'}`;
    console.log(
      `| ${n + 1} | ${m.perSecond.toFixed(1)} | ${versus} | ${m.cpuMs.map((c) => c.toFixed(1)).join(' / ')} | ${m.busy.toFixed(0)}% |`,
    );
  }

  // 2. Load, against the API with both workers.
  const snapIds: string[] = [];
  const asyncAccepted = new Map<string, number>();
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' };
  const post = (body: object) =>
    fetch(`${api.url}/api/v1/snaps`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  const get = (path: string) => fetch(api.url + path, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const footer = (i: number) => [
    { layer: 'footer', text: `Load test ${i}` },
    { layer: 'qr', qr_content: `https://snapforge.dev/load/${i}` },
  ];
  const routes: Route[] = [
    {
      name: 'POST /api/v1/snaps (sync jpeg)',
      perSecond: 6,
      expected: [201],
      send: (i) => post({ template_id: templateUuid, format: 'jpeg', variants: footer(i) }),
    },
    {
      name: 'POST /api/v1/snaps (async jpeg)',
      perSecond: 6,
      expected: [202],
      send: (i) =>
        post({
          template_id: templateUuid,
          format: 'jpeg',
          async: true,
          webhook_url: `${receiver.url}snap`,
          variants: footer(i),
        }),
    },
    {
      name: 'GET /api/v1/snaps/:id',
      perSecond: 12,
      expected: [200],
      send: (i) => get(`/api/v1/snaps/${snapIds[i % Math.max(1, snapIds.length)] ?? 'none'}`),
    },
    { name: 'GET /api/v1/templates', perSecond: 4, expected: [200], send: () => get('/api/v1/templates') },
    // Over its own budget (30 a minute per address by default) on purpose: the 429s are expected.
    {
      name: 'GET /api/v1/templates/:uuid/preview',
      perSecond: 1,
      expected: [200, 429],
      send: () => get(`/api/v1/templates/${templateUuid}/preview`),
    },
  ];
  const onReply = async (res: Response) => {
    if (res.status !== 201 && res.status !== 202) return void (await res.arrayBuffer());
    const snap = (await res.json()) as { id: string };
    snapIds.push(snap.id);
    if (res.status === 202) asyncAccepted.set(snap.id, performance.now());
  };
  await runMix(routes, WARMUP_SECONDS, onReply);
  const memoryStart = await residentMemory(
    api.url,
    workers.map((w) => w.opsUrl),
  );
  const asyncBefore = asyncAccepted.size;
  const { stats, seconds, skipped } = await runMix(routes, SECONDS, onReply);
  const drained = await waitUntil(() => [...asyncAccepted.keys()].every((id) => callbacks.has(id)), DRAIN_TIMEOUT_MS);
  const memoryEnd = await residentMemory(
    api.url,
    workers.map((w) => w.opsUrl),
  );

  console.log(
    `\n### Load: ${SECONDS} s of a steady mix against one API process (its own render pool for sync snaps and previews) and two workers\n`,
  );
  console.log('| route | target req/s | achieved req/s | p50 ms | p99 ms | statuses | unexpected |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  let unexpected = 0;
  for (const route of routes) {
    const s = stats.get(route.name)!;
    const bad = [...s.statuses]
      .filter(([status]) => !route.expected.map(String).includes(status))
      .reduce((n, [, c]) => n + c, 0);
    unexpected += bad;
    const statuses = [...s.statuses].map(([status, n]) => `${status}: ${n}`).join(', ');
    console.log(
      `| ${route.name} | ${route.perSecond} | ${(s.latencies.length / seconds).toFixed(1)} | ${ms(percentile(s.latencies, 50))} | ${ms(percentile(s.latencies, 99))} | ${statuses} | ${bad} |`,
    );
  }
  const total = [...stats.values()].reduce((n, s) => n + s.latencies.length, 0);
  const target = routes.reduce((n, r) => n + r.perSecond, 0);
  const duringRun = [...asyncAccepted].slice(asyncBefore);
  const waits = duringRun
    .filter(([id]) => callbacks.has(id))
    .map(([id, at]) => callbacks.get(id)! - at)
    .sort((a, b) => a - b);
  console.log(
    `\nAll routes: ${total} requests in ${seconds.toFixed(1)} s, ${(total / seconds).toFixed(1)} req/s achieved of ${target} scheduled; not sent because ${MAX_IN_FLIGHT} were in flight: ${skipped}.`,
  );
  console.log(`Unexpected answers (errors, anything but the statuses listed as expected): ${unexpected} (target 0).`);
  console.log(
    `Async snaps: ${duringRun.length} accepted during the run, all called back: ${drained ? 'yes' : 'NO'}; accept → callback p50 ${ms(percentile(waits, 50))} ms, p99 ${ms(percentile(waits, 99))} ms.`,
  );
  console.log('\n| process | resident memory after warm-up | after the run | change |');
  console.log('| --- | --- | --- | --- |');
  for (const [name, start] of Object.entries(memoryStart)) {
    const end = memoryEnd[name];
    console.log(`| ${name} | ${mb(start)} | ${mb(end)} | ${end >= start ? '+' : ''}${mb(end - start)} |`);
  }
} finally {
  await cluster.close();
  receiver.server.close();
  photos.server.close();
}

/** Sends each route at its rate (open loop: a slow answer does not slow the schedule) for `seconds`. */
async function runMix(routes: Route[], seconds: number, onReply: (res: Response) => Promise<void>) {
  const stats = new Map<string, Stats>(routes.map((r) => [r.name, { latencies: [], statuses: new Map() }]));
  const inFlight = new Set<Promise<void>>();
  const sent = routes.map(() => 0);
  let skipped = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    const elapsed = (performance.now() - start) / 1000;
    routes.forEach((route, r) => {
      for (; sent[r] < Math.floor(elapsed * route.perSecond); sent[r]++) {
        if (inFlight.size >= MAX_IN_FLIGHT) {
          skipped++;
          continue;
        }
        const s = stats.get(route.name)!;
        const at = performance.now();
        const count = (status: string) => s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
        const request = route
          .send(sent[r])
          .then(async (res) => {
            await onReply(res);
            s.latencies.push(performance.now() - at);
            count(String(res.status));
          })
          .catch((err: Error) => void count(err.name === 'TimeoutError' ? 'timeout' : 'network error'))
          .finally(() => inFlight.delete(request));
        inFlight.add(request);
      }
    });
    await new Promise((r) => setTimeout(r, 2));
  }
  await Promise.all(inFlight);
  for (const s of stats.values()) s.latencies.sort((a, b) => a - b);
  return { stats, seconds: (performance.now() - start) / 1000, skipped };
}

/** `batches` batches of `size` items submitted at once; items per second until the last one's callback. */
async function batchItemsPerSecond(
  apiUrl: string,
  token: string,
  templateUuid: string,
  batches: number,
  size: number,
): Promise<number> {
  const start = performance.now();
  const uuids = await Promise.all(
    Array.from({ length: batches }, async (_, b) => {
      const items = Array.from({ length: size }, (_, i) => ({
        identifier: `item-${i}`,
        variants: [{ layer: 'footer', text: `Batch ${b} item ${i}` }],
      }));
      const r = await call(apiUrl, 'POST', '/api/v1/snaps/batches', token, {
        template_id: templateUuid,
        format: 'jpeg',
        webhook_url: `${receiver.url}batch`,
        items,
      });
      if (r.status !== 202) throw new Error(`batch refused: ${r.status} ${r.text}`);
      return r.body.uuid as string;
    }),
  );
  if (!(await waitUntil(() => uuids.every((u) => callbacks.has(u)), 300_000)))
    throw new Error('batches did not finish within 5 minutes');
  return (batches * size) / ((Math.max(...uuids.map((u) => callbacks.get(u)!)) - start) / 1000);
}

/** A process's CPU time so far (all its threads), from its /metrics. */
async function cpuSeconds(url: string): Promise<number> {
  return sample((await call(url, 'GET', '/metrics')).text, 'process_cpu_seconds_total')!;
}

/** Starts measuring; the returned function gives the share of all cores busy since then, in %. */
function machineBusy(): () => number {
  const times = () =>
    cpus().reduce(
      (a, c) => ({
        idle: a.idle + c.times.idle,
        total: a.total + c.times.user + c.times.nice + c.times.sys + c.times.irq + c.times.idle,
      }),
      { idle: 0, total: 0 },
    );
  const start = times();
  return () => {
    const end = times();
    return 100 - (100 * (end.idle - start.idle)) / (end.total - start.total);
  };
}

/** Each process's resident set size, from its /metrics. */
async function residentMemory(apiUrl: string, workerOpsUrls: string[]): Promise<Record<string, number>> {
  const rss = async (url: string) =>
    sample((await call(url, 'GET', '/metrics')).text, 'process_resident_memory_bytes')!;
  const out: Record<string, number> = { 'API (snapforge serve)': await rss(apiUrl) };
  for (const [i, url] of workerOpsUrls.entries()) out[`worker ${i + 1}`] = await rss(url);
  return out;
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

async function listen(server: Server): Promise<{ server: Server; url: string }> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` };
}
