import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, TMP } from '../support/paths.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectExampleRun, readmeExample } from './example-run.js';

const exec = promisify(execFile);
const CLIENT = join(ROOT, 'clients/python');

/** Issue 45, part 4: the Python client, generated from openapi.json, run by the system's python3. */
describe('the Python client', () => {
  let t: TestApp;
  let token: string;
  let dir: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 20 }));
    dir = await mkdtemp(join(TMP, 'python-'));
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is what generate.py makes of openapi.json today (npm run openapi:print regenerates it)', async () => {
    const out = join(dir, 'client.py');
    await exec('python3', [join(CLIENT, 'generate.py'), join(ROOT, 'openapi.json'), out]);
    expect(await readFile(out, 'utf8')).toBe(await readFile(join(CLIENT, 'snapforge_client/client.py'), 'utf8'));
  });

  it("runs the README's example against the real server: a snap saved as PNG, a batch polled to its end, a 422", async () => {
    const script = join(dir, 'example.py');
    await writeFile(script, await readmeExample(join(CLIENT, 'README.md'), 'python'));
    const { stdout } = await exec('python3', [script], {
      cwd: dir,
      env: { ...process.env, PYTHONPATH: CLIENT, SNAPFORGE_URL: t.url, SNAPFORGE_TOKEN: token },
      timeout: 90_000,
    });
    await expectExampleRun(stdout, join(dir, 'greeting.png'), t, token);
  });
});
