import { cp, mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_SNAP_JOB } from '../../src/jobs/job-names.js';
import { startLoopbackServer, type LoopbackServer } from '../net/loopback-server.js';
import { PGLITE_TEMPLATE, TMP } from '../support/paths.js';
import { cli, startServerProcess, type ServerProcess } from '../support/processes.js';
import { subscribeSse, subscribeWs } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';
import { startReceiver, type Receiver } from '../webhooks/support.js';
import { createTemplate, PHOTO } from './fixtures.js';

const SNAP_UPDATED = 'subscription($id: String!) { snapUpdated(id: $id) { id status mediaUrl } }';

describe('async snaps: live updates, redelivery, and crashes', () => {
  let t: TestApp;
  let images: LoopbackServer;
  let hooks: Receiver;
  let token: string;
  let templateUuid: string;
  let release: () => void = () => {};

  beforeAll(async () => {
    // /slow.jpg answers only when the test releases it: a render held in flight.
    let gate = new Promise<void>((r) => (release = r));
    images = await startLoopbackServer(async (req: IncomingMessage, res: ServerResponse) => {
      if (req.url === '/slow.jpg') {
        await gate;
        gate = new Promise<void>((r) => (release = r));
      }
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(PHOTO);
    });
    hooks = await startReceiver([204]);
    t = await startTestApp('pglite', { ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
    ({ token } = await t.account({ credits: 50 }));
    templateUuid = await createTemplate(t, token, `${images.url}slow.jpg`);
  });
  afterAll(async () => {
    release();
    await t?.close();
    await images?.close();
    await hooks?.close();
  });

  const charges = (snapId: string) =>
    t.app.services.database.prisma.creditEntry.count({ where: { chargeKey: `snap:${snapId}` } });

  it('snapUpdated streams pending → processing → completed over graphql-ws and SSE, then completes', async () => {
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: templateUuid, async: true, webhook_url: hooks.url },
    });
    expect(r.status).toBe(202);
    const ws = subscribeWs(t.url, token, SNAP_UPDATED, { id: r.body.id });
    const sse = subscribeSse(t.url, token, SNAP_UPDATED, { id: r.body.id });
    await waitFor(() => ws.results.length > 0 && sse.results.length > 0, 10_000, 'first events');
    release();
    for (const stream of [await ws.done, await sse.done]) {
      const statuses = stream.map((e) => e.data.snapUpdated.status);
      expect(statuses.at(-1)).toBe('completed');
      expect(statuses).toEqual(
        [...new Set(statuses)].filter((s) => ['pending', 'processing', 'completed'].includes(s)),
      );
      expect(stream.at(-1).data.snapUpdated.mediaUrl).toMatch(/\/files\/snaps\//);
    }
  });

  it("snapUpdated refuses another account's snap and anonymous callers", async () => {
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: templateUuid, async: true, webhook_url: hooks.url },
    });
    const other = await t.account();
    const denied = await subscribeWs(t.url, other.token, SNAP_UPDATED, { id: r.body.id }).done;
    expect(denied[0].errors[0].extensions.code).toBe('NOT_FOUND');
    // An anonymous socket is closed at its connection_init (Forbidden), before it can subscribe.
    await expect(subscribeWs(t.url, '', SNAP_UPDATED, { id: r.body.id }).done).rejects.toMatchObject({ code: 4403 });
    release();
  });

  it('a job delivered twice renders once more at most and charges once', async () => {
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: templateUuid, async: true, webhook_url: hooks.url },
    });
    const id = r.body.id;
    // The queue hands the same job out again while the first run is in flight.
    await waitFor(
      async () => (await t.app.services.database.prisma.snap.findUnique({ where: { id } }))?.status === 'processing',
    );
    const second = t.app.services.snaps['d'].processor.process(id);
    release();
    await waitFor(() => (release(), true));
    await second;
    await waitFor(
      async () => (await t.app.services.database.prisma.snap.findUnique({ where: { id } }))?.status === 'completed',
    );
    await t.app.services.jobs.add(RENDER_SNAP_JOB, { snapId: id }, { jobId: id });
    expect(await t.app.services.snaps['d'].processor.process(id)).toBe('skipped');
    await new Promise((res) => setTimeout(res, 200));
    expect(await charges(id)).toBe(1);
    expect(hooks.requests.filter((q) => JSON.parse(q.body).data.id === id)).toHaveLength(1);
  });
});

describe('a server killed mid-render', () => {
  let dataDir: string;
  let images: LoopbackServer;
  let hooks: Receiver;
  let server: ServerProcess | undefined;
  let hold = true;
  const seen: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(TMP, 'crash-'));
    await cp(PGLITE_TEMPLATE, dataDir, { recursive: true });
    images = await startLoopbackServer((req: IncomingMessage, res: ServerResponse) => {
      seen.push(req.url!);
      if (hold && req.url === '/held.jpg') return; // never answers while the first server renders
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(PHOTO);
    });
    hooks = await startReceiver([204]);
  });
  afterAll(async () => {
    await server?.stop();
    await images?.close();
    await hooks?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loses no accepted snap: after a restart it completes, charged once, with one callback', async () => {
    const env = { DATA_DIR: dataDir, ALLOWED_PRIVATE_HOSTS: '127.0.0.1', RENDER_THREADS: '1' };
    const { token } = JSON.parse(
      (await cli(['account', 'create', '--email', 'crash@example.com', '--name', 'C', '--credits', '5'], env)).stdout,
    );
    server = await startServerProcess(env);
    const api = (path: string, init: RequestInit = {}) =>
      fetch(server!.url + path, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
      }).then((r) => r.json());
    const tpl = await api('/api/v1/templates', {
      method: 'POST',
      body: JSON.stringify({
        title: 'T',
        width: 100,
        height: 100,
        layers: [{ layer: 'p', type: 'image', x: 0, y: 0, width: 100, height: 100, image_url: `${images.url}a.jpg` }],
      }),
    });
    const variants = [{ layer: 'p', image_url: `${images.url}held.jpg` }];
    const snap = await api('/api/v1/snaps', {
      method: 'POST',
      body: JSON.stringify({ template_id: tpl.data.uuid, async: true, webhook_url: hooks.url, variants }),
    });
    expect(snap.status).toBe('pending');
    await waitFor(() => seen.includes('/held.jpg'), 10_000, 'the render to fetch its image');
    server.child.kill('SIGKILL');
    await server.stop();
    hold = false;
    server = await startServerProcess(env);
    const hook = await waitFor(
      () => hooks.requests.find((q) => JSON.parse(q.body).data.id === snap.id),
      30_000,
      'the callback after restart',
    );
    expect(JSON.parse(hook.body), hook.body).toMatchObject({
      event: 'snap.completed',
      data: { id: snap.id, status: 'completed' },
    });
    const usage = await api('/api/v1/usage');
    expect(usage).toMatchObject({ period_used_requests: 1, period_available_requests: 4 });
    expect(hooks.requests.filter((q) => JSON.parse(q.body).data.id === snap.id)).toHaveLength(1);
  }, 120_000);
});
