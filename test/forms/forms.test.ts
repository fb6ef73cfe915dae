import { createHmac, randomUUID } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemplate } from '../snaps/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCollection, createForm, credits, onServer, pixel, solidPng, submit, type Form } from './support.js';

const GREEN = await solidPng(0, 200, 0);
const close = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]) <= 3);

describe('embedded forms over REST', () => {
  let t: TestApp;
  let token: string;
  let template: string;
  let form: Form;
  const snapCount = () => t.app.services.database.prisma.snap.count();
  const uploads = async () => (await readdir(join(t.dataDir, 'files', 'form-uploads')).catch(() => [])).length;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 100 }));
    template = await createTemplate(t, token);
    form = await createForm(t, token, { templateId: template, layers: ['title', 'bg', 'photo'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a template form renders the submitted text and colour: 200 {data: Snap}, the owner charged 1 credit, no token needed', async () => {
    const before = await credits(t, token);
    const r = await submit(t, form.url, { title: 'From the form', bg: '#ff0000', qr: 'not configured', unknown: 'x' });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-request-uuid')).toBeTruthy();
    expect(r.body).toEqual({
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        media_url: expect.stringMatching(/\/files\/snaps\/[\w-]+\.png$/),
        type: 'image',
        status: 'completed',
        is_async: false,
        webhook_url: null,
        completed_at: expect.any(String),
        last_error: null,
        // Configured layers only, in the template's layer order, each under its type's key.
        variants: [
          { layer: 'bg', background_color: '#ff0000' },
          { layer: 'title', text: 'From the form' },
        ],
        template_id: template,
        template_title: 'Card',
        created_at: expect.any(String),
      },
    });
    expect(close(await pixel(t, r.body.data.media_url, 170, 190), [255, 0, 0])).toBe(true);
    expect(before - (await credits(t, token))).toBe(1);
  });

  it('the url is signed with the key generated into DATA_DIR/app.key (mode 0600) on first start', async () => {
    const key = join(t.dataDir, 'app.key');
    expect((await stat(key)).mode & 0o777).toBe(0o600);
    const [base, signature] = form.url.split('?signature=');
    expect(base).toBe(`${t.app.services.config.PUBLIC_URL}/api/v1/embedded-forms/${form.uuid}`);
    expect(signature).toBe(
      createHmac('sha256', (await readFile(key, 'utf8')).trim())
        .update(base)
        .digest('hex'),
    );
  });

  it('an empty value keeps the layer as designed; no values at all renders the template as it is', async () => {
    const r = await submit(t, form.url, { title: '', bg: '' });
    expect(r.status).toBe(200);
    expect(r.body.data.variants).toEqual([]);
    expect(close(await pixel(t, r.body.data.media_url, 170, 190), [0x12, 0x34, 0x56])).toBe(true);
  });

  it('an uploaded PNG for an image layer is stored under form-uploads/ and drawn in the render', async () => {
    const r = await submit(t, form.url, { photo: new Blob([GREEN], { type: 'image/png' }) });
    expect(r.status).toBe(200);
    expect(r.body.data.status).toBe('completed');
    expect(r.body.data.variants).toEqual([
      { layer: 'photo', image_url: expect.stringMatching(/\/files\/form-uploads\/[\w-]+\.png$/) },
    ]);
    const stored = await fetch(r.body.data.variants[0].image_url.replace(t.app.services.config.PUBLIC_URL, t.url));
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect(close(await pixel(t, r.body.data.media_url, 80, 50), [0, 200, 0])).toBe(true);
  });

  it.each([
    [
      { photo: 'https://example.com/a.png' },
      'layers.photo',
      'The photo layer takes an image file: send the form as multipart/form-data, the file under layers[photo][image_url].',
    ],
    [{ photo: new Blob(['not an image at all']) }, 'layers.photo', 'The file must be an image.'],
    [{ title: new Blob(['text in a file']) }, 'layers.title', 'The title layer takes a text value, not a file.'],
    [
      { photo: new Blob([GREEN]), title: new Blob(['text in a file']) },
      'layers.title',
      'The title layer takes a text value, not a file.',
    ],
  ])(
    'refuses a value of the wrong kind with 422, storing and charging nothing (%#)',
    async (layers, field, message) => {
      const before = [await credits(t, token), await snapCount(), await uploads()];
      const r = await submit(t, form.url, { title: 'fine', ...(layers as Record<string, string | Blob>) });
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual({ [field]: [message] });
      expect([await credits(t, token), await snapCount(), await uploads()]).toEqual(before);
    },
  );

  it('a collection form answers a bare array, one snap per template in order with its own layers, charging each', async () => {
    const second = await createTemplate(t, token, null, 'Second');
    const collection = await createCollection(t, token, [template, second]);
    const f = await createForm(t, token, {
      collectionId: collection,
      layers: [`${template}__title`, `${second}__title`, `${second}__bg`],
    });
    const before = await credits(t, token);
    const r = await submit(t, f.url, {
      [`${template}__title`]: 'One',
      [`${second}__title`]: 'Two',
      [`${second}__bg`]: '#00ff00',
      [`${template}__bg`]: '#000000',
      title: 'plain key',
    });
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
    expect(r.body.map((s: any) => [s.template_id, s.template_title, s.status, s.variants])).toEqual([
      [template, 'Card', 'completed', [{ layer: 'title', text: 'One' }]],
      [
        second,
        'Second',
        'completed',
        [
          { layer: 'bg', background_color: '#00ff00' },
          { layer: 'title', text: 'Two' },
        ],
      ],
    ]);
    expect(close(await pixel(t, r.body[0].media_url, 170, 190), [0x12, 0x34, 0x56])).toBe(true);
    expect(close(await pixel(t, r.body[1].media_url, 170, 190), [0, 255, 0])).toBe(true);
    expect(before - (await credits(t, token))).toBe(2);
  });

  it('a template of a collection form that fails to render is in the array as failed, uncharged', async () => {
    const broken = await createTemplate(t, token, 'http://127.0.0.1:9/missing.png', 'Broken');
    const f = await createForm(t, token, {
      collectionId: await createCollection(t, token, [template, broken]),
      layers: [],
    });
    const before = await credits(t, token);
    const r = await submit(t, f.url);
    expect(r.status).toBe(200);
    expect(r.body.map((s: any) => [s.template_title, s.status])).toEqual([
      ['Card', 'completed'],
      ['Broken', 'failed'],
    ]);
    expect(r.body[1].last_error).toMatch(/missing\.png/);
    expect(before - (await credits(t, token))).toBe(1);
    // The same template alone: a 422 with the reason, as POST /v1/snaps answers.
    const alone = await submit(t, (await createForm(t, token, { templateId: broken, layers: [] })).url);
    expect(alone.status).toBe(422);
    expect(alone.body.errors.render[0]).toMatch(/missing\.png/);
  });

  it('maps a QR code layer to qr_content', async () => {
    const f = await createForm(t, token, { templateId: template, layers: ['qr'] });
    const r = await submit(t, f.url, { qr: 'https://example.org/from-a-form' });
    expect(r.body.data.variants).toEqual([{ layer: 'qr', qr_content: 'https://example.org/from-a-form' }]);
  });

  it('takes text values as a JSON body too', async () => {
    const r = await fetch(onServer(t, form.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ layers: { title: 'JSON' } }),
    });
    expect(r.status).toBe(200);
    expect((await r.json()).data.variants).toEqual([{ layer: 'title', text: 'JSON' }]);
  });

  it('a collection without templates: 422 The form does not include any templates., nothing charged', async () => {
    const empty = await createCollection(t, token, []);
    const f = await createForm(t, token, { collectionId: empty, layers: [] });
    const before = await credits(t, token);
    const r = await submit(t, f.url, { title: 'x' });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      message: 'The form does not include any templates.',
      errors: { form: ['The form does not include any templates.'] },
    });
    expect(await credits(t, token)).toBe(before);
  });

  it('refuses a missing, tampered or borrowed signature with 403 Invalid signature., rendering and charging nothing', async () => {
    const other = await createForm(t, token, { templateId: template, layers: ['title'] });
    const [base, signature] = form.url.split('?signature=');
    const flipped = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');
    const before = [await credits(t, token), await snapCount()];
    for (const url of [
      base,
      `${base}?signature=`,
      `${base}?signature=${flipped}`,
      `${base}?signature=${signature.slice(0, 20)}`,
      `${base}?signature=${other.url.split('signature=')[1]}`, // another form's signature
      other.url.replace(other.uuid, form.uuid), // the uuid changed under a valid signature
      `${form.url}&extra=1`, // a parameter added after signing
      `${form.url}&signature=${signature}`,
    ]) {
      const r = await submit(t, url, { title: 'Nope' });
      expect([url, r.status, r.body]).toEqual([url, 403, { message: 'Invalid signature.' }]);
    }
    expect([await credits(t, token), await snapCount()]).toEqual(before);
  });

  it('an unknown or deleted form is 404 Not found.', async () => {
    const gone = await createForm(t, token, { templateId: template, layers: ['title'] });
    const deleted = await t.graphql(
      'mutation($u: String!) { deleteEmbeddedForm(uuid: $u) { uuid } }',
      { u: gone.uuid },
      token,
    );
    expect(deleted.data.deleteEmbeddedForm.uuid).toBe(gone.uuid);
    for (const url of [
      gone.url,
      form.url.replace(form.uuid, randomUUID()),
      form.url.replace(form.uuid, 'not-a-uuid'),
    ]) {
      const r = await submit(t, url, { title: 'x' });
      expect([r.status, r.body]).toEqual([404, { message: 'Not found.' }]);
    }
  });

  it('answers 417 when the owner has too few credits, creating nothing, however the submitter is', async () => {
    const poor = await t.account({ credits: 0 });
    const tpl = await createTemplate(t, poor.token);
    const f = await createForm(t, poor.token, { templateId: tpl, layers: ['title'] });
    const r = await submit(t, f.url, { title: 'x' });
    expect([r.status, r.body]).toEqual([417, { message: 'You have reached your snap quota.' }]);
    // A collection of two with one credit left renders neither.
    const one = await t.account({ credits: 1 });
    const [a, b] = [await createTemplate(t, one.token), await createTemplate(t, one.token)];
    const c = await createForm(t, one.token, {
      collectionId: await createCollection(t, one.token, [a, b]),
      layers: [],
    });
    const before = await snapCount();
    expect((await submit(t, c.url)).status).toBe(417);
    expect(await snapCount()).toBe(before);
    expect(await credits(t, one.token)).toBe(1);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const r = await submit(t, form.url, { photo: new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]) });
    expect(r.status).toBe(413);
    expect(r.body.message).toMatch(/^The request body is too large \(file too large\)/);
  });
});

