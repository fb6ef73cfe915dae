import sharp from 'sharp';
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
  const counts = async () => [
    await t.app.services.database.prisma.snap.count(),
    await t.app.services.database.prisma.batch.count(),
  ];

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
    const two = await t.graphql(
      createSnap,
      {
        i: {
          templateId: templateUuid,
          variants: [
            { layer: 'title', text: 'Hi' },
            { layer: 'title', text: 'Hi', imageUrl: 'https://example.com/a.png' },
          ],
        },
      },
      token,
    );
    expect(two.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(two.errors[0].extensions.errors).toEqual({
      'variants.1': [
        'The variants.1 variant sets text and imageUrl: a variant sets exactly one of text, imageUrl, backgroundColor, qrContent, barcodeContent or data.',
      ],
    });
    const none = await t.graphql(
      createSnap,
      { i: { templateId: templateUuid, variants: [{ layer: 'title' }] } },
      token,
    );
    expect(none.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { 'variants.0': [expect.stringMatching(/^The variants\.0 variant sets no content/)] },
    });
    const inBatch = await t.graphql(
      createBatch,
      {
        i: {
          templateId: templateUuid,
          items: [{}, { variants: [{ layer: 'bg', backgroundColor: '#fff', qrContent: 'x' }] }],
        },
      },
      token,
    );
    expect(inBatch.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { 'items.1.variants.0': [expect.stringMatching(/sets backgroundColor and qrContent/)] },
    });
    expect(await counts()).toEqual(before);
  });

  it('a variant of one content field (or only hidden) renders, stored and shown under the layer property it sets', async () => {
    const r = await t.graphql(
      createSnap,
      {
        i: {
          templateId: templateUuid,
          variants: [
            { layer: 'title', text: 'Typed' },
            { layer: 'qr', hidden: true },
          ],
        },
      },
      token,
    );
    expect(r.errors).toBeUndefined();
    const [snap] = r.data.createSnap.snaps;
    expect(snap).toMatchObject({
      status: 'completed',
      variants: [
        { layer: 'title', text: 'Typed' },
        { layer: 'qr', hidden: true },
      ],
    });
    const rest = await t.request('GET', `/api/v1/snaps/${snap.id}`, { token });
    expect(rest.body.variants).toEqual([
      { layer: 'title', text: 'Typed' },
      { layer: 'qr', hidden: true },
    ]);
  });

  it('a batch without items, or without a template, is refused by the schema', async () => {
    const before = await counts();
    const noItems = await t.graphql(createBatch, { i: { templateId: templateUuid } }, token);
    expect(noItems.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(noItems.errors[0].message).toMatch(/"items" of required type "\[BatchItemInput!\]!" was not provided/);
    const noTemplate = await t.graphql(createBatch, { i: { items: [{}] } }, token);
    expect(noTemplate.errors[0].message).toMatch(/"templateId" of required type "String!" was not provided/);
    const untyped = await t.graphql(
      createBatch,
      {
        i: {
          templateId: templateUuid,
          items: [{ variants: [{ layer: 'photo', image_url: 'https://example.com/a.png' }] }],
        },
      },
      token,
    );
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

  it("REST ignores fields a body carries beyond the request's own, as before (a resource read and sent back)", async () => {
    const snap = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: templateUuid, id: 'x', status: 'failed', media_url: 5, isAsync: 'no' },
    });
    expect(snap.status, snap.text).toBe(201);
    expect(snap.body.status).toBe('completed');
    const batch = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: {
        template_id: templateUuid,
        uuid: 'x',
        items: [{ id: 'x', status: 'done', last_error: 1, identifier: 'kept' }],
      },
    });
    expect(batch.status, batch.text).toBe(202);
    expect(batch.body.total_rows).toBe(1);
  });

  it('REST refuses what the typed inputs cannot carry, in the one check of the command, with every error found and its REST name', async () => {
    const before = await counts();
    const snap = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: templateUuid, async: 'yes', transparent: 1, webhook_url: 7 },
    });
    expect(snap.status).toBe(422);
    expect(snap.body.errors).toEqual({
      transparent: ['The transparent field must be true or false.'],
      async: ['The async field must be true or false.'],
      webhook_url: ['The webhook url field must be a string.'],
    });
    expect(snap.body.message).toBe('The transparent field must be true or false. (and 2 more errors)');
    const batch = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: {
        template_id: templateUuid,
        items: [{ identifier: 5 }, { variants: [{ layer: 'photo', image_url: 42 }] }, { variants: 'x' }],
      },
    });
    expect(batch.status).toBe(422);
    expect(batch.body.errors).toEqual({
      'items.0.identifier': ['The items.0.identifier field must be a string.'],
      'items.2.variants': ['The items.2.variants field must be an array.'],
      'items.1.variants.0.image_url': ['The items.1.variants.0.image url field must be a string.'],
    });
    expect(await counts()).toEqual(before);
  });

  // Style overrides per render (docs/rendering.md "Style overrides"): a text layer's variant may set color,
  // font_family, font_size and background_color besides its text. The card (fixtures.ts) draws "Hello" in
  // white, 24 px, at x 10-310, y 110-150, on #123456.
  const usage = async () => (await t.request('GET', '/api/v1/usage', { token })).body.period_available_requests;
  const createSnapWithFile =
    'mutation($i: CreateSnapInput!) { createSnap(input: $i) { snaps { id status mediaUrl variants } } }';

  /** The rightmost x and the count of the title box's pixels that `match`. */
  async function titlePixels(
    mediaUrl: string,
    match: (r: number, g: number, b: number) => boolean,
  ): Promise<{ count: number; right: number }> {
    const bytes = Buffer.from(await (await fetch(mediaUrl.replace('http://localhost:0', t.url))).arrayBuffer());
    const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let count = 0;
    let right = -1;
    for (let y = 110; y < 150; y++)
      for (let x = 10; x < 310; x++) {
        const i = (y * info.width + x) * 3;
        if (match(data[i], data[i + 1], data[i + 2])) [count, right] = [count + 1, Math.max(right, x)];
      }
    return { count, right };
  }
  const red = (r: number, g: number, b: number) => r > 200 && g < 60 && b < 60;

  it('style overrides (REST): a variant sets the text, its colour and size; an unknown key is ignored', async () => {
    const small = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: templateUuid, variants: [{ layer: 'title', text: 'Big red', color: '#ff0000' }] },
    });
    expect(small.status, small.text).toBe(201);
    const big = await t.request('POST', '/api/v1/snaps', {
      token,
      body: {
        template_id: templateUuid,
        variants: [{ layer: 'title', text: 'Big red', color: '#ff0000', font_size: 36, shadow: 'yes' }],
      },
    });
    expect(big.status, big.text).toBe(201);
    expect(big.body.variants).toEqual([{ layer: 'title', text: 'Big red', color: '#ff0000', font_size: 36 }]);
    const [at24, at36] = [await titlePixels(small.body.media_url, red), await titlePixels(big.body.media_url, red)];
    // "Big red" is ~80 px wide at 24 px and ~120 px at 36 px, from x = 10; the template's white is gone.
    expect(at24.count).toBeGreaterThan(150);
    expect(at24.right).toBeLessThan(100);
    expect(at36.right).toBeGreaterThan(110);
    expect((await titlePixels(big.body.media_url, (r, g, b) => r > 200 && g > 200 && b > 200)).count).toBe(0);
  });

  it.each([
    [
      { layer: 'title', text: 'x', color: 'reddish' },
      'variants.0.color',
      'The variants.0.color field must be a valid CSS colour.',
    ],
    [
      { layer: 'title', font_size: -3 },
      'variants.0.font_size',
      'The variants.0.font size field must be greater than 0.',
    ],
    [{ layer: 'title', font_size: 'big' }, 'variants.0.font_size', 'The variants.0.font size field must be a number.'],
  ])(
    'style overrides (REST): %j is a 422 on %s, rendering, creating and charging nothing',
    async (variant, field, message) => {
      const [snaps, credits] = [await t.app.services.database.prisma.snap.count(), await usage()];
      const r = await t.request('POST', '/api/v1/snaps', {
        token,
        body: { template_id: templateUuid, variants: [variant] },
      });
      expect(r.status).toBe(422);
      expect(r.body.errors[field]).toEqual([message]);
      expect([await t.app.services.database.prisma.snap.count(), await usage()]).toEqual([snaps, credits]);
    },
  );

  it('style overrides (GraphQL): VariantInput takes color, fontFamily, fontSize and a backgroundColor highlight beside text', async () => {
    const r = await t.graphql(
      createSnapWithFile,
      {
        i: {
          templateId: templateUuid,
          variants: [
            {
              layer: 'title',
              text: 'Typed',
              color: '#ff0000',
              fontFamily: 'serif',
              fontSize: 30,
              backgroundColor: '#00ff00',
            },
          ],
        },
      },
      token,
    );
    expect(r.errors).toBeUndefined();
    const [snap] = r.data.createSnap.snaps;
    expect(snap).toMatchObject({
      status: 'completed',
      variants: [
        {
          layer: 'title',
          text: 'Typed',
          background_color: '#00ff00',
          color: '#ff0000',
          font_family: 'serif',
          font_size: 30,
        },
      ],
    });
    expect((await titlePixels(snap.mediaUrl, red)).count).toBeGreaterThan(100);
    expect(
      (await titlePixels(snap.mediaUrl, (r, g, b) => r < 60 && g > 200 && b < 60)).count,
      'the highlight',
    ).toBeGreaterThan(1000);
    const bad = await t.graphql(
      createSnapWithFile,
      { i: { templateId: templateUuid, variants: [{ layer: 'title', color: 'nope' }] } },
      token,
    );
    expect(bad.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { 'variants.0.color': ['The variants.0.color field must be a valid CSS colour.'] },
    });
  });
});
