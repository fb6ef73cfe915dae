import { Validator } from '@seriousme/openapi-schema-validator';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderGreeting } from '../../clients/typescript/example.js';
import { clientTypes } from '../../rest-adapter/openapi/client-types.js';
import { printedOpenApi, restApiDocument } from '../../rest-adapter/openapi/rest-api-document.js';
import { outsideRoutes, routes } from '../../src/server/rest-route-index.js';
import { schema } from '../../src/server/schema.js';
import { openApiChecker } from '../support/openapi-responses.js';
import { ROOT } from '../support/paths.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const document = restApiDocument(schema, routes, outsideRoutes);
const check = openApiChecker(document);
const headers = (h: Record<string, string>) =>
  new Headers({
    'content-type': 'application/json; charset=utf-8',
    'x-request-uuid': '7a0c5a0e-4c43-4ad5-8f43-0e4c1b8a9f10',
    'x-ratelimit-limit': '60',
    'x-ratelimit-remaining': '59',
    ...h,
  });
const usage = {
  period_start_date: '2026-11-01T00:00:00.000Z',
  period_end_date: '2026-12-01T00:00:00.000Z',
  period_purchased_requests: 10,
  period_used_requests: 1,
  period_available_requests: 9,
};

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/**
 * Redocly's lint of openapi.json with its recommended rules, as `npx @redocly/cli lint openapi.json` runs it
 * (one run, about a second), each problem as `severity rule at pointer`. Nothing leaves the machine: telemetry and
 * the update notice are off.
 */
async function redoclyLint(): Promise<string[]> {
  const bin = join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
  // It exits 1 when it finds an error: the report is on stdout either way.
  const out = await promisify(execFile)(process.execPath, [bin, 'lint', 'openapi.json', '--format=json'], {
    cwd: ROOT,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
  }).catch((e: { stdout: string }) => e);
  const { problems } = JSON.parse(out.stdout) as { problems: LintProblem[] };
  return problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}`);
}

/**
 * The warnings of Redocly's recommended rules that the document keeps, each for its reason; any other problem
 * fails the test. (An error, such as `no-identical-paths` for two paths that differ only by a parameter's name,
 * which generators keyed by path collapse into one, is never accepted.)
 */
const ACCEPTED_LINT_WARNINGS = [
  // GET /openapi.json takes no token, no input and has no rate limit: it answers 200, or 500 on a fault.
  'warn operation-4xx-response at #/paths/~1api~1v1~1openapi.json/get/responses',
];

describe('the OpenAPI document', () => {
  it('is checked in as openapi.json (run `npm run openapi:print`)', async () => {
    expect(await readFile(resolve(ROOT, 'openapi.json'), 'utf8')).toBe(printedOpenApi(schema, routes, outsideRoutes));
  });

  it('gives the typed client its types, checked in as clients/typescript/schema.d.ts (run `npm run openapi:print`)', async () => {
    expect(await readFile(resolve(ROOT, 'clients/typescript/schema.d.ts'), 'utf8')).toBe(await clientTypes(document));
  });

  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result).toEqual({ valid: true });
    expect(document.openapi).toBe('3.1.0');
  });

  it("passes Redocly's lint (recommended rules): no error, no warning but the accepted ones", async () => {
    expect(await redoclyLint()).toEqual(ACCEPTED_LINT_WARNINGS);
  });

  it('documents every route of the router', () => {
    const documented = Object.entries(document.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    for (const r of routes) expect(documented).toContain(`${r.method} /api/v1${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented).toContain('get /api/v1/render/{templateUuid}.{format}');
  });
});

describe('the response checker every REST test runs', () => {
  it('passes a response the document describes', () => {
    expect(check({ method: 'GET', path: '/api/v1/usage', status: 200, headers: headers({}), body: usage })).toEqual([]);
  });

  it('fails on an undocumented field, status, header or media type, and on a missing header', () => {
    const at = { method: 'GET', path: '/api/v1/usage' };
    expect(check({ ...at, status: 200, headers: headers({}), body: { ...usage, secret: 1 } }).join()).toMatch(
      /must NOT have additional properties/,
    );
    expect(
      check({ ...at, status: 200, headers: headers({}), body: { ...usage, period_used_requests: '1' } }).join(),
    ).toMatch(/must be integer/);
    expect(check({ ...at, status: 418, headers: headers({}), body: {} }).join()).toMatch(
      /status 418 is not documented/,
    );
    expect(check({ ...at, status: 200, headers: headers({ 'x-debug': '1' }), body: usage }).join()).toMatch(
      /header x-debug is not documented/,
    );
    expect(
      check({ ...at, status: 200, headers: headers({ 'content-type': 'text/plain' }), body: usage }).join(),
    ).toMatch(/media type text\/plain/);
    const noId = headers({});
    noId.delete('x-request-uuid');
    expect(check({ ...at, status: 200, headers: noId, body: usage }).join()).toMatch(
      /header x-request-uuid is missing/,
    );
    expect(
      check({ method: 'PUT', path: '/api/v1/usage', status: 200, headers: headers({}), body: usage }).join(),
    ).toMatch(/no documented operation/);
  });
});

describe('served', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('at /api/v1/openapi.json without a token, the checked-in document', async () => {
    const res = await t.request('GET', '/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.text).toBe(await readFile(resolve(ROOT, 'openapi.json'), 'utf8'));
  });

  it("runs the README's typed client example", async () => {
    const { token } = await t.account();
    const mediaUrl = await renderGreeting(t.url, token);
    const file = await fetch(mediaUrl.replace('http://localhost:0', t.url));
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('with a reference page at /docs whose script is served here', async () => {
    const page = await fetch(`${t.url}/docs`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('/api/v1/openapi.json');
    const srcs = [...html.matchAll(/src="([^"]+)"/g)].map((m) => m[1]);
    expect(srcs).toEqual(['/docs/scalar.js']);
    const script = await fetch(`${t.url}/docs/scalar.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});
