import type { GetFileResponse } from '@figma/rest-api-spec';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.js';
import { ellipse, figmaFile, frame, rectangle, solid, text, vector } from './figma-files.js';
import { appWithReceiver, counts, importDesign, meanAbsoluteDifference, renderPng } from './import-helpers.js';

/**
 * The bound on a Figma import's render against the same card written by hand as a template, mean
 * absolute difference per channel out of 255: every property maps exactly, so only anti-aliasing
 * of positions that land on fractions may differ.
 */
const FIGMA_FIDELITY_BOUND = 0.5;

const at = (x: number, y: number, width: number, height: number) => ({ x: 1000 + x, y: 500 + y, width, height });

/** The card: a gradient band, text, a shadowed panel with a vertical auto layout, an ellipse, a vector, an image. */
function card(): GetFileResponse {
  const stack = frame(
    'stack',
    at(30, 110, 150, 90),
    [
      text('title', at(30, 110, 150, 24), 'Summer', {
        fontSize: 20,
        fontWeight: 700,
        lineHeightPx: 24,
        textAutoResize: 'HEIGHT',
      }),
      text('subtitle', at(30, 142, 150, 17), 'Up to 50% off', { fontSize: 14, lineHeightPx: 17 }, '#475569'),
      rectangle('button', at(30, 167, 80, 24), { fills: [solid('#dc2626')], cornerRadius: 6 }),
    ],
    { layoutMode: 'VERTICAL', itemSpacing: 8 },
  );
  const band = rectangle('band', at(0, 0, 400, 80), {
    fills: [
      {
        type: 'GRADIENT_LINEAR',
        blendMode: 'NORMAL',
        gradientHandlePositions: [
          { x: 0, y: 0.5 },
          { x: 1, y: 0.5 },
          { x: 0, y: 1 },
        ],
        gradientStops: [
          { position: 0, color: { r: 29 / 255, g: 78 / 255, b: 216 / 255, a: 1 } },
          { position: 1, color: { r: 245 / 255, g: 158 / 255, b: 11 / 255, a: 1 } },
        ],
      },
    ],
  });
  const panel = rectangle('panel', at(20, 100, 170, 110), {
    fills: [solid('#ffffff')],
    strokes: [solid('#cbd5e1')],
    strokeWeight: 2,
    cornerRadius: 12,
    effects: [
      {
        type: 'DROP_SHADOW',
        visible: true,
        color: { r: 15 / 255, g: 23 / 255, b: 42 / 255, a: 0.35 },
        offset: { x: 0, y: 4 },
        radius: 8,
        blendMode: 'NORMAL',
        showShadowBehindNode: false,
      },
    ],
  });
  const children = [
    band,
    text('headline', at(20, 20, 200, 40), 'SALE', { fontSize: 32, fontWeight: 700, lineHeightPx: 38.4 }, '#ffffff'),
    panel,
    stack,
    ellipse('dot', at(300, 100, 60, 60), { fills: [solid('#dc2626')] }),
    vector('tri', at(220, 220, 60, 60), 'M0 60L30 0L60 60Z', { fills: [solid('#7c3aed')] }),
    rectangle('photo', at(300, 200, 80, 60), {
      fills: [{ type: 'IMAGE', blendMode: 'NORMAL', scaleMode: 'FILL', imageRef: 'a1b2c3photo' }],
    }),
  ];
  return figmaFile([frame('Sale card', at(0, 0, 400, 300), children, { fills: [solid('#ffffff')] })]);
}

/** The card written by hand as a template: what the import must make of it. */
const handWritten = (photoUrl: string) => ({
  title: 'Sale card by hand',
  width: 400,
  height: 300,
  background_color: '#ffffff',
  layers: [
    {
      layer: 'band',
      type: 'empty',
      x: 0,
      y: 0,
      width: 400,
      height: 80,
      background_color: 'linear-gradient(90deg, #1d4ed8, #f59e0b)',
    },
    {
      layer: 'headline',
      type: 'text',
      x: 20,
      y: 20,
      width: 200,
      height: 40,
      text: 'SALE',
      font_family: 'Inter',
      font_weight: 'bold',
      font_size: 32,
      line_height: 1.2,
      color: '#ffffff',
    },
    {
      layer: 'panel',
      type: 'empty',
      x: 20,
      y: 100,
      width: 170,
      height: 110,
      background_color: '#ffffff',
      border_radius: 12,
      border_width: 2,
      border_color: '#cbd5e1',
      shadow_color: 'rgba(15, 23, 42, 0.35)',
      shadow_blur: 8,
      shadow_y: 4,
    },
    {
      layer: 'title',
      type: 'text',
      x: 30,
      y: 110,
      width: 150,
      height: 24,
      text: 'Summer',
      font_family: 'Inter',
      font_weight: 'bold',
      font_size: 20,
      line_height: 1.2,
      color: '#111827',
    },
    {
      layer: 'subtitle',
      type: 'text',
      x: 30,
      y: 142,
      width: 150,
      height: 17,
      text: 'Up to 50% off',
      font_family: 'Inter',
      font_size: 14,
      line_height: 17 / 14,
      color: '#475569',
    },
    {
      layer: 'button',
      type: 'empty',
      x: 30,
      y: 167,
      width: 80,
      height: 24,
      background_color: '#dc2626',
      border_radius: 6,
    },
    {
      layer: 'dot',
      type: 'empty',
      shape: 'ellipse',
      x: 300,
      y: 100,
      width: 60,
      height: 60,
      background_color: '#dc2626',
    },
    {
      layer: 'tri',
      type: 'empty',
      shape: 'path',
      x: 220,
      y: 220,
      width: 60,
      height: 60,
      path: 'M0 60L30 0L60 60Z',
      background_color: '#7c3aed',
    },
    { layer: 'photo', type: 'image', x: 300, y: 200, width: 80, height: 60, fit: 'cover', image_url: photoUrl },
  ],
});

