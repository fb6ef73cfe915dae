import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { appWithReceiver, counts, importDesign, meanAbsoluteDifference, renderPng } from './import-helpers.js';

/**
 * The bound on an SVG import's render against the SVG drawn whole (librsvg, through sharp), mean
 * absolute difference per channel out of 255: shapes and gradients agree to anti-aliasing, and the
 * text, drawn in the same family, lands within a pixel or two of its baseline.
 */
const SVG_FIDELITY_BOUND = 6;

const photo = async () =>
  (
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#16a34a' } })
      .png()
      .toBuffer()
  ).toString('base64');

const card =
  async () => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="400" height="240" viewBox="0 0 200 120">
  <title>Sale card</title>
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#f59e0b"/>
    </linearGradient>
  </defs>
  <rect id="band" x="0" y="0" width="200" height="40" fill="url(#sky)"/>
  <circle id="dot" cx="170" cy="80" r="20" fill="#dc2626"/>
  <polygon points="10,110 40,60 70,110" fill="#7c3aed"/>
  <path d="M90 100 L130 100 L110 70 Z" fill="#0891b2"/>
  <image x="140" y="2" width="40" height="30" href="data:image/png;base64,${await photo()}"/>
  <g opacity="0.8"><rect x="80" y="50" width="20" height="10" fill="#111827"/></g>
  <text x="10" y="28" font-family="DejaVu Sans" font-size="16" fill="#ffffff">SALE</text>
</svg>`;

describe('SVG import', () => {
  let t: TestApp;
  let token: string;
  let hits: string[];
  let receiverUrl: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, token, hits, url: receiverUrl, close } = await appWithReceiver((env) => startTestApp('pglite', env)));
  });
  afterAll(() => close?.());

  it('makes a template of its top-level elements, with a report, that renders as the SVG draws', async () => {
    const svg = Buffer.from(await card());
    const res = await importDesign(t, token, 'sale.svg', svg);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.kind).toBe('svg');
    expect(res.body.data.template.title).toBe('Sale card');
    const read = await t.request('GET', `/api/v1/templates/${res.body.data.template.uuid}`, { token });
    const layers = read.body.layers as any[];
    expect(read.body).toMatchObject({ width: 400, height: 240 });
    expect(layers.map((l) => [l.layer, l.type, l.shape ?? null])).toEqual([
      ['band', 'empty', 'rectangle'],
      ['dot', 'empty', 'ellipse'],
      ['polygon 3', 'empty', 'polygon'],
      ['path 4', 'empty', 'path'],
      ['image 5', 'image', null],
      ['svg 6', 'image', null],
      ['text 7', 'text', null],
    ]);
    expect(layers[0]).toMatchObject({
      x: 0,
      y: 0,
      width: 400,
      height: 80,
      background_color: 'linear-gradient(90deg, #1d4ed8 0%, #f59e0b 100%)',
    });
    expect(layers[1]).toMatchObject({ x: 300, y: 120, width: 80, height: 80, background_color: '#dc2626' });
    expect(layers[6]).toMatchObject({ text: 'SALE', font_family: 'DejaVu Sans', font_size: 32, color: '#ffffff' });
    expect(layers[4].image_url).toMatch(/\/files\/media\/.+\.png$/);
    expect(layers[5].image_url).toMatch(/\/files\/media\/.+\.svg$/);
    expect(res.body.data.report).toContainEqual({ layer: 'svg 6', message: 'Kept drawn as one SVG image: <g>.' });

    const rendered = await renderPng(t, token, res.body.data.template.uuid);
    const reference = sharp(svg, { density: 72 }).resize(400, 240);
    const mad = await meanAbsoluteDifference(rendered, reference);
    expect(mad).toBeLessThan(SVG_FIDELITY_BOUND);
  });

  it('refuses an SVG naming outside resources with a 422, fetching nothing and storing nothing', async () => {
    const before = await counts(t);
    const named = [
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="${receiverUrl}/a.png" width="10" height="10"/></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" style="fill: url(${receiverUrl}/b.svg#p)"/></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><style>@import url(${receiverUrl}/c.css);</style></svg>`,
    ];
    for (const svg of named) {
      const res = await importDesign(t, token, 'remote.svg', Buffer.from(svg));
      expect(res.status).toBe(422);
      expect(res.body.errors.file[0]).toMatch(
        /^The SVG cannot be imported: it (refers to an outside resource|imports a stylesheet)/,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(hits).toEqual([]);
    expect(await counts(t)).toEqual(before);
  });

  it('refuses an SVG over its bounds (size, elements, depth) with a 422', async () => {
    const deep = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${'<g>'.repeat(300)}${'</g>'.repeat(300)}</svg>`;
    const many = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${'<rect width="1" height="1"/>'.repeat(25_000)}</svg>`;
    const big = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><!--${'x'.repeat(3 * 1024 * 1024)}--></svg>`;
    for (const [svg, why] of [
      [deep, /nests elements more than 200 deep/],
      [many, /has more than 20,000 elements/],
      [big, /is larger than 2 MB/],
    ] as const) {
      const res = await importDesign(t, token, 'bomb.svg', Buffer.from(svg));
      expect(res.status).toBe(422);
      expect(res.body.errors.file[0]).toMatch(why);
    }
  });
});
