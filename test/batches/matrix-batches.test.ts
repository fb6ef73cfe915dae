import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/paths.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';
import { get, pixelOf } from '../render-urls/support.js';
import { mediaFile } from '../support/media-file.js';

// Matrix batches and render URLs (issue 42, docs/api.md "Matrix batches"): a batch draws each row at
// every size and locale asked, an item each, named {identifier}/{locale}/{size} in its ZIP; the
// balance and the 100 items count them all; a render URL takes a size and a locale; a batch takes
// motion's frame_at.

const section = readFileSync(join(ROOT, 'docs/rendering.md'), 'utf8')
  .split('\n### Every size and locale at once: matrix batches and render URLs\n')[1]
  .split('\n## ')[0];
const CARD = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)![1]) as Record<string, any>;
const MOTION = JSON.parse(
  /```json\n(\{\n {2}"width": 200, "height": 100[\s\S]*?)```/.exec(
    readFileSync(join(ROOT, 'docs/rendering.md'), 'utf8'),
  )![1],
) as Record<string, any>;

const input = ({ background_color, ...rest }: Record<string, unknown>) => ({
  ...rest,
  backgroundColor: background_color,
});
const CREATE = 'mutation($i: TemplateInput!) { createTemplate(input: $i) { uuid } }';
const BATCH =
  'mutation($i: CreateBatchInput!) { createBatch(input: $i) { batch { uuid totalRows items { identifier size locale } } } }';
const DIMENSIONS = { default: [400, 200], square: [300, 300], banner: [600, 150] } as Record<string, number[]>;
const TITLES = { en: 'Hello', de: 'Hallo' } as Record<string, string>;

