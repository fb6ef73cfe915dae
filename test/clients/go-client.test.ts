import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, TMP } from '../support/paths.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectExampleRun, readmeExample, readmeExampleOf } from './example-run.js';

const exec = promisify(execFile);
const CLIENT = join(ROOT, 'clients/go');

/** Issue 45, part 4: the Go client, generated from openapi.json, built and run by the system's Go 1.19. */
describe('the Go client', () => {
  let t: TestApp;
  let token: string;
  let dir: string;
  let goEnv: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 20 }));
    dir = await mkdtemp(join(TMP, 'go-'));
    // Go's caches in the test's folder, and no module download: the client requires nothing.
    goEnv = {
      ...process.env,
      GOPATH: join(dir, 'gopath'),
      GOCACHE: join(dir, 'gocache'),
      GOFLAGS: '-mod=mod',
      GOPROXY: 'off',
      GOTOOLCHAIN: 'local',
    } as Record<string, string>;
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is what generate.py makes of openapi.json today (npm run openapi:print regenerates it)', async () => {
    const out = join(dir, 'api.go');
    await exec('python3', [join(CLIENT, 'generate.py'), join(ROOT, 'openapi.json'), out]);
    expect(await readFile(out, 'utf8')).toBe(await readFile(join(CLIENT, 'api.go'), 'utf8'));
  });

  it('is gofmt-clean, vets clean and requires no module', async () => {
    const { stdout } = await exec('gofmt', ['-l', '.'], { cwd: CLIENT });
    expect(stdout).toBe('');
    await exec('go', ['vet', './...'], { cwd: CLIENT, env: goEnv, timeout: 120_000 });
    expect(await readFile(join(CLIENT, 'go.mod'), 'utf8')).not.toMatch(/require/);
  }, 180_000);

  it('builds the snippet of docs/integrations.md ("Go SDK") as it is', async () => {
    const docs = await readFile(join(ROOT, 'docs/integrations.md'), 'utf8');
    const section = docs.slice(docs.indexOf('## Go SDK'));
    const app = join(dir, 'docs-snippet');
    await mkdir(app);
    await writeFile(join(app, 'main.go'), readmeExampleOf(section, 'go'));
    await writeFile(join(app, 'go.mod'), 'module example\n\ngo 1.19\n');
    await exec('go', ['mod', 'edit', '-require=snapforge@v0.0.0', `-replace=snapforge=${CLIENT}`], {
      cwd: app,
      env: goEnv,
    });
    await exec('go', ['vet', '.'], { cwd: app, env: goEnv, timeout: 120_000 });
  }, 180_000);

  it("runs the README's example against the real server: a snap saved as PNG, a batch polled to its end, a 422", async () => {
    const app = join(dir, 'example');
    await mkdir(app);
    await writeFile(join(app, 'main.go'), await readmeExample(join(CLIENT, 'README.md'), 'go'));
    // The README's set-up line, as a reader runs it.
    await writeFile(join(app, 'go.mod'), 'module example\n\ngo 1.19\n');
    await exec('go', ['mod', 'edit', '-require=snapforge@v0.0.0', `-replace=snapforge=${CLIENT}`], {
      cwd: app,
      env: goEnv,
    });
    const { stdout } = await exec('go', ['run', '.'], {
      cwd: app,
      env: { ...goEnv, SNAPFORGE_URL: t.url, SNAPFORGE_TOKEN: token },
      timeout: 180_000,
    });
    await expectExampleRun(stdout, join(app, 'greeting.png'), t, token);
  }, 240_000);
});
