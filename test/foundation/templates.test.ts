import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestApp, type TestApp } from '../support/test-app.js';

const textLayer = {
  layer: 'title',
  type: 'text',
  x: 10,
  y: 10,
  width: 300,
  height: 80,
  text: 'Hello',
  color: '#111111',
  font_size: 32,
  font_family: 'serif',
};
const imageLayer = {
  layer: 'photo',
  type: 'image',
  x: 0,
  y: 0,
  width: 200,
  height: 100,
  image_url: 'https://example.com/a.jpg',
};

describe.each(BACKENDS)('templates over REST on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    ({ token } = await t.account());
  });
  afterAll(() => t?.close());

  const create = (body: unknown, tok = token) => t.request('POST', '/api/v1/templates', { token: tok, body });

  it('creates with explicit dimensions, then reads it back with parsed layers and available_modifications', async () => {
    const r = await create({ title: 'Card', width: 640, height: 480, layers: [textLayer, imageLayer] });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      data: { id: expect.any(Number), uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), title: 'Card' },
      message: expect.any(String),
    });
    const read = await t.request('GET', `/api/v1/templates/${r.body.data.uuid}`, { token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: r.body.data.id,
      uuid: r.body.data.uuid,
      title: 'Card',
      width: 640,
      height: 480,
      size: null,
    });
    expect(Date.parse(read.body.created_at)).not.toBeNaN();
    expect(read.body.layers[0]).toMatchObject({ ...textLayer, available_modifications: { text: 'Hello' } });
    expect(read.body.layers[1]).toMatchObject({
      ...imageLayer,
      fit: 'cover',
      available_modifications: { image_url: 'https://example.com/a.jpg' },
    });
  });

  it('makes a PNG preview of each published design', async () => {
    const r = await create({ title: 'Previewed', width: 800, height: 400, layers: [textLayer] });
    const read = async () => (await t.request('GET', `/api/v1/templates/${r.body.data.uuid}`, { token })).body;
    let preview: string | null = null;
    for (let i = 0; i < 200 && !preview; i++)
      (({ preview_url: preview } = await read()), await new Promise((res) => setTimeout(res, 25)));
    expect(preview).toMatch(/\/files\/previews\/[\w-]+\.png$/);
    const file = await fetch(preview!.replace(/^https?:\/\/[^/]+/, t.url));
    expect(file.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await file.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([480, 240]);
    await t.request('PATCH', `/api/v1/templates/${r.body.data.id}`, { token, body: { title: 'Again' } });
    let next = preview;
    for (let i = 0; i < 200 && next === preview; i++)
      (({ preview_url: next } = await read()), await new Promise((res) => setTimeout(res, 25)));
    expect(next).not.toBe(preview);
  });

  it('a size preset sets width and height and ignores explicit ones', async () => {
    const r = await create({ title: 'Story', size: 'instagram-story', width: 5, height: 5 });
    expect(r.status).toBe(201);
    const read = await t.request('GET', `/api/v1/templates/${r.body.data.uuid}`, { token });
    expect(read.body).toMatchObject({ width: 1080, height: 1920, size: 'instagram-story', layers: [] });
  });

  it('dimensions that match a preset are stored under that preset', async () => {
    const r = await create({ title: 'Square', width: 1080, height: 1080 });
    const read = await t.request('GET', `/api/v1/templates/${r.body.data.uuid}`, { token });
    expect(read.body.size).toBe('instagram-post');
  });

  it('a preset sent is kept, also when another shares its dimensions and when later writes send only dimensions', async () => {
    const r = await create({ title: 'Card', size: 'og-image' }); // 1200 × 630, as facebook-post, listed first
    const { id, uuid } = r.body.data;
    const size = async () => (await t.request('GET', `/api/v1/templates/${uuid}`, { token })).body.size;
    expect(await size()).toBe('og-image');
    for (const body of [{ title: 'Card' }, { title: 'Card', width: 1200, height: 630 }]) {
      expect((await t.request('PATCH', `/api/v1/templates/${id}`, { token, body })).status).toBe(200);
      expect(await size()).toBe('og-image');
    }
    await t.request('PATCH', `/api/v1/templates/${id}`, { token, body: { title: 'Card', width: 1080, height: 1080 } });
    expect(await size()).toBe('instagram-post');
    await t.request('PATCH', `/api/v1/templates/${id}`, { token, body: { title: 'Card', width: 1200, height: 630 } });
    expect(await size()).toBe('facebook-post');
  });

  it.each([
    [{}, 'title', 'The title field is required.'],
    [
      { title: 'x'.repeat(256), width: 10, height: 10 },
      'title',
      'The title field must not be greater than 255 characters.',
    ],
    [{ title: 123, width: 10, height: 10 }, 'title', 'The title field must be a string.'],
    [{ title: 'a', width: 0, height: 10 }, 'width', 'The width field must be between 1 and 4000.'],
    [{ title: 'a', width: 10, height: 4001 }, 'height', 'The height field must be between 1 and 4000.'],
    [{ title: 'a', width: 'wide', height: 10 }, 'width', 'The width field must be an integer.'],
    [{ title: 'a', width: 10.5, height: 10 }, 'width', 'The width field must be an integer.'],
    [{ title: 'a', width: 2 ** 40, height: 10 }, 'width', 'The width field must be an integer.'],
    [{ title: 'a', size: 'instagram-post', width: 'wide' }, 'width', 'The width field must be an integer.'],
    [{ title: null, width: 10, height: 10 }, 'title', 'The title field must be a string.'],
    [
      { title: 'a', width: 10, height: 10, background_color: 5 },
      'background_color',
      'The background color field must be a string.',
    ],
    [{ title: 'a', height: 10 }, 'width', 'The width field is required when size is not present.'],
    [
      { title: 'a', size: 'not-a-preset' },
      'size',
      'The selected size is invalid. Valid values: the sizes GET /v1/templates/sizes lists.',
    ],
    [
      { title: 'a', width: 10, height: 10, layers: [{ ...textLayer, type: 'video' }] },
      'layers.0.type',
      expect.stringMatching(/^The selected layers\.0\.type is invalid\. Valid values: text, image, .*\.$/),
    ],
    [
      { title: 'a', width: 10, height: 10, layers: [{ type: 'text', x: 0, y: 0, width: 1, height: 1 }] },
      'layers.0.layer',
      'The layers.0.layer field is required.',
    ],
    [
      { title: 'a', width: 10, height: 10, layers: [{ ...textLayer, font_size: 'big' }] },
      'layers.0.font_size',
      'The layers.0.font size field must be a number.',
    ],
    [
      { title: 'a', width: 10, height: 10, layers: [{ ...textLayer, colour: 'red' }] },
      'layers.0.colour',
      'The layers.0.colour field is not a known property.',
    ],
    [
      { title: 'a', width: 10, height: 10, layers: [{ ...textLayer, text_transform: 'shout' }] },
      'layers.0.text_transform',
      'The selected layers.0.text transform is invalid. Valid values: none, uppercase, lowercase, capitalize.',
    ],
    [
      { title: 'a', width: 10, height: 10, layers: [{ ...textLayer, background_color: 'yelow' }] },
      'layers.0.background_color',
      'The layers.0.background color field must be a valid CSS colour.',
    ],
    [
      { title: 'a', width: 10, height: 10, layers: [{ ...textLayer, stroke_color: '#12' }] },
      'layers.0.stroke_color',
      'The layers.0.stroke color field must be a valid CSS colour.',
    ],
    [
      { title: 'a', width: 10, height: 10, layers: [{ ...textLayer, background_padding: -4 }] },
      'layers.0.background_padding',
      'The layers.0.background padding field must be at least 0.',
    ],
    [
      { title: 'a', width: 10, height: 10, layers: [{ ...textLayer, stroke_width: -1 }] },
      'layers.0.stroke_width',
      'The layers.0.stroke width field must be at least 0.',
    ],
    [
      { title: 'a', width: 10, height: 10, layers: [textLayer, textLayer] },
      'layers.1.layer',
      'The layer key "title" is used twice.',
    ],
    [{ title: 'a', width: 10, height: 10, layers: 'nope' }, 'layers', 'The layers field must be an array.'],
  ])('rejects %j with 422 on %s and creates nothing', async (body, field, message) => {
    const before = await t.app.services.database.prisma.template.count();
    const r = await create(body);
    expect(r.status).toBe(422);
    expect(r.body.errors[field]).toEqual([message]);
    expect(r.body.message).toContain(r.body.errors[Object.keys(r.body.errors)[0]][0]);
    expect(await t.app.services.database.prisma.template.count()).toBe(before);
  });

  it('reports every invalid field at once', async () => {
    const r = await create({ width: 0, layers: [{ type: 'nope' }] });
    expect(Object.keys(r.body.errors).sort()).toEqual(['height', 'layers.0.type', 'title', 'width']);
    expect(r.body.message).toMatch(/\(and 3 more errors\)$/);
    // A wrong field does not make the sent dimensions read as missing.
    const title = await create({ title: '  ', width: 10, height: 10 });
    expect(title.body).toEqual({
      message: 'The title field must have at least 1 characters.',
      errors: { title: ['The title field must have at least 1 characters.'] },
    });
  });

  it('malformed JSON is a 400 with a message, and creates nothing', async () => {
    const r = await t.request('POST', '/api/v1/templates', {
      token,
      rawBody: '{"title": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('updates by numeric id, keeping what the body leaves out', async () => {
    const c = await create({ title: 'Before', width: 300, height: 200, layers: [textLayer] });
    const u = await t.request('PATCH', `/api/v1/templates/${c.body.data.id}`, {
      token,
      body: { title: 'After', width: 400 },
    });
    expect(u.status).toBe(200);
    expect(u.body).toEqual({ message: expect.any(String) });
    const read = await t.request('GET', `/api/v1/templates/${c.body.data.uuid}`, { token });
    // The resource read and sent back: its other fields are not the write's.
    const sentBack = await t.request('PATCH', `/api/v1/templates/${c.body.data.id}`, {
      token,
      body: { ...read.body, title: 'After' },
    });
    expect(sentBack.status, sentBack.text).toBe(200);
    expect(read.body).toMatchObject({
      title: 'After',
      width: 400,
      height: 200,
      layers: [expect.objectContaining({ layer: 'title' })],
    });
    const bad = await t.request('PATCH', `/api/v1/templates/${c.body.data.id}`, { token, body: { width: 400 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.title).toEqual(['The title field is required.']);
    const mistyped = await t.request('PATCH', `/api/v1/templates/${c.body.data.id}`, {
      token,
      body: { title: 'After', height: 'tall', layers: 'nope' },
    });
    expect(mistyped.status).toBe(422);
    expect(mistyped.body.errors).toEqual({
      height: ['The height field must be an integer.'],
      layers: ['The layers field must be an array.'],
    });
  });

  it('unknown ids and uuids are 404 Not found. for read, update and delete', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/templates/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/v1/templates/not-a-uuid'],
      ['PATCH', '/api/v1/templates/999999'],
      ['PATCH', '/api/v1/templates/abc'],
      ['DELETE', '/api/v1/templates/999999'],
      ['DELETE', '/api/v1/templates/99999999999999999999'],
    ]) {
      const r = await t.request(method, path, { token, body: method === 'PATCH' ? { title: 'x' } : undefined });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body).toEqual({ message: 'Not found.' });
    }
  });

  it("another account's template is 404 for read, update and delete, and stays unchanged", async () => {
    const { token: other } = await t.account();
    const c = await create({ title: 'Mine', width: 10, height: 10 });
    expect((await t.request('GET', `/api/v1/templates/${c.body.data.uuid}`, { token: other })).status).toBe(404);
    expect(
      (await t.request('PATCH', `/api/v1/templates/${c.body.data.id}`, { token: other, body: { title: 'Theirs' } }))
        .status,
    ).toBe(404);
    expect((await t.request('DELETE', `/api/v1/templates/${c.body.data.id}`, { token: other })).status).toBe(404);
    expect((await t.request('GET', `/api/v1/templates/${c.body.data.uuid}`, { token })).body.title).toBe('Mine');
  });

  it('deletes by numeric id', async () => {
    const c = await create({ title: 'Doomed', width: 10, height: 10 });
    const d = await t.request('DELETE', `/api/v1/templates/${c.body.data.id}`, { token });
    expect(d.status).toBe(200);
    expect(d.body).toEqual({ message: expect.any(String) });
    expect((await t.request('GET', `/api/v1/templates/${c.body.data.uuid}`, { token })).status).toBe(404);
  });

  it('create-template and delete-template policies follow the role', async () => {
    const { token: viewer } = await t.account({ role: 'viewer' });
    const { token: editor } = await t.account({ role: 'editor' });
    const { token: admin } = await t.account({ role: 'admin' });
    expect(await create({ title: 'v', width: 1, height: 1 }, viewer)).toMatchObject({
      status: 403,
      body: { message: 'This action is unauthorized.' },
    });
    const c = await create({ title: 'e', width: 1, height: 1 }, editor);
    expect(c.status).toBe(201);
    expect((await t.request('DELETE', `/api/v1/templates/${c.body.data.id}`, { token: editor })).status).toBe(403);
    const a = await create({ title: 'a', width: 1, height: 1 }, admin);
    expect((await t.request('DELETE', `/api/v1/templates/${a.body.data.id}`, { token: admin })).status).toBe(200);
    expect((await t.request('GET', '/api/v1/templates', { token: viewer })).status).toBe(200);
  });

  it('lists newest first with next and previous cursors', async () => {
    const { token: own } = await t.account();
    const uuids: string[] = [];
    for (let i = 0; i < 27; i++)
      uuids.push((await create({ title: `T${i}`, width: 10, height: 10 }, own)).body.data.uuid);
    const p1 = await t.request('GET', '/api/v1/templates', { token: own });
    expect(p1.status).toBe(200);
    expect(p1.body.data.map((x: any) => x.uuid)).toEqual(uuids.slice(2).reverse());
    expect(p1.body.meta.previous_cursor).toBeNull();
    const p2 = await t.request('GET', `/api/v1/templates?cursor=${p1.body.meta.next_cursor}`, { token: own });
    expect(p2.body.data.map((x: any) => x.uuid)).toEqual([uuids[1], uuids[0]]);
    expect(p2.body.meta.next_cursor).toBeNull();
    const back = await t.request('GET', `/api/v1/templates?cursor=${p2.body.meta.previous_cursor}`, { token: own });
    expect(back.body.data.map((x: any) => x.uuid)).toEqual(p1.body.data.map((x: any) => x.uuid));
    expect(back.body.meta.previous_cursor).toBeNull();
  });

  it('sizes lists at least 30 presets with the spec fields', async () => {
    const r = await t.request('GET', '/api/v1/templates/sizes', { token });
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThanOrEqual(30);
    expect(r.body.data).toContainEqual({
      size: 'instagram-story',
      name: expect.stringContaining('1080 × 1920'),
      platform: 'Social networks',
      width: 1080,
      height: 1920,
      aspect_ratio: '9:16',
      safe_margin_px: expect.any(Number),
    });
    expect(new Set(r.body.data.map((s: any) => s.platform))).toEqual(
      new Set(['Social networks', 'Web and email', 'Display ads', 'Print']),
    );
  });
});

