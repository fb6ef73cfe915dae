import { once } from 'node:events';
import { chmod, cp, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_TEMPLATE, TMP } from '../support/paths.js';
import { cli, startServerProcess, type ServerProcess } from '../support/processes.js';
import { makePrivate } from '../../src/db/private-files.js';

// Issue 25, finding 7: 968 of the embedded database's 1,206 files were mode 0666 (token hashes,
// roles, credits, webhook secrets), and nothing looked at DATA_DIR's own mode.
const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

/** Every path under `dir` whose mode lets anyone but the owner in, with its mode. */
async function open(dir: string): Promise<string[]> {
  const paths = [dir, ...(await readdir(dir, { recursive: true })).map((p) => join(dir, p))];
  const out: string[] = [];
  for (const p of paths) {
    const s = await stat(p).catch(() => null);
    if (s && !s.isSocket() && s.mode & 0o077) out.push(`${p} ${(s.mode & 0o777).toString(8)}`);
  }
  return out;
}

describe('DATA_DIR is private', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(TMP, 'modes-'));
    await cp(PGLITE_TEMPLATE, dataDir, { recursive: true });
    // As an earlier version left it: the directory and the database readable and writable by anyone.
    for (const p of [dataDir, ...(await readdir(dataDir, { recursive: true })).map((p) => join(dataDir, p))]) {
      await chmod(p, (await stat(p)).isDirectory() ? 0o777 : 0o666);
    }
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a world-writable DATA_DIR is refused at start, naming the fix, and left as it is', async () => {
    const refused = await cli(['serve'], { DATA_DIR: dataDir, PORT: '0' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `snapforge: DATA_DIR ${dataDir} is writable by every user of this machine (mode 0777)`,
    );
    expect(refused.stderr).toContain('ALLOW_WORLD_WRITABLE_DATA_DIR=true');
    expect(await modeOf(dataDir)).toBe(0o777);
    expect(await modeOf(join(dataDir, 'pgdata'))).toBe(0o777);
  });

  it('with ALLOW_WORLD_WRITABLE_DATA_DIR=true a command runs, and makes the directory, the database and the key private; what the server stores after is private', async () => {
    const created = await cli(['account', 'create', '--email', 'modes@example.com', '--name', 'M', '--credits', '5'], {
      DATA_DIR: dataDir,
      ALLOW_WORLD_WRITABLE_DATA_DIR: 'true',
    });
    expect(created.code, created.stderr).toBe(0);
    expect(await open(dataDir)).toEqual([]);
    server = await startServerProcess({ DATA_DIR: dataDir, RENDER_THREADS: '1' });
    const token = JSON.parse(created.stdout).token;
    const headers = {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      'content-type': 'application/json',
    };
    const template = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        query: 'mutation { createTemplate(input: { title: "M", width: 100, height: 50 }) { uuid } }',
      }),
    }).then((r) => r.json());
    const snap = await fetch(`${server.url}/api/v1/snaps`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ template_id: template.data.createTemplate.uuid }),
    });
    expect(snap.status).toBe(201);
    const secret = await cli(['webhook-secret', 'show', '--email', 'modes@example.com'], { DATA_DIR: dataDir });
    expect(secret.code, secret.stderr).toBe(0);
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(join(dataDir, 'app.key'))).toBe(0o600);
    expect(await readdir(join(dataDir, 'files'), { recursive: true })).not.toEqual([]);
    // The socket PGlite shares with the CLI is the one path left to its library's mode; the directory already closes it.
    expect(await open(dataDir)).toEqual([]);
  }, 90_000);
});

describe('tightening a database another process is changing', () => {
  // A CLI command tightens DATA_DIR while a server or a second command may be writing in it: in CI a
  // usage error came out as a crash (exit 1) when a file vanished between the listing and its chmod.
  it('skips the files removed meanwhile and makes the rest private', async () => {
    const dir = await mkdtemp(join(TMP, 'vanishing-'));
    try {
      for (let round = 0; round < 5; round++) {
        const database = join(dir, `round-${round}`);
        const names = await spread(database, 2000);
        const removing = new Worker(
          `const { parentPort, workerData } = require('node:worker_threads');
           const { rmSync } = require('node:fs');
           parentPort.postMessage('ready');
           for (const p of workerData.reverse()) rmSync(p, { force: true });`,
          { eval: true, workerData: names },
        );
        await once(removing, 'message');
        makePrivate(database);
        await once(removing, 'exit');
        expect(await open(database)).toEqual([]);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** `count` files of mode 0666 in 0777 folders of 100 under `dir`, as PGlite leaves a new database; their paths. */
async function spread(dir: string, count: number): Promise<string[]> {
  const paths: string[] = [];
  await mkdir(dir);
  for (let i = 0; i < count; i++) {
    const folder = join(dir, `d${Math.floor(i / 100)}`);
    if (i % 100 === 0) await mkdir(folder, { mode: 0o777 }).then(() => chmod(folder, 0o777));
    paths.push(join(folder, `f${i}`));
    await writeFile(paths[i], '', { mode: 0o666 }).then(() => chmod(paths[i], 0o666));
  }
  return paths;
}
