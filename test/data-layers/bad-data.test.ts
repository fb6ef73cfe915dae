import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFactor } from '../support/load-factor.js';
import { BACKENDS, startTestApp, type TestApp } from '../support/test-app.js';
import { chartLayer, createDataTemplate, tableLayer } from './support.js';

// Bad data and bad charts (issue 43, docs/api.md "Chart and table layers"): each refused with the field named,
// within a second, nothing stored, rendered or charged; and nothing a chart names is ever fetched.

describe.each(BACKENDS)('bad chart and table input (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let template: string;
  let connections = 0;
  let origin = '';
  const closeServer: (() => void)[] = [];
  const templates = () => t.app.services.database.prisma.template.count();
  const snaps = () => t.app.services.database.prisma.snap.count();
  const credits = async () => (await t.request('GET', '/api/v1/usage', { token })).body.period_available_requests;

  beforeAll(async () => {
    // A server a chart's URL would reach if anything fetched it: the outbound policy allows loopback here.
    const server = createServer((s) => {
      connections++;
      s.destroy();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    closeServer.push(() => server.close());
    t = await startTestApp(backend, { ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
    ({ token } = await t.account({ credits: 100 }));
    template = await createDataTemplate(t, token);
    // The first large body a process reads is slower: warm it so the timings are the checks'.
    await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: template, variants: [{ layer: 'lines', data: [] }] },
    });
  });
  afterAll(async () => {
    closeServer.forEach((c) => c());
    await t?.close();
  });

  const chart = (spec: Record<string, unknown>) => ({ ...chartLayer, spec });
  const REFUSED: [string, () => Record<string, unknown>, string, string | RegExp][] = [
    [
      'a spec that names a URL to load',
      () => chart({ ...chartLayer.spec, data: { url: `${origin}/rows.csv` } }),
      'layers.0.spec.data',
      "A chart takes its rows from the layer's data, not from the spec's data.",
    ],
    [
      'an image mark with a remote URL',
      () => chart({ mark: 'image', encoding: { url: { value: `${origin}/logo.png` } } }),
      'layers.0.spec.mark',
      'A chart may not use the image mark: nothing is fetched.',
    ],
    [
      'a link',
      () => chart({ ...chartLayer.spec, encoding: { ...chartLayer.spec.encoding, href: { value: `${origin}/` } } }),
      'layers.0.spec.encoding.href',
      /^A chart may not name a URL \(href\)/,
    ],
    [
      'a runaway expression',
      () => chart({ ...chartLayer.spec, transform: [{ calculate: 'length(sequence(0, 1e9))', as: 'n' }] }),
      'layers.0.spec.transform.0.calculate',
      /^The expression calls sequence\(\), which charts do not allow\.$/,
    ],
    [
      'an unknown chart',
      () => chart({ mark: 'pyramid' }),
      'layers.0.spec.mark',
      /^The mark "pyramid" is not a chart mark\. Valid values: arc, area, bar/,
    ],
    [
      'an unknown column format',
      () => ({ ...tableLayer, columns: [{ key: 'month', format: 'roman' }] }),
      'layers.0.columns.0.format',
      /^The selected layers\.0\.columns\.0\.format is invalid\. Valid values: text, number, currency, percent, date\.$/,
    ],
    [
      'a currency that is not one',
      () => ({ ...tableLayer, columns: [{ key: 'revenue', format: 'currency', currency: 'XYZ' }] }),
      'layers.0.columns.0.currency',
      /^The currency "XYZ" is not an ISO 4217 currency code/,
    ],
    [
      "100,000 rows of a template's data",
      () => ({ ...tableLayer, data: Array.from({ length: 100_000 }, () => ({ m: 1 })) }),
      'layers.0.data',
      'The data has 100,000 rows: at most 5,000 are accepted.',
    ],
  ];

  it.each(REFUSED)(
    'a template write with %s is a 422 naming the field, within a second, nothing stored',
    async (_what, layer, field, message) => {
      const before = await templates();
      const body = JSON.stringify({ title: 'Bad', width: 400, height: 300, layers: [layer()] });
      const start = performance.now();
      const r = await t.request('POST', '/api/v1/templates', {
        token,
        rawBody: body,
        headers: { 'content-type': 'application/json' },
      });
      expect(performance.now() - start).toBeLessThan(1000 * loadFactor());
      expect(r.status, r.text.slice(0, 400)).toBe(422);
      expect(r.body.errors[field], JSON.stringify(r.body.errors)).toEqual([expect.stringMatching(message)]);
      expect(await templates()).toBe(before);
    },
  );

  it('GraphQL refuses the same with BAD_USER_INPUT on the field', async () => {
    const r = await t.graphql(
      'mutation($i: TemplateInput!) { createTemplate(input: $i) { uuid } }',
      { i: { title: 'Bad', width: 400, height: 300, layers: [REFUSED[3][1]()] } },
      token,
    );
    expect(r.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: {
        'layers.0.spec.transform.0.calculate': ['The expression calls sequence(), which charts do not allow.'],
      },
    });
  });

  const VARIANTS: [string, unknown, string][] = [
    [
      '100,000 rows',
      Array.from({ length: 100_000 }, () => ({ m: 1 })),
      'The variants.0.data field has 100,000 rows: at most 5,000 are accepted.',
    ],
    [
      '100,000 lines of CSV',
      `m\n${'1\n'.repeat(100_000)}`,
      'The variants.0.data field has 100,001 rows: at most 5,000 are accepted.',
    ],
    [
      '1.5 MB of rows',
      Array.from({ length: 1_500 }, () => ({ note: 'x'.repeat(1_000) })),
      'The variants.0.data field is larger than 1 MB.',
    ],
    [
      'rows that are not records',
      [1, 2, 3],
      'The variants.0.data field must be an array of records: row 1 is not an object.',
    ],
  ];

  it.each(VARIANTS)(
    'a snap whose data variant has %s is a 422 on variants.0.data, within a second, nothing charged',
    async (_what, data, message) => {
      const [snapsBefore, creditsBefore] = [await snaps(), await credits()];
      const body = JSON.stringify({ template_id: template, variants: [{ layer: 'lines', data }] });
      const start = performance.now();
      const r = await t.request('POST', '/api/v1/snaps', {
        token,
        rawBody: body,
        headers: { 'content-type': 'application/json' },
      });
      expect(performance.now() - start).toBeLessThan(1000 * loadFactor());
      expect(r.status, r.text.slice(0, 300)).toBe(422);
      expect(r.body.errors['variants.0.data']).toEqual([message]);
      expect([await snaps(), await credits()]).toEqual([snapsBefore, creditsBefore]);
    },
  );

  it('a 10 MB data variant is over the JSON body cap: 413 before it is parsed, nothing charged', async () => {
    const creditsBefore = await credits();
    const data = Array.from({ length: 10_000 }, () => ({ note: 'x'.repeat(1_000) }));
    const body = JSON.stringify({ template_id: template, variants: [{ layer: 'lines', data }] });
    expect(body.length).toBeGreaterThan(10_000_000);
    const start = performance.now();
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      rawBody: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(performance.now() - start).toBeLessThan(1000 * loadFactor());
    expect(r.status).toBe(413);
    expect(await credits()).toBe(creditsBefore);
  });

  it('fetched nothing: no connection reached the server any refused chart named', () => {
    expect(connections).toBe(0);
  });
});
