import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createTemplate } from './fixtures.js';

/** GraphQL's typed inputs (VariantInput, BatchItemInput, required fields) and REST's edge, which turns a body into them. */
describe('typed snap and batch inputs', () => {
  let t: TestApp;
  let token: string;
  let templateUuid: string;
  const createSnap = 'mutation($i: CreateSnapInput!) { createSnap(input: $i) { snaps { id status variants } } }';
  const createBatch = 'mutation($i: CreateBatchInput!) { createBatch(input: $i) { batch { uuid totalRows } } }';
  const counts = async () => [await t.app.services.database.prisma.snap.count(), await t.app.services.database.prisma.batch.count()];

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 100 }));
    templateUuid = await createTemplate(t, token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a variant with two content fields, or none, is a BAD_USER_INPUT naming its path; nothing is created', async () => {
    const before = await counts();
    const two = await t.graphql(createSnap, { i: { templateId: templateUuid, variants: [{ layer: 'title', text: 'Hi' }, { layer: 'title', text: 'Hi', imageUrl: 'https://example.com/a.png' }] } }, token);
    expect(two.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(two.errors[0].extensions.errors).toEqual({
      'variants.1': ['The variants.1 variant sets text and imageUrl: a variant sets exactly one of text, imageUrl, backgroundColor, qrContent or barcodeContent.'],
    });
    const none = await t.graphql(createSnap, { i: { templateId: templateUuid, variants: [{ layer: 'title' }] } }, token);
    expect(none.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { 'variants.0': [expect.stringMatching(/^The variants\.0 variant sets no content/)] } });
    const inBatch = await t.graphql(createBatch, { i: { templateId: templateUuid, items: [{}, { variants: [{ layer: 'bg', backgroundColor: '#fff', qrContent: 'x' }] }] } }, token);
    expect(inBatch.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { 'items.1.variants.0': [expect.stringMatching(/sets backgroundColor and qrContent/)] } });
    expect(await counts()).toEqual(before);
  });

  it('a variant of one content field (or only hidden) renders, stored and shown under the layer property it sets', async () => {
    const r = await t.graphql(createSnap, { i: { templateId: templateUuid, variants: [{ layer: 'title', text: 'Typed' }, { layer: 'qr', hidden: true }] } }, token);
    expect(r.errors).toBeUndefined();
    const [snap] = r.data.createSnap.snaps;
    expect(snap).toMatchObject({ status: 'completed', variants: [{ layer: 'title', text: 'Typed' }, { layer: 'qr', hidden: true }] });
    const rest = await t.request('GET', `/api/v1/snaps/${snap.id}`, { token });
    expect(rest.body.variants).toEqual([{ layer: 'title', text: 'Typed' }, { layer: 'qr', hidden: true }]);
  });

  it('a batch without items, or without a template, is refused by the schema', async () => {
    const before = await counts();
    const noItems = await t.graphql(createBatch, { i: { templateId: templateUuid } }, token);
    expect(noItems.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(noItems.errors[0].message).toMatch(/"items" of required type "\[BatchItemInput!\]!" was not provided/);
    const noTemplate = await t.graphql(createBatch, { i: { items: [{}] } }, token);
    expect(noTemplate.errors[0].message).toMatch(/"templateId" of required type "String!" was not provided/);
    const untyped = await t.graphql(createBatch, { i: { templateId: templateUuid, items: [{ variants: [{ layer: 'photo', image_url: 'https://example.com/a.png' }] }] } }, token);
    expect(untyped.errors[0].message).toMatch(/Field "image_url" is not defined by type "VariantInput"/);
    expect(await counts()).toEqual(before);
  });

  it('REST keeps accepting any variants on POST /v1/snaps: what cannot apply is dropped, several content keys become one variant each', async () => {
    const variants = [
      'not an object',
      { text: 'no layer' },
      { layer: 'title', text: 5 },
      { layer: 'title', text: 'Both', image_url: 'https://example.com/a.png', extra: true },
      { layer: 'qr', hidden: false },
    ];
    const r = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: templateUuid, variants } });
    expect(r.status, r.text).toBe(201);
    expect(r.body.variants).toEqual([
      { layer: 'title', text: 'Both' },
      { layer: 'title', image_url: 'https://example.com/a.png' },
      { layer: 'qr', hidden: false },
    ]);
  });

  it('REST ignores fields a body carries beyond the request\'s own, as before (a resource read and sent back)', async () => {
    const snap = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: templateUuid, id: 'x', status: 'failed', media_url: 5, isAsync: 'no' } });
    expect(snap.status, snap.text).toBe(201);
    expect(snap.body.status).toBe('completed');
    const batch = await t.request('POST', '/api/v1/snaps/batches', { token, body: { template_id: templateUuid, uuid: 'x', items: [{ id: 'x', status: 'done', last_error: 1, identifier: 'kept' }] } });
    expect(batch.status, batch.text).toBe(202);
    expect(batch.body.total_rows).toBe(1);
  });

  it('REST refuses at its edge what the typed inputs cannot carry, with every error found and its REST name', async () => {
    const before = await counts();
    const snap = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: templateUuid, async: 'yes', transparent: 1, webhook_url: 7 } });
    expect(snap.status).toBe(422);
    expect(snap.body.errors).toEqual({
      transparent: ['The transparent field must be true or false.'],
      async: ['The async field must be true or false.'],
      webhook_url: ['The webhook url field must be a string.'],
    });
    expect(snap.body.message).toBe('The transparent field must be true or false. (and 2 more errors)');
    const batch = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: { template_id: templateUuid, items: [{ identifier: 5 }, { variants: [{ layer: 'photo', image_url: 42 }] }, { variants: 'x' }] },
    });
    expect(batch.status).toBe(422);
    expect(batch.body.errors).toEqual({
      'items.0.identifier': ['The items.0.identifier field must be a string.'],
      'items.2.variants': ['The items.2.variants field must be an array.'],
      'items.1.variants.0.image_url': ['The image url must be a public http or https address: it is not a string.'],
    });
    expect(await counts()).toEqual(before);
  });
});