describe('template drafts over GraphQL', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account());
  });
  afterAll(() => t?.close());

  it('a saved draft is invisible to the API until published', async () => {
    const c = await t.graphql(
      'mutation($i: TemplateInput!) { createTemplate(input: $i) { id uuid version } }',
      { i: { title: 'Live', width: 100, height: 50, layers: [textLayer] } },
      token,
    );
    const { id, uuid } = c.data.createTemplate;
    const d = await t.graphql(
      'mutation($id: Int!, $i: TemplateInput!) { saveTemplateDraft(id: $id, input: $i) { title draft draftSavedAt } }',
      { id, i: { title: 'Draft title', layers: [{ ...textLayer, text: 'Draft text' }] } },
      token,
    );
    expect(d.data.saveTemplateDraft).toMatchObject({ title: 'Live', draft: { title: 'Draft title', width: 100 } });
    const rest = await t.request('GET', `/api/v1/templates/${uuid}`, { token });
    expect(rest.body).toMatchObject({
      title: 'Live',
      version: 1,
      layers: [expect.objectContaining({ text: 'Hello' })],
    });
    const p = await t.graphql(
      'mutation($id: Int!) { publishTemplate(id: $id) { title version draft } }',
      { id },
      token,
    );
    expect(p.data.publishTemplate).toEqual({ title: 'Draft title', version: 2, draft: null });
    const after = await t.request('GET', `/api/v1/templates/${uuid}`, { token });
    expect(after.body).toMatchObject({
      title: 'Draft title',
      layers: [expect.objectContaining({ text: 'Draft text' })],
    });
  });

  it('invalid drafts are BAD_USER_INPUT with field errors; unknown ids NOT_FOUND', async () => {
    const c = await t.graphql(
      'mutation { createTemplate(input: {title: "x", width: 1, height: 1}) { id } }',
      {},
      token,
    );
    const bad = await t.graphql(
      'mutation($id: Int!) { saveTemplateDraft(id: $id, input: {title: "", width: 9000}) { id } }',
      { id: c.data.createTemplate.id },
      token,
    );
    expect(bad.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { title: expect.any(Array), width: ['The width field must be between 1 and 4000.'] },
    });
    // GraphQL's own types: the title is required, a width is an Int; a bad variable is the caller's input error.
    for (const i of [
      { width: 10, height: 10 },
      { title: 'x', width: 'wide', height: 10 },
    ]) {
      const typed = await t.graphql('mutation($i: TemplateInput!) { createTemplate(input: $i) { id } }', { i }, token);
      expect(typed.errors[0]).toMatchObject({
        message: expect.stringMatching(/^Variable "\$i"/),
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const missing = await t.graphql('mutation { publishTemplate(id: 987654) { id } }', {}, token);
    expect(missing.errors[0]).toMatchObject({ message: 'Not found.', extensions: { code: 'NOT_FOUND' } });
  });

  it('templates is a Relay connection, templateSizes lists presets', async () => {
    const r = await t.graphql(
      '{ templates(first: 1) { edges { cursor node { uuid } } pageInfo { hasNextPage } } templateSizes { size aspectRatio } }',
      {},
      token,
    );
    expect(r.data.templates.edges).toHaveLength(1);
    expect(r.data.templates.pageInfo.hasNextPage).toBe(true);
    expect(r.data.templateSizes.length).toBeGreaterThanOrEqual(30);
  });
});
