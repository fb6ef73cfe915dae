import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, TMP } from '../support/paths.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const exec = promisify(execFile);
const CLIENT = join(ROOT, 'clients/python');

/** The README's first python block, as a reader would copy it. */
async function readmeExample() {
  const readme = await readFile(join(CLIENT, 'README.md'), 'utf8');
  const block = /```python\n([\s\S]*?)```/.exec(readme);
  expect(block).not.toBeNull();
  return block![1];
}

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
    await writeFile(script, await readmeExample());
    const { stdout } = await exec('python3', [script], {
      cwd: dir,
      env: { ...process.env, PYTHONPATH: CLIENT, SNAPFORGE_URL: t.url, SNAPFORGE_TOKEN: token },
      timeout: 90_000,
    });
    const lines = stdout.trim().split('\n');

    const [, snapId, status, bytes] = /^snap (\S+) (\S+) (\d+) bytes$/.exec(lines[0]) ?? [];
    expect(status).toBe('completed');
    const png = await readFile(join(dir, 'greeting.png'));
    expect(png.length).toBe(Number(bytes));
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([600, 300]);
    const stored = await t.request('GET', `/api/v1/snaps/${snapId}`, { token });
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ id: snapId, media_url: expect.stringMatching(/\.png$/) });

    const progress = lines.filter((l) => l.startsWith('batch '));
    expect(progress.at(-1)).toBe('batch completed: 3/3');
    for (const line of progress) expect(line).toMatch(/^batch (pending|processing|completed): [0-3]\/3$/);
    const items = lines.filter((l) => l.startsWith('item '));
    expect(items).toHaveLength(3);
    for (const item of items) expect(item).toMatch(/^item completed http\S+\.png$/);

    const direct = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: stored.body.template_id, variants: [{ layer: 'title', color: 'not-a-colour' }] },
    });
    expect(lines.at(-1)).toBe(`refused 422 ${direct.body.message}`);
  });
});
