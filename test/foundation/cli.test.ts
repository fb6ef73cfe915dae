import { chmod, cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_TEMPLATE, TMP } from '../support/paths.js';
import { cli, freePort, startServerProcess, type ServerProcess } from '../support/processes.js';
import { createTestDatabase, POSTGRES_AVAILABLE } from '../support/postgres.js';
import { waitFor } from '../support/wait.js';

const get = (url: string, token: string) =>
  fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });

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
    const r = await cli(['account', 'create', '--email', 'Ops@Example.com', '--name', 'Ops', '--credits', '7'], {
      DATA_DIR: dataDir,
    });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({
      email: 'ops@example.com',
      name: 'Ops',
      company: null,
      token: expect.stringMatching(/^sfp_/),
      abilities: ['api_requests'],
      credits: 7,
    });
  });

  it('refuses a second account with the same e-mail, and bad arguments, with a message and a non-zero code', async () => {
    // Independent processes, run side by side: the usage errors are refused before the database opens.
    const [dup, missing, badAmount] = await Promise.all([
      cli(['account', 'create', '--email', 'ops@example.com', '--name', 'Again'], { DATA_DIR: dataDir }),
      cli(['account', 'create', '--name', 'No mail'], { DATA_DIR: dataDir }),
      cli(['credits', 'add', '--email', 'ops@example.com', '--amount', 'ten'], { DATA_DIR: dataDir }),
    ]);
    expect(dup.code).toBe(1);
    expect(dup.stderr).toContain('already exists');
    expect(missing.code).toBe(64);
    expect(missing.stderr).toContain('--email is required');
    expect(badAmount.code).toBe(64);
    // A usage error shows the usage of the command it was in, not every command's.
    expect(missing.stderr).toMatch(
      /^snapforge: --email is required\n\nsnapforge account create\n\n {2}account create --email E/,
    );
    expect(badAmount.stderr).toContain('  credits add --email E --amount N');
    for (const r of [missing, badAmount]) expect(r.stderr).not.toContain('token create');
  });

  it('works while the server runs: a new account, its token and its credits are live at once', async () => {
    server = await startServerProcess({ DATA_DIR: dataDir });
    const created = await cli(
      ['account', 'create', '--email', 'live@example.com', '--name', 'Live', '--company', 'Live Co', '--credits', '2'],
      { DATA_DIR: dataDir },
    );
    expect(created.code).toBe(0);
    const { token } = JSON.parse(created.stdout);
    const auth = await (await get(`${server.url}/api/v1/auth`, token)).json();
    expect(auth).toEqual({ data: { email: 'live@example.com', name: 'Live', company: 'Live Co' } });

    const added = await cli(['credits', 'add', '--email', 'live@example.com', '--amount', '40'], { DATA_DIR: dataDir });
    expect(JSON.parse(added.stdout)).toEqual({ email: 'live@example.com', added: 40, balance: 42 });
    const usage = await (await get(`${server.url}/api/v1/usage`, token)).json();
    expect(usage).toMatchObject({ period_purchased_requests: 42, period_available_requests: 42 });

    const weak = await cli(['token', 'create', '--email', 'live@example.com', '--abilities', ''], {
      DATA_DIR: dataDir,
    });
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
    const collection = await cli(
      ['collection', 'create', '--email', 'live@example.com', '--name', 'Set', '--templates', tpl.data.uuid],
      { DATA_DIR: dataDir },
    );
    expect(JSON.parse(collection.stdout)).toEqual({ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const unknown = await cli(
      ['collection', 'create', '--email', 'live@example.com', '--name', 'Bad', '--templates', 'nope'],
      { DATA_DIR: dataDir },
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('not in your account: nope');

    const shown = JSON.parse(
      (await cli(['webhook-secret', 'show', '--email', 'live@example.com'], { DATA_DIR: dataDir })).stdout,
    );
    expect(shown.webhook_secret).toMatch(/^whsec_/);
    const rotated = JSON.parse(
      (await cli(['webhook-secret', 'rotate', '--email', 'live@example.com'], { DATA_DIR: dataDir })).stdout,
    );
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
      const a = await cli(['account', 'create', '--email', 'pg@example.com', '--name', 'PG', '--role', 'viewer'], {
        DATABASE_URL: url,
      });
      expect(JSON.parse(a.stdout)).toMatchObject({ email: 'pg@example.com', role: 'viewer' });
    } finally {
      await drop();
    }
  });
});

