import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribeSse, subscribeWs } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { walkJson } from '../../src/validation/walk-json.js';

const LONE_SURROGATE = '\ud800';
const NUL = 'a\u0000b';
/** 100,000 levels of nested arrays, as raw JSON (JSON.stringify would itself overflow on the object). */
const DEEP = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

describe('input hygiene: lone surrogates, NUL bytes and deep nesting are refused with 422 before any work', () => {
  let t: TestApp;
  let token: string;
  let template: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 10 }));
    const created = await t.graphql(
      'mutation($input: TemplateInput!) { createTemplate(input: $input) { uuid } }',
      {
        input: {
          title: 'Card',
          width: 200,
          height: 100,
          layers: [{ type: 'text', layer: 'title', x: 0, y: 0, width: 200, height: 100, text: 'Hi' }],
        },
      },
      token,
    );
    template = created.data.createTemplate.uuid;
  });
  afterAll(() => t?.close());

  const raw = (path: string, body: string) =>
    t.request('POST', path, { token, rawBody: body, headers: { 'content-type': 'application/json' } });
  const snapCount = async () => (await t.request('GET', '/api/v1/snaps', { token })).body.items.length;
  const templateCount = async () => (await t.request('GET', '/api/v1/templates', { token })).body.data.length;

  it('a sync snap with a lone surrogate in a variant: 422 naming the field, nothing rendered, stored or charged', async () => {
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: template, variants: [{ layer: 'title', text: `x${LONE_SURROGATE}y` }] },
    });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(
      'The variants field contains a lone UTF-16 surrogate (an unpaired \\uD800-\\uDFFF escape), which is not valid Unicode text.',
    );
    expect(r.body.errors).toEqual({ variants: [r.body.message] });
    expect(await snapCount()).toBe(0);
    expect((await t.request('GET', '/api/v1/usage', { token })).body).toMatchObject({ period_used_requests: 0 });
  });

  it('a snap with a NUL byte, and one nested 100,000 levels deep: 422', async () => {
    const nul = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: template, variants: [{ layer: 'title', text: NUL }] },
    });
    expect(nul.status).toBe(422);
    expect(nul.body.message).toMatch(/^The variants field contains a NUL character/);
    const deep = await raw('/api/v1/snaps', `{"template_id":"${template}","variants":${DEEP}}`);
    expect(deep.status).toBe(422);
    expect(deep.body).toEqual({
      message: 'The variants field nests deeper than 32 levels.',
      errors: { variants: ['The variants field nests deeper than 32 levels.'] },
    });
    expect(await snapCount()).toBe(0);
  });

  it('a batch nested 100,000 levels deep, and one with a NUL in an identifier: 422, no batch', async () => {
    const deep = await raw('/api/v1/snaps/batches', `{"template_id":"${template}","items":${DEEP}}`);
    expect(deep.status).toBe(422);
    expect(deep.body.message).toBe('The items field nests deeper than 32 levels.');
    const nul = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: { template_id: template, items: [{ identifier: NUL, variants: [] }] },
    });
    expect(nul.status).toBe(422);
    expect(nul.body.message).toMatch(/^The items field contains a NUL character/);
    expect(await snapCount()).toBe(0);
  });

  it('templates: a lone surrogate in a title, a NUL in an object key, deep layers: 422, no template', async () => {
    const before = await templateCount();
    const surrogate = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: LONE_SURROGATE, width: 100, height: 100, layers: [] },
    });
    expect(surrogate.status).toBe(422);
    expect(surrogate.body.errors).toHaveProperty('title');
    const key = await raw(
      '/api/v1/templates',
      '{"title":"T","width":100,"height":100,"layers":[{"type\\u0000":"text"}]}',
    );
    expect(key.status).toBe(422);
    expect(key.body.message).toMatch(/^The layers field contains a NUL character/);
    const deep = await raw('/api/v1/templates', `{"title":"T","width":100,"height":100,"layers":${DEEP}}`);
    expect(deep.status).toBe(422);
    expect(await templateCount()).toBe(before);
  });

  it('multipart bodies and query strings are checked too', async () => {
    const form = new FormData();
    form.set('note', NUL);
    form.set('file', new File([new Uint8Array([1, 2, 3])], 'x.png', { type: 'image/png' }));
    const upload = await fetch(`${t.url}/api/v1/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      body: form,
    });
    expect(upload.status).toBe(422);
    expect((await upload.json()).message).toMatch(/^The note field contains a NUL character/);
    // `note[5]` nests into a sparse array: walked, holes and all (it was a 500).
    form.delete('note');
    form.set('note[5]', NUL);
    const sparse = await fetch(`${t.url}/api/v1/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      body: form,
    });
    expect([sparse.status, ((await sparse.json()) as { message: string }).message]).toEqual([
      422,
      expect.stringMatching(/^The note field contains a NUL character/),
    ]);
    const query = await t.request(
      'GET',
      `/api/v1/snaps/preview?template_id=${template}&variants[0][layer]=title&variants[0][text]=a%00b`,
      { token },
    );
    expect(query.status).toBe(422);
  });

  it("GraphQL: in variables and in the document's own strings, BAD_USER_INPUT before any resolver runs", async () => {
    const before = await templateCount();
    const create = 'mutation($input: TemplateInput!) { createTemplate(input: $input) { uuid } }';
    const nul = await t.graphql(create, { input: { title: NUL, width: 100, height: 100 } }, token);
    expect(nul.data).toBeUndefined();
    expect(nul.errors[0]).toMatchObject({
      message: expect.stringMatching(/^The input field contains a NUL character/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // GraphQL's lexer refuses a lone surrogate escape itself; a NUL escape it accepts.
    const literal = await t.graphql(
      `mutation { createTemplate(input: { title: "a\\u0000b", width: 100, height: 100 }) { uuid } }`,
      {},
      token,
    );
    expect(literal.errors[0]).toMatchObject({
      message: expect.stringMatching(/^The query field contains a NUL character/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: `{"query":${JSON.stringify(create)},"variables":{"input":{"title":"T","width":100,"height":100,"layers":${DEEP}}}}`,
    });
    const deep = await res.json();
    expect(deep.errors[0]).toMatchObject({
      message: 'The input field nests deeper than 32 levels.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await templateCount()).toBe(before);
  });

  it("GraphQL: nesting written into the document is limited like a variable's, even past what the parser can take", async () => {
    const nested = (levels: number) =>
      `mutation { createTemplate(input: { title: "T", width: 100, height: 100, layers: ${'['.repeat(levels)}${']'.repeat(levels)} }) { uuid } }`;
    const message = 'The query field nests deeper than 32 levels.';
    const over = await t.graphql(nested(31), {}, token);
    expect(over.errors[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', errors: { query: [message] } },
    });
    // Thousands of levels overflow graphql-js's recursive parser before its token limit is counted.
    for (const levels of [5_000, 100_000])
      expect((await t.graphql(nested(levels), {}, token)).errors[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    const [onSocket] = await subscribeWs(t.url, token, nested(5_000), {}).done;
    expect(onSocket.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    // The input object, its layers and 30 levels of lists: 32 levels, parsed and handed to the layers' own validation.
    const within = await t.graphql(nested(30), {}, token);
    expect(within.errors[0].message).toBe('The layers.0 field must be an object.');
  });

  it('subscriptions over SSE and graphql-ws are checked alike, as are graphql-ws queries', async () => {
    const watch = 'subscription($id: String!) { snapUpdated(id: $id) { id status } }';
    for (const subscribe of [subscribeSse, subscribeWs]) {
      const [first] = await subscribe(t.url, token, watch, { id: NUL }).done;
      expect(first.errors[0]).toMatchObject({
        message: expect.stringMatching(/^The id field contains a NUL character/),
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: me { email }`).join(' ')} }`;
    const [refused] = await subscribeWs(t.url, token, aliases, {}).done;
    expect(refused.errors[0].message).toMatch(/aliases/i);
    const page = 'templates(first: 100) { edges { node { layers } } }';
    const [costly] = await subscribeWs(t.url, token, `{ a: ${page} b: ${page} }`, {}).done;
    expect(costly.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', cost: 2402 } });
  });
});

describe('walkJson', () => {
  it('walks what JSON parses to, and takes anything else (an uploaded File, a Buffer) as one value', () => {
    const seen: unknown[] = [];
    const file = new File([Buffer.alloc(1_000_000)], 'upload.png');
    walkJson(
      { a: [1, { b: 'c' }], file, bytes: Buffer.alloc(10), bare: Object.assign(Object.create(null), { d: 1 }) },
      ({ value }) => void seen.push(value),
    );
    expect(seen).toHaveLength(9);
    expect(seen).toContain(file);
    expect(seen).toContain(1);
    expect(seen).toContain('c');
  });
});
