import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callerForEmail, createAccount } from '../../src/accounts/account-service.js';
import { REDIS_AVAILABLE } from '../jobs/redis.js';
import { startLoopbackServer, type LoopbackServer } from '../net/loopback-server.js';
import { PHOTO } from '../snaps/fixtures.js';
import { POSTGRES_AVAILABLE } from '../support/postgres.js';
import type { ServerProcess } from '../support/processes.js';
import { CALLER_GONE, endedWith, subscribeSse, subscribeWs, untilListening } from '../support/subscriptions.js';
import { waitFor } from '../support/wait.js';
import { startReceiver, type Receiver } from '../webhooks/support.js';
import { call, Cluster, createCardTemplate, type WorkerProcess } from './cluster.js';
import { sample } from './metrics-text.js';
import { REDIS_SERVER_AVAILABLE } from './private-redis.js';

const PROGRESS = `subscription($uuid: String!) { batchProgress(uuid: $uuid) {
  batch { uuid status totalRows processedRows completed failed creditsCharged }
} }`;
const CREDITS = 10_000;
const TERMINAL = ['completed', 'failed', 'canceled'];

/**
 * Two `snapforge serve` processes (HTTP only) and two `snapforge worker` processes, real child
 * processes on PostgreSQL and a private Redis, and what happens to a batch or a snap when one of
 * them, or Redis, goes away. The tests run in order on one cluster (a process takes seconds to
 * start): the last two take the workers down one after the other.
 */