const photo = () =>
  sharp({ create: { width: 160, height: 120, channels: 3, background: '#16a34a' } })
    .png()
    .toBuffer();

/** The Figma file's JSON and its images as one ZIP (docs/import.md "Figma"). */
const zipOf = (file: GetFileResponse, images: Record<string, Uint8Array>) =>
  zipSync({
    'sale-card.json': strToU8(JSON.stringify(file)),
    ...Object.fromEntries(Object.entries(images).map(([ref, b]) => [`images/${ref}.png`, b])),
  });

describe('Figma import', { timeout: 120_000 }, () => {
  let app: Awaited<ReturnType<typeof appWithReceiver>>;
  beforeAll(async () => void (app = await appWithReceiver((env) => startTestApp('pglite', env))));
  afterAll(() => app?.close());

  it('makes a template of a frame that renders as the same card written by hand, its text editable', async () => {
    const { t, token } = app;
    const res = await importDesign(t, token, 'sale-card.zip', zipOf(card(), { a1b2c3photo: await photo() }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.kind).toBe('figma');
    expect(res.body.data.templates).toHaveLength(1);
    expect(res.body.data.templates[0].template).toEqual(res.body.data.template);
    expect(res.body.data.report).toEqual([]);
    const read = await t.request('GET', `/api/v1/templates/${res.body.data.template.uuid}`, { token });
    const layers = read.body.layers as any[];
    expect(read.body).toMatchObject({ title: 'Sale card', width: 400, height: 300, background_color: '#ffffff' });
    expect(layers.map((l) => [l.layer, l.type, l.shape ?? null])).toEqual([
      ['band', 'empty', 'rectangle'],
      ['headline', 'text', null],
      ['panel', 'empty', 'rectangle'],
      ['title', 'text', null],
      ['subtitle', 'text', null],
      ['button', 'empty', 'rectangle'],
      ['dot', 'empty', 'ellipse'],
      ['tri', 'empty', 'path'],
      ['photo', 'image', null],
    ]);
    expect(layers[1]).toMatchObject({ text: 'SALE', font_family: 'Inter', font_size: 32, font_weight: 'bold' });
    expect(layers[4]).toMatchObject({
      text: 'Up to 50% off',
      font_family: 'Inter',
      font_size: 14,
      below: { layer: 'title', gap: 8 },
    });
    expect(layers[5].below).toEqual({ layer: 'subtitle', gap: 8 });
    expect(layers[2]).toMatchObject({ shadow_color: 'rgba(15, 23, 42, 0.35)', shadow_blur: 8, shadow_y: 4 });
    expect(layers[8].image_url).toMatch(/\/files\/media\/.+\.png$/);

    const byHand = await t.request('POST', '/api/v1/templates', { token, body: handWritten(layers[8].image_url) });
    expect(byHand.status, byHand.text).toBe(201);
    const [imported, expected] = [
      await renderPng(t, token, res.body.data.template.uuid),
      await renderPng(t, token, byHand.body.data.uuid),
    ];
    expect(await meanAbsoluteDifference(imported, expected)).toBeLessThan(FIGMA_FIDELITY_BOUND);
    // The title is text a variant changes: the subtitle and button follow it down when it wraps.
    const snap = await t.request('POST', '/api/v1/snaps', {
      token,
      body: {
        template_id: res.body.data.template.uuid,
        variants: [{ layer: 'title', text: 'Summer sale on every single thing' }],
      },
    });
    expect(snap.status, snap.text).toBe(201);
    const wrapped = await sharp(
      Buffer.from(await (await fetch(t.url + new URL(snap.body.media_url).pathname)).arrayBuffer()),
    )
      .raw()
      .toBuffer({ resolveWithObject: true });
    const red = (y: number) => {
      const i = (y * wrapped.info.width + 40) * wrapped.info.channels;
      return wrapped.data[i] > 200 && wrapped.data[i + 1] < 80;
    };
    expect(red(179)).toBe(false);
    expect(Array.from({ length: 100 }, (_, i) => 190 + i).some(red)).toBe(true);
  });

  it('makes a template per top-level frame, or of the one frame named', async () => {
    const { t, token } = app;
    const two = figmaFile([
      frame('First', at(0, 0, 100, 50), [rectangle('a', at(0, 0, 10, 10), { fills: [solid('#000000')] })]),
      frame('Second', at(200, 0, 120, 60), [], { fills: [solid('#fef3c7')] }),
    ]);
    const all = await importDesign(t, token, 'two.json', Buffer.from(JSON.stringify(two)));
    expect(all.status, JSON.stringify(all.body)).toBe(201);
    expect(all.body.data.templates.map((m: any) => m.template.title)).toEqual(['First', 'Second']);
    const one = await importDesign(t, token, 'two.json', Buffer.from(JSON.stringify(two)), undefined, 'Second');
    expect(one.status).toBe(201);
    expect(one.body.data.templates.map((m: any) => m.template.title)).toEqual(['Second']);
  });

  it('draws an image it was not given as a placeholder, reported, fetching nothing', async () => {
    const { t, token, hits, url: receiverUrl } = app;
    const file = figmaFile([
      frame('Card', at(0, 0, 100, 100), [
        rectangle('photo', at(10, 10, 50, 50), {
          fills: [{ type: 'IMAGE', blendMode: 'NORMAL', scaleMode: 'FIT', imageRef: 'ffee00' }],
        }),
        text('link', at(0, 70, 100, 20), 'Shop', { hyperlink: { type: 'URL', url: `${receiverUrl}/link` } }),
      ]),
    ]);
    const res = await importDesign(t, token, 'card.json', Buffer.from(JSON.stringify(file)));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.report).toContainEqual({
      layer: 'photo',
      message:
        'Its image ffee00 came without its bytes (images/ffee00.png in a ZIP with the JSON): drawn as a grey placeholder.',
    });
    await renderPng(t, token, res.body.data.template.uuid);
    expect(hits).toEqual([]);
  });

  it('refuses bad files with a 422 naming the field, storing nothing, fetching nothing', async () => {
    const { t, token, hits, url: receiverUrl } = app;
    const before = await counts(t);
    let deep: any = rectangle('leaf', at(0, 0, 1, 1));
    for (let i = 0; i < 100; i++) deep = frame(`f${i}`, at(0, 0, 10, 10), [deep]);
    const many = Array.from({ length: 25_000 }, (_, i) => rectangle(`r${i}`, at(0, 0, 1, 1)));
    const remote = figmaFile([
      frame('Card', at(0, 0, 10, 10), [
        rectangle('photo', at(0, 0, 10, 10), {
          fills: [{ type: 'IMAGE', blendMode: 'NORMAL', scaleMode: 'FILL', imageRef: `${receiverUrl}/a.png` }],
        }),
      ]),
    ]);
    const cases: [Uint8Array, string, RegExp][] = [
      [
        Buffer.from(JSON.stringify(remote)),
        'file',
        /names an image by "http:\/\/127\.0\.0\.1:\d+\/a\.png", not by a Figma image hash/,
      ],
      [Buffer.from('{"document": '), 'file', /it is not JSON/],
      [Buffer.from('{"name": "x"}'), 'file', /it is not the JSON of GET \/v1\/files\/:key/],
      [Buffer.from(JSON.stringify(figmaFile([deep]))), 'file', /nests nodes more than 64 deep/],
      [
        Buffer.from(JSON.stringify(figmaFile([frame('Big', at(0, 0, 10, 10), many)]))),
        'file',
        /more than 20,000 nodes/,
      ],
      [
        Buffer.from(JSON.stringify(figmaFile([frame('Huge', at(0, 0, 5000, 100), [])]))),
        'file',
        /5000x100; a template is at most 4000x4000/,
      ],
      [zipSync({ 'a.json': strToU8('{}'), 'b.json': strToU8('{}') }), 'file', /a ZIP holding 2 JSON files/],
    ];
    for (const [bytes, field, why] of cases) {
      const res = await importDesign(t, token, 'bad.json', bytes, 'figma');
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(422);
      expect(res.body.errors[field][0]).toMatch(why);
    }
    const named = await importDesign(t, token, 'card.json', Buffer.from(JSON.stringify(card())), undefined, 'Nope');
    expect(named.status).toBe(422);
    expect(named.body.errors.frame[0]).toBe('No top-level frame is named "Nope"; the file has "Sale card".');
    await new Promise((r) => setTimeout(r, 200));
    expect(hits).toEqual([]);
    expect(await counts(t)).toEqual(before);
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  });
});
