import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng } from '../render/helpers.js';
import { mediaFile } from '../support/media-file.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// A box that wraps a layer (docs/rendering.md "Boxes that hold their text: `wraps`") through the API:
// stored and read back over GraphQL and REST, drawn around its label in a REST snap whose variant
// lengthens the label, and refused with the field named (422 / BAD_USER_INPUT), nothing stored.

const LAYERS = [
  { layer: 'title', type: 'text', x: 20, y: 20, width: 360, height: 60, text: 'Title', font_size: 32 },
  {
    layer: 'button',
    type: 'empty',
    x: 0,
    y: 0,
    width: 10,
    height: 10,
    background_color: '#dc2626',
    wraps: { layer: 'label', padding: { top: 10, right: 20, bottom: 10, left: 20 } },
  },
  {
    layer: 'label',
    type: 'text',
    x: 40,
    y: 0,
    width: 320,
    height: 40,
    text: 'Go',
    font_size: 20,
    color: '#ffffff',
    below: { layer: 'title', gap: 20 },
  },
];
const withLayer = (i: number, props: Record<string, unknown>) =>
  LAYERS.map((l, j) => (j === i ? { ...l, ...props } : l));

const REFUSED: [string, Record<string, unknown>[], string, string][] = [
  [
    'a key no layer has',
    withLayer(1, { wraps: { layer: 'nothing' } }),
    'layers.1.wraps.layer',
    'No layer has the key "nothing".',
  ],
  [
    'a layer that wraps itself',
    withLayer(1, { wraps: { layer: 'button' } }),
    'layers.1.wraps.layer',
    'A layer cannot wrap itself.',
  ],
  [
    'a cycle of wrapping and following',
    withLayer(2, { below: { layer: 'button' } }),
    'layers.1.wraps.layer',
    'The layers follow each other in a cycle: button → label → button.',
  ],
  [
    'a layer that wraps and sits below',
    withLayer(1, { below: { layer: 'title' } }),
    'layers.1.wraps.layer',
    'A layer that wraps another takes its place from it: it cannot also sit below one.',
  ],
  [
    'a padding over 4,000 px',
    withLayer(1, { wraps: { layer: 'label', padding: 5000 } }),
    'layers.1.wraps.padding',
    'The layers.1.wraps.padding field must not be greater than 4000.',
  ],
  [
    'a negative side',
    withLayer(1, { wraps: { layer: 'label', padding: { left: -1 } } }),
    'layers.1.wraps.padding.left',
    'The layers.1.wraps.padding.left field must be at least 0.',
  ],
];

const CREATE = 'mutation($i: TemplateInput!) { createTemplate(input: $i) { uuid layers } }';

describe('wraps through the API', () => {
  let t: TestApp;
  let token: string;
  const templates = () => t.app.services.database.prisma.template.count();

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 10 }));
  });
  afterAll(() => t?.close());

  it.each(REFUSED)(
    'GraphQL: %s is a BAD_USER_INPUT naming the field, nothing stored',
    async (_w, layers, field, message) => {
      const before = await templates();
      const r = await t.graphql(CREATE, { i: { title: 'Bad', width: 400, height: 200, layers } }, token);
      expect(r.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { [field]: [message] } });
      expect(await templates()).toBe(before);
    },
  );

  it.each(REFUSED)('REST: %s is a 422 naming the field, nothing stored', async (_w, layers, field, message) => {
    const before = await templates();
    const r = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Bad', width: 400, height: 200, layers },
    });
    expect(r.status, r.text.slice(0, 300)).toBe(422);
    expect(r.body.errors[field]).toEqual([message]);
    expect(await templates()).toBe(before);
  });

  it('stores it (GraphQL reads it back), and a REST snap draws the box around the longer label', async () => {
    const created = await t.graphql(CREATE, { i: { title: 'Button', width: 400, height: 200, layers: LAYERS } }, token);
    expect(created.errors).toBeUndefined();
    expect(created.data.createTemplate.layers[1].wraps).toEqual(LAYERS[1].wraps);
    const uuid = created.data.createTemplate.uuid;
    const read = await t.request('GET', `/api/v1/templates/${uuid}`, { token });
    expect(read.body.layers[1].wraps).toEqual(LAYERS[1].wraps);

    const redEnd = async (text: string) => {
      const r = await t.request('POST', '/api/v1/snaps', {
        token,
        body: { template_id: uuid, variants: [{ layer: 'label', text }] },
      });
      expect(r.status, r.text.slice(0, 300)).toBe(201);
      const png = decodePng(await mediaFile(t, r.body.data?.media_url ?? r.body.media_url));
      // The row through the button's middle: the label's line (32 px high) starts at 20 + 32 + 20 = 92, the box 10 above.
      let last = -1;
      for (let x = 0; x < png.width; x++) {
        const o = (95 * png.width + x) * 4;
        if (png.data[o] > 200 && png.data[o + 1] < 60 && png.data[o + 2] < 60) last = x;
      }
      return last;
    };
    const short = await redEnd('Go');
    const long = await redEnd('Go on, try it for free');
    expect(short).toBeGreaterThan(40);
    expect(long - short).toBeGreaterThan(100);
    expect(long).toBeLessThan(40 + 320 + 20);
  });
});
