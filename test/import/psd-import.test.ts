import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { counts, importDesign, meanAbsoluteDifference, renderPng } from './import-helpers.js';
import { declaredCanvas, drawOver, pattern, psdBytes, solid, type Layer } from './psd-files.js';

/**
 * The bound on a PSD import's render against the PSD's own composite, mean absolute difference per
 * channel out of 255 (docs/import.md "Fidelity"): pixel layers, masks, group opacity and hidden
 * layers agree exactly but for rounding; the one text layer is drawn by Snapforge and absent from the
 * composite the test builds, so it alone accounts for the difference.
 */
const PSD_FIDELITY_BOUND = 3;

const W = 320;
const H = 200;

function cardPsd() {
  const background = pattern(W, H, 1);
  const photo = pattern(100, 80, 3);
  const green = solid(80, 80, [22, 163, 74, 255]);
  const layers: Layer[] = [
    { name: 'background', left: 0, top: 0, right: W, bottom: H, imageData: background },
    {
      name: 'card',
      opacity: 0.5,
      children: [{ name: 'photo', left: 20, top: 20, right: 120, bottom: 100, imageData: photo }],
    },
    {
      name: 'masked',
      left: 150,
      top: 20,
      right: 230,
      bottom: 100,
      imageData: green,
      // The left half shows: the mask covers it in white, and outside the mask it is black.
      mask: {
        left: 150,
        top: 20,
        right: 190,
        bottom: 100,
        imageData: solid(40, 80, [255, 255, 255, 255]),
        defaultColor: 0,
      },
    },
    {
      name: 'draft note',
      hidden: true,
      left: 0,
      top: 0,
      right: 60,
      bottom: 60,
      imageData: solid(60, 60, [0, 0, 0, 255]),
    },
    {
      name: 'title',
      text: {
        text: 'Hi',
        transform: [1, 0, 0, 1, 250, 180],
        style: { font: { name: 'DejaVuSans-Bold' }, fontSize: 20, fillColor: { r: 17, g: 24, b: 39 } },
        paragraphStyle: { justification: 'left' },
      },
    },
  ];
  const composite = { width: W, height: H, data: new Uint8ClampedArray(background.data) };
  drawOver(composite, photo, 20, 20, 0.5);
  drawOver(composite, green, 150, 20, 1, (x) => (x < 40 ? 255 : 0));
  return { bytes: psdBytes({ width: W, height: H, imageData: composite, children: layers }), composite };
}

describe('PSD import', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 10 }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes a template of its layers that renders as its composite, its text editable in the right font and size', async () => {
    const { bytes, composite } = cardPsd();
    const res = await importDesign(t, token, 'card.psd', bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ kind: 'psd', template: { title: 'card' } });
    const read = await t.request('GET', `/api/v1/templates/${res.body.data.template.uuid}`, { token });
    const layers = read.body.layers as any[];
    expect(layers.map((l) => [l.layer, l.type, l.opacity ?? 1, l.hidden ?? false])).toEqual([
      ['background', 'image', 1, false],
      ['photo', 'image', 0.5, false],
      ['masked', 'image', 1, false],
      ['draft note', 'image', 1, true],
      ['title', 'text', 1, false],
    ]);
    expect(layers[1]).toMatchObject({ x: 20, y: 20, width: 100, height: 80 });
    expect(layers[4]).toMatchObject({
      text: 'Hi',
      font_family: 'DejaVu Sans',
      font_weight: 'bold',
      font_size: 20,
      color: '#111827',
      align: 'left',
      x: 250,
    });

    const rendered = await renderPng(t, token, res.body.data.template.uuid);
    const reference = sharp(Buffer.from(composite.data.buffer), { raw: { width: W, height: H, channels: 4 } });
    // The composite with the title's box blanked out of both, then the whole: the layers alone agree to rounding.
    const whole = await meanAbsoluteDifference(rendered, reference.clone().png());
    expect(whole).toBeLessThan(PSD_FIDELITY_BOUND);
    const withoutText = async (png: Buffer) =>
      sharp(png)
        .composite([
          { input: { create: { width: 70, height: 40, channels: 4, background: '#ffffff' } }, left: 245, top: 155 },
        ])
        .png()
        .toBuffer();
    const layersOnly = await meanAbsoluteDifference(
      await withoutText(rendered),
      await withoutText(await reference.clone().png().toBuffer()),
    );
    expect(layersOnly).toBeLessThan(0.5);

    // Editable: a snap that changes the text draws it.
    const edited = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: res.body.data.template.uuid, variants: [{ layer: 'title', text: 'Hello there' }] },
    });
    expect(edited.status, edited.text).toBe(201);
  });

  it('reports a font that is neither bundled nor uploaded, and draws it in the default', async () => {
    const psd = psdBytes({
      width: 100,
      height: 40,
      children: [
        {
          name: 't',
          text: {
            text: 'x',
            transform: [1, 0, 0, 1, 5, 30],
            style: { font: { name: 'NoSuchFace-Regular' }, fontSize: 12, fillColor: { r: 0, g: 0, b: 0 } },
          },
        },
      ],
    });
    const res = await importDesign(t, token, 'f.psd', psd);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.report).toContainEqual({
      layer: 't',
      message: expect.stringMatching(/^The font "NoSuchFace-Regular" is neither bundled nor uploaded/),
    });
  });

  it('refuses hostile PSDs with a clear 422, storing nothing, the process going on', async () => {
    const before = await counts(t);
    const deep = (() => {
      let node: Layer = { name: 'leaf' };
      for (let i = 0; i < 1000; i++) node = { name: `g${i}`, children: [node] };
      return psdBytes({ width: 10, height: 10, children: [node] });
    })();
    const many = psdBytes({
      width: 10,
      height: 10,
      children: Array.from({ length: 100_000 }, (_, i) => ({ name: `l${i}` })),
    });
    const brokenRle = (() => {
      const good = Buffer.from(
        psdBytes({
          width: 200,
          height: 200,
          children: [{ name: 'noise', left: 0, top: 0, right: 200, bottom: 200, imageData: pattern(200, 200, 5) }],
        }),
      );
      // Runs of 0x81 (each "repeat the next byte 128 times") in the middle of the layer's channels.
      good.fill(0x81, Math.floor(good.length * 0.3), Math.floor(good.length * 0.3) + 64);
      return good;
    })();
    const cases: [string, Uint8Array, RegExp][] = [
      [
        'a 1 GB canvas declared in the header',
        declaredCanvas(16_384, 16_384),
        /declares a 16384x16384 canvas \(1\.00 GB of pixels\)/,
      ],
      ['100,000 layers', many, /has [\d,]+ layer records, more than 4,000/],
      ['groups nested 1,000 deep', deep, /nests groups more than 64 deep/],
      ['a broken RLE stream', brokenRle, /has a broken RLE stream in the layer "noise"/],
      ['a truncated file', Buffer.from(cardPsd().bytes.subarray(0, 30)), /is truncated/],
    ];
    for (const [what, bytes, why] of cases) {
      const res = await importDesign(t, token, 'bad.psd', bytes);
      expect(res.status, what).toBe(422);
      expect(res.body.errors.file[0], what).toMatch(/^The PSD cannot be imported: it /);
      expect(res.body.errors.file[0], what).toMatch(why);
    }
    expect(await counts(t)).toEqual(before);
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  });
});
