import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../net/loopback-server.js';
import { crashableServer } from '../support/crashable-server.js';
import { waitFor } from '../support/wait.js';
import { cardLayers, PHOTO } from '../snaps/fixtures.js';

const SYNC_SNAPS = 5;
const BATCH_ITEMS = 5;

/**
 * Issue 25, finding 6: after a `kill -9`, the keys of the keyed synchronous snaps in flight stayed
 * "in progress" for 24 hours (409 on every retry). Replayed against a real `snapforge serve` on the
 * embedded database, with a batch in flight too: its reserved credits must survive the crash and be
 * given back as its items settle after the restart.
 */
describe('kill -9 in the middle of keyed synchronous snaps and a batch, then a restart on the same DATA_DIR', () => {
  let server: Awaited<ReturnType<typeof crashableServer>>;
  let images: LoopbackServer;
  /** Until the crash, images never answer: every render waits on one. */
  let answering = false;
  const seen = new Set<string>();
  const request = (method: string, path: string, body?: unknown) => server.request(method, path, body);

  beforeAll(async () => {
    images = await startLoopbackServer((req: IncomingMessage, res: ServerResponse) => {
      seen.add(req.url!);
      if (answering) res.writeHead(200, { 'content-type': 'image/jpeg' }).end(PHOTO);
    });
    server = await crashableServer('crash', 100);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await images?.close();
  });

  it('a retry with the same key and body after the restart is rendered (201), and no credit stays reserved', async () => {
    const template = await request('POST', '/templates', {
      title: 'Card',
      width: 320,
      height: 200,
      layers: cardLayers(null),
    });
    expect(template.status).toBe(201);
    const photo = (name: string) => [{ layer: 'photo', image_url: `${images.url}${name}.jpg` }];
    const batch = await request('POST', '/snaps/batches', {
      template_id: template.body.data.uuid,
      items: Array.from({ length: BATCH_ITEMS }, (_, i) => ({ variants: photo(`item-${i}`) })),
    });
    expect(batch.status).toBe(202);
    const bodies = Array.from({ length: SYNC_SNAPS }, (_, i) => ({
      template_id: template.body.data.uuid,
      idempotency_key: `crash-${i}`,
      variants: photo(`sync-${i}`),
    }));
    const inFlight = bodies.map((body) => request('POST', '/snaps', body).catch((e: Error) => e));
    await waitFor(
      () => bodies.every((_, i) => seen.has(`/sync-${i}.jpg`)),
      30_000,
      'every synchronous snap to be rendering',
    );

    await server.kill();
    for (const r of await Promise.all(inFlight)) expect(r).toBeInstanceOf(Error); // the callers got no answer
    answering = true;
    await server.start();

    const retries = await Promise.all(bodies.map((body) => request('POST', '/snaps', body)));
    expect(retries.map((r) => r.status)).toEqual(Array(SYNC_SNAPS).fill(201));
    expect(retries.map((r) => r.body.status)).toEqual(Array(SYNC_SNAPS).fill('completed'));
    // A key now answers with what its retry created.
    const replay = await request('POST', '/snaps', bodies[0]);
    expect([replay.status, replay.body.id]).toEqual([201, retries[0].body.id]);

    const done = await waitFor(
      async () => {
        const r = await request('GET', `/snaps/batches/${batch.body.uuid}`);
        return r.body.status === 'completed' && r.body;
      },
      60_000,
      'the batch to complete after the restart',
    );
    expect([done.completed, done.credits_charged]).toEqual([BATCH_ITEMS, BATCH_ITEMS]);
    // Available = granted - charged: nothing is left reserved.
    const usage = (await request('GET', '/usage')).body;
    expect([usage.period_purchased_requests, usage.period_used_requests, usage.period_available_requests]).toEqual([
      100,
      SYNC_SNAPS + BATCH_ITEMS,
      100 - SYNC_SNAPS - BATCH_ITEMS,
    ]);
  }, 180_000);
});
