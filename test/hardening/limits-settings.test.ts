import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_TEMPLATE, TMP } from '../support/paths.js';
import { cli, freePort } from '../support/processes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const ALLOWED = 'https://app.example.com';

describe('CORS_ORIGINS, GRAPHQL_TIMEOUT_MS and the /graphql body limit', () => {
  let t: TestApp;
  let open: TestApp;
  let token: string;
  beforeAll(async () => {
    [t, open] = await Promise.all([
      startTestApp('pglite', { CORS_ORIGINS: `${ALLOWED}, https://admin.example.com/`, GRAPHQL_TIMEOUT_MS: '10' }),
      startTestApp('pglite'),
    ]);
    ({ token } = await t.account());
  }, 90_000);
  afterAll(() => Promise.all([t?.close(), open?.close()]));

  const preflight = (app: TestApp, path: string, origin: string) =>
    fetch(`${app.url}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('by default no origin gets CORS headers, on /graphql and /api/v1 alike (Yoga no longer echoes any origin)', async () => {
    for (const path of ['/graphql', '/api/v1/templates']) {
      const pre = await preflight(open, path, 'https://evil.example');
      expect(pre.headers.get('access-control-allow-origin')).toBeNull();
      expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
      const get = await fetch(`${open.url}${path}`, { headers: { origin: 'https://evil.example' } });
      expect(get.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('a listed origin may call with credentials; any other origin gets nothing back', async () => {
    for (const path of ['/graphql', '/api/v1/templates']) {
      const pre = await preflight(t, path, ALLOWED);
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe(ALLOWED);
      expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
      expect(pre.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
      const evil = await preflight(t, path, 'https://evil.example');
      expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    }
    const admin = await preflight(t, '/graphql', 'https://admin.example.com');
    expect(admin.headers.get('access-control-allow-origin')).toBe('https://admin.example.com');
  });

  it('an operation over GRAPHQL_TIMEOUT_MS is answered with TIMEOUT when its budget is spent', async () => {
    const template = (
      await t.graphql(
        'mutation { createTemplate(input: { title: "T", width: 1200, height: 1200 }) { uuid } }',
        {},
        token,
      )
    ).data.createTemplate.uuid;
    const started = performance.now();
    // A preview renders and encodes a 1200 x 1200 PNG: far longer than 10 ms.
    const r = await t.graphql(`{ preview(templateId: "${template}") { image } }`, {}, token);
    expect(r.data).toBeUndefined();
    expect(r.errors).toEqual([
      expect.objectContaining({
        message: 'The operation took longer than 10 ms (GRAPHQL_TIMEOUT_MS) and was stopped.',
        extensions: { code: 'TIMEOUT', timeoutMs: 10 },
      }),
    ]);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('documents deeper than 10 levels or with more than 20 directives are refused before anything runs', async () => {
    // No real path of the schema nests that deep: the limit is counted on the document, whatever its fields.
    const nest = (levels: number) => `{ me ${'{ f '.repeat(levels - 2)}{ email }${' }'.repeat(levels - 2)} }`;
    const tooDeep = await t.graphql(nest(11), {}, token);
    expect(tooDeep.data).toBeUndefined();
    expect(tooDeep.errors.map((e: { message: string }) => e.message)).toContain(
      'Syntax Error: Query depth limit of 10 exceeded, found 11.',
    );
    expect((await t.graphql(nest(10), {}, token)).errors.map((e: { message: string }) => e.message).join()).not.toMatch(
      /depth limit/,
    );
    const directives = await t.graphql(`{ me { email ${'@include(if: true) '.repeat(21)} } }`, {}, token);
    expect(directives.data).toBeUndefined();
    expect(directives.errors[0].message).toBe('Syntax Error: Directives limit of 20 exceeded, found 21.');
  });

  it('a /graphql JSON body over 4 MB: 413 with a GraphQL error, before it is parsed', async () => {
    const body = JSON.stringify({ query: '{ me { email } }', variables: { pad: 'x'.repeat(4 * 1024 * 1024) } });
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      errors: [{ message: 'The request body is larger than 4 MB.', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    // Just under it is parsed and run.
    const fits = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ me { email } }', variables: { pad: 'x'.repeat(3 * 1024 * 1024) } }),
    });
    expect((await fits.json()).data.me.email).toMatch(/@example.com$/);
  });
});

describe('start-up on a port already in use', () => {
  let blocker: Server;
  let port: number;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(TMP, 'port-'));
    await cp(PGLITE_TEMPLATE, dataDir, { recursive: true });
    port = await freePort();
    blocker = createServer();
    await new Promise<void>((r) => blocker.listen(port, '127.0.0.1', () => r()));
  });
  afterAll(async () => {
    await new Promise((r) => blocker?.close(r));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops with one line naming PORT, a non-zero exit code, and no pid or socket file left', async () => {
    const r = await cli(['serve'], { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    expect(r.code).not.toBe(0);
    expect(r.stderr.trim().split('\n')).toEqual([
      `snapforge: PORT ${port} is already in use: another process listens on 127.0.0.1:${port}; stop it or set PORT to a free port.`,
    ]);
    // The database was open (pid and socket files written) when listening failed: both are gone.
    const left = await readdir(dataDir);
    expect(left).toContain('pgdata');
    expect(left.filter((f) => f === 'snapforge.pid' || f.startsWith('.s.PGSQL'))).toEqual([]);
  }, 60_000);

  it('a worker whose OPS_PORT is taken stops the same way, naming OPS_PORT', async () => {
    const r = await cli(['worker'], {
      DATA_DIR: dataDir,
      OPS_PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL: 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `snapforge-port-${process.pid}`,
    });
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      `snapforge: OPS_PORT ${port} is already in use: another process listens on 127.0.0.1:${port}; stop it or set OPS_PORT to a free port.`,
    ]);
    expect((await readdir(dataDir)).filter((f) => f === 'snapforge.pid' || f.startsWith('.s.PGSQL'))).toEqual([]);
  }, 60_000);
});
