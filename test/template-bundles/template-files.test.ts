import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONT_CARD, fontCardLayer, OCRB_TTF } from '../fonts/font-files.js';
import { ROOT, TMP } from '../support/paths.js';
import { cli } from '../support/processes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const upload = async (t: TestApp, path: string, token: string, name: string, bytes: Buffer, type: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${t.url}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as any;
};

/** Every file under `dir`, by relative path, with its bytes. */
async function tree(dir: string): Promise<Record<string, Buffer>> {
  const out: Record<string, Buffer> = {};
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (e.isFile()) out[join(e.parentPath, e.name).slice(dir.length + 1)] = await readFile(join(e.parentPath, e.name));
  return out;
}

/** A template's render as raw RGBA pixels (a snap through the API). */
async function pixels(t: TestApp, token: string, template_id: string): Promise<Buffer> {
  const snap = await t.request('POST', '/api/v1/snaps', { token, body: { template_id } });
  expect(snap.status, snap.text).toBe(201);
  const png = Buffer.from(await (await fetch(t.url + new URL(snap.body.media_url).pathname)).arrayBuffer());
  return sharp(png).ensureAlpha().raw().toBuffer();
}

/** Template uuid by title and version, and stored rows, of one server's account. */
async function state(t: TestApp) {
  const p = t.app.services.database.prisma;
  // By title, then age: push creates a folder's templates in folder order, which need not be the first server's.
  const templates = (await p.template.findMany({ orderBy: { id: 'asc' } })).sort((a, b) =>
    a.title.localeCompare(b.title),
  );
  return {
    templates: templates.map((x) => ({ uuid: x.uuid, title: x.title, version: x.version, updatedAt: x.updatedAt })),
    versions: await p.templateVersion.count(),
    media: await p.media.count(),
    fonts: await p.accountFont.count(),
  };
}

