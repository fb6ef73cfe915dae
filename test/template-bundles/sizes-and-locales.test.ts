import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng } from '../render/helpers.js';
import { TMP } from '../support/paths.js';
import { cli } from '../support/processes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// A design's other sizes and message catalogs (issue 42) travel with it: a design bundle (export, import)
// and template files (`snapforge pull`, `push`) carry `sizes` and `locales`, and the copy draws the same
// size in the same language as the original.

const SIZES = [
  { name: 'square', width: 300, height: 300, layers: { title: { font_size: 40 } } },
  { name: 'banner', width: 600, height: 150, layers: { name: { hidden: true } } },
];
const LOCALES = {
  default_locale: 'en',
  mirror_rtl: true,
  messages: {
    en: { title: 'Hello', items: '{count, plural, one {# item} other {# items}}' },
    de: { title: 'Hallo', items: '{count, plural, one {# Artikel} other {# Artikel}}' },
  },
};
const DESIGN = {
  title: 'Travelling card',
  width: 400,
  height: 200,
  backgroundColor: '#ffffff',
  sizes: SIZES,
  locales: LOCALES,
  layers: [
    { layer: 'title', type: 'text', x: 20, y: 20, width: 260, height: 50, message: 'title', font_size: 32 },
    { layer: 'name', type: 'text', x: 20, y: 80, width: 260, height: 40, text: 'Name', font_size: 24 },
  ],
};
const READ = 'query($u: String!) { template(uuid: $u) { title sizes locales } }';
const SNAP = 'mutation($i: CreateSnapInput!) { createSnap(input: $i) { snaps { mediaUrl size locale } } }';

/** The PNG a snap of the template draws at `size` in `locale`. */
async function drawn(t: TestApp, token: string, templateId: string, size: string, locale: string) {
  const r = await t.graphql(SNAP, { i: { templateId, sizes: [size], locale } }, token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  const [snap] = r.data.createSnap.snaps;
  expect(snap).toMatchObject({ size, locale });
  return Buffer.from(await (await fetch(t.url + new URL(snap.mediaUrl).pathname)).arrayBuffer());
}

describe('sizes and locales in bundles and template files', { timeout: 120_000 }, () => {
  let one: TestApp;
  let two: TestApp;
  let tokenOne: string;
  let tokenTwo: string;
  /** Server two's other account, which template files are pushed to (its first has the import). */
  let tokenThree: string;
  let uuid: string;
  let work: string;

  beforeAll(async () => {
    [one, two] = await Promise.all([startTestApp('pglite'), startTestApp('pglite')]);
    [{ token: tokenOne }, { token: tokenTwo }, { token: tokenThree }] = await Promise.all([
      one.account({ credits: 20 }),
      two.account({ credits: 20 }),
      two.account({ credits: 20 }),
    ]);
    const r = await one.graphql(
      'mutation($i: TemplateInput!) { createTemplate(input: $i) { uuid } }',
      { i: DESIGN },
      tokenOne,
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    uuid = r.data.createTemplate.uuid;
    work = await mkdtemp(join(TMP, 'sizes-locales-files-'));
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    if (work) await rm(work, { recursive: true, force: true });
  });

  /** The copy on server two reads back the same sizes and catalogs, and draws the banner in German alike. */
  async function expectSameAsOriginal(copy: string, token: string) {
    const read = await two.graphql(READ, { u: copy }, token);
    expect(read.data.template).toEqual({ title: 'Travelling card', sizes: SIZES, locales: LOCALES });
    const [a, b] = await Promise.all([
      drawn(one, tokenOne, uuid, 'banner', 'de'),
      drawn(two, token, copy, 'banner', 'de'),
    ]);
    expect(decodePng(b)).toMatchObject({ width: 600, height: 150 });
    expect(b.equals(a)).toBe(true);
  }

  it('a bundle carries sizes and locales: exported, imported on another server, the same at every size and locale', async () => {
    const res = await fetch(`${one.url}/api/v1/templates/${uuid}/export`, {
      headers: { authorization: `Bearer ${tokenOne}` },
    });
    expect(res.status).toBe(200);
    const bundle = Buffer.from(await res.arrayBuffer());
    const manifest = JSON.parse(Buffer.from(unzipSync(bundle)['snapforge-template.json']).toString());
    expect(manifest.template).toMatchObject({ sizes: SIZES, locales: LOCALES });

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bundle)], { type: 'application/zip' }), 'card.zip');
    const imported = await fetch(`${two.url}/api/v1/templates/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokenTwo}`, accept: 'application/json' },
      body: form,
    });
    const body = (await imported.json()) as any;
    expect(imported.status, JSON.stringify(body)).toBe(201);
    await expectSameAsOriginal(body.data.uuid, tokenTwo);
  });

  it('template files carry sizes and locales: pulled, pushed to another server, the same', async () => {
    const envOne = { SNAPFORGE_URL: one.url, SNAPFORGE_TOKEN: tokenOne };
    const envThree = { SNAPFORGE_URL: two.url, SNAPFORGE_TOKEN: tokenThree };
    const pulled = await cli(['pull', join(work, 'a')], envOne);
    expect(pulled.code, pulled.stderr).toBe(0);
    const file = JSON.parse(await readFile(join(work, 'a', 'travelling-card', 'template.json'), 'utf8'));
    expect(file).toMatchObject({ sizes: SIZES, locales: LOCALES });

    const pushed = await cli(['push', join(work, 'a')], envThree);
    expect(pushed.code, pushed.stderr).toBe(0);
    expect(pushed.stdout).toContain('1 added, 0 changed, 0 unchanged');
    const list = await two.graphql('{ templates { edges { node { uuid } } } }', {}, tokenThree);
    expect(list.errors, JSON.stringify(list.errors)).toBeUndefined();
    const [added] = list.data.templates.edges;
    await expectSameAsOriginal(added.node.uuid, tokenThree);
  });
});
