import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poppler, qpdfCheck } from '../render/helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';
import { PHOTO } from './fixtures.js';

/** Three templates of different sizes, all in the default font; the second has an image layer. */
const TEMPLATES = [
  { title: 'Cover', width: 800, height: 600, text: 'Cover page' },
  { title: 'Tall', width: 600, height: 800, text: 'Second page' },
  { title: 'Square', width: 400, height: 400, text: 'Third page' },
];

describe('multi-page PDF snaps', () => {
  let t: TestApp;
  let token: string;
  let ids: string[];
  let images: Server;
  let imageBase: string;
  const webhooks: unknown[] = [];

  const available = async () =>
    (await t.request('GET', '/api/v1/usage', { token })).body.period_available_requests as number;
  const pdfOf = async (mediaUrl: string) =>
    Buffer.from(await (await fetch(mediaUrl.replace('http://localhost:0', t.url))).arrayBuffer());
  const pageText = (pdf: Buffer, n: number) =>
    poppler('pdftotext', pdf, '-f', String(n), '-l', String(n), '-enc', 'UTF-8').trim();
  const pageCount = (pdf: Buffer) => Number(/^Pages:\s+(\d+)/m.exec(poppler('pdfinfo', pdf))![1]);

  beforeAll(async () => {
    // A loopback image host: a photo, a 404, and a webhook receiver.
    images = createServer((req, res) => {
      if (req.url === '/photo.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(PHOTO);
      if (req.method === 'POST') {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => (webhooks.push(JSON.parse(body)), res.writeHead(200).end()));
        return;
      }
      res.writeHead(404).end('missing');
    });
    await new Promise<void>((r) => images.listen(0, '127.0.0.1', r));
    imageBase = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
    t = await startTestApp('pglite', { ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
    ({ token } = await t.account({ credits: 20 }));
    ids = [];
    for (const { title, width, height, text } of TEMPLATES) {
      const layers = [
        { layer: 'body', type: 'text', x: 20, y: 20, width: width - 40, height: 80, text, font_size: 32 },
        { layer: 'photo', type: 'image', x: 20, y: 120, width: 160, height: 120, image_url: `${imageBase}/photo.jpg` },
      ];
      const r = await t.request('POST', '/api/v1/templates', { token, body: { title, width, height, layers } });
      expect(r.status, r.text).toBe(201);
      ids.push(r.body.data.uuid);
    }
  });
  afterAll(async () => {
    await t?.close();
    images?.close();
  });

  it('renders three templates of different sizes as one PDF, in order, each font and image embedded once, 1 credit per page', async () => {
    const before = await available();
    const pages = ids.map((template_id, i) => ({
      template_id,
      variants: i === 2 ? [{ layer: 'body', text: 'Third page, varied' }] : [],
    }));
    const r = await t.request('POST', '/api/v1/snaps', { token, body: { type: 'pdf', pages } });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({ status: 'completed', type: 'pdf', template_id: ids[0], template_title: 'Cover' });
    expect(r.body.pages.map((p: { template_id: string }) => p.template_id)).toEqual(ids);
    expect(r.body.pages[2].variants).toEqual([{ layer: 'body', text: 'Third page, varied' }]);
    const pdf = await pdfOf(r.body.media_url);
    expect(qpdfCheck(pdf)).toContain('No syntax or stream encoding errors found');
    expect(pageCount(pdf)).toBe(3);
    expect([1, 2, 3].map((n) => pageText(pdf, n))).toEqual(['Cover page', 'Second page', 'Third page, varied']);
    // 1 px = 0.75 pt, page by page.
    const sizes = [
      ...poppler('pdfinfo', pdf, '-f', '1', '-l', '3').matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm),
    ].map((m) => [Number(m[1]), Number(m[2])]);
    expect(sizes).toEqual([
      [600, 450],
      [450, 600],
      [300, 300],
    ]);
    // The font every page uses is one embedded subset; the photo every page shows is one image object.
    const fonts = poppler('pdffonts', pdf)
      .split('\n')
      .filter((l) => /\+Inter/.test(l));
    expect(fonts).toHaveLength(1);
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
    expect(await available()).toBe(before - 3);
    // GET shows the document's pages too.
    const read = await t.request('GET', `/api/v1/snaps/${r.body.id}`, { token });
    expect(read.body.pages).toHaveLength(3);
  });

  it('renders a collection as one PDF in its order with merge: one snap, a credit per template', async () => {
    const made = await t.graphql(
      'mutation ($input: CollectionInput!) { createCollection(input: $input) { uuid } }',
      { input: { name: 'Set', templateIds: [ids[2], ids[0]] } },
      token,
    );
    const collectionId = made.data.createCollection.uuid;
    const before = await available();
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { collection_id: collectionId, type: 'pdf', merge: true },
    });
    expect(r.status, r.text).toBe(201);
    expect(Array.isArray(r.body)).toBe(false);
    expect(r.body.template_id).toBe(ids[2]);
    const pdf = await pdfOf(r.body.media_url);
    expect(qpdfCheck(pdf)).toContain('No syntax or stream encoding errors found');
    expect([1, 2].map((n) => pageText(pdf, n))).toEqual(['Third page', 'Cover page']);
    expect(pageCount(pdf)).toBe(2);
    expect(await available()).toBe(before - 2);
    // merge needs a PDF.
    const image = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { collection_id: collectionId, merge: true },
    });
    expect(image.status).toBe(422);
    expect(image.body.errors.merge[0]).toContain('only valid for type pdf');
  });

  it('fails the whole document on a page that cannot render, naming the page, and charges nothing', async () => {
    const before = await available();
    const pages = [
      { template_id: ids[0] },
      { template_id: ids[1], variants: [{ layer: 'photo', image_url: `${imageBase}/gone.jpg` }] },
    ];
    const r = await t.request('POST', '/api/v1/snaps', { token, body: { type: 'pdf', pages } });
    expect(r.status, r.text).toBe(422);
    expect(r.body.errors.render[0]).toMatch(/^Page 2: Layer "photo": the image at .*\/gone\.jpg could not be used/);
    expect(await available()).toBe(before);
  });

  it('refuses bad pages with 422 naming the path, nothing charged', async () => {
    const before = await available();
    const tooMany = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { type: 'pdf', pages: Array.from({ length: 101 }, () => ({ template_id: ids[0] })) },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.pages).toEqual([
      'A document takes at most 100 pages; this one has 101. Split it into documents of 100 pages or fewer.',
    ]);
    const image = await t.request('POST', '/api/v1/snaps', { token, body: { pages: [{ template_id: ids[0] }] } });
    expect(image.status).toBe(422);
    expect(image.body.errors.pages[0]).toContain('only valid for type pdf');
    const unknown = await t.request('POST', '/api/v1/snaps', {
      token,
      body: {
        type: 'pdf',
        pages: [ids[0], ids[1], ids[2], '00000000-0000-4000-8000-000000000000'].map((template_id) => ({ template_id })),
      },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ 'pages.3.template_id': ['The selected pages.3.template id is invalid.'] });
    const mixed = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { type: 'pdf', template_id: ids[0], variants: [], pages: [{}] },
    });
    expect(mixed.status).toBe(422);
    expect(Object.keys(mixed.body.errors).sort()).toEqual(['pages.0.template_id', 'template_id', 'variants']);
    expect(await available()).toBe(before);
  });

  it('queues a document with async: its credits reserved per page, charged once when it completes; a key replays it', async () => {
    const before = await available();
    const body = {
      type: 'pdf',
      async: true,
      webhook_url: `${imageBase}/hook`,
      idempotency_key: 'doc-1',
      pages: [{ template_id: ids[1] }, { template_id: ids[0] }],
    };
    const r = await t.request('POST', '/api/v1/snaps', { token, body });
    expect(r.status, r.text).toBe(202);
    expect(r.body.status).toBe('pending');
    const done = await waitFor(async () => {
      const s = await t.request('GET', `/api/v1/snaps/${r.body.id}`, { token });
      return s.body.media_url ? s.body : null;
    });
    expect(done.pages).toHaveLength(2);
    expect(await available()).toBe(before - 2);
    const pdf = await pdfOf(done.media_url);
    expect([1, 2].map((n) => pageText(pdf, n))).toEqual(['Second page', 'Cover page']);
    await waitFor(() => webhooks.length > 0);
    expect(webhooks[0]).toMatchObject({
      event: 'snap.completed',
      data: { id: r.body.id, pages: [{ template_id: ids[1] }, { template_id: ids[0] }] },
    });
    const replay = await t.request('POST', '/api/v1/snaps', { token, body });
    expect(replay.status).toBe(202);
    expect(replay.headers.get('x-idempotent-replay')).toBe('true');
    expect(replay.body.id).toBe(r.body.id);
    expect(await available()).toBe(before - 2);
  });

  it('takes pages through GraphQL', async () => {
    const res = await t.graphql(
      'mutation ($input: CreateSnapInput!) { createSnap(input: $input) { snaps { status pageCount templateId pages { templateId templateTitle } } } }',
      {
        input: {
          type: 'pdf',
          pages: [{ templateId: ids[2] }, { templateId: ids[2], variants: [{ layer: 'body', text: 'Again' }] }],
        },
      },
      token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.createSnap.snaps).toEqual([
      {
        status: 'completed',
        pageCount: 2,
        templateId: ids[2],
        pages: [
          { templateId: ids[2], templateTitle: 'Square' },
          { templateId: ids[2], templateTitle: 'Square' },
        ],
      },
    ]);
    const bad = await t.graphql(
      'mutation ($input: CreateSnapInput!) { createSnap(input: $input) { snaps { id } } }',
      { input: { type: 'pdf', pages: [{ templateId: 'nope' }] } },
      token,
    );
    expect(bad.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { 'pages.0.templateId': ['The selected pages.0.template id is invalid.'] },
    });
  });

  it('takes an item with pages in a batch: one PDF for that item, a credit per page; bad pages are 422s on their paths', async () => {
    const before = await available();
    const items = [
      { identifier: 'one' },
      {
        identifier: 'doc',
        pages: [{ template_id: ids[1] }, { template_id: ids[2], variants: [{ layer: 'body', text: 'Batch page' }] }],
      },
    ];
    const r = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: { template_id: ids[0], type: 'pdf', items },
    });
    expect(r.status, r.text).toBe(202);
    const batch = await waitFor(async () => {
      const b = await t.request('GET', `/api/v1/snaps/batches/${r.body.uuid}`, { token });
      return b.body.status === 'completed' ? b.body : null;
    }, 30_000);
    expect(batch.credits_charged).toBe(3);
    expect(await available()).toBe(before - 3);
    const doc = batch.items.find((i: { identifier: string }) => i.identifier === 'doc');
    const pdf = await pdfOf(doc.media_url);
    expect([1, 2].map((n) => pageText(pdf, n))).toEqual(['Second page', 'Batch page']);
    const snap = await t.request('GET', `/api/v1/snaps/${doc.id}`, { token });
    expect(snap.body).toMatchObject({ template_id: ids[1], pages: [{ template_id: ids[1] }, { template_id: ids[2] }] });

    const bad = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: {
        template_id: ids[0],
        items: [{ pages: [{ template_id: ids[0] }, { template_id: '00000000-0000-4000-8000-000000000000' }] }],
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'items.0.pages': ['The pages field is only valid for type pdf: a multi-page document is a PDF.'],
    });
    const unknown = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: {
        template_id: ids[0],
        type: 'pdf',
        items: [{}, { pages: [{ template_id: ids[0] }, { template_id: '00000000-0000-4000-8000-000000000000' }] }],
      },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      'items.1.pages.1.template_id': ['The selected items.1.pages.1.template id is invalid.'],
    });
    expect(await available()).toBe(before - 3);
  });
});
