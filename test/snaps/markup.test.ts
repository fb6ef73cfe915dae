import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { get, signingKey, signWith } from '../render-urls/support.js';
import { cardLayers } from './fixtures.js';

// Markup text layers (docs/rendering.md "Mixed styles", docs/api.md "Markup in variants"): bad markup is a
// 422 naming the layer's (or the variant's) field and the character, in a template write and in a render,
// through REST and GraphQL, with nothing stored, rendered or charged.

const BAD: [string, string, string][] = [
  ['an unclosed tag', 'Save <b>big', '<b> is not closed at character 6'],
  [
    'an unknown tag',
    'Save <blink>big</blink>',
    'Unknown tag <blink>: tags are <b>, <i>, <u>, <s>, <br> and <span> at character 6',
  ],
  [
    'an unknown attribute',
    '<span size="3">big</span>',
    '<span> has no attribute "size": it takes color, font_family, font_size, font_weight, background_color, letter_spacing at character 1',
  ],
  [
    'a colour that does not parse',
    'a <span color="reddish">red</span>',
    'color="reddish" is not a CSS colour at character 3',
  ],
  [
    'tags nested 1,000 deep',
    `${'<b>'.repeat(1000)}x${'</b>'.repeat(1000)}`,
    'Tags nested more than 32 deep at character 97',
  ],
  ['1,001 tags', '<b>x</b>'.repeat(501), 'More than 1000 tags at character 4001'],
];

