import { cp, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_TEMPLATE, TMP } from '../support/paths.js';
import { cli, startServerProcess, type ServerProcess } from '../support/processes.js';

describe('logs', () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(TMP, 'logs-'));
    await cp(PGLITE_TEMPLATE, dataDir, { recursive: true });
    await cli(['account', 'create', '--email', 'seed@example.com', '--name', 'Seed'], { DATA_DIR: dataDir });
    server = await startServerProcess({ DATA_DIR: dataDir });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('are JSON lines, one per request with its request id, and never carry a token', async () => {
    const created = await cli(['account', 'create', '--email', 'secret@example.com', '--name', 'S'], {
      DATA_DIR: dataDir,
    });
    const { token } = JSON.parse(created.stdout);
    const res = await fetch(`${server.url}/api/v1/auth?token=${token}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    await fetch(`${server.url}/api/v1/templates`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{bad',
    });
    await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    await new Promise((r) => setTimeout(r, 200));
    const lines = server.output().trim().split('\n');
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(requests.map((r) => [r.method, r.path, r.status])).toEqual([
      ['GET', '/api/v1/auth', 200],
      ['POST', '/api/v1/templates', 400],
      ['POST', '/graphql', 200],
    ]);
    expect(requests[0].requestId).toBe(res.headers.get('x-request-uuid'));
    expect(server.output()).not.toContain(token);
    expect(server.output()).not.toContain(token.slice(4, 20));
  });
});
