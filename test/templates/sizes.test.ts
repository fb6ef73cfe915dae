import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng } from '../render/helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { mediaFile } from '../support/media-file.js';

// One design, several sizes (issue 42; docs/rendering.md "Sizes", docs/api.md "Sizes"): a template's
// sizes and layers that follow the canvas or each other, refused with the field named over GraphQL
// (and REST for the layers) storing nothing; a snap per size asked, each drawn at its size.

const CARD_LAYERS = [
  {
    layer: 'bg',
    type: 'empty',
    x: 0,
    y: 0,
    width: 600,
    height: 300,
    background_color: '#ffffff',
    constraints: { horizontal: 'left_right', vertical: 'top_bottom' },
  },
  { layer: 'title', type: 'text', x: 40, y: 40, width: 400, height: 200, text: 'Launch', font_size: 40 },
  // Pinned to the right edge: 24 px of margin at every size.
  {
    layer: 'badge',
    type: 'empty',
    x: 496,
    y: 24,
    width: 80,
    height: 40,
    background_color: '#dc2626',
    constraints: { horizontal: 'right', vertical: 'top' },
  },
  {
    layer: 'button',
    type: 'empty',
    x: 40,
    y: 200,
    width: 160,
    height: 40,
    background_color: '#2563eb',
    below: { layer: 'title', gap: 20 },
  },
];
const SIZES = [
  { name: 'square', width: 400, height: 400 },
  { name: 'story', width: 360, height: 640, layers: { title: { font_size: 28 } } },
];

const CREATE = 'mutation($i: TemplateInput!) { createTemplate(input: $i) { uuid sizes } }';
const SNAP = 'mutation($i: CreateSnapInput!) { createSnap(input: $i) { snaps { id size mediaUrl status } } }';

const layersWith = (i: number, props: Record<string, unknown>) =>
  CARD_LAYERS.map((l, j) => (j === i ? { ...l, ...props } : l));

const REFUSED: [string, Record<string, unknown>, string, string][] = [
  [
    'a cycle of layers below each other',
    { layers: layersWith(1, { below: { layer: 'button' } }) },
    'layers.1.below.layer',
    'The layers follow each other in a cycle: title → button → title.',
  ],
  [
    'a layer below a key no layer has',
    { layers: layersWith(3, { below: { layer: 'nothing' } }) },
    'layers.3.below.layer',
    'No layer has the key "nothing".',
  ],
  [
    'a size of 0 px',
    { sizes: [{ name: 'og', width: 0, height: 630 }] },
    'sizes.0.width',
    'The sizes.0.width field must be at least 1.',
  ],
  [
    'a size of 100,000 px',
    { sizes: [{ name: 'og', width: 1200, height: 100_000 }] },
    'sizes.0.height',
    'The sizes.0.height field must not be greater than 4000.',
  ],
  [
    '1,000 sizes',
    { sizes: Array.from({ length: 1000 }, (_, i) => ({ name: `s${i}`, width: 100, height: 100 })) },
    'sizes',
    'The sizes field must not have more than 20 items.',
  ],
  [
    'a size named default',
    { sizes: [{ name: 'default', width: 100, height: 100 }] },
    'sizes.0.name',
    'The name "default" is the design\'s own size.',
  ],
  [
    'an override of a layer the design does not have',
    { sizes: [{ name: 'og', width: 1200, height: 630, layers: { nothing: { x: 1 } } }] },
    'sizes.0.layers.nothing',
    'No layer has the key "nothing".',
  ],
  [
    'an override its layer cannot take',
    { sizes: [{ name: 'og', width: 1200, height: 630, layers: { title: { font_size: -3 } } }] },
    'sizes.0.layers.title.font_size',
    'The sizes.0.layers.title.font size field must be at least 0.',
  ],
];

describe('template sizes and layers that adapt', () => {
  let t: TestApp;
  let token: string;
  let uuid: string;
  const templates = () => t.app.services.database.prisma.template.count();
  const snaps = () => t.app.services.database.prisma.snap.count();
  const fileOf = (mediaUrl: string) => mediaFile(t, mediaUrl);

  beforeAll(async () => {
    t = await startTestApp('postgres');
    ({ token } = await t.account({ credits: 10 }));
    const r = await t.graphql(
      CREATE,
      { i: { title: 'Card', width: 600, height: 300, layers: CARD_LAYERS, sizes: SIZES } },
      token,
    );
    expect(r.errors).toBeUndefined();
    uuid = r.data.createTemplate.uuid;
    expect(r.data.createTemplate.sizes).toEqual(SIZES);
  });
  afterAll(() => t?.close());

  it.each(REFUSED)(
    'GraphQL: %s is a BAD_USER_INPUT naming the field, nothing stored',
    async (_w, fields, field, message) => {
      const before = await templates();
      const r = await t.graphql(
        CREATE,
        { i: { title: 'Bad', width: 600, height: 300, layers: CARD_LAYERS, ...fields } },
        token,
      );
      expect(r.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { [field]: [message] } });
      expect(await templates()).toBe(before);
    },
  );

  it.each(REFUSED.slice(0, 2))(
    'REST: %s is a 422 naming the field, nothing stored',
    async (_w, fields, field, message) => {
      const before = await templates();
      const r = await t.request('POST', '/api/v1/templates', {
        token,
        body: { title: 'Bad', width: 600, height: 300, ...fields },
      });
      expect(r.status, r.text.slice(0, 300)).toBe(422);
      expect(r.body.errors[field]).toEqual([message]);
      expect(await templates()).toBe(before);
    },
  );

  it('draws a snap per size asked, in order, each at its size, the badge keeping its right margin', async () => {
    const r = await t.graphql(SNAP, { i: { templateId: uuid, sizes: ['default', 'square', 'story'] } }, token);
    expect(r.errors).toBeUndefined();
    const made = r.data.createSnap.snaps;
    expect(made.map((s: { size: string }) => s.size)).toEqual(['default', 'square', 'story']);
    for (const [i, [width, height]] of [
      [600, 300],
      [400, 400],
      [360, 640],
    ].entries()) {
      expect(made[i].status).toBe('completed');
      const png = decodePng(await fileOf(made[i].mediaUrl));
      expect([png.width, png.height]).toEqual([width, height]);
      // The badge's last red column is 24 px from the right edge, its first 80 px before.
      const red = (x: number) => {
        const o = (30 * png.width + x) * 4;
        return png.data[o] > 200 && png.data[o + 1] < 60;
      };
      expect(red(width - 25) && red(width - 104), `size ${i}`).toBe(true);
      expect(red(width - 24) || red(width - 105), `size ${i}`).toBe(false);
    }
    const usage = await t.request('GET', '/api/v1/usage', { token });
    expect(usage.body.period_available_requests).toBe(7);
  });

  it('refuses a size the template does not have, naming it, rendering and charging nothing', async () => {
    const before = await snaps();
    const r = await t.graphql(SNAP, { i: { templateId: uuid, sizes: ['square', 'banner'] } }, token);
    expect(r.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { 'sizes.1': ['The template has no size "banner": its sizes are default, square, story.'] },
    });
    expect(await snaps()).toBe(before);
  });

  it('REST snaps are unaffected: one snap at the design size, sizes not read', async () => {
    const r = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: uuid, sizes: ['square'] } });
    expect(r.status, r.text.slice(0, 300)).toBe(201);
    expect(decodePng(await fileOf(r.body.data?.media_url ?? r.body.media_url)).width).toBe(600);
  });
});
