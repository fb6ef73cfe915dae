import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatedImages, type GatedImages } from '../support/gated-images.js';
import { subscribeSse } from '../support/subscriptions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

// Issue 42's batch at full width (docs/api.md "Matrix batches"): 10 rows x 3 sizes x 3 locales through
// REST is 90 items, its progress streamed item by item to 90, and its ZIP 90 files named
// {identifier}/{locale}/{size}.png, each at its size and in its language.

const SIZES = { square: [300, 300], banner: [600, 150], story: [180, 320] } as Record<string, [number, number]>;
const LOCALES = ['en', 'de', 'fr'];
const CARD = {
  title: 'Matrix card of 90',
  width: 400,
  height: 200,
  backgroundColor: '#ffffff',
  sizes: Object.entries(SIZES).map(([name, [width, height]]) => ({ name, width, height })),
  locales: {
    default_locale: 'en',
    messages: { en: { title: 'Hello' }, de: { title: 'Hallo' }, fr: { title: 'Bonjour' } },
  },
  layers: [
    { layer: 'photo', type: 'image', x: 0, y: 0, width: 120, height: 120 },
    { layer: 'title', type: 'text', x: 130, y: 20, width: 260, height: 50, message: 'title', font_size: 32 },
    { layer: 'name', type: 'text', x: 130, y: 80, width: 260, height: 40, text: 'Name', font_size: 24 },
  ],
};
const PROGRESS = `subscription($uuid: String!) { batchProgress(uuid: $uuid) {
  batch { processedRows completed totalRows }
} }`;
const ROWS = Array.from({ length: 10 }, (_, i) => `row-${i + 1}`);

describe('a matrix batch of 10 rows x 3 sizes x 3 locales', () => {
  let t: TestApp;
  let images: GatedImages;
  let token: string;
  let uuid: string;

  beforeAll(async () => {
    images = await startGatedImages();
    t = await startTestApp('pglite', { ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
    ({ token } = await t.account({ credits: 100 }));
    const r = await t.graphql(
      'mutation($i: TemplateInput!) { createTemplate(input: $i) { uuid } }',
      { i: CARD },
      token,
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    uuid = r.data.createTemplate.uuid;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await images?.close();
  });

  it('gives 90 files named {identifier}/{locale}/{size}.png at their sizes, with progress to 90', async () => {
    const open = images.hold('matrix'); // every item waits for its photo until the subscription listens
    const r = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: {
        template_id: uuid,
        sizes: Object.keys(SIZES),
        locales: LOCALES,
        items: ROWS.map((identifier) => ({
          identifier,
          variants: [
            { layer: 'name', text: identifier },
            { layer: 'photo', image_url: images.gated('matrix') },
          ],
        })),
      },
    });
    expect(r.status, r.text).toBe(202);
    expect(r.body.total_rows).toBe(90);
    const sse = subscribeSse(t.url, token, PROGRESS, { uuid: r.body.uuid });
    await waitFor(() => sse.results.length > 0, 10_000, 'the progress subscription');
    open();
    const events = (await sse.done).map((e: any) => e.data.batchProgress.batch);
    const processed = events.map((b: any) => b.processedRows);
    // It started at none drawn (the gate), moved through states between, and ended at 90, never going back.
    expect(processed[0]).toBe(0);
    expect(processed.at(-1)).toBe(90);
    expect(new Set(processed).size).toBeGreaterThan(2);
    expect(processed).toEqual([...processed].sort((a, b) => a - b));

    const read = await t.request('GET', `/api/v1/snaps/batches/${r.body.uuid}`, { token });
    expect(read.body).toMatchObject({ status: 'completed', completed: 90, failed: 0, credits_charged: 90 });

    const res = await fetch(`${t.url}/api/v1/snaps/batches/${r.body.uuid}/archive`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const expected = ROWS.flatMap((row) =>
      LOCALES.flatMap((locale) => Object.keys(SIZES).map((size) => `${row}/${locale}/${size}.png`)),
    );
    expect(expected).toHaveLength(90);
    expect(Object.keys(files).sort()).toEqual(expected.sort());
    for (const [name, bytes] of Object.entries(files)) {
      const { width, height } = await sharp(Buffer.from(bytes)).metadata();
      expect([width, height], name).toEqual(SIZES[name.split('/')[2].replace('.png', '')]);
    }
    // One row at one size differs in each language (its title's words), and two rows differ (their names).
    const bytes = (name: string) => Buffer.from(files[name]);
    const [en, de, fr] = LOCALES.map((l) => bytes(`row-1/${l}/square.png`));
    expect(en.equals(de) || en.equals(fr) || de.equals(fr)).toBe(false);
    expect(bytes('row-1/en/square.png').equals(bytes('row-2/en/square.png'))).toBe(false);
  }, 240_000);
});
