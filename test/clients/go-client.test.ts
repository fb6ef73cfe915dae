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

  it('uploads a file (multipart), sends variants in the query and gives a 422 its field errors', async () => {
    const created = await t.request('POST', '/api/v1/templates', {
      token,
      body: {
        title: 'Go',
        width: 300,
        height: 100,
        layers: [{ layer: 'title', type: 'text', x: 0, y: 0, width: 300, height: 100, text: 'x' }],
      },
    });
    const app = join(dir, 'more');
    await mkdir(app);
    await writeFile(
      join(app, 'go.mod'),
      `module more\n\ngo 1.19\n\nrequire snapforge v0.0.0\n\nreplace snapforge => ${CLIENT}\n`,
    );
    await writeFile(
      join(app, 'main.go'),
      `package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"
	"sort"
	"strings"

	"snapforge"
)

func main() {
	ctx := context.Background()
	api := snapforge.New(os.Getenv("SNAPFORGE_URL"), os.Getenv("SNAPFORGE_TOKEN"))
	photo, err := os.ReadFile(os.Args[1])
	if err != nil {
		log.Fatal(err)
	}
	media, err := api.UploadMedia(ctx, &snapforge.Form{Files: []snapforge.FormFile{{Field: "file", Name: "photo.jpg", ContentType: "image/jpeg", Data: photo}}})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("media", media.FileName, strings.HasPrefix(media.Src, "http"))
	html, err := api.PreviewSnap(ctx, os.Args[2], &snapforge.PreviewSnapOptions{Variants: []map[string]any{{"layer": "title", "text": "Preview from Go"}}})
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("preview.html", html, 0o644); err != nil {
		log.Fatal(err)
	}
	_, err = api.CreateTemplate(ctx, &snapforge.CreateTemplateRequest{Title: "Bad", Width: snapforge.Ptr(-5), Height: snapforge.Ptr(100)})
	var refusal *snapforge.APIError
	if !errors.As(err, &refusal) {
		log.Fatal("not refused: ", err)
	}
	var fields []string
	for field := range refusal.Errors {
		fields = append(fields, field)
	}
	sort.Strings(fields)
	fmt.Println("refused", refusal.Status, strings.Join(fields, ","))
}
`,
    );
    const photo = join(ROOT, 'test/fixtures/render/photo.jpg');
    const { stdout } = await exec('go', ['run', '.', photo, created.body.data.uuid], {
      cwd: app,
      env: { ...goEnv, SNAPFORGE_URL: t.url, SNAPFORGE_TOKEN: token },
      timeout: 180_000,
    });
    const direct = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Bad', width: -5, height: 100 },
    });
    expect(direct.status).toBe(422);
    // The preview page is the one the same query string gives: the variants went as variants[0][key]=value.
    const query = 'variants[0][layer]=title&variants[0][text]=Preview%20from%20Go';
    const page = await t.request('GET', `/api/v1/snaps/preview?template_id=${created.body.data.uuid}&${query}`, {
      token,
    });
    const plain = await t.request('GET', `/api/v1/snaps/preview?template_id=${created.body.data.uuid}`, { token });
    expect(page.status).toBe(200);
    expect(page.text).not.toBe(plain.text);
    expect(await readFile(join(app, 'preview.html'), 'utf8')).toBe(page.text);
    expect(stdout.trim().split('\n')).toEqual([
      'media photo.jpg true',
      `refused 422 ${Object.keys(direct.body.errors).sort().join(',')}`,
    ]);
  }, 240_000);

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