describe.skipIf(!(POSTGRES_AVAILABLE && REDIS_AVAILABLE && REDIS_SERVER_AVAILABLE))(
  'scaled mode: 2 API processes, 2 workers',
  () => {
    let cluster: Cluster;
    let api1: ServerProcess;
    let api2: ServerProcess;
    let worker1: WorkerProcess;
    let worker2: WorkerProcess;
    let worker3: WorkerProcess;
    let images: LoopbackServer;
    let hooks: Receiver;
    /** Image requests carrying ?for=<name> wait while gates[name] is closed. */
    const gates = new Map<string, Promise<void>>();
    const openers: (() => void)[] = [];
    const requestedImages: string[] = [];

    const hold = (name: string) => {
      let open!: () => void;
      gates.set(name, new Promise<void>((r) => (open = r)));
      openers.push(open);
      return open;
    };
    const image = (name: string) => `${images.url}photo.jpg?for=${name}`;
    const items = (n: number, name: string) =>
      Array.from({ length: n }, (_, i) => ({
        identifier: `${name}-${i}`,
        variants: [{ layer: 'photo', image_url: image(name) }],
      }));
    const prisma = () => cluster.db.prisma;

    async function account() {
      const email = `scaled-${randomBytes(5).toString('hex')}@example.com`;
      const { token } = await createAccount(prisma(), { email, name: 'Scaled', credits: CREDITS });
      const accountId = (await callerForEmail(prisma(), email)).accountId;
      return { token, email, accountId, templateUuid: await createCardTemplate(api1.url, token, image('template')) };
    }
    const terminal = (base: string, token: string, uuid: string) =>
      waitFor(
        async () => {
          const r = await call(base, 'GET', `/api/v1/snaps/batches/${uuid}`, token);
          return TERMINAL.includes(r.body.status) && r.body;
        },
        60_000,
        `batch ${uuid} to finish`,
      );
    const itemsOf = (uuid: string) =>
      prisma().snap.findMany({
        where: { batch: { uuid } },
        select: { id: true, status: true, identifier: true },
        orderBy: { position: 'asc' },
      });
    const processing = async (uuid: string) => (await itemsOf(uuid)).filter((i) => i.status === 'processing');
    const callbacksFor = (uuid: string) => hooks.requests.filter((q) => JSON.parse(q.body).data.uuid === uuid);

    /** Every completed item has its one ledger entry, nothing else of the batch is charged, and the account paid exactly that. */
    async function chargedOnce(uuid: string, accountId: number, expected: number) {
      const rows = await itemsOf(uuid);
      const completed = rows.filter((i) => i.status === 'completed');
      expect(completed).toHaveLength(expected);
      const entries = await prisma().creditEntry.findMany({
        where: { chargeKey: { in: rows.map((i) => `snap:${i.id}`) } },
      });
      expect(entries.map((e) => e.chargeKey).sort()).toEqual(completed.map((i) => `snap:${i.id}`).sort());
      expect(entries.every((e) => e.amount === -1)).toBe(true);
      const ledger = await prisma().creditEntry.aggregate({ where: { accountId }, _sum: { amount: true } });
      const account = await prisma().account.findUniqueOrThrow({ where: { id: accountId } });
      expect([ledger._sum.amount, account.credits]).toEqual([CREDITS - expected, CREDITS - expected]);
    }
    /** Exactly one callback, still one a moment later. */
    async function oneCallback(uuid: string, event: string) {
      await waitFor(() => callbacksFor(uuid).length > 0, 15_000, `the callback of batch ${uuid}`);
      await new Promise((r) => setTimeout(r, 500));
      expect(callbacksFor(uuid)).toHaveLength(1);
      expect(JSON.parse(callbacksFor(uuid)[0].body).event).toBe(event);
    }

    beforeAll(async () => {
      images = await startLoopbackServer(async (req: IncomingMessage, res: ServerResponse) => {
        requestedImages.push(req.url!);
        const name = new URL(req.url!, 'http://x').searchParams.get('for') ?? '';
        await gates.get(name);
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(PHOTO);
      });
      hooks = await startReceiver([204]);
      cluster = await Cluster.create({
        ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
        RENDER_THREADS: '1',
        RATE_LIMIT_PER_MINUTE: '100000',
        GRAPHQL_RATE_LIMIT_PER_MINUTE: '100000',
        WEBHOOK_RETRY_DELAYS_MS: '50,50',
        // A dead worker's jobs go to another after 2 s instead of 30.
        JOB_STALLED_INTERVAL_MS: '2000',
        SHUTDOWN_TIMEOUT_MS: '20000',
      });
      [api1, api2, worker1, worker2] = await Promise.all([
        cluster.startApi(),
        cluster.startApi(),
        cluster.startWorker(),
        cluster.startWorker(),
      ]);
    }, 120_000);
    // What went wrong inside the processes is in their logs: a failed test prints their errors.
    beforeEach(({ onTestFailed }) => onTestFailed(() => console.log(cluster.errorLines())));
    afterAll(async () => {
      for (const open of openers) open();
      await cluster?.close();
      await images?.close();
      await hooks?.close();
    }, 60_000);

    it('every process becomes ready: the API processes and the workers (database, Redis, render pool)', async () => {
      for (const base of [api1.url, api2.url, worker1.opsUrl, worker2.opsUrl]) {
        // Probes poll: the render pool's first render loads its fonts and may take a while.
        const r = await waitFor(
          async () => {
            const reply = await call(base, 'GET', '/readyz');
            return reply.status === 200 && reply;
          },
          30_000,
          `${base}/readyz`,
        );
        expect(r.body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', render: 'ok' } });
      }
    });

    it('a revoked API key is refused by both API processes: within a second, revoked over GraphQL on one or with the CLI', async () => {
      const email = `keys-${randomBytes(5).toString('hex')}@example.com`;
      const { token: owner } = await createAccount(prisma(), { email, name: 'Keys' });
      const newKey = async (name: string) => {
        const r = await call(api1.url, 'POST', '/graphql', owner, {
          query: 'mutation($n: String!) { createApiKey(name: $n) { secret key { id } } }',
          variables: { n: name },
        });
        return r.body.data.createApiKey as { secret: string; key: { id: number } };
      };
      const statuses = async (secret: string) =>
        Promise.all([api1, api2].map(async (p) => (await call(p.url, 'GET', '/api/v1/auth', secret)).status));
      /** Both processes answer 401 (polled), and how long after `since` they did. */
      const refusedWithin = async (secret: string, since: number) => {
        await waitFor(
          async () => (await statuses(secret)).every((s) => s === 401),
          8_000,
          'both processes to refuse the key',
        );
        return Date.now() - since;
      };

      const viaGraphql = await newKey('revoked in the Studio');
      // Each process has just authenticated the key, so each remembers it (for 5 s, without the event).
      expect(await statuses(viaGraphql.secret)).toEqual([200, 200]);
      const revoked = await call(api1.url, 'POST', '/graphql', owner, {
        query: 'mutation($id: Int!) { revokeApiKey(id: $id) { revokedAt } }',
        variables: { id: viaGraphql.key.id },
      });
      const revokedAt = Date.now();
      expect(revoked.body.data.revokeApiKey.revokedAt).not.toBeNull();
      expect(await refusedWithin(viaGraphql.secret, revokedAt)).toBeLessThan(1_000);

      const viaCli = await newKey('revoked by the operator');
      expect(await statuses(viaCli.secret)).toEqual([200, 200]);
      const r = await cluster.cli(['token', 'revoke', '--email', email, '--id', String(viaCli.key.id)]);
      const cliDone = Date.now();
      expect([r.code, JSON.parse(r.stdout).revoked.name]).toEqual([0, 'revoked by the operator']);
      expect(await refusedWithin(viaCli.secret, cliDone)).toBeLessThan(1_000);
      expect(await statuses(owner)).toEqual([200, 200]);
    }, 60_000);

    it('a key revoked on API 1 and a member removed with the CLI end their subscriptions open on API 2 (graphql-ws and SSE)', async () => {
      const { token, email, templateUuid } = await account();
      const created = 'subscription { batchCreated { uuid } }';
      const both = (secret: string) => [
        subscribeWs(api2.url, secret, created, {}),
        subscribeSse(api2.url, secret, created, {}),
      ];
      const key = (
        await call(api1.url, 'POST', '/graphql', token, {
          query: 'mutation { createApiKey(name: "dashboard") { secret key { id } } }',
        })
      ).body.data.createApiKey;
      const invited = await cluster.cli([
        'member',
        'invite',
        '--email',
        email,
        '--invite',
        `m-${email}`,
        '--role',
        'editor',
      ]);
      const memberId = JSON.parse(invited.stdout).member.id;
      const memberKey = JSON.parse((await cluster.cli(['token', 'create', '--email', `m-${email}`])).stdout).token;
      const revoked = both(key.secret);
      const removed = both(memberKey);
      await untilListening([...revoked, ...removed], () =>
        call(api1.url, 'POST', '/api/v1/snaps/batches', token, {
          template_id: templateUuid,
          items: items(1, 'access'),
        }),
      );

      await call(api1.url, 'POST', '/graphql', token, {
        query: 'mutation($id: Int!) { revokeApiKey(id: $id) { revokedAt } }',
        variables: { id: key.key.id },
      });
      for (const s of revoked) expect((await endedWith(s)).error).toMatchObject(CALLER_GONE);
      const r = await cluster.cli(['member', 'remove', '--email', email, '--id', String(memberId)]);
      expect(r.code, r.stderr).toBe(0);
      for (const s of removed) expect((await endedWith(s)).error).toMatchObject(CALLER_GONE);
    }, 60_000);

    it('a 100-item batch created through API 1 and watched through a subscription on API 2 completes, rendered by both workers', async () => {
      const { token, accountId, templateUuid } = await account();
      const open = hold('watch');
      const r = await call(api1.url, 'POST', '/api/v1/snaps/batches', token, {
        template_id: templateUuid,
        format: 'jpeg',
        webhook_url: `${hooks.url}watch`,
        items: items(100, 'watch'),
      });
      expect(r.status).toBe(202);
      const ws = subscribeWs(api2.url, token, PROGRESS, { uuid: r.body.uuid });
      await waitFor(() => ws.results.length > 0, 10_000, 'the subscription on API 2');
      open();
      const events = await ws.done;
      const processed = events.map((e: any) => e.data.batchProgress.batch.processedRows);
      expect(processed).toEqual([...processed].sort((a, b) => a - b));
      expect(events.at(-1).data.batchProgress.batch).toEqual({
        uuid: r.body.uuid,
        status: 'completed',
        totalRows: 100,
        processedRows: 100,
        completed: 100,
        failed: 0,
        creditsCharged: 100,
      });
      const read = await call(api2.url, 'GET', `/api/v1/snaps/batches/${r.body.uuid}`, token);
      expect(read.body).toMatchObject({ status: 'completed', completed: 100, credits_charged: 100 });
      // A file one process wrote is served by the other (the shared volume).
      const file = new URL(read.body.items[0].media_url).pathname;
      expect((await fetch(api2.url + file)).headers.get('content-type')).toBe('image/jpeg');
      await chargedOnce(r.body.uuid, accountId, 100);
      await oneCallback(r.body.uuid, 'snap-import.completed');
      for (const w of [worker1, worker2]) {
        const metrics = (await call(w.opsUrl, 'GET', '/metrics')).text;
        expect(sample(metrics, 'snapforge_batch_items_total', { status: 'completed' })).toBeGreaterThan(0);
      }
    }, 90_000);

    it('survives a Redis restart mid-batch: the processes reconnect and the workers queue the lost jobs again from the database', async () => {
      const { token, accountId, templateUuid } = await account();
      const open = hold('redis');
      const r = await call(api1.url, 'POST', '/api/v1/snaps/batches', token, {
        template_id: templateUuid,
        webhook_url: `${hooks.url}redis`,
        items: items(30, 'redis'),
      });
      await waitFor(async () => (await processing(r.body.uuid)).length === 4, 20_000, 'both workers to hold two items');

      await cluster.redis.kill(); // 26 waiting jobs and 4 active ones are gone
      const down = await call(api2.url, 'GET', '/readyz');
      expect(down.status).toBe(503);
      expect(down.body.status).toBe('unavailable');
      expect(down.body.checks.database).toBe('ok');
      expect(down.body.checks.redis).not.toBe('ok');
      await cluster.redis.start();
      await waitFor(
        async () => (await call(api2.url, 'GET', '/readyz')).status === 200,
        20_000,
        'API 2 to be ready again',
      );
      open();

      const done = await terminal(api2.url, token, r.body.uuid);
      expect(done).toMatchObject({ status: 'completed', completed: 30, credits_charged: 30 });
      await chargedOnce(r.body.uuid, accountId, 30);
      await oneCallback(r.body.uuid, 'snap-import.completed');
      for (const w of [worker1, worker2]) expect(w.output()).toContain('Redis restarted');
      // API 1 queues through the new Redis too.
      const snap = await call(api1.url, 'POST', '/api/v1/snaps', token, {
        template_id: templateUuid,
        async: true,
        webhook_url: `${hooks.url}after-redis`,
      });
      expect(snap.status).toBe(202);
      await waitFor(
        async () => (await call(api2.url, 'GET', `/api/v1/snaps/${snap.body.id}`, token)).body.media_url,
        20_000,
        'the snap after the restart',
      );
    }, 90_000);

    it('an API process restart loses no async snap; on SIGTERM it finishes the request in flight and exits 0', async () => {
      const { token, templateUuid } = await account();
      const open = hold('api');
      const variants = (name: string) => [{ layer: 'photo', image_url: image(name) }];
      const queued = await call(api1.url, 'POST', '/api/v1/snaps', token, {
        template_id: templateUuid,
        async: true,
        webhook_url: `${hooks.url}api`,
        variants: variants('api'),
      });
      expect(queued.status).toBe(202);
      expect(queued.body.status).toBe('pending');
      const inFlight = call(api1.url, 'POST', '/api/v1/snaps', token, {
        template_id: templateUuid,
        variants: variants('api'),
      });
      // Held: the API's own render of the sync snap, and a worker's of the async one.
      await waitFor(
        () => requestedImages.filter((u) => u.endsWith('for=api')).length >= 2,
        20_000,
        'both renders to wait for their image',
      );

      const stopped = api1.stop();
      await new Promise((res) => setTimeout(res, 500));
      expect(api1.child.exitCode).toBeNull(); // draining
      await expect(fetch(`${api1.url}/healthz`)).rejects.toThrow(); // no longer accepting
      open();
      const sync = await inFlight;
      expect(sync.status).toBe(201);
      expect(sync.body.status).toBe('completed');
      await stopped;
      expect(api1.child.exitCode).toBe(0);

      api1 = await cluster.startApi();
      const snap = await waitFor(
        async () => {
          const s = await call(api1.url, 'GET', `/api/v1/snaps/${queued.body.id}`, token);
          return s.body.media_url && s;
        },
        20_000,
        'the async snap through the restarted API 1',
      );
      expect(snap.status).toBe(200);
      await waitFor(
        () => hooks.requests.some((q) => JSON.parse(q.body).data.id === queued.body.id),
        15_000,
        'the snap callback',
      );
    }, 90_000);

    it('a worker killed with SIGKILL mid-batch loses nothing: the batch completes, each item charged once, one callback', async () => {
      const { token, accountId, templateUuid } = await account();
      const open = hold('kill');
      const body = {
        template_id: templateUuid,
        webhook_url: `${hooks.url}kill`,
        items: [...items(10, 'kill-free'), ...items(30, 'kill')],
      };
      const r = await call(api1.url, 'POST', '/api/v1/snaps/batches', token, body);
      expect(r.status).toBe(202);
      // Each worker holds two held-back items (RENDER_THREADS=1: two in flight) when worker 1 dies. The free
      // items finish first: counted while one renders, a worker could be between jobs, holding none.
      await waitFor(
        async () => {
          const rows = await itemsOf(r.body.uuid);
          const free = rows.filter((i) => i.identifier!.startsWith('kill-free-'));
          return (
            free.every((i) => i.status === 'completed') && rows.filter((i) => i.status === 'processing').length === 4
          );
        },
        20_000,
        'both workers to hold two held-back items',
      );
      await cluster.kill(worker1);
      open();
      const done = await terminal(api2.url, token, r.body.uuid);
      expect(done).toMatchObject({ status: 'completed', completed: 40, failed: 0, credits_charged: 40 });
      await chargedOnce(r.body.uuid, accountId, 40);
      await oneCallback(r.body.uuid, 'snap-import.completed');
      expect(worker2.output()).toContain('stalled');
    }, 90_000);

    it('a worker stopped with SIGTERM finishes the items it holds, takes no more, and exits 0', async () => {
      // Worker 2 is the one left (worker 1 was killed above): the items rendering are its own.
      const { token, accountId, templateUuid } = await account();
      const open = hold('term');
      const r = await call(api2.url, 'POST', '/api/v1/snaps/batches', token, {
        template_id: templateUuid,
        webhook_url: `${hooks.url}term`,
        items: items(6, 'term'),
      });
      const held = await waitFor(
        async () => {
          const p = await processing(r.body.uuid);
          return p.length === 2 && p;
        },
        20_000,
        'worker 2 to hold two items',
      );
      const stopped = worker2.stop();
      await new Promise((res) => setTimeout(res, 500));
      expect(worker2.child.exitCode).toBeNull(); // still finishing
      open();
      await stopped;
      expect(worker2.child.exitCode).toBe(0);
      const rows = await itemsOf(r.body.uuid);
      expect(
        rows
          .filter((i) => i.status === 'completed')
          .map((i) => i.id)
          .sort(),
      ).toEqual(held.map((i) => i.id).sort());
      expect(rows.filter((i) => i.status === 'pending')).toHaveLength(4);

      // The rest is left in the queue for the next worker (whose short deadline the next test uses).
      worker3 = await cluster.startWorker({ SHUTDOWN_TIMEOUT_MS: '2000' });
      const done = await terminal(api1.url, token, r.body.uuid);
      expect(done).toMatchObject({ status: 'completed', completed: 6, credits_charged: 6 });
      await chargedOnce(r.body.uuid, accountId, 6);
      await oneCallback(r.body.uuid, 'snap-import.completed');
    }, 90_000);

    it('a worker that cannot finish within SHUTDOWN_TIMEOUT_MS exits 1, and the item it held runs again on the next worker', async () => {
      const { token, accountId, templateUuid } = await account();
      const open = hold('deadline');
      const r = await call(api1.url, 'POST', '/api/v1/snaps/batches', token, {
        template_id: templateUuid,
        webhook_url: `${hooks.url}deadline`,
        items: items(1, 'deadline'),
      });
      await waitFor(async () => (await processing(r.body.uuid)).length === 1, 20_000, 'worker 3 to hold the item');
      const started = Date.now();
      await worker3.stop();
      expect(worker3.child.exitCode).toBe(1);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
      expect(worker3.output()).toContain('shutdown deadline passed');
      expect((await itemsOf(r.body.uuid))[0].status).toBe('processing');

      await cluster.startWorker();
      open();
      const done = await terminal(api2.url, token, r.body.uuid);
      expect(done).toMatchObject({ status: 'completed', completed: 1, credits_charged: 1 });
      await chargedOnce(r.body.uuid, accountId, 1);
      await oneCallback(r.body.uuid, 'snap-import.completed');
    }, 90_000);
  },
);