describe('embedded forms over GraphQL', () => {
  let t: TestApp;
  let token: string;
  let template: string;
  const CREATE =
    'mutation($i: CreateEmbeddedFormInput!) { createEmbeddedForm(input: $i) { uuid url layers template { uuid } collection { uuid } } }';

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 10 }));
    template = await createTemplate(t, token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('createEmbeddedForm checks its input: one of the two ids, layers of the template(s)', async () => {
    const collection = await createCollection(t, token, [template]);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ layers: [] }, { template_id: ['The template id field is required when collection id is not present.'] }],
      [
        { templateId: template, collectionId: collection, layers: [] },
        { template_id: ['The template id field is prohibited when collection id is present.'] },
      ],
      [{ templateId: template }, { layers: ['The layers field is required.'] }],
      [{ templateId: randomUUID(), layers: [] }, { template_id: ['The selected template id is invalid.'] }],
      [{ collectionId: 'nope', layers: [] }, { collection_id: ['The selected collection id is invalid.'] }],
      [
        { templateId: template, layers: ['title', 'nope'] },
        { 'layers.1': ['The layer "nope" is not a layer of the template.'] },
      ],
      [
        { collectionId: collection, layers: [`${template}__title`, 'title'] },
        {
          'layers.1': [
            'The layer "title" is not a layer of a template in the collection: name it <templateUuid>__<layerKey>.',
          ],
        },
      ],
    ];
    for (const [input, errors] of cases) {
      const r = await t.graphql(CREATE, { i: input }, token);
      expect([input, r.errors?.[0].extensions]).toEqual([input, { code: 'BAD_USER_INPUT', errors }]);
    }
    const ok = await t.graphql(
      CREATE,
      { i: { collectionId: collection, layers: [`${template}__title`, `${template}__title`] } },
      token,
    );
    expect(ok.data.createEmbeddedForm).toMatchObject({
      layers: [`${template}__title`],
      template: null,
      collection: { uuid: collection },
    });
  });

  it('follows the create-template policy; lists and deletes forms', async () => {
    const viewer = await t.account({ role: 'viewer' });
    const denied = await t.graphql(CREATE, { i: { templateId: template, layers: [] } }, viewer.token);
    expect(denied.errors[0].extensions.code).toBe('FORBIDDEN');
    const f = (await t.graphql(CREATE, { i: { templateId: template, layers: ['title'] } }, token)).data
      .createEmbeddedForm;
    const list = await t.graphql('{ embeddedForms(first: 10) { edges { node { uuid url } } } }', {}, token);
    expect(list.data.embeddedForms.edges.map((e: any) => e.node)).toContainEqual({ uuid: f.uuid, url: f.url });
    expect(
      (await t.graphql('{ embeddedForms(first: 10) { edges { node { uuid } } } }', {}, viewer.token)).data.embeddedForms
        .edges,
    ).toEqual([]);
    const theirs = await t.graphql(
      'mutation($u: String!) { deleteEmbeddedForm(uuid: $u) { uuid } }',
      { u: f.uuid },
      viewer.token,
    );
    expect(theirs.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('submitEmbeddedForm takes an upload over the GraphQL multipart request spec, without a token', async () => {
    const f = (await t.graphql(CREATE, { i: { templateId: template, layers: ['photo', 'title'] } }, token)).data
      .createEmbeddedForm;
    const body = new FormData();
    const query =
      'mutation($url: String!, $layers: [EmbeddedFormValue!]) { submitEmbeddedForm(url: $url, layers: $layers) { collectionForm snaps { status variants } } }';
    body.append(
      'operations',
      JSON.stringify({
        query,
        variables: {
          url: f.url,
          layers: [
            { key: 'photo', file: null },
            { key: 'title', text: 'Hi' },
          ],
        },
      }),
    );
    body.append('map', JSON.stringify({ 0: ['variables.layers.0.file'] }));
    body.append('0', new Blob([await solidPng(0, 0, 255)], { type: 'image/png' }), 'blue.png');
    const r = await (
      await fetch(`${t.url}/graphql`, { method: 'POST', body, headers: { 'graphql-require-preflight': '1' } })
    ).json();
    expect(r.errors).toBeUndefined();
    expect(r.data.submitEmbeddedForm).toEqual({
      collectionForm: false,
      snaps: [
        {
          status: 'completed',
          variants: [
            { layer: 'photo', image_url: expect.stringMatching(/form-uploads\/.*\.png$/) },
            { layer: 'title', text: 'Hi' },
          ],
        },
      ],
    });
    const forged = await t.graphql('mutation($url: String!) { submitEmbeddedForm(url: $url) { collectionForm } }', {
      url: f.url.replace(/.$/, (c: string) => (c === '0' ? '1' : '0')),
    });
    expect(forged.errors[0]).toMatchObject({ message: 'Invalid signature.', extensions: { code: 'FORBIDDEN' } });
  });
});