/** Server one's templates, pulled, pushed to an empty server two, pulled again: the same folder, byte for byte. */
// Each step runs the CLI as child processes, several seconds apiece on a busy machine.
describe('template files: snapforge pull and push', { timeout: 120_000 }, () => {
  let one: TestApp;
  let two: TestApp;
  let envOne: Record<string, string>;
  let envTwo: Record<string, string>;
  let work: string;

  beforeAll(async () => {
    [one, two] = await Promise.all([
      startTestApp('pglite', { PUBLIC_URL: 'https://one.example.test' }),
      startTestApp('pglite', { PUBLIC_URL: 'https://two.example.test' }),
    ]);
    const [a, b] = await Promise.all([one.account({ credits: 50 }), two.account({ credits: 50 })]);
    envOne = { SNAPFORGE_URL: one.url, SNAPFORGE_TOKEN: a.token };
    envTwo = { SNAPFORGE_URL: two.url, SNAPFORGE_TOKEN: b.token };
    work = await mkdtemp(join(TMP, 'template-files-'));
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d4ed8' } })
      .composite([
        { input: { create: { width: 20, height: 20, channels: 3, background: '#f59e0b' } }, left: 8, top: 8 },
      ])
      .png()
      .toBuffer();
    const media = await upload(one, '/media', a.token, 'team-photo.png', photo, 'image/png');
    await upload(one, '/fonts', a.token, 'ocrb.ttf', OCRB_TTF, 'font/ttf');
    const create = async (title: string, layers: object[]) => {
      const res = await one.request('POST', '/api/v1/templates', {
        token: a.token,
        body: { title, ...FONT_CARD, layers },
      });
      expect(res.status, res.text).toBe(201);
    };
    const photoLayer = { layer: 'photo', type: 'image', x: 0, y: 0, width: 320, height: 60, image_url: media.src };
    await create('Ticket (OCR-B)', [photoLayer, { ...fontCardLayer('OCRB'), y: 60, height: 60 }]);
    await create('Card', [
      { layer: 'title', type: 'text', x: 10, y: 10, width: 300, height: 50, text: 'Hello', color: '#b91c1c' },
    ]);
    await create('Card', [{ ...photoLayer, width: 160 }]);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('pull writes one readable file per template, images and fonts beside them named by their SHA-256', async () => {
    const r = await cli(['pull', join(work, 'a')], envOne);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('pulled 3 templates');
    const files = await tree(join(work, 'a'));
    const names = Object.keys(files).sort();
    expect(names.filter((n) => n.endsWith('template.json'))).toEqual([
      'card-2/template.json',
      'card/template.json',
      'ticket-ocr-b/template.json',
    ]);
    for (const n of names.filter((x) => /^(media|fonts)\//.test(x)))
      expect(n).toContain(createHash('sha256').update(files[n]).digest('hex'));
    expect(names.filter((n) => n.startsWith('media/'))).toHaveLength(1);
    expect(names.filter((n) => n.startsWith('fonts/'))).toHaveLength(1);
    const ticket = files['ticket-ocr-b/template.json'].toString();
    const parsed = JSON.parse(ticket);
    expect(Object.keys(parsed)).toEqual([
      'format',
      'version',
      'title',
      'size',
      'width',
      'height',
      'background_color',
      'fonts',
      'layers',
    ]);
    expect(parsed.fonts).toEqual([names.find((n) => n.startsWith('fonts/'))]);
    expect(parsed.layers[0].image_url).toBe(names.find((n) => n.startsWith('media/')));
    expect(Object.keys(parsed.layers[0]).slice(0, 2)).toEqual(['layer', 'type']);
    expect(ticket).toMatch(/^ {4}\{\n {6}"layer": "photo",\n {6}"type": "image",$/m);
  });

  it('push --dry-run says what would change and stores nothing', async () => {
    const before = await state(two);
    const r = await cli(['push', join(work, 'a'), '--dry-run'], envTwo);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('added     card ("Card")');
    expect(r.stdout).toContain('added     ticket-ocr-b ("Ticket (OCR-B)")');
    expect(r.stdout).toContain('3 added, 0 changed, 0 unchanged (dry run: nothing was stored)');
    expect(await state(two)).toEqual(before);
  });

  it('push to an empty server, pull again: identical bytes, and every template renders the same pixels', async () => {
    const r = await cli(['push', join(work, 'a')], envTwo);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('3 added, 0 changed, 0 unchanged');
    const pulled = await cli(['pull', join(work, 'b')], envTwo);
    expect(pulled.code, pulled.stderr).toBe(0);
    const [a, b] = await Promise.all([tree(join(work, 'a')), tree(join(work, 'b'))]);
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    for (const name of Object.keys(a)) expect(b[name].equals(a[name]), name).toBe(true);

    const [s1, s2] = await Promise.all([state(one), state(two)]);
    expect(s2.templates.map((t) => t.title)).toEqual(s1.templates.map((t) => t.title));
    expect(s2.fonts).toBe(1);
    expect(s2.media).toBe(1);
    for (const [i, t] of s1.templates.entries()) {
      const [p1, p2] = await Promise.all([
        pixels(one, envOne.SNAPFORGE_TOKEN, t.uuid),
        pixels(two, envTwo.SNAPFORGE_TOKEN, s2.templates[i].uuid),
      ]);
      expect(p2.equals(p1), t.title).toBe(true);
    }
  });

  it('a second push changes nothing: no new version, no write', async () => {
    const before = await state(two);
    const r = await cli(['push', join(work, 'b')], envTwo);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('0 added, 0 changed, 3 unchanged');
    expect(await state(two)).toEqual(before);
  });

  it('an edited file: --dry-run tells the change in words and stores nothing; push publishes the next version', async () => {
    const path = join(work, 'b', 'card', 'template.json');
    const original = await readFile(path, 'utf8');
    await writeFile(path, original.replace('"text": "Hello"', '"text": "Hello again"'));
    const before = await state(two);
    const dry = await cli(['push', join(work, 'b'), '--dry-run'], envTwo);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('changed   card ("Card")');
    expect(dry.stdout).toContain('title: text "Hello" → "Hello again"');
    expect(dry.stdout).toContain('0 added, 1 changed, 2 unchanged (dry run: nothing was stored)');
    expect(await state(two)).toEqual(before);

    const r = await cli(['push', join(work, 'b')], envTwo);
    expect(r.code, r.stderr).toBe(0);
    const after = await state(two);
    expect(after.templates.map((t) => [t.title, t.version])).toEqual([
      ['Card', 2],
      ['Card', 1],
      ['Ticket (OCR-B)', 1],
    ]);
    expect(after.versions).toBe(before.versions + 1);
    await writeFile(path, original);
  });

  it("docs/template-files.md's example pushes as a new template, which renders", async () => {
    const doc = await readFile(join(ROOT, 'docs/template-files.md'), 'utf8');
    const example = /```json\n([\s\S]*?)```/.exec(doc)![1];
    await mkdir(join(work, 'docs', 'hello'), { recursive: true });
    await writeFile(join(work, 'docs', 'hello', 'template.json'), example);
    const r = await cli(['push', join(work, 'docs')], envTwo);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('added     hello ("Hello")');
    const hello = (await state(two)).templates.find((t) => t.title === 'Hello')!;
    const rendered = await pixels(two, envTwo.SNAPFORGE_TOKEN, hello.uuid);
    // Some of the text's dark pixels on the white card.
    expect(rendered.some((v, i) => i % 4 === 0 && v < 64)).toBe(true);
    await two.request(
      'DELETE',
      `/api/v1/templates/${(await two.app.services.database.prisma.template.findFirst({ where: { uuid: hello.uuid } }))!.id}`,
      { token: envTwo.SNAPFORGE_TOKEN },
    );
  });

  it('refuses unknown keys and a file whose hash is not its name: a 422 naming the file, the CLI exits 1, nothing stored', async () => {
    const before = await state(two);
    const path = join(work, 'b', 'card-2', 'template.json');
    const original = await readFile(path, 'utf8');
    await writeFile(path, original.replace('"format"', '"colour_mode": "cmyk",\n  "format"'));
    const unknown = await cli(['push', join(work, 'b')], envTwo);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(
      'snapforge: the server refused (HTTP 422): card-2/template.json: colour_mode: The colour mode field is not a known property.',
    );
    await writeFile(path, original.replace('"layer": "photo",', '"layer": "photo",\n      "glow": 3,'));
    const layerKey = await cli(['push', join(work, 'b'), '--dry-run'], envTwo);
    expect(layerKey.code).toBe(1);
    expect(layerKey.stderr).toContain('card-2/template.json: layers.0.glow:');
    await writeFile(path, original);

    const media = (await readdir(join(work, 'b', 'media')))[0];
    const wrong = `${'0'.repeat(64)}.png`;
    await rename(join(work, 'b', 'media', media), join(work, 'b', 'media', wrong));
    const hash = await cli(['push', join(work, 'b')], envTwo);
    expect(hash.code).toBe(1);
    expect(hash.stderr).toContain(
      `media/${wrong}: its bytes' SHA-256 is ${media.slice(0, 64)}, not the ${'0'.repeat(64)}`,
    );
    await rename(join(work, 'b', 'media', wrong), join(work, 'b', 'media', media));
    expect(await state(two)).toEqual(before);

    // The server's own answer, in the spec's error shape.
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('not a zip')], { type: 'application/zip' }), 'f.zip');
    const res = await fetch(`${two.url}/api/v1/template-files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${envTwo.SNAPFORGE_TOKEN}`, accept: 'application/json' },
      body: form,
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as any;
    expect(body).toEqual({ message: expect.any(String), errors: { file: [body.message] } });
  });
});
