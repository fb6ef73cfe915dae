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
    [t, open] = await Promise.all([startTestApp('pglite', { CORS_ORIGINS: `${ALLOWED}, https://admin.example.com/`, GRAPHQL_TIMEOUT_MS: '10' }), startTestApp('pglite')]);
    ({ token } = await t.account());
  }, 90_000);
  afterAll(() => Promise.all([t?.close(), open?.close()]));

  const preflight = (app: TestApp, path: string, origin: string) =>
    fetch(`${app.url}${path}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } });

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
    const template = (await t.graphql('mutation { createTemplate(input: { title: "T", width: 1200, height: 1200 }) { uuid } }', {}, token)).data.createTemplate.uuid;
    const started = performance.now();
    // A preview renders and encodes a 1200 x 1200 PNG: far longer than 10 ms.
    const r = await t.graphql(`{ preview(templateId: "${template}") { image } }`, {}, token);
    expect(r.data).toBeUndefined();
    expect(r.errors).toEqual([expect.objectContaining({ message: 'The operation took longer than 10 ms (GRAPHQL_TIMEOUT_MS) and was stopped.', extensions: { code: 'TIMEOUT', timeoutMs: 10 } })]);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('a /graphql JSON body over 4 MB: 413 with a GraphQL error, before it is parsed', async () => {
    const body = JSON.stringify({ query: '{ me { email } }', variables: { pad: 'x'.repeat(4 * 1024 * 1024) } });
    const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ errors: [{ message: 'The request body is larger than 4 MB.', extensions: { code: 'BAD_USER_INPUT' } }] });
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
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(TMP, 'port-'));
    await cp(PGLITE_TEMPLATE, dataDir, { recursive: true });
  });
  afterAll(async () => {
    await new Promise((r) => blocker?.close(r));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops with one line naming PORT, a non-zero exit code, and no pid or socket file left', async () => {
    const port = await freePort();
    blocker = createServer();
    await new Promise<void>((r) => blocker.listen(port, '127.0.0.1', () => r()));
    const r = await cli(['serve'], { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    expect(r.code).not.toBe(0);
    expect(r.stderr.trim().split('\n')).toEqual([`snapforge: PORT ${port} is already in use: another process listens on 127.0.0.1:${port}; stop it or set PORT to a free port.`]);
    // The database was open (pid and socket files written) when listening failed: both are gone.
    const left = await readdir(dataDir);
    expect(left).toContain('pgdata');
    expect(left.filter((f) => f === 'snapforge.pid' || f.startsWith('.s.PGSQL'))).toEqual([]);
  }, 60_000);
});
