import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeys, REDIS_AVAILABLE, REDIS_URL } from '../jobs/redis.js';
import { startGatedImages, type GatedImages } from '../support/gated-images.js';
import { startWorkerProcess, type ServerProcess } from '../support/processes.js';
import { POSTGRES_AVAILABLE } from '../support/postgres.js';
import { subscribeSse, subscribeWs } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';
import { startReceiver, verify, type Receiver } from '../webhooks/support.js';
import { createTemplate } from '../snaps/fixtures.js';

const PROGRESS = `subscription($uuid: String!) { batchProgress(uuid: $uuid) {
  batch { uuid status totalRows processedRows completed pending failed canceled creditsCharged }
  changedItems { id status mediaUrl }
} }`;

/** In-process: one app renders. BullMQ: the API renders nothing; a separate `snapforge worker` process does. */
const MODES = [
  'in-process',
  ...(REDIS_AVAILABLE && POSTGRES_AVAILABLE ? ['bullmq with a separate worker process'] : []),
] as const;

describe.each(MODES)('batches (%s)', (mode) => {
  let t: TestApp;
  let worker: ServerProcess | undefined;
  let images: GatedImages;
  let hooks: Receiver;
  let token: string;
  let email: string;
  let templateUuid: string;
  const hold = (key: string) => images.hold(key);
  const prefix = `snapforge-test-${randomBytes(6).toString('hex')}`;

  const db = () => t.app.services.database.prisma;
  const secret = async () =>
    (await db().user.findUniqueOrThrow({ where: { email }, include: { account: true } })).account.webhookSecret;
  const callbacksFor = (uuid: string) => hooks.requests.filter((q) => JSON.parse(q.body).data.uuid === uuid);
  const post = (body: unknown, tok = token) => t.request('POST', '/api/v1/snaps/batches', { token: tok, body });
  const read = (uuid: string, tok = token) => t.request('GET', `/api/v1/snaps/batches/${uuid}`, { token: tok });
  const items = (n: number, extra: (i: number) => object = () => ({})) =>
    Array.from({ length: n }, (_, i) => ({ variants: [{ layer: 'title', text: `Item ${i}` }], ...extra(i) }));
  const terminal = async (uuid: string, tok = token) =>
    waitFor(
      async () => {
        const r = await read(uuid, tok);
        return ['completed', 'failed', 'canceled'].includes(r.body.status) && r.body;
      },
      60_000,
      `batch ${uuid} to finish`,
    );
  const invariant = (b: any) => {
    expect(b.completed + b.failed + b.canceled).toBe(b.total_rows);
    expect(b.processed_rows).toBe(b.total_rows);
    expect(b.pending).toBe(0);
    expect(b.items.filter((i: any) => i.status === 'completed').length).toBe(b.completed);
  };

  beforeAll(async () => {
    images = await startGatedImages();
    hooks = await startReceiver([204]);
    const env = { ALLOWED_PRIVATE_HOSTS: '127.0.0.1', WEBHOOK_RETRY_DELAYS_MS: '50,50' };
    if (mode === 'in-process') t = await startTestApp('pglite', env);
    else {
      const scaled = { ...env, REDIS_URL, QUEUE_PREFIX: prefix };
      t = await startTestApp('postgres', { ...scaled, START_WORKERS: 'false' });
      worker = await startWorkerProcess({
        ...scaled,
        DATABASE_URL: t.databaseUrl!,
        DATA_DIR: t.dataDir,
        PUBLIC_URL: t.app.services.config.PUBLIC_URL,
        RENDER_THREADS: '2',
      });
    }
    ({ token, email } = await t.account({ credits: 1000 }));
    templateUuid = await createTemplate(t, token, `${images.url}photo.jpg`);
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await images?.close();
    await hooks?.close();
    if (mode !== 'in-process') await deleteKeys(prefix);
  });

  it('accepts with 202 and the spec defaults, charging nothing at accept time', async () => {
    const before = await t.request('GET', '/api/v1/usage', { token });
    const r = await post({ template_id: templateUuid, items: [{}, { identifier: 'hero' }, {}] });
    expect(r.status).toBe(202);
    expect(r.body).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'API batch',
      status: expect.stringMatching(/^(pending|processing|completed)$/),
      total_rows: 3,
      processed_rows: expect.any(Number),
      completed: expect.any(Number),
      pending: expect.any(Number),
      failed: 0,
      canceled: 0,
      credits_charged: expect.any(Number),
      status_url: expect.stringMatching(new RegExp(`/api/v1/snaps/batches/${r.body.uuid}$`)),
    });
    expect(r.headers.get('x-request-uuid')).toBeTruthy();
    expect(before.body.period_available_requests).toBe(1000);
    const done = await terminal(r.body.uuid);
    expect(done.status).toBe('completed');
    expect(done.items.map((i: any) => i.identifier)).toEqual(['item_1', 'hero', 'item_3']);
    expect(done.items.every((i: any) => i.media_url && i.last_error === null)).toBe(true);
    expect(done.credits_charged).toBe(3);
    invariant(done);
  });

  it.each([
    [{ items: [{}] }, 'template_id', 'The template id field is required.'],
    [{ template_id: 'TPL' }, 'items', 'The items field is required.'],
    [{ template_id: 'TPL', items: [] }, 'items', 'The items field must have at least 1 item.'],
    [{ template_id: 'TPL', items: 'x' }, 'items', 'The items field must be an array.'],
    [
      { template_id: 'TPL', items: [{ identifier: 'i'.repeat(192) }] },
      'items.0.identifier',
      'The items.0.identifier field must not be greater than 191 characters.',
    ],
    [
      { template_id: 'TPL', items: [{ variants: [{ layer: 'photo', image_url: 'http://10.1.2.3/a.png' }] }] },
      'items.0.variants.0.image_url',
      expect.stringMatching(/^The image url must be a public http or https address: .*private/),
    ],
    [
      { template_id: 'TPL', items: [{}], title: 't'.repeat(256) },
      'title',
      'The title field must not be greater than 255 characters.',
    ],
    [
      { template_id: 'TPL', items: [{}], webhook_url: 'http://169.254.169.254/' },
      'webhook_url',
      expect.stringMatching(/link-local/),
    ],
    [
      { template_id: 'TPL', items: [{}], webhook_url: `https://example.com/${'x'.repeat(2048)}` },
      'webhook_url',
      'The webhook url field must not be greater than 2048 characters.',
    ],
    [
      { template_id: 'TPL', items: [{}], format: 'jpeg', transparent: true },
      'transparent',
      'The transparent field is only valid for png and webp formats.',
    ],
    [
      { template_id: '00000000-0000-4000-8000-000000000000', items: [{}] },
      'template_id',
      'The selected template id is invalid.',
    ],
  ])('rejects %j with 422 on %s and creates nothing', async (body, field, message) => {
    const json = JSON.parse(JSON.stringify(body).replace('"TPL"', JSON.stringify(templateUuid)));
    const [batches, snaps] = [await db().batch.count(), await db().snap.count()];
    const r = await post(json);
    expect(r.status).toBe(422);
    expect(r.body.errors[field]).toEqual([message]);
    expect([await db().batch.count(), await db().snap.count()]).toEqual([batches, snaps]);
  });

  it('over 100 items is a 422 on errors.items telling to split, and creates nothing', async () => {
    const [batches, snaps] = [await db().batch.count(), await db().snap.count()];
    const r = await post({ template_id: templateUuid, items: items(101) });
    expect(r.status).toBe(422);
    expect(r.body.errors.items).toEqual([
      'A batch takes at most 100 items; this one has 101. Split the request into batches of 100 or fewer.',
    ]);
    expect([await db().batch.count(), await db().snap.count()]).toEqual([batches, snaps]);
  });

  it('checks the whole batch against the balance (417, nothing created) and reserves nothing', async () => {
    const poor = await t.account({ credits: 3 });
    const tpl = await createTemplate(t, poor.token);
    const tooBig = await post({ template_id: tpl, items: items(4) }, poor.token);
    expect(tooBig.status).toBe(417);
    expect(tooBig.body).toEqual({ message: 'You have reached your snap quota.' });
    expect(
      await db().batch.count({
        where: { templateId: (await db().template.findUniqueOrThrow({ where: { uuid: tpl } })).id },
      }),
    ).toBe(0);
    // Two batches of 3 at once are both accepted (the check is not a reservation); 3 credits are spent between them.
    const [a, b] = await Promise.all([
      post({ template_id: tpl, items: items(3) }, poor.token),
      post({ template_id: tpl, items: items(3) }, poor.token),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    const done = [await terminal(a.body.uuid, poor.token), await terminal(b.body.uuid, poor.token)];
    expect(done[0].credits_charged + done[1].credits_charged).toBe(3);
  });

  it('a 100-item batch streams its progress over graphql-ws and SSE to 100, the last event equal to the REST read; one signed callback', async () => {
    const open = hold('stream'); // every item waits until both subscriptions listen
    const r = await post({
      template_id: templateUuid,
      format: 'jpeg',
      webhook_url: `${hooks.url}batch`,
      items: items(100, () => ({ variants: [{ layer: 'photo', image_url: `${images.url}gated.jpg?for=stream` }] })),
    });
    expect(r.status).toBe(202);
    const ws = subscribeWs(t.url, token, PROGRESS, { uuid: r.body.uuid });
    const sse = subscribeSse(t.url, token, PROGRESS, { uuid: r.body.uuid });
    await waitFor(() => ws.results.length > 0 && sse.results.length > 0, 10_000, 'both subscriptions');
    open();
    const [wsEvents, sseEvents] = [await ws.done, await sse.done];
    const restRead = await read(r.body.uuid);
    for (const events of [wsEvents, sseEvents]) {
      const processed = events.map((e: any) => e.data.batchProgress.batch.processedRows);
      expect(processed.at(-1)).toBe(100);
      // Every state sent adds up, the ones between the first and the last read included.
      for (const { batch, changedItems } of events.map((e: any) => e.data.batchProgress)) {
        expect(batch.creditsCharged).toBe(batch.completed);
        expect([batch.processedRows, batch.pending]).toEqual([
          batch.completed + batch.failed + batch.canceled,
          100 - batch.processedRows,
        ]);
        for (const item of changedItems) expect(item.mediaUrl === null).toBe(item.status !== 'completed');
      }
      expect(processed).toEqual([...processed].sort((x, y) => x - y));
      const last = events.at(-1).data.batchProgress.batch;
      expect(last).toMatchObject({
        status: restRead.body.status,
        processedRows: restRead.body.processed_rows,
        completed: restRead.body.completed,
        failed: restRead.body.failed,
        canceled: restRead.body.canceled,
        creditsCharged: restRead.body.credits_charged,
      });
      const changed = new Set(
        events.flatMap((e: any) =>
          e.data.batchProgress.changedItems.filter((i: any) => i.status === 'completed').map((i: any) => i.id),
        ),
      );
      expect(changed.size).toBe(100);
    }
    expect(restRead.body).toMatchObject({ status: 'completed', completed: 100, credits_charged: 100 });
    invariant(restRead.body);
    const hook = await waitFor(() => callbacksFor(r.body.uuid)[0], 10_000, 'the batch callback');
    const payload = verify(await secret(), hook) as any;
    expect(payload).toMatchObject({
      event: 'snap-import.completed',
      data: { uuid: r.body.uuid, status: 'completed', completed: 100, credits_charged: 100 },
    });
    await new Promise((res) => setTimeout(res, 300));
    expect(callbacksFor(r.body.uuid)).toHaveLength(1);
    expect(
      await db().webhookDelivery.count({
        where: { subject: { startsWith: 'snap:' }, payload: { path: ['data', 'uuid'], equals: r.body.uuid } },
      }),
    ).toBe(0);
  }, 90_000);

  it("a subscriber's first event carries every item, so what changed before it subscribed is not lost", async () => {
    const r = await post({
      template_id: templateUuid,
      items: [...items(2), { variants: [{ layer: 'photo', image_url: `${images.url}missing-late.jpg` }] }],
    });
    const read = await terminal(r.body.uuid);
    const events = await subscribeSse(t.url, token, PROGRESS, { uuid: r.body.uuid }).done;
    expect(events).toHaveLength(1);
    const { changedItems } = (events[0] as any).data.batchProgress;
    expect(changedItems.map((i: any) => [i.id, i.status])).toEqual(read.items.map((i: any) => [i.id, i.status]));
    expect(changedItems.map((i: any) => i.status)).toEqual(['completed', 'completed', 'failed']);
  });

  it('cancel in the middle: items not started cost nothing, rendered ones stay billed, one canceled callback; twice is safe', async () => {
    const open = hold('cancel');
    const r = await post({
      template_id: templateUuid,
      webhook_url: `${hooks.url}cancel`,
      items: [
        ...items(3),
        ...items(27, () => ({ variants: [{ layer: 'photo', image_url: `${images.url}gated.jpg?for=cancel` }] })),
      ],
    });
    await waitFor(async () => (await read(r.body.uuid)).body.completed >= 3, 20_000, 'the first items');
    const sub = subscribeSse(t.url, token, PROGRESS, { uuid: r.body.uuid });
    await waitFor(() => sub.results.length > 0, 10_000, 'the subscription');
    const canceling = t.request('POST', `/api/v1/snaps/batches/${r.body.uuid}/cancel`, { token });
    // Subscribers see the items not started turn canceled at once, while the held ones still render.
    const during = await waitFor(
      () => sub.results.map((e: any) => e.data.batchProgress).find((p: any) => p.batch.canceled > 0),
      10_000,
      'the canceled items',
    );
    expect(during.batch.status).toBe('processing');
    expect(during.changedItems.filter((i: any) => i.status === 'canceled')).toHaveLength(during.batch.canceled);
    open(); // the held items finish while the cancel waits for them
    const c = await canceling;
    expect(c.status).toBe(200);
    expect(((await sub.done).at(-1) as any).data.batchProgress.batch).toMatchObject({
      status: 'canceled',
      canceled: c.body.canceled,
      completed: c.body.completed,
      creditsCharged: c.body.credits_charged,
    });
    expect(c.body.status).toBe('canceled');
    expect(c.body.canceled).toBeGreaterThan(0);
    invariant(c.body);
    const ledger = await db().creditEntry.count({
      where: { chargeKey: { in: c.body.items.map((i: any) => `snap:${i.id}`) } },
    });
    expect(ledger).toBe(c.body.completed);
    expect(c.body.credits_charged).toBe(c.body.completed);
    expect(c.body.items.filter((i: any) => i.status === 'canceled').every((i: any) => i.media_url === null)).toBe(true);
    const again = await t.request('POST', `/api/v1/snaps/batches/${r.body.uuid}/cancel`, { token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(c.body);
    const hook = await waitFor(() => callbacksFor(r.body.uuid)[0], 10_000, 'the cancel callback');
    expect(JSON.parse(hook.body)).toMatchObject({ event: 'snap-import.canceled', data: { status: 'canceled' } });
    await new Promise((res) => setTimeout(res, 300));
    expect(callbacksFor(r.body.uuid)).toHaveLength(1);
    expect((await read(r.body.uuid)).body).toEqual(c.body);
  }, 60_000);

  it('some items failing: completed, with the failed count and reasons; all failing: failed, one callback each', async () => {
    const some = await post({
      template_id: templateUuid,
      webhook_url: `${hooks.url}some`,
      items: [...items(2), { variants: [{ layer: 'photo', image_url: `${images.url}missing-1.jpg` }] }],
    });
    const all = await post({
      template_id: templateUuid,
      webhook_url: `${hooks.url}all`,
      items: items(2, (i) => ({ variants: [{ layer: 'photo', image_url: `${images.url}missing-${i}.jpg` }] })),
    });
    const s = await terminal(some.body.uuid);
    expect(s).toMatchObject({ status: 'completed', completed: 2, failed: 1, credits_charged: 2 });
    expect(s.items[2]).toMatchObject({
      status: 'failed',
      media_url: null,
      last_error: expect.stringMatching(/missing-1\.jpg.*404/),
    });
    invariant(s);
    const a = await terminal(all.body.uuid);
    expect(a).toMatchObject({ status: 'failed', completed: 0, failed: 2, credits_charged: 0 });
    invariant(a);
    await waitFor(
      () => callbacksFor(all.body.uuid).length === 1 && callbacksFor(some.body.uuid).length === 1,
      10_000,
      'callbacks',
    );
    expect(JSON.parse(callbacksFor(all.body.uuid)[0].body).event).toBe('snap-import.failed');
    expect(JSON.parse(callbacksFor(some.body.uuid)[0].body).event).toBe('snap-import.completed');
  }, 60_000);

  it('one callback even when the last two items finish at the same moment', async () => {
    const uuids: string[] = [];
    for (let n = 0; n < 3; n++) {
      const open = hold(`race-${n}`);
      const r = await post({
        template_id: templateUuid,
        webhook_url: `${hooks.url}race`,
        items: items(2, () => ({ variants: [{ layer: 'photo', image_url: `${images.url}gated.jpg?for=race-${n}` }] })),
      });
      await waitFor(
        async () => (await db().snap.count({ where: { batch: { uuid: r.body.uuid }, status: 'processing' } })) === 2,
        8_000,
        'both items rendering',
      );
      open();
      uuids.push(r.body.uuid);
    }
    for (const uuid of uuids) expect((await terminal(uuid)).status).toBe('completed');
    await new Promise((res) => setTimeout(res, 500));
    for (const uuid of uuids) expect(callbacksFor(uuid)).toHaveLength(1);
  }, 90_000);

  it('an idempotency key replays the batch; a key used by a single snap is a 409', async () => {
    const key = `batch-${randomBytes(4).toString('hex')}`;
    const body = { template_id: templateUuid, items: items(2), idempotency_key: key };
    const first = await post(body);
    const again = await post(body);
    expect(again.status).toBe(202);
    expect(again.headers.get('x-idempotent-replay')).toBe('true');
    expect(again.body.uuid).toBe(first.body.uuid);
    expect(await db().batch.count({ where: { idempotencyKey: key } })).toBe(1);
    const snapKey = `single-${randomBytes(4).toString('hex')}`;
    expect(
      (
        await t.request('POST', '/api/v1/snaps', {
          token,
          body: { template_id: templateUuid, idempotency_key: snapKey },
        })
      ).status,
    ).toBe(201);
    const clash = await post({ ...body, idempotency_key: snapKey });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      'This idempotency key was already used by a single snap. Use a new key for a batch.',
    );
  });

  it("an unknown batch and another account's are the same 404, for read and cancel", async () => {
    const r = await post({ template_id: templateUuid, items: items(1) });
    const other = await t.account();
    for (const [method, path, tok] of [
      ['GET', `/api/v1/snaps/batches/${r.body.uuid}`, other.token],
      ['POST', `/api/v1/snaps/batches/${r.body.uuid}/cancel`, other.token],
      ['GET', '/api/v1/snaps/batches/00000000-0000-4000-8000-000000000000', token],
      ['POST', '/api/v1/snaps/batches/nope/cancel', token],
    ] as const) {
      const res = await t.request(method, path, { token: tok });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ message: 'No batch with that id exists in your account.' });
    }
    // Read and cancel need no credits left.
    const broke = await t.account({ credits: 1 });
    const tpl = await createTemplate(t, broke.token);
    const b = await post({ template_id: tpl, items: items(1) }, broke.token);
    expect((await t.request('GET', `/api/v1/snaps/batches/${b.body.uuid}`, { token: broke.token })).status).toBe(200);
    expect(
      (await t.request('POST', `/api/v1/snaps/batches/${b.body.uuid}/cancel`, { token: broke.token })).status,
    ).toBe(200);
  });
});
