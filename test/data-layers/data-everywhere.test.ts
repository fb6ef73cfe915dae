import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_LAYERS, invoiceRows } from '../render/invoice.js';
import { createForm, submit } from '../forms/support.js';
import { embeddedPng } from '../previews/support.js';
import { BACKENDS, startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';
import { chartLayer, createDataTemplate, fetched, pdfTool, tableLayer } from './support.js';

// Chart and table layers everywhere a layer works (issue 43; docs/api.md "Chart and table layers"): written and
// read back, their rows set per render by a variant over REST and GraphQL, in batches (each item its own rows),
// render URLs, previews and forms; and the invoice whose rows flow over three PDF pages.

/** The height of the red bar in each third of a 400 px wide chart 150 px high at the top of a PNG. */
async function barHeights(png: Buffer): Promise<number[]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const red = (x: number, y: number) => {
    const i = (y * info.width + x) * 3;
    return data[i] > 200 && data[i + 1] < 60 && data[i + 2] < 60;
  };
  return [67, 200, 333].map((x) => Array.from({ length: 150 }, (_, y) => red(x, y)).filter(Boolean).length);
}
const rows = (...revenues: number[]) => revenues.map((revenue, i) => ({ month: ['Jan', 'Feb', 'Mar'][i], revenue }));
const expectBars = (got: number[], want: number[]) => {
  for (const [i, h] of want.entries())
    expect(Math.abs(got[i] - h), `bars ${got} against ${want}`).toBeLessThanOrEqual(2);
};

describe('chart and table layers through the API', () => {
  let t: TestApp;
  let token: string;
  let template: string;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 100 }));
    template = await createDataTemplate(t, token);
  }, 60_000);
  afterAll(() => t?.close());

  it('stores a template data given as CSV as records, and reads back data as the layer content', async () => {
    const uuid = await createDataTemplate(t, token, [
      { ...tableLayer, data: 'month,revenue\nJan,10\n"Feb, late",20\n' },
    ]);
    const read = await t.request('GET', `/api/v1/templates/${uuid}`, { token });
    const expected = [
      { month: 'Jan', revenue: 10 },
      { month: 'Feb, late', revenue: 20 },
    ];
    expect(read.body.layers[0]).toMatchObject({
      type: 'table',
      data: expected,
      available_modifications: { data: expected },
    });
    const other = await t.request('GET', `/api/v1/templates/${template}`, { token });
    expect(other.body.layers[0]).toMatchObject({ type: 'chart', available_modifications: { data: chartLayer.data } });
  });

  it('draws the template rows, and a REST variant rows of its own (records or CSV), the bars as tall as the values', async () => {
    const snap = async (variants: unknown[]) => {
      const r = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: template, variants } });
      expect(r.status, r.text).toBe(201);
      return r.body;
    };
    expectBars(await barHeights(await fetched(t, (await snap([])).media_url)), [38, 75, 150]);
    const records = await snap([{ layer: 'sales', data: rows(40, 20, 10) }]);
    expect(records.variants).toEqual([{ layer: 'sales', data: rows(40, 20, 10) }]);
    expectBars(await barHeights(await fetched(t, records.media_url)), [150, 75, 38]);
    const csv = await snap([{ layer: 'sales', data: 'month,revenue\nJan,20\nFeb,40\nMar,20' }]);
    expectBars(await barHeights(await fetched(t, csv.media_url)), [75, 150, 75]);
  });

  it('takes rows over GraphQL as JSON, and refuses bad ones with BAD_USER_INPUT on the field', async () => {
    const create = 'mutation($i: CreateSnapInput!) { createSnap(input: $i) { snaps { status mediaUrl } } }';
    const ok = await t.graphql(
      create,
      { i: { templateId: template, variants: [{ layer: 'sales', data: rows(10, 40, 10) }] } },
      token,
    );
    expect(ok.errors).toBeUndefined();
    expectBars(await barHeights(await fetched(t, ok.data.createSnap.snaps[0].mediaUrl)), [38, 150, 38]);
    const bad = await t.graphql(
      create,
      { i: { templateId: template, variants: [{ layer: 'sales', data: { month: 'Jan' } }] } },
      token,
    );
    expect(bad.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { 'variants.0.data': ['The variants.0.data field must be an array of records or CSV text.'] },
    });
  });

  it('renders each batch item with its own rows', async () => {
    const r = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: {
        template_id: template,
        items: [
          { variants: [{ layer: 'sales', data: rows(40, 40, 10) }] },
          { variants: [{ layer: 'sales', data: 'month,revenue\nJan,10\nFeb,10\nMar,40' }] },
        ],
      },
    });
    expect(r.status, r.text).toBe(202);
    const batch = await waitFor(async () => {
      const b = await t.request('GET', `/api/v1/snaps/batches/${r.body.uuid}`, { token });
      return b.body.status === 'completed' && b.body;
    }, 60_000);
    const [first, second] = batch.items;
    expectBars(await barHeights(await fetched(t, first.media_url)), [150, 150, 38]);
    expectBars(await barHeights(await fetched(t, second.media_url)), [38, 38, 150]);
  });

  it('takes rows in a render URL as CSV or JSON, at most 4 KB of them', async () => {
    const signing = (data: unknown) =>
      t.graphql(
        'query($id: String!, $v: [VariantInput!]) { signedRenderUrl(templateId: $id, variants: $v) }',
        { id: template, v: [{ layer: 'sales', data }] },
        token,
      );
    const sign = async (data: unknown) => (await signing(data)).data.signedRenderUrl as string;
    const get = (url: string) => fetch(url.replace(/^https?:\/\/[^/]+/, t.url));
    const json = await sign(rows(20, 10, 40));
    expect(decodeURIComponent(json)).toContain('sales=[{"month":"Jan","revenue":20}');
    const ok = await get(json);
    expect(ok.status).toBe(200);
    expectBars(await barHeights(Buffer.from(await ok.arrayBuffer())), [75, 38, 150]);
    const csv = await get(await sign('month,revenue\nJan,40\nFeb,10\nMar,10'));
    expectBars(await barHeights(Buffer.from(await csv.arrayBuffer())), [150, 38, 38]);
    // Signing refuses what the URL's GET would refuse (issue 39), so a URL over the bound is never handed out.
    const big = await signing(`month,revenue\n${Array.from({ length: 600 }, (_, i) => `M${i},${i}`).join('\n')}`);
    expect(big.data).toBeNull();
    expect(JSON.stringify(big.errors)).toMatch(/The sales parameter holds more than 4,096 characters of data/);
  });

  it('previews a template with rows from the query string', async () => {
    const r = await t.request(
      'GET',
      `/api/v1/snaps/preview?template_id=${template}&variants[0][layer]=sales&variants[0][data]=${encodeURIComponent('month,revenue\nJan,40\nFeb,40\nMar,40')}`,
      { token },
    );
    expect(r.status, r.text.slice(0, 200)).toBe(200);
    // The preview is a thumbnail, blurred when drawn 400 px wide again: three bars about as tall as one another,
    // where the template's rows draw them a quarter, a half and all of the chart's height.
    const png = await sharp(embeddedPng(r.text)).resize(400, 300).png().toBuffer();
    const bars = await barHeights(png);
    expect(Math.max(...bars) - Math.min(...bars), `${bars}`).toBeLessThanOrEqual(20);
    expect(Math.min(...bars), `${bars}`).toBeGreaterThan(100);
  });

  it('offers a form field for the rows as CSV, and refuses rows that do not read', async () => {
    const form = await createForm(t, token, { templateId: template, layers: ['lines'] });
    const page = await fetch(form.url.replace(t.app.services.config.PUBLIC_URL, t.url));
    const html = await page.text();
    expect(html).toContain('<textarea id="field-0" name="layers[lines][data]" rows="8" placeholder="month,revenue');
    expect(html).toMatch(/placeholder="month,revenue\s+Jan,10\s+Feb,20\s+Mar,40"/);
    const done = await submit(t, form.url, { lines: 'month,revenue\nApr,99' });
    expect(done.status).toBe(200);
    // A browser's form sends line breaks as CRLF: CSV reads both.
    expect(done.body.data.variants).toEqual([
      { layer: 'lines', data: expect.stringMatching(/^month,revenue\r?\nApr,99$/) },
    ]);
    const bad = await submit(t, form.url, { lines: `m\n${'1\n'.repeat(6_000)}` });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['layers.lines']).toEqual([
      "The lines layer's rows (CSV) has 6,001 rows: at most 5,000 are accepted.",
    ]);
  });
});

