import type { IncomingMessage, ServerResponse } from 'node:http';
import { h264EncoderName } from '../../src/render/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../net/loopback-server.js';
import { createTemplate, PHOTO } from '../snaps/fixtures.js';
import { freePort } from '../support/processes.js';
import { subscribeSse } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';
import { sample } from './metrics-text.js';
import { startReceiver, type Receiver } from '../webhooks/support.js';

const APP_KEY = 'ops-test-app-key-0123456789-abcdefghijklmnop';

describe('health, readiness and metrics of one process', () => {
  let t: TestApp;
  let token: string;
  let images: LoopbackServer;

  beforeAll(async () => {
    images = await startLoopbackServer(
      (_req: IncomingMessage, res: ServerResponse) =>
        void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(PHOTO),
    );
    t = await startTestApp('pglite', { APP_KEY, ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
    ({ token } = await t.account({ credits: 100 }));
  });
  afterAll(async () => {
    await t?.close();
    await images?.close();
  });

  it('/healthz answers 200 while the process runs, uncached, naming the MP4 encoder chosen', async () => {
    const r = await t.request('GET', '/healthz');
    expect(r.status).toBe(200);
    // ffmpeg where one with libx264 is on the PATH (as in the Docker image), else WebAssembly.
    expect(r.body).toEqual({ status: 'ok', encoders: { mp4: await h264EncoderName() } });
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz checks the database and the render pool (no Redis configured: no Redis check)', async () => {
    // Probes poll: the render pool's first render loads its fonts and may take a while.
    const r = await waitFor(
      async () => {
        const reply = await t.request('GET', '/readyz');
        return reply.status === 200 && reply;
      },
      30_000,
      '/readyz',
    );
    expect(r.body).toEqual({ status: 'ready', checks: { database: 'ok', render: 'ok' } });
  });

  it('/metrics needs no token and counts requests by route pattern, renders by format, credits and queue depth, revealing no secret', async () => {
    const tpl = await createTemplate(t, token, `${images.url}photo.jpg`);
    const snap = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: tpl, format: 'jpeg' } });
    expect(snap.status).toBe(201);
    expect((await t.request('GET', `/api/v1/snaps/${snap.body.id}`, { token })).status).toBe(200);
    expect((await t.request('GET', '/api/v1/no-such-thing', { token })).status).toBe(404);
    expect((await fetch(snap.body.media_url.replace(/^https?:\/\/[^/]+/, t.url))).status).toBe(200);

    const r = await t.request('GET', '/metrics');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const m = r.text;
    const requests = (route: string, status: string, method = 'GET') =>
      sample(m, 'snapforge_http_request_duration_seconds_count', { method, route, status });
    expect(requests('/api/v1/snaps', '201', 'POST')).toBe(1);
    expect(requests('/api/v1/snaps/:id', '200')).toBe(1);
    expect(requests('/api/v1/*', '404')).toBe(1);
    expect(requests('/files/*', '200')).toBe(1);
    expect(requests('/healthz', '200')).toBe(1);
    expect(sample(m, 'snapforge_render_duration_seconds_count', { format: 'jpeg' })).toBe(1);
    expect(sample(m, 'snapforge_credits_charged_total', { kind: 'snap' })).toBe(1);
    expect(sample(m, 'snapforge_queue_jobs', { queue: 'render-snap', state: 'waiting' })).toBe(0);
    expect(sample(m, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // Route patterns only: no id, no token, no key, no account.
    for (const secret of [snap.body.id, tpl, token, APP_KEY, '/api/v1/no-such-thing']) expect(m).not.toContain(secret);
  });
});

describe('readiness while Redis is unreachable', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Nothing listens on this port: Redis is "down" from the start. The API process still starts.
    t = await startTestApp('pglite', { REDIS_URL: `redis://127.0.0.1:${await freePort()}`, START_WORKERS: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('/readyz is a 503 naming the failing check; /healthz and /metrics still answer', async () => {
    const r = await waitFor(
      async () => {
        const reply = await t.request('GET', '/readyz');
        return reply.body.checks.render === 'ok' && reply;
      },
      30_000,
      'the render pool to answer',
    );
    expect(r.status).toBe(503);
    expect(r.body).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'failed', render: 'ok' } });
    expect((await t.request('GET', '/healthz')).status).toBe(200);
    const m = await t.request('GET', '/metrics');
    expect(m.status).toBe(200);
    // The queue's counts need Redis: left out, not waited for.
    expect(sample(m.text, 'snapforge_queue_jobs')).toBeUndefined();
  });
});

describe('closing the HTTP server', () => {
  let t: TestApp;
  let images: LoopbackServer;
  let hooks: Receiver;
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  const requested = new Set<string>();

  beforeAll(async () => {
    images = await startLoopbackServer(async (req: IncomingMessage, res: ServerResponse) => {
      requested.add(req.url!);
      await gate;
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(PHOTO);
    });
    hooks = await startReceiver([204]);
    t = await startTestApp('pglite', { ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
  });
  afterAll(async () => {
    open();
    await images?.close();
    await hooks?.close();
  });

  it('stops accepting, lets the request in flight finish, ends subscription streams at once, then closes', async () => {
    const { token } = await t.account({ credits: 100 });
    const tpl = await createTemplate(t, token, `${images.url}held.jpg`);
    // Each render its own image URL: the renderer shares one fetch between renders of the same URL.
    const photo = (name: string) => [{ layer: 'photo', image_url: `${images.url}held.jpg?for=${name}` }];
    const queued = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: tpl, async: true, webhook_url: `${hooks.url}hook`, variants: photo('queued') },
    });
    expect(queued.status).toBe(202);
    const stream = subscribeSse(t.url, token, 'subscription($id: String!) { snapUpdated(id: $id) { id status } }', {
      id: queued.body.id,
    });
    await waitFor(() => stream.results.length > 0, 10_000, 'the subscription');
    const inFlight = t.request('POST', '/api/v1/snaps', { token, body: { template_id: tpl, variants: photo('sync') } });
    await waitFor(
      () => requested.has('/held.jpg?for=queued') && requested.has('/held.jpg?for=sync'),
      10_000,
      'both renders to wait for their image',
    );

    const closed = t.close();
    // The stream is cut without waiting for the snap (its client subscribes again elsewhere).
    await expect(stream.done).rejects.toThrow('terminated');
    await expect(fetch(`${t.url}/healthz`)).rejects.toThrow();
    let closedYet = false;
    void closed.then(() => (closedYet = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(closedYet).toBe(false);

    open();
    const r = await inFlight;
    expect(r.status).toBe(201);
    expect(r.body.status).toBe('completed');
    await closed;
  }, 60_000);
});
