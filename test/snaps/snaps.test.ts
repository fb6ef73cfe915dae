import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeys, REDIS_AVAILABLE, REDIS_URL } from '../jobs/redis.js';
import { startLoopbackServer, type LoopbackServer } from '../net/loopback-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';
import { startReceiver, verify, type Receiver } from '../webhooks/support.js';
import { cardLayers, createTemplate, PHOTO } from './fixtures.js';
import { qpdfCheck } from '../render/helpers.js';

const RUNNERS = REDIS_AVAILABLE ? (['in-process', 'bullmq'] as const) : (['in-process'] as const);

describe.each(RUNNERS)('snaps over REST with the %s job runner', (runner) => {
  let t: TestApp;
  let images: LoopbackServer;
  let hooks: Receiver;
  let token: string;
  let email: string;
  let templateUuid: string;
  const prefix = `snapforge-test-${randomBytes(6).toString('hex')}`;
  const secretOf = async (mail: string) =>
    (
      await t.app.services.database.prisma.user.findUniqueOrThrow({
        where: { email: mail },
        include: { account: true },
      })
    ).account.webhookSecret;
  const usage = async (tok = token) => (await t.request('GET', '/api/v1/usage', { token: tok })).body;

  beforeAll(async () => {
    images = await startLoopbackServer((req: IncomingMessage, res: ServerResponse) => {
      if (req.url === '/photo.jpg') return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(PHOTO);
      res.writeHead(404).end('no such image');
    });
    hooks = await startReceiver([204]);
    t = await startTestApp('pglite', {
      ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
      WEBHOOK_RETRY_DELAYS_MS: '50,50',
      ...(runner === 'bullmq' ? { REDIS_URL, QUEUE_PREFIX: prefix } : {}),
    });
    ({ token, email } = await t.account({ credits: 100 }));
    templateUuid = await createTemplate(t, token, `${images.url}photo.jpg`);
  });
  afterAll(async () => {
    await t?.close();
    await images?.close();
    await hooks?.close();
    if (runner === 'bullmq') await deleteKeys(prefix);
  });

  it('renders synchronously: 201 with the spec Snap, a served file, and one credit', async () => {
    const before = await usage();
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: templateUuid, variants: [{ layer: 'title', text: 'Sync' }] },
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      media_url: expect.stringMatching(/\/files\/snaps\/[\w-]{20,}\.png$/),
      type: 'image',
      status: 'completed',
      is_async: false,
      webhook_url: null,
      completed_at: expect.any(String),
      last_error: null,
      variants: [{ layer: 'title', text: 'Sync' }],
      template_id: templateUuid,
      template_title: 'Card',
      created_at: expect.any(String),
    });
    expect(r.headers.get('x-request-uuid')).toBeTruthy();
    const file = await fetch(r.body.media_url.replace('http://localhost:0', t.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toContain('immutable');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const after = await usage();
    expect(after.period_used_requests - before.period_used_requests).toBe(1);
    expect(before.period_available_requests - after.period_available_requests).toBe(1);
  });

  it("reads this server's own files from storage: a snap's media_url can be another's image_url", async () => {
    const first = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: templateUuid, format: 'jpeg' },
    });
    const second = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: templateUuid, variants: [{ layer: 'photo', image_url: first.body.media_url }] },
    });
    expect(second.status, second.text).toBe(201);
    const climbing = await t.request('POST', '/api/v1/snaps', {
      token,
      body: {
        template_id: templateUuid,
        variants: [{ layer: 'photo', image_url: first.body.media_url.replace(/snaps\/.*/, '../../etc/passwd') }],
      },
    });
    expect(climbing.status).toBe(422);
  });

  it.each([
    ['jpeg', 'image/jpeg', 'image', '.jpg'],
    ['webp', 'image/webp', 'image', '.webp'],
    ['pdf', 'application/pdf', 'pdf', '.pdf'],
  ])('renders %s', async (kind, contentType, type, ext) => {
    const body =
      kind === 'pdf' ? { template_id: templateUuid, type: 'pdf' } : { template_id: templateUuid, format: kind };
    const r = await t.request('POST', '/api/v1/snaps', { token, body });
    expect(r.status).toBe(201);
    expect(r.body.type).toBe(type);
    expect(r.body.media_url.endsWith(ext)).toBe(true);
    const file = await fetch(r.body.media_url.replace('http://localhost:0', t.url));
    expect(file.headers.get('content-type')).toBe(contentType);
    if (kind === 'pdf')
      expect(qpdfCheck(Buffer.from(await file.arrayBuffer()))).toContain('No syntax or stream encoding errors found');
  });

  it.each([
    [{}, 'template_id', 'The template id field is required when collection id is not present.'],
    [
      { template_id: 'x', collection_id: 'y' },
      'template_id',
      'The template id field is prohibited when collection id is present.',
    ],
    [
      { template_id: 'TPL', format: 'jpeg', transparent: true },
      'transparent',
      'The transparent field is only valid for png and webp formats.',
    ],
    [
      { template_id: 'TPL', type: 'pdf', transparent: true },
      'transparent',
      'The transparent field is only valid for png and webp formats.',
    ],
    [{ template_id: 'TPL', type: 'video' }, 'type', 'The selected type is invalid. Valid values: image, pdf.'],
    [
      { template_id: 'TPL', format: 'tiff' },
      'format',
      'The selected format is invalid. Valid values: png, jpeg, webp, gif, apng, mp4.',
    ],
    [{ template_id: 'TPL', async: true }, 'webhook_url', 'The webhook url field is required when async is true.'],
    [{ template_id: 'TPL', async: 'yes' }, 'async', 'The async field must be true or false.'],
    [
      { template_id: 'TPL', async: true, webhook_url: 'http://10.0.0.1/hook' },
      'webhook_url',
      expect.stringMatching(/^The webhook url must be a public http or https address: .*private/),
    ],
    [
      { template_id: 'TPL', async: true, webhook_url: 'http://169.254.169.254/latest' },
      'webhook_url',
      expect.stringMatching(/link-local/),
    ],
    [
      { template_id: 'TPL', async: true, webhook_url: 'http://127.0.0.2:9/hook' },
      'webhook_url',
      expect.stringMatching(/loopback/),
    ],
    [
      { template_id: 'TPL', async: true, webhook_url: 'ftp://example.com/x' },
      'webhook_url',
      expect.stringMatching(/only http and https/),
    ],
    [{ template_id: 'TPL', variants: 'title' }, 'variants', 'The variants field must be an array.'],
    [
      { template_id: 'TPL', idempotency_key: 'k'.repeat(192) },
      'idempotency_key',
      'The idempotency key field must not be greater than 191 characters.',
    ],
    [
      { template_id: 'TPL', idempotency_key: 'has space' },
      'idempotency_key',
      'The idempotency key field may only contain letters, digits, underscores and hyphens.',
    ],
    [
      { collection_id: '00000000-0000-4000-8000-000000000000', idempotency_key: 'abc' },
      'idempotency_key',
      'The idempotency key field is not supported with collection id.',
    ],
    [{ template_id: '00000000-0000-4000-8000-000000000000' }, 'template_id', 'The selected template id is invalid.'],
  ])('rejects %j with 422 on %s, creating and charging nothing', async (body, field, message) => {
    const json = JSON.parse(JSON.stringify(body).replace('"TPL"', JSON.stringify(templateUuid)));
    const before = await t.app.services.database.prisma.snap.count();
    const credits = (await usage()).period_available_requests;
    const r = await t.request('POST', '/api/v1/snaps', { token, body: json });
    expect(r.status).toBe(422);
    expect(r.body.errors[field]).toEqual([message]);
    expect(await t.app.services.database.prisma.snap.count()).toBe(before);
    expect((await usage()).period_available_requests).toBe(credits);
  });

  it('renders the design published when asked: an update takes effect with the very next snap', async () => {
    const created = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Changing', width: 320, height: 200, layers: cardLayers(null) },
    });
    const { id, uuid } = created.body.data;
    const corner = async () => {
      const r = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: uuid } });
      expect(r.status).toBe(201);
      const file = Buffer.from(
        await (await fetch(r.body.media_url.replace('http://localhost:0', t.url))).arrayBuffer(),
      );
      const { data } = await sharp(file)
        .extract({ left: 315, top: 195, width: 1, height: 1 })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data];
    };
    expect(await corner()).toEqual([0x12, 0x34, 0x56]);
    for (const colour of ['#ff8800', '#00aa44']) {
      const layers = cardLayers(null).map((l) => (l.layer === 'bg' ? { ...l, background_color: colour } : l));
      expect(
        (await t.request('PATCH', `/api/v1/templates/${id}`, { token, body: { title: 'Changing', layers } })).status,
      ).toBe(200);
      expect(await corner()).toEqual([1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)));
    }
  });

  it("keeps each account's balance equal to the sum of its ledger", async () => {
    const drift = await t.app.services.database.sql.query(
      'SELECT a.id FROM accounts a WHERE a.credits <> (SELECT COALESCE(SUM(c.amount), 0) FROM credit_entries c WHERE c.account_id = a.id)',
    );
    expect(await t.app.services.database.sql.query('SELECT 1 FROM credit_entries')).not.toHaveLength(0);
    expect(drift).toEqual([]);
  });

  it("another account's template is as unknown as a missing one", async () => {
    const other = await t.account();
    const r = await t.request('POST', '/api/v1/snaps', { token: other.token, body: { template_id: templateUuid } });
    expect(r.status).toBe(422);
    expect(r.body.errors.template_id).toEqual(['The selected template id is invalid.']);
  });

  it('a failed synchronous render is a 422 with the reason, stored as failed, charged nothing, no file left', async () => {
    const before = await usage();
    const files = () => readdir(join(t.dataDir, 'files', 'snaps')).catch(() => []);
    const filesBefore = await files();
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: templateUuid, variants: [{ layer: 'photo', image_url: `${images.url}missing.png` }] },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors.render[0]).toMatch(/photo.*missing\.png.*404/);
    expect(r.body.message).toBe(r.body.errors.render[0]);
    const failed = await t.app.services.database.prisma.snap.findFirstOrThrow({
      where: { status: 'failed' },
      orderBy: { createdAt: 'desc' },
    });
    expect(failed.lastError).toBe(r.body.errors.render[0]);
    expect(await usage()).toEqual(before);
    // The file created while it rendered is gone again.
    expect(await files()).toEqual(filesBefore);
  });

  it('queues an async snap: 202 pending, nothing charged until it completes, then one signed callback', async () => {
    const before = await usage();
    hooks.requests.length = 0;
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: templateUuid, async: true, webhook_url: `${hooks.url}done`, format: 'jpeg' },
    });
    expect(r.status).toBe(202);
    expect(r.body).toMatchObject({
      status: 'pending',
      media_url: null,
      is_async: true,
      webhook_url: `${hooks.url}done`,
      completed_at: null,
    });
    const id = r.body.id;
    const hook = await waitFor(
      () => hooks.requests.find((q) => JSON.parse(q.body).data.id === id),
      20_000,
      'the callback',
    );
    const payload = verify(await secretOf(email), hook) as any;
    expect(payload).toMatchObject({
      event: 'snap.completed',
      timestamp: expect.any(String),
      data: { id, status: 'completed', is_async: true },
    });
    expect(payload.data.media_url).toMatch(/\.jpg$/);
    expect(hook.path).toBe('/done');
    const read = await t.request('GET', `/api/v1/snaps/${id}`, { token });
    expect(read.body).toEqual({
      id,
      template_id: templateUuid,
      type: 'image',
      variants: null,
      media_url: payload.data.media_url,
      created_at: r.body.created_at,
    });
    const after = await usage();
    expect(before.period_available_requests - after.period_available_requests).toBe(1);
    await new Promise((res) => setTimeout(res, 200));
    expect(hooks.requests.filter((q) => JSON.parse(q.body).data.id === id)).toHaveLength(1);
  });

  it('an async snap whose image 404s fails, calls back snap.failed, and costs nothing', async () => {
    const before = await usage();
    hooks.requests.length = 0;
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: {
        template_id: templateUuid,
        async: true,
        webhook_url: `${hooks.url}failed`,
        variants: [{ layer: 'photo', image_url: `${images.url}gone.jpg` }],
      },
    });
    expect(r.status).toBe(202);
    const hook = await waitFor(
      () => hooks.requests.find((q) => JSON.parse(q.body).data.id === r.body.id),
      20_000,
      'the failure callback',
    );
    const payload = verify(await secretOf(email), hook) as any;
    expect(payload).toMatchObject({
      event: 'snap.failed',
      data: { status: 'failed', media_url: null, last_error: expect.stringMatching(/gone\.jpg.*404/) },
    });
    expect(await usage()).toEqual(before);
  });

  it('answers 417 You have reached your snap quota. without credits, creating nothing', async () => {
    const poor = await t.account({ credits: 0 });
    const tpl = await createTemplate(t, poor.token);
    for (const body of [{ template_id: tpl }, { template_id: tpl, async: true, webhook_url: hooks.url }]) {
      const r = await t.request('POST', '/api/v1/snaps', { token: poor.token, body });
      expect(r.status).toBe(417);
      expect(r.body).toEqual({ message: 'You have reached your snap quota.' });
    }
    expect(await t.app.services.database.prisma.snap.count({ where: { templateUuid: tpl } })).toBe(0);
  });

  it('an idempotency key replays the first snap with X-Idempotent-Replay, charging once', async () => {
    const key = `key-${randomBytes(4).toString('hex')}`;
    const body = { template_id: templateUuid, idempotency_key: key, variants: [{ layer: 'title', text: 'Once' }] };
    const before = await usage();
    const first = await t.request('POST', '/api/v1/snaps', { token, body });
    expect(first.status).toBe(201);
    expect(first.headers.get('x-idempotent-replay')).toBeNull();
    const again = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { ...body, variants: [{ text: 'Once', layer: 'title' }] },
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('x-idempotent-replay')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(before.period_available_requests - (await usage()).period_available_requests).toBe(1);
    const changed = await t.request('POST', '/api/v1/snaps', { token, body: { ...body, format: 'webp' } });
    expect(changed.status).toBe(422);
    expect(changed.body.errors.idempotency_key).toEqual([
      'This idempotency key was already used with different parameters.',
    ]);
    const otherAccount = await t.account();
    const tpl = await createTemplate(t, otherAccount.token);
    const theirs = await t.request('POST', '/api/v1/snaps', {
      token: otherAccount.token,
      body: { template_id: tpl, idempotency_key: key },
    });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('x-idempotent-replay')).toBeNull();
  });

  it('a key whose first request is still running is a 409 that creates and charges nothing', async () => {
    const key = `busy-${randomBytes(4).toString('hex')}`;
    const { prisma } = t.app.services.database;
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    const body = { template_id: templateUuid, idempotency_key: key };
    // Held by a live request: its lease runs a while yet.
    await prisma.idempotencyKey.create({
      data: {
        accountId: user.accountId,
        key,
        scope: 'snap',
        requestHash: 'in-flight',
        leaseExpiresAt: new Date(Date.now() + 60_000),
      },
    });
    const before = await prisma.snap.count();
    const r = await t.request('POST', '/api/v1/snaps', { token, body });
    expect(r.status).toBe(422); // a different fingerprint first...
    await prisma.idempotencyKey.updateMany({
      where: { key },
      data: {
        requestHash: (await import('../../src/idempotency/request-fingerprint.js')).requestFingerprint({
          templateUuid,
          collectionUuid: null,
          type: 'image',
          format: 'png',
          transparent: false,
          isAsync: false,
          webhookUrl: null,
          variants: null,
        }),
      },
    });
    const busy = await t.request('POST', '/api/v1/snaps', { token, body });
    expect(busy.status).toBe(409);
    expect(busy.body).toEqual({
      message: 'A request with this idempotency key is already in progress. Retry shortly.',
    });
    expect(await prisma.snap.count()).toBe(before);
  });

  it('after the 24-hour window a key starts a new snap and charges again', async () => {
    const key = `old-${randomBytes(4).toString('hex')}`;
    const body = { template_id: templateUuid, idempotency_key: key };
    const first = await t.request('POST', '/api/v1/snaps', { token, body });
    await t.app.services.database.prisma.idempotencyKey.updateMany({
      where: { key },
      data: { createdAt: new Date(Date.now() - 25 * 3600_000) },
    });
    const before = await usage();
    const second = await t.request('POST', '/api/v1/snaps', { token, body });
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.headers.get('x-idempotent-replay')).toBeNull();
    expect(before.period_available_requests - (await usage()).period_available_requests).toBe(1);
  });

  it('a collection renders one snap per template, in order, charging each', async () => {
    const second = await createTemplate(t, token, null, 'Second');
    const c = await t.graphql(
      'mutation($i: CollectionInput!) { createCollection(input: $i) { uuid templates { uuid } } }',
      { i: { name: 'Pair', templateIds: [templateUuid, second] } },
      token,
    );
    expect(c.data.createCollection.templates.map((x: any) => x.uuid)).toEqual([templateUuid, second]);
    const before = await usage();
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { collection_id: c.data.createCollection.uuid, format: 'jpeg' },
    });
    expect(r.status).toBe(201);
    expect(r.body.map((s: any) => [s.template_id, s.template_title, s.status])).toEqual([
      [templateUuid, 'Card', 'completed'],
      [second, 'Second', 'completed'],
    ]);
    expect(before.period_available_requests - (await usage()).period_available_requests).toBe(2);
    const empty = await t.graphql('mutation { createCollection(input: {name: "Empty"}) { uuid } }', {}, token);
    const none = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { collection_id: empty.data.createCollection.uuid },
    });
    expect(none.status).toBe(422);
    expect(none.body.errors.collection_id).toEqual(['The collection does not include any templates.']);
  });

  it('lists snaps newest first with the subset of fields, paginated by `pagination` and cursors', async () => {
    const fresh = await t.account({ credits: 10 });
    const tpl = await createTemplate(t, fresh.token);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (await t.request('POST', '/api/v1/snaps', { token: fresh.token, body: { template_id: tpl, format: 'jpeg' } }))
          .body.id,
      );
    const page1 = await t.request('GET', '/api/v1/snaps?pagination=2', { token: fresh.token });
    expect(page1.status).toBe(200);
    expect(page1.body.items.map((s: any) => s.id)).toEqual([ids[2], ids[1]]);
    expect(Object.keys(page1.body.items[0]).sort()).toEqual([
      'created_at',
      'id',
      'media_url',
      'template_id',
      'type',
      'variants',
    ]);
    expect(page1.body.metadata).toEqual({
      items_per_page: 2,
      next_page_cursor: expect.any(String),
      previous_page_cursor: null,
    });
    const page2 = await t.request('GET', `/api/v1/snaps?pagination=2&cursor=${page1.body.metadata.next_page_cursor}`, {
      token: fresh.token,
    });
    expect(page2.body.items.map((s: any) => s.id)).toEqual([ids[0]]);
    expect(page2.body.metadata.next_page_cursor).toBeNull();
    const dflt = await t.request('GET', '/api/v1/snaps', { token: fresh.token });
    expect(dflt.body.metadata.items_per_page).toBe(15);
    expect((await t.request('GET', `/api/v1/snaps/${ids[0]}`, { token })).status).toBe(404);
    expect((await t.request('GET', '/api/v1/snaps/nope', { token: fresh.token })).body).toEqual({
      message: 'Not found.',
    });
  });

  it('GraphQL createSnap returns { snaps, replayed } with camelCase input', async () => {
    const q =
      'mutation($i: CreateSnapInput!) { createSnap(input: $i) { replayed snaps { id status format mediaUrl templateId } } }';
    const i = { templateId: templateUuid, format: 'webp', idempotencyKey: `gql-${randomBytes(4).toString('hex')}` };
    const a = await t.graphql(q, { i }, token);
    expect(a.data.createSnap).toMatchObject({
      replayed: false,
      snaps: [{ status: 'completed', format: 'webp', templateId: templateUuid }],
    });
    const b = await t.graphql(q, { i }, token);
    expect(b.data.createSnap.replayed).toBe(true);
    expect(b.data.createSnap.snaps[0].id).toBe(a.data.createSnap.snaps[0].id);
    const poor = await t.account({ credits: 0 });
    const denied = await t.graphql(q, { i: { templateId: await createTemplate(t, poor.token) } }, poor.token);
    expect(denied.errors[0]).toMatchObject({
      message: 'You have reached your snap quota.',
      extensions: { code: 'QUOTA_EXCEEDED' },
    });
  });
});
