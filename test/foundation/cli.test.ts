import { cp, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_TEMPLATE, TMP } from '../support/paths.js';
import { cli, startServerProcess, type ServerProcess } from '../support/processes.js';
import { createTestDatabase, POSTGRES_AVAILABLE } from '../support/postgres.js';

const get = (url: string, token: string) => fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });

describe('snapforge CLI on the embedded database, with the server stopped and running', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(TMP, 'cli-'));
    await cp(PGLITE_TEMPLATE, dataDir, { recursive: true });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('account create prints one JSON object with the token; company defaults to null', async () => {
    const r = await cli(['account', 'create', '--email', 'Ops@Example.com', '--name', 'Ops', '--credits', '7'], { DATA_DIR: dataDir });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ email: 'ops@example.com', name: 'Ops', company: null, token: expect.stringMatching(/^sfp_/), abilities: ['api_requests'], credits: 7 });
  });

  it('refuses a second account with the same e-mail, and bad arguments, with a message and a non-zero code', async () => {
    const dup = await cli(['account', 'create', '--email', 'ops@example.com', '--name', 'Again'], { DATA_DIR: dataDir });
    expect(dup.code).toBe(1);
    expect(dup.stderr).toContain('already exists');
    const missing = await cli(['account', 'create', '--name', 'No mail'], { DATA_DIR: dataDir });
    expect(missing.code).toBe(64);
    expect(missing.stderr).toContain('--email is required');
    expect((await cli(['credits', 'add', '--email', 'ops@example.com', '--amount', 'ten'], { DATA_DIR: dataDir })).code).toBe(64);
  });

  it('works while the server runs: a new account, its token and its credits are live at once', async () => {
    server = await startServerProcess({ DATA_DIR: dataDir });
    const created = await cli(['account', 'create', '--email', 'live@example.com', '--name', 'Live', '--company', 'Live Co', '--credits', '2'], { DATA_DIR: dataDir });
    expect(created.code).toBe(0);
    const { token } = JSON.parse(created.stdout);
    const auth = await (await get(`${server.url}/api/v1/auth`, token)).json();
    expect(auth).toEqual({ data: { email: 'live@example.com', name: 'Live', company: 'Live Co' } });

    const added = await cli(['credits', 'add', '--email', 'live@example.com', '--amount', '40'], { DATA_DIR: dataDir });
    expect(JSON.parse(added.stdout)).toEqual({ email: 'live@example.com', added: 40, balance: 42 });
    const usage = await (await get(`${server.url}/api/v1/usage`, token)).json();
    expect(usage).toMatchObject({ period_purchased_requests: 42, period_available_requests: 42 });

    const weak = await cli(['token', 'create', '--email', 'live@example.com', '--abilities', ''], { DATA_DIR: dataDir });
    const weakToken = JSON.parse(weak.stdout);
    expect(weakToken).toMatchObject({ email: 'live@example.com', abilities: [] });
    const denied = await get(`${server.url}/api/v1/auth`, weakToken.token);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ message: 'Invalid ability provided.' });

    const tpl = await (
      await fetch(`${server.url}/api/v1/templates`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'T', width: 10, height: 10 }),
      })
    ).json();
    const collection = await cli(['collection', 'create', '--email', 'live@example.com', '--name', 'Set', '--templates', tpl.data.uuid], { DATA_DIR: dataDir });
    expect(JSON.parse(collection.stdout)).toEqual({ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const unknown = await cli(['collection', 'create', '--email', 'live@example.com', '--name', 'Bad', '--templates', 'nope'], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('not in your account: nope');

    const shown = JSON.parse((await cli(['webhook-secret', 'show', '--email', 'live@example.com'], { DATA_DIR: dataDir })).stdout);
    expect(shown.webhook_secret).toMatch(/^whsec_/);
    const rotated = JSON.parse((await cli(['webhook-secret', 'rotate', '--email', 'live@example.com'], { DATA_DIR: dataDir })).stdout);
    expect(rotated.webhook_secret).toMatch(/^whsec_/);
    expect(rotated.webhook_secret).not.toBe(shown.webhook_secret);
  }, 180_000);

  it('migrate reports nothing pending on a migrated database', async () => {
    await server?.stop();
    server = undefined;
    const r = await cli(['migrate'], { DATA_DIR: dataDir });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ applied: [] });
  });
});

describe.skipIf(!POSTGRES_AVAILABLE)('snapforge CLI on PostgreSQL', () => {
  it('migrates an empty database, then creates accounts there', async () => {
    const { url, drop } = await createTestDatabase();
    try {
      const m = await cli(['migrate'], { DATABASE_URL: url });
      expect(JSON.parse(m.stdout).applied.length).toBeGreaterThan(0);
      const a = await cli(['account', 'create', '--email', 'pg@example.com', '--name', 'PG', '--role', 'viewer'], { DATABASE_URL: url });
      expect(JSON.parse(a.stdout)).toMatchObject({ email: 'pg@example.com', role: 'viewer' });
    } finally {
      await drop();
    }
  });
});