describe('snapforge CLI: help, the settings file, a missing database (issue 31, part 7)', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  /** Where the server listens: the settings file's PORT. */
  let serverUrl: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(TMP, 'cli-settings-'));
    await cp(PGLITE_TEMPLATE, dataDir, { recursive: true });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("--help, -h and help print the usage with exit 0; a command's --help prints that command", async () => {
    // None of these opens the database: the processes run side by side.
    const usages = [['--help'], ['-h'], ['help']];
    const [renderUrl, token, create, unknown, unknownSub, ...general] = await Promise.all(
      [
        ['render-url', '--help'],
        ['help', 'token'],
        ['token', 'create', '-h'],
        ['render-url', '--nope'],
        ['token', 'frob'],
        ...usages,
      ].map((args) => cli(args, { DATA_DIR: dataDir })),
    );
    for (const [i, r] of general.entries()) {
      expect([r.code, r.stderr], usages[i].join(' ')).toEqual([0, '']);
      expect(r.stdout).toContain('snapforge <command>');
      expect(r.stdout).toContain('token revoke --email E --id N');
    }
    expect(renderUrl.code).toBe(0);
    expect(renderUrl.stdout).toContain('render-url --email E --template UUID');
    expect(renderUrl.stdout).not.toContain('token create');
    expect(token.stdout.match(/^ {2}token (create|list|revoke)/gm)).toEqual([
      '  token create',
      '  token list',
      '  token revoke',
    ]);
    expect(create.stdout).toContain('token create --email E [--name N]');
    expect(create.stdout).not.toContain('token list');
    expect(unknown.code).toBe(64);
    expect(unknown.stderr).toMatch(/^snapforge: Unknown option '--nope'\n\nsnapforge render-url\n/);
    expect(unknown.stderr).not.toContain('token create');
    // An unknown second word: the noun's commands.
    expect(unknownSub.code).toBe(64);
    expect(unknownSub.stderr.match(/^ {2}\S+ \S+/gm)).toEqual(['  token create', '  token list', '  token revoke']);
  });

  it('refuses to start a database where none exists unless told to, and then starts one', async () => {
    const empty = await mkdtemp(join(TMP, 'cli-empty-'));
    try {
      const r = await cli(['credits', 'add', '--email', 'x@example.com', '--amount', '5'], { DATA_DIR: empty });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`No database in ${empty} (DATA_DIR)`);
      expect(r.stderr).toContain('--create');
      expect(await readdir(empty)).toEqual([]);
      const made = await cli(['account', 'create', '--email', 'first@example.com', '--name', 'First', '--create'], {
        DATA_DIR: empty,
      });
      expect(made.code).toBe(0);
      const added = await cli(['credits', 'add', '--email', 'first@example.com', '--amount', '5'], { DATA_DIR: empty });
      expect(JSON.parse(added.stdout)).toMatchObject({ balance: 5 });
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  }, 120_000);

  it('reads DATA_DIR/snapforge.config as the server does: a studio link made without PORT in the environment signs in', async () => {
    const port = await freePort();
    await writeFile(
      join(dataDir, 'snapforge.config'),
      `# the server's settings\nPORT=${port}\nHOST=127.0.0.1\nPUBLIC_URL="http://127.0.0.1:${port}"\n`,
      { mode: 0o600 },
    );
    // PORT and HOST emptied: the server takes them from the file, as the CLI below does.
    server = await startServerProcess({ DATA_DIR: dataDir, PORT: '', HOST: '' });
    serverUrl = `http://127.0.0.1:${port}`;
    expect(server.url).not.toBe(serverUrl);
    await cli(['account', 'create', '--email', 'file@example.com', '--name', 'File'], { DATA_DIR: dataDir });
    const r = await cli(['studio-link', '--email', 'file@example.com'], { DATA_DIR: dataDir });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout.trim()).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/studio/auth/link\\?token=sfl_`));
    const signIn = await fetch(r.stdout.trim(), { redirect: 'manual' });
    expect([signIn.status, signIn.headers.get('location')]).toEqual([302, '/studio']);

    // Without the file's PUBLIC_URL or PORT, a printed URL says it guessed.
    await writeFile(join(dataDir, 'snapforge.config'), 'LOG_LEVEL=silent\n', { mode: 0o600 });
    const guessed = await cli(['studio-link', '--email', 'file@example.com'], {
      DATA_DIR: dataDir,
      PORT: '',
      PUBLIC_URL: '',
    });
    expect(guessed.stderr).toContain('neither PUBLIC_URL nor PORT is set');
    await writeFile(join(dataDir, 'snapforge.config'), 'PORT=none\n', { mode: 0o600 });
    const bad = await cli(['token', 'list', '--email', 'file@example.com'], { DATA_DIR: dataDir, PORT: '' });
    expect([bad.code, bad.stderr]).toEqual([
      1,
      expect.stringContaining(`Invalid PORT="none" (in ${join(dataDir, 'snapforge.config')})`),
    ]);
    // A file other users may write could point every command at another database: refused.
    await chmod(join(dataDir, 'snapforge.config'), 0o666);
    const open = await cli(['token', 'list', '--email', 'file@example.com'], { DATA_DIR: dataDir });
    expect([open.code, open.stderr]).toEqual([1, expect.stringContaining('is owned or writable by another user')]);
    await chmod(join(dataDir, 'snapforge.config'), 0o600);
  }, 120_000);

  it('token create, list and revoke; credits unlimited and limited', async () => {
    const env = { DATA_DIR: dataDir, PORT: '' };
    await writeFile(join(dataDir, 'snapforge.config'), '', { mode: 0o600 });
    const made = JSON.parse(
      (await cli(['token', 'create', '--email', 'file@example.com', '--name', 'deploys', '--role', 'editor'], env))
        .stdout,
    );
    expect(made).toMatchObject({
      token: expect.stringMatching(/^sfp_/),
      name: 'deploys',
      role: 'editor',
      prefix: made.token.slice(0, 12),
    });
    const tooHigh = await cli(['token', 'create', '--email', 'file@example.com', '--role', 'root'], env);
    expect([tooHigh.code, tooHigh.stderr]).toEqual([
      1,
      expect.stringContaining('The selected role is invalid. Valid values: owner, admin, editor, viewer.'),
    ]);
    const { keys } = JSON.parse((await cli(['token', 'list', '--email', 'file@example.com'], env)).stdout);
    expect(keys.map((k: { name: string; role: string }) => [k.name, k.role])).toEqual([
      ['deploys', 'editor'],
      ['cli', 'owner'],
    ]);
    expect(JSON.stringify(keys)).not.toContain(made.token);
    const revoked = JSON.parse(
      (await cli(['token', 'revoke', '--email', 'file@example.com', '--id', String(made.id)], env)).stdout,
    );
    expect(revoked.revoked).toMatchObject({ id: made.id, revokedAt: expect.any(String) });
    expect((await get(`${serverUrl}/api/v1/auth`, made.token)).status).toBe(401);

    const unlimited = JSON.parse((await cli(['credits', 'unlimited', '--email', 'file@example.com'], env)).stdout);
    expect(unlimited).toEqual({ email: 'file@example.com', unlimited: true, balance: 2147483647 });
    const limited = JSON.parse((await cli(['credits', 'limited', '--email', 'file@example.com'], env)).stdout);
    expect(limited).toEqual({ email: 'file@example.com', unlimited: false, balance: 0 });
  }, 120_000);
});

describe.skipIf(!POSTGRES_AVAILABLE)('snapforge serve on an empty PostgreSQL database', () => {
  it('prints how to create the first account, or creates it from SNAPFORGE_ADMIN_EMAIL with a sign-in link', async () => {
    const { url, drop } = await createTestDatabase();
    const dataDir = await mkdtemp(join(TMP, 'cli-first-'));
    let server: ServerProcess | undefined;
    try {
      server = await startServerProcess({ DATABASE_URL: url, DATA_DIR: dataDir, START_WORKERS: 'false' });
      await waitFor(() => server!.output().includes('has no account yet'), 10_000, 'the first-account hint');
      expect(server.output()).toContain('npx snapforge account create --email');
      await server.stop();
      server = await startServerProcess({
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        START_WORKERS: 'false',
        SNAPFORGE_ADMIN_EMAIL: 'Admin@Example.com',
        PUBLIC_URL: 'http://snapforge.test',
      });
      await waitFor(
        () => server!.output().includes('http://snapforge.test/studio/auth/link?token=sfl_'),
        10_000,
        'the sign-in link',
      );
      expect(server.output()).toContain('The first account was created for admin@example.com');
      expect(server.output()).not.toMatch(/sfp_/);
      const link = /http:\/\/snapforge\.test(\/studio\/auth\/link\?token=sfl_[\w-]+)/.exec(server.output())![1];
      const signIn = await fetch(server.url + link, { redirect: 'manual' });
      expect(signIn.headers.get('location')).toBe('/studio');
    } finally {
      await server?.stop();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