describe('markup text layers through the API', () => {
  let t: TestApp;
  let token: string;
  let template: string;
  const prisma = () => t.app.services.database.prisma;
  const usage = async () => (await t.request('GET', '/api/v1/usage', { token })).body.period_available_requests;
  const state = async () => [
    await prisma().template.count(),
    await prisma().snap.count(),
    await prisma().batch.count(),
    await usage(),
  ];
  const markupCard = (text: string) =>
    cardLayers(null).map((l) => (l.layer === 'title' ? { ...l, text, text_format: 'markup' } : l));

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 100 }));
    const r = await t.request('POST', '/api/v1/templates', {
      token,
      body: {
        title: 'Markup',
        width: 320,
        height: 200,
        layers: markupCard('Hello <b>bold</b> &amp; <span color="#ff0000">red</span>'),
      },
    });
    expect(r.status, r.text).toBe(201);
    template = r.body.data.uuid;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a markup layer and renders it', async () => {
    const r = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: template } });
    expect(r.status, r.text).toBe(201);
    const read = await t.request('GET', `/api/v1/templates/${template}`, { token });
    expect(read.body.layers[2]).toMatchObject({ layer: 'title', text_format: 'markup' });
  });

  it.each(BAD)(
    'a template write with %s is a 422 at layers.2.text (REST POST and PATCH, GraphQL)',
    async (_, text, reason) => {
      const message = `The text is not valid markup: ${reason}.`;
      const before = await state();
      const created = await t.request('POST', '/api/v1/templates', {
        token,
        body: { title: 'Bad', width: 320, height: 200, layers: markupCard(text) },
      });
      expect(created.status).toBe(422);
      expect(created.body.errors).toEqual({ 'layers.2.text': [message] });
      const { id } = (await t.request('GET', `/api/v1/templates/${template}`, { token })).body;
      const patched = await t.request('PATCH', `/api/v1/templates/${id}`, {
        token,
        body: { title: 'Markup', layers: markupCard(text) },
      });
      expect(patched.status).toBe(422);
      expect(patched.body.errors).toEqual({ 'layers.2.text': [message] });
      const gql = await t.graphql(
        'mutation($i: TemplateInput!) { createTemplate(input: $i) { uuid } }',
        { i: { title: 'Bad', width: 320, height: 200, layers: markupCard(text) } },
        token,
      );
      expect(gql.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        errors: { 'layers.2.text': [message] },
      });
      expect(await state()).toEqual(before);
    },
  );

  it('a text_format other than plain or markup is a 422 at layers.2.text_format', async () => {
    const layers = cardLayers(null).map((l) => (l.layer === 'title' ? { ...l, text_format: 'html' } : l));
    const r = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Bad', width: 320, height: 200, layers },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({
      'layers.2.text_format': ['The selected layers.2.text format is invalid. Valid values: plain, markup.'],
    });
  });

  it('a template write of 10,000 tags is refused by the text length limit', async () => {
    const r = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Bad', width: 320, height: 200, layers: markupCard('<br>'.repeat(10_000)) },
    });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors)).toEqual(['layers.2.text']);
  });

  it.each([
    ...BAD,
    [
      '10,000 tags (cut to 10,000 characters as the engine cuts a variant)',
      '<b>x</b>'.repeat(10_000),
      'More than 1000 tags at character 4001',
    ],
  ])(
    'a render whose variant has %s is a 422 at variants.0.text: snaps, batches, previews (REST and GraphQL); nothing rendered or charged',
    async (_, text, reason) => {
      const message = `The variants.0.text field is not valid markup for the text layer "title": ${reason}.`;
      const before = await state();
      const variants = [{ layer: 'title', text }];
      const snap = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: template, variants } });
      expect(snap.status).toBe(422);
      expect(snap.body.errors).toEqual({ 'variants.0.text': [message] });
      const queued = await t.request('POST', '/api/v1/snaps', {
        token,
        body: { template_id: template, variants, async: true, webhook_url: 'https://example.com/hook' },
      });
      expect(queued.status).toBe(422);
      const gql = await t.graphql(
        'mutation($i: CreateSnapInput!) { createSnap(input: $i) { snaps { id } } }',
        { i: { templateId: template, variants } },
        token,
      );
      expect(gql.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        errors: { 'variants.0.text': [message] },
      });
      const batch = await t.request('POST', '/api/v1/snaps/batches', {
        token,
        body: { template_id: template, items: [{ variants: [] }, { variants }] },
      });
      expect(batch.status).toBe(422);
      expect(batch.body.errors).toEqual({
        'items.1.variants.0.text': [message.replace('variants.0', 'items.1.variants.0')],
      });
      const preview = await t.graphql(
        'query($id: String!, $v: [VariantInput!]) { preview(templateId: $id, variants: $v) { width } }',
        { id: template, v: variants },
        token,
      );
      expect(preview.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        errors: { 'variants.0.text': [message] },
      });
      expect(await state()).toEqual(before);
    },
  );

  it('a variant may switch a layer between plain and markup; markup it switches on is checked', async () => {
    const plain = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: template, variants: [{ layer: 'title', text: 'a <b', text_format: 'plain' }] },
    });
    expect(plain.status, plain.text).toBe(201);
    expect(plain.body.variants).toEqual([{ layer: 'title', text: 'a <b', text_format: 'plain' }]);
    const before = await state();
    const on = await t.request('POST', '/api/v1/snaps', {
      token,
      body: {
        template_id: template,
        variants: [
          { layer: 'qr', hidden: true },
          { layer: 'title', text_format: 'markup', text: '<i>x' },
        ],
      },
    });
    expect(on.status).toBe(422);
    expect(on.body.errors).toEqual({
      'variants.1.text': [
        'The variants.1.text field is not valid markup for the text layer "title": <i> is not closed at character 1.',
      ],
    });
    const format = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: template, variants: [{ layer: 'title', text_format: 'html' }] },
    });
    expect(format.status).toBe(422);
    expect(format.body.errors).toEqual({
      'variants.0.text_format': ['The selected variants.0.text format is invalid. Valid values: plain, markup.'],
    });
    expect(await state()).toEqual(before);
  });

  it('a render URL carrying bad markup for a markup layer is a 422, charging nothing', async () => {
    const key = await signingKey(t, token);
    const before = await state();
    const bad = await get(await signWith('node', key, t.url, template, 'png', [['title', 'Hi <b>there']]));
    expect(bad.status).toBe(422);
    expect(JSON.parse(bad.body.toString()).errors).toEqual({
      'variants.0.text': [
        'The variants.0.text field is not valid markup for the text layer "title": <b> is not closed at character 4.',
      ],
    });
    expect(await state()).toEqual(before);
    const good = await get(await signWith('node', key, t.url, template, 'png', [['title', 'Hi <b>there</b>']]));
    expect(good.status).toBe(200);
    const asTyped = await get(
      await signWith('node', key, t.url, template, 'png', [
        ['title', 'Hi <b>there'],
        ['title.text_format', 'plain'],
      ]),
    );
    expect(asTyped.status).toBe(200);
  });
});
