import { cp, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_TEMPLATE, TMP } from '../support/paths.js';
import { cli, startServerProcess, type ServerProcess } from '../support/processes.js';
import { loadFactor } from '../support/load-factor.js';
import { memoryMb, probeHealth } from './probe.js';

// The attacks of issue 15, replayed against one real `snapforge serve` whose heap is capped at 256 MB:
// before the limits, the first of them ran the server out of heap.
const HEAP_MB = 256;
const GRAPHQL_BUDGET = 400;
const PREVIEW_BUDGET = 5;
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
/** Templates at the largest design allowed (25 text layers of 10,000 characters: about 253 KB as stored). */
const LARGE_TEMPLATES = 40;

const largeLayers = (char: string) =>
  Array.from({ length: 25 }, (_, i) => ({
    type: 'text',
    layer: `t${i}`,
    x: 0,
    y: 0,
    width: 100,
    height: 100,
    hidden: true,
    text: char.repeat(10_000),
  }));
const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
/** 100,000 levels of nested arrays, as raw JSON (JSON.stringify would itself overflow on the object). */
const DEEP = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

describe('hostile clients, against a real server with a 256 MB heap', () => {
  let dataDir: string;
  let server: ServerProcess;
  let token: string;
  let bigTemplate: string;
  let smallTemplate: string;
  const measured: Record<string, unknown>[] = [];
  let baseline: { rss: number; peak: number };

  const send = async (path: string, body: string) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
      body,
    });
    const text = await res.text();
    return { status: res.status, bytes: text.length, body: JSON.parse(text) };
  };
  const post = (query: string, variables?: Record<string, unknown>) =>
    send('/graphql', JSON.stringify({ query, variables }));

  /**
   * Runs `attack` while /healthz is probed; asserts the server stayed up, answered /healthz under
   * 200 ms throughout (each probe for one request's attack, the median for floods of concurrent
   * ones), finished in time, and its peak resident memory stayed within the heap cap of its start.
   */
  const underAttack = async <T>(
    attack: () => Promise<T>,
    { maxSeconds, flood = false }: { maxSeconds: number; flood?: boolean },
  ): Promise<T> => {
    const health = probeHealth(server.url);
    const started = performance.now();
    const result = await attack();
    const seconds = (performance.now() - started) / 1000;
    const { median, max, probes } = await health.stop();
    const factor = loadFactor();
    const memory = memoryMb(server.child.pid!);
    measured.push({
      attack: expect.getState().currentTestName?.split(' > ').pop(),
      seconds: +seconds.toFixed(2),
      healthzMs: { median: Math.round(median), max: Math.round(max), probes },
      peakRssMb: Math.round(memory.peak),
      load: +factor.toFixed(2),
    });
    expect(server.child.exitCode).toBeNull();
    expect(seconds).toBeLessThan(maxSeconds * factor);
    // Under 200 ms on an idle machine; scaled by the load average per core when other suites share the cores.
    expect(flood ? median : max).toBeLessThan(200 * factor);
    expect(memory.peak - baseline.peak).toBeLessThan(HEAP_MB);
    return result;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(TMP, 'attacks-'));
    await cp(PGLITE_TEMPLATE, dataDir, { recursive: true });
    const created = await cli(
      ['account', 'create', '--email', 'attacker@example.com', '--name', 'A', '--credits', '100'],
      { DATA_DIR: dataDir },
    );
    token = JSON.parse(created.stdout).token;
    server = await startServerProcess({
      DATA_DIR: dataDir,
      NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}`,
      RENDER_THREADS: '1',
      GRAPHQL_RATE_LIMIT_PER_MINUTE: String(GRAPHQL_BUDGET),
      PREVIEW_RATE_LIMIT_PER_MINUTE: String(PREVIEW_BUDGET),
    });
    // Ten templates per operation, each at the largest design allowed (their layers hidden, so thumbnails draw nothing).
    const names = Array.from({ length: 10 }, (_, i) => `t${i}`);
    const createTen = `mutation(${names.map((n) => `$${n}: TemplateInput!`).join(', ')}) { ${names.map((n) => `${n}: createTemplate(input: $${n}) { id uuid }`).join(' ')} }`;
    const large = { title: 'Large', width: 400, height: 300, layers: largeLayers('x') };
    const uuids: { id: number; uuid: string }[] = [];
    for (let i = 0; i < LARGE_TEMPLATES / 10; i++) {
      const r = await post(createTen, Object.fromEntries(names.map((n) => [n, large])));
      expect(r.body.errors).toBeUndefined();
      uuids.push(...names.map((n) => r.body.data[n]));
    }
    bigTemplate = uuids[0].uuid;
    // ...and as large a draft on one of them.
    const draft = await post(
      'mutation($id: Int!, $input: TemplateInput!) { saveTemplateDraft(id: $id, input: $input) { hasUnpublishedChanges } }',
      { id: uuids[0].id, input: { title: 'Large', layers: largeLayers('y') } },
    );
    expect(draft.body.errors).toBeUndefined();
    expect(draft.body.data.saveTemplateDraft.hasUnpublishedChanges).toBe(true);
    const small = await post('mutation($input: TemplateInput!) { createTemplate(input: $input) { uuid } }', {
      input: {
        title: 'Small',
        width: 200,
        height: 100,
        layers: [{ type: 'text', layer: 'title', x: 10, y: 10, width: 180, height: 80, text: 'Hi' }],
      },
    });
    smallTemplate = small.body.data.createTemplate.uuid;
    baseline = memoryMb(server.child.pid!);
  }, 180_000);
  afterAll(async () => {
    console.info(
      JSON.stringify(
        { baselineMb: baseline && { rss: Math.round(baseline.rss), peak: Math.round(baseline.peak) }, measured },
        null,
        1,
      ),
    );
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('2,000 aliases of templates(first:100){edges{node{uuid layers}}}: refused at parse, the server stays up', async () => {
    const r = await underAttack(() => post(aliases(2000, 'templates(first: 100) { edges { node { uuid layers } } }')), {
      maxSeconds: 5,
    });
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors[0].message).toMatch(/token limit of 2000/i);
  });

  it('one page of 100 templates with their layers (cost 1301): reading stops at the response cap; ten at once stay bounded', async () => {
    const page = '{ templates(first: 100) { edges { node { uuid layers } } } }';
    const r = await underAttack(() => post(page), { maxSeconds: 10 });
    expect(r.body).toEqual({
      errors: [expect.objectContaining({ extensions: { code: 'RESPONSE_TOO_LARGE', maxBytes: MAX_RESPONSE_BYTES } })],
    });
    expect(r.bytes).toBeLessThan(1000);
    const ten = await underAttack(() => Promise.all(Array.from({ length: 10 }, () => post(page))), {
      maxSeconds: 30,
      flood: true,
    });
    expect(ten.map((t) => t.body.errors[0].extensions.code)).toEqual(Array(10).fill('RESPONSE_TOO_LARGE'));
  });

  it('a page of 100 templates without layers reads no design: ten at once answer at once', async () => {
    const page = '{ templates(first: 100) { edges { node { uuid title hasUnpublishedChanges } } } }';
    const ten = await underAttack(() => Promise.all(Array.from({ length: 10 }, () => post(page))), {
      maxSeconds: 5,
      flood: true,
    });
    for (const r of ten) expect(r.body.data.templates.edges).toHaveLength(LARGE_TEMPLATES + 1);
    expect(ten[0].bytes).toBeLessThan(20_000);
  });

  it('two pages of 100 templates with their layers cost more than GRAPHQL_MAX_COST', async () => {
    const page = 'templates(first: 100) { edges { node { uuid layers } } }';
    const r = await underAttack(() => post(`{ a: ${page} b: ${page} }`), { maxSeconds: 5 });
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', cost: 2602, maxCost: 2000 } });
    expect(r.body.errors[0].message).toMatch(/costs 2602, over the limit of 2000/);
  });

  it("100 aliases of a large template's layers: over the alias limit", async () => {
    const r = await underAttack(() => post(aliases(100, `template(uuid: "${bigTemplate}") { layers }`)), {
      maxSeconds: 5,
    });
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors[0].message).toMatch(/aliases limit of 15/i);
  });

  it("15 aliases of a large template's layers and draft (about 11 MB): an error in place of the data, never a cut body", async () => {
    const r = await underAttack(() => post(aliases(15, `template(uuid: "${bigTemplate}") { layers draft }`)), {
      maxSeconds: 10,
    });
    expect(r.body).toEqual({
      errors: [expect.objectContaining({ extensions: { code: 'RESPONSE_TOO_LARGE', maxBytes: MAX_RESPONSE_BYTES } })],
    });
    expect(r.bytes).toBeLessThan(1000);
    // As many copies as fit in 90% of the cap are answered in full: the size is counted closely.
    const single = await post(`{ template(uuid: "${bigTemplate}") { layers draft } }`);
    const fit = Math.floor((0.9 * MAX_RESPONSE_BYTES) / single.bytes);
    expect(fit).toBeGreaterThanOrEqual(8);
    const fitting = await underAttack(() => post(aliases(fit, `template(uuid: "${bigTemplate}") { layers draft }`)), {
      maxSeconds: 10,
    });
    expect(fitting.body.errors).toBeUndefined();
    expect(fitting.body.data[`a${fit - 1}`].layers).toHaveLength(25);
  });

  it('preview aliases spend the preview throttle one each; 50 of them are refused outright', async () => {
    const previews = (n: number) => aliases(n, `preview(templateId: "${smallTemplate}") { width }`);
    const fifty = await underAttack(() => post(previews(50)), { maxSeconds: 5 });
    expect(fifty.body.errors[0].message).toMatch(/aliases limit of 15/i);
    // One operation of 5 aliases spends the whole budget of 5 previews...
    const r = await underAttack(() => post(previews(PREVIEW_BUDGET)), { maxSeconds: 30 });
    expect(r.body.errors).toBeUndefined();
    expect(Object.values(r.body.data).map((p: any) => p.width)).toEqual(Array(PREVIEW_BUDGET).fill(200));
    // ...so the next one is refused before rendering (the field being non-null, its error nulls the data).
    const over = await post(previews(15));
    expect(over.body.data).toBeNull();
    expect(over.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(over.body.errors[0].message).toBe('Too Many Attempts.');
    // The REST preview endpoints draw on the same, now spent, budget.
    const rest = await fetch(`${server.url}/api/v1/templates/${smallTemplate}/preview`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rest.status).toBe(429);
  });

  it('lone surrogates, NUL bytes and 100,000-level nesting in snap, batch and template bodies: 422 / BAD_USER_INPUT, nothing rendered, stored or charged', async () => {
    const snap = 'mutation($input: CreateSnapInput!) { createSnap(input: $input) { snaps { id } } }';
    const batch = 'mutation($input: CreateBatchInput!) { createBatch(input: $input) { batch { uuid } } }';
    const template = 'mutation($input: TemplateInput!) { createTemplate(input: $input) { uuid } }';
    const gql = (query: string, input: string) => `{"query":${JSON.stringify(query)},"variables":{"input":${input}}}`;
    // Raw JSON bodies: the escapes arrive as sent (JSON.stringify would not write a lone surrogate).
    const rest: [string, string][] = [
      ['/api/v1/snaps', `{"template_id":"${smallTemplate}","variants":[{"layer":"title","text":"x\\ud800y"}]}`],
      ['/api/v1/snaps', `{"template_id":"${smallTemplate}","variants":[{"layer":"title","text":"x\\u0000y"}]}`],
      ['/api/v1/snaps', `{"template_id":"${smallTemplate}","variants":${DEEP}}`],
      ['/api/v1/snaps/batches', `{"template_id":"${smallTemplate}","items":[{"identifier":"\\udc00","variants":[]}]}`],
      ['/api/v1/snaps/batches', `{"template_id":"${smallTemplate}","items":[{"identifier":"a\\u0000","variants":[]}]}`],
      ['/api/v1/snaps/batches', `{"template_id":"${smallTemplate}","items":${DEEP}}`],
      ['/api/v1/templates', '{"title":"\\ud800","width":100,"height":100}'],
      ['/api/v1/templates', '{"title":"a\\u0000","width":100,"height":100}'],
      ['/api/v1/templates', `{"title":"T","width":100,"height":100,"layers":${DEEP}}`],
    ];
    const graphql = [
      gql(snap, `{"templateId":"${smallTemplate}","variants":[{"layer":"title","text":"x\\ud800y"}]}`),
      gql(snap, `{"templateId":"${smallTemplate}","variants":[{"layer":"title","text":"x\\u0000y"}]}`),
      gql(snap, `{"templateId":"${smallTemplate}","variants":${DEEP}}`),
      gql(batch, `{"templateId":"${smallTemplate}","items":[{"identifier":"\\udfff"}]}`),
      gql(batch, `{"templateId":"${smallTemplate}","items":[{"identifier":"\\u0000"}]}`),
      gql(batch, `{"templateId":"${smallTemplate}","items":${DEEP}}`),
      gql(template, '{"title":"\\ud800","width":100,"height":100}'),
      gql(template, '{"title":"\\u0000","width":100,"height":100}'),
      gql(template, `{"title":"T","width":100,"height":100,"layers":${DEEP}}`),
      // Nesting written into the document itself, past what the recursive parser can take.
      JSON.stringify({
        query: `mutation { createTemplate(input: { title: "T", width: 100, height: 100, layers: ${'['.repeat(5000)}${']'.repeat(5000)} }) { uuid } }`,
      }),
    ];
    const answers = await underAttack(
      () =>
        Promise.all([
          ...rest.map(([path, body]) => send(path, body)),
          ...graphql.map((body) => send('/graphql', body)),
        ]),
      { maxSeconds: 10 },
    );
    for (const [i, a] of answers.slice(0, rest.length).entries()) {
      expect(a.status, rest[i][1].slice(0, 80)).toBe(422);
      expect(a.body.message).toMatch(
        /contains a lone UTF-16 surrogate|contains a NUL character|nests deeper than 32 levels/,
      );
    }
    for (const a of answers.slice(rest.length)) {
      expect(a.body.data ?? undefined).toBeUndefined();
      expect(a.body.errors[0]).toMatchObject({
        message: expect.stringMatching(
          /contains a lone UTF-16 surrogate|contains a NUL character|nests deeper than 32 levels/,
        ),
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    expect((await (await fetch(`${server.url}/api/v1/snaps`, { headers })).json()).items).toEqual([]);
    expect(await (await fetch(`${server.url}/api/v1/usage`, { headers })).json()).toMatchObject({
      period_used_requests: 0,
    });
    expect((await post('{ templates(first: 100) { edges { node { id } } } }')).body.data.templates.edges).toHaveLength(
      LARGE_TEMPLATES + 1,
    );
  });

  it('2,000 operations on one graphql-ws socket: counted against the same per-IP GraphQL budget', async () => {
    const client = createClient({
      url: server.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    const one = () =>
      new Promise<'ok' | 'limited'>((resolve, reject) => {
        client.subscribe(
          { query: '{ me { email } }' },
          {
            next: () => {},
            error: (e) => {
              if (Array.isArray(e) && e[0]?.extensions?.code === 'RATE_LIMITED') resolve('limited');
              else reject(e instanceof Error ? e : new Error(JSON.stringify(e)));
            },
            complete: () => resolve('ok'),
          },
        );
      });
    try {
      const outcomes = await underAttack(() => Promise.all(Array.from({ length: 2000 }, one)), { maxSeconds: 30 });
      const ok = outcomes.filter((o) => o === 'ok').length;
      expect(ok).toBeGreaterThan(0);
      expect(ok).toBeLessThanOrEqual(GRAPHQL_BUDGET);
      expect(outcomes.filter((o) => o === 'limited').length).toBe(2000 - ok);
    } finally {
      await client.dispose();
    }
    // The socket spent the budget HTTP draws on too.
    const http = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    expect(http.status).toBe(429);
  });
});