describe('matrix batches and render URLs (issue 42)', () => {
  let t: TestApp;
  let token: string;
  let uuid: string;
  const prisma = () => t.app.services.database.prisma;
  const counts = async () => ({ batches: await prisma().batch.count(), snaps: await prisma().snap.count() });
  const finished = (batchUuid: string) =>
    waitFor(
      async () => {
        const r = await t.request('GET', `/api/v1/snaps/batches/${batchUuid}`, { token });
        return ['completed', 'failed'].includes(r.body.status) && r.body;
      },
      120_000,
      'the batch to finish',
    );
  const template = async (design: Record<string, unknown>) => {
    const r = await t.graphql(CREATE, { i: input(design) }, token);
    expect(r.errors).toBeUndefined();
    return r.data.createTemplate.uuid as string;
  };

  beforeAll(async () => {
    t = await startTestApp('postgres');
    ({ token } = await t.account({ credits: 30 }));
    uuid = await template(CARD);
  }, 60_000);
  afterAll(() => t?.close());

  it('2 rows x 2 sizes x 2 locales: 8 items at the right sizes, in the right words, named in the ZIP', async () => {
    const r = await t.graphql(
      BATCH,
      {
        i: {
          templateId: uuid,
          sizes: ['square', 'banner'],
          locales: ['en', 'de'],
          items: [
            { identifier: 'alice', variants: [{ layer: 'name', text: 'Alice' }] },
            { identifier: 'bob', variants: [{ layer: 'name', text: 'Bob' }] },
          ],
        },
      },
      token,
    );
    expect(r.errors).toBeUndefined();
    const { batch } = r.data.createBatch;
    expect(batch.totalRows).toBe(8);
    expect(batch.items.map((i: any) => `${i.identifier}/${i.locale}/${i.size}`)).toEqual([
      'alice/en/square',
      'alice/en/banner',
      'alice/de/square',
      'alice/de/banner',
      'bob/en/square',
      'bob/en/banner',
      'bob/de/square',
      'bob/de/banner',
    ]);
    const done = await finished(batch.uuid);
    expect(done.completed).toBe(8);
    expect(done.credits_charged).toBe(8);
    // REST's items carry each one's size and locale too.
    expect(done.items.map((i: any) => [i.size, i.locale])).toContainEqual(['banner', 'de']);

    // Each item drew its row's variants, its locale's message, at its size.
    const items = await prisma().snap.findMany({
      where: { batch: { uuid: batch.uuid } },
      orderBy: { position: 'asc' },
    });
    for (const item of items) {
      const layers = (item.design as any).layers as any[];
      expect(layers.find((l) => l.layer === 'title').text).toBe(TITLES[item.locale!]);
      expect((item.design as any).width).toBe(DIMENSIONS[item.size!][0]);
      expect((item.variants as any[])[0].text).toBe(item.identifier === 'alice' ? 'Alice' : 'Bob');
    }

    const res = await fetch(`${t.url}/api/v1/snaps/batches/${batch.uuid}/archive`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      [
        'alice/de/banner.png',
        'alice/de/square.png',
        'alice/en/banner.png',
        'alice/en/square.png',
        'bob/de/banner.png',
        'bob/de/square.png',
        'bob/en/banner.png',
        'bob/en/square.png',
      ].sort(),
    );
    for (const [name, bytes] of Object.entries(files)) {
      const { width, height } = await sharp(Buffer.from(bytes)).metadata();
      expect([width, height], name).toEqual(DIMENSIONS[name.split('/')[2].replace('.png', '')]);
    }
    // The German and English files of one row and size differ: the title was drawn in each language.
    expect(Buffer.from(files['alice/de/square.png']).equals(Buffer.from(files['alice/en/square.png']))).toBe(false);
  }, 180_000);

  it('names the one not asked default: only locales gives {identifier}/{locale}/default', async () => {
    const r = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: { template_id: uuid, locales: ['de'], items: [{ identifier: 'solo' }] },
    });
    expect(r.status).toBe(202);
    expect(r.body.total_rows).toBe(1);
    const done = await finished(r.body.uuid);
    // A matrix item carries both, the one not asked null.
    expect(done.items[0]).toMatchObject({ identifier: 'solo', locale: 'de', size: null });
    const res = await fetch(`${t.url}/api/v1/snaps/batches/${r.body.uuid}/archive`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(['solo/de/default.png']);
    const { width, height } = await sharp(Buffer.from(files['solo/de/default.png'])).metadata();
    expect([width, height]).toEqual([400, 200]);
  }, 120_000);

  it("an ordinary batch's item is the spec's item exactly: no size or locale", async () => {
    const r = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: { template_id: uuid, items: [{ identifier: 'plain' }] },
    });
    expect(r.status).toBe(202);
    const done = await finished(r.body.uuid);
    expect(Object.keys(done.items[0])).toEqual(['id', 'identifier', 'status', 'media_url', 'last_error']);
  }, 120_000);

  it('a balance too low for the combinations is a 417, nothing created', async () => {
    const { token: poor } = await t.account({ credits: 7 });
    const before = await counts();
    const r = await t.request('POST', '/api/v1/snaps/batches', {
      token: poor,
      body: {
        template_id: await (async () => {
          const c = await t.graphql(CREATE, { i: input(CARD) }, poor);
          return c.data.createTemplate.uuid;
        })(),
        sizes: ['square', 'banner'],
        locales: ['en', 'de'],
        items: [{ identifier: 'a' }, { identifier: 'b' }],
      },
    });
    expect(r.status).toBe(417);
    expect(await counts()).toEqual(before);
  });

  it('a size the template has not is a 422 naming it, nothing created; the 100 items count every combination', async () => {
    const before = await counts();
    const bad = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: { template_id: uuid, sizes: ['square', 'poster'], items: [{ identifier: 'a' }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['sizes.1']).toEqual([
      'The template has no size "poster": its sizes are default, square, banner.',
    ]);
    const many = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: {
        template_id: uuid,
        sizes: ['square', 'banner'],
        locales: ['en', 'de'],
        items: Array.from({ length: 26 }, (_, i) => ({ identifier: `r${i}` })),
      },
    });
    expect(many.status).toBe(422);
    expect(many.body.errors.items[0]).toMatch(/at most 100 items; this one has 104/);
    const locale = await t.graphql(
      BATCH,
      { i: { templateId: uuid, locales: ['en', 'no such tag!'], items: [{ identifier: 'a' }] } },
      token,
    );
    expect(locale.errors[0].extensions.fields ?? locale.errors[0].extensions).toBeTruthy();
    expect(JSON.stringify(locale.errors[0])).toContain('locales.1');
    expect(await counts()).toEqual(before);
  });

  it('a render URL with a size and a locale draws that size in that language', async () => {
    const r = await t.graphql(
      'query($id: String!) { signedRenderUrl(templateId: $id, size: "square", locale: "de", variants: [{layer: "name", text: "Alice"}]) }',
      { id: uuid },
      token,
    );
    expect(r.errors).toBeUndefined();
    const url: string = r.data.signedRenderUrl;
    expect(url).toContain('size=square');
    const res = await get(url.replace(t.app.services.config.PUBLIC_URL, t.url));
    expect(res.status).toBe(200);
    const { width, height } = await sharp(res.body).metadata();
    expect([width, height]).toEqual([300, 300]);
    const snap = await prisma().snap.findFirstOrThrow({ where: { source: 'url' }, orderBy: { createdAt: 'desc' } });
    expect([snap.size, snap.locale]).toEqual(['square', 'de']);
    expect(((snap.design as any).layers as any[]).find((l) => l.layer === 'title').text).toBe('Hallo');
    // A size the template has not is refused when signing, named as the URL's parameter.
    const bad = await t.graphql(
      'query($id: String!) { signedRenderUrl(templateId: $id, size: "poster") }',
      { id: uuid },
      token,
    );
    expect(JSON.stringify(bad.errors)).toContain('no size \\"poster\\"');
  }, 60_000);

  it("a render URL's message_values fill its messages' arguments; what is not an object is refused", async () => {
    const counted = await template({
      ...CARD,
      locales: {
        default_locale: 'en',
        messages: { en: { ...CARD.locales.messages.en, n: '{count, plural, one {# seat} other {# seats}}' } },
      },
      layers: [...CARD.layers, { ...CARD.layers[1], layer: 'seats', y: 130, text: undefined, message: 'n' }],
    });
    const r = await t.graphql(
      'query($id: String!, $v: JSON) { signedRenderUrl(templateId: $id, messageValues: $v) }',
      { id: counted, v: { count: 5 } },
      token,
    );
    expect(r.errors).toBeUndefined();
    const url: string = r.data.signedRenderUrl;
    expect(new URL(url).searchParams.get('message_values')).toBe('{"count":5}');
    expect((await get(url.replace(t.app.services.config.PUBLIC_URL, t.url))).status).toBe(200);
    const snap = await prisma().snap.findFirstOrThrow({ where: { source: 'url' }, orderBy: { createdAt: 'desc' } });
    expect(((snap.design as any).layers as any[]).find((l) => l.layer === 'seats').text).toBe('5 seats');
    const bad = await t.graphql(
      'query($id: String!) { signedRenderUrl(templateId: $id, messageValues: "five") }',
      { id: counted },
      token,
    );
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(JSON.stringify(bad.errors)).toContain('message_values');
  }, 60_000);

  it('a batch item of an animated template shows the instant frame_at asks, not the last frame', async () => {
    const motion = await template({ title: 'Moving box', ...MOTION });
    const r = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: { template_id: motion, frame_at: 0, items: [{ identifier: 'start' }] },
    });
    expect(r.status).toBe(202);
    const done = await finished(r.body.uuid);
    expect(done.completed).toBe(1);
    const png = await mediaFile(t, done.items[0].media_url);
    // The red box starts at x 0 and ends at x 100: at 0 ms it covers (5, 50), at the end it does not.
    expect(await pixelOf(png, 5, 50)).toEqual([255, 0, 0]);
    expect(await pixelOf(png, 105, 50)).toEqual([255, 255, 255]);
  }, 120_000);
});