describe.each(BACKENDS)('a 120-line invoice as one PDF snap (%s)', (backend) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    ({ token } = await t.account({ credits: 10 }));
  }, 60_000);
  afterAll(() => t?.close());

  it('is 3 pages from one template and one data array: header on each, rows in order, totals last, tagged, one credit', async () => {
    const uuid = await createDataTemplate(t, token, INVOICE_LAYERS, { width: 794, height: 1123 });
    const before = (await t.request('GET', '/api/v1/usage', { token })).body.period_available_requests;
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: uuid, type: 'pdf', variants: [{ layer: 'lines', data: invoiceRows(120) }] },
    });
    expect(r.status, r.text.slice(0, 300)).toBe(201);
    const pdf = await fetched(t, r.body.media_url);
    pdfTool('qpdf', pdf, '--check');
    const info = pdfTool('pdfinfo', pdf);
    expect(info).toMatch(/Pages:\s+3\n/);
    expect(info).toMatch(/Tagged:\s+yes/);
    expect(pdfTool('pdfinfo', pdf, '-struct-text')).toMatch(
      /Table[\s\S]*TR[\s\S]*TH[\s\S]*"Description"[\s\S]*TD[\s\S]*"Line item 1"/,
    );
    const text = pdfTool('pdftotext', pdf, '-layout');
    const pages = text.split('\f').filter((p) => p.trim());
    expect(pages.length).toBe(3);
    let next = 1;
    for (const [i, page] of pages.entries()) {
      expect(page).toMatch(/Description\s+Qty\s+Unit price\s+Amount/);
      expect(page).toContain(`Page ${i + 1} of 3`);
      for (const [, n] of page.matchAll(/Line item (\d+)\b/g)) expect(Number(n)).toBe(next++);
    }
    expect(next).toBe(121);
    expect(pages.map((p) => p.includes('Total due'))).toEqual([false, false, true]);
    expect(before - (await t.request('GET', '/api/v1/usage', { token })).body.period_available_requests).toBe(1);
  }, 90_000); // a 120-line, 3-page PDF read back by four PDF tools: over 30 s on a loaded machine
});
