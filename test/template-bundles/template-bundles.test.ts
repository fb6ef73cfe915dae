import { strToU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONT_CARD, fontCardLayer, OCRB_TTF } from '../fonts/font-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { handmadeZip, type ZipEntry } from './hostile-zips.js';

const MANIFEST = 'snapforge-template.json';
const post = (t: TestApp, path: string, token: string, name: string, bytes: Uint8Array, type: string) => {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)], { type }), name);
  return fetch(`${t.url}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    body: form,
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
};
const png = async (t: TestApp, token: string, template_id: string) => {
  const snap = await t.request('POST', '/api/v1/snaps', { token, body: { template_id } });
  expect(snap.status, snap.text).toBe(201);
  return Buffer.from(await (await fetch(t.url + new URL(snap.body.media_url).pathname)).arrayBuffer());
};
const counts = async (t: TestApp) => {
  const p = t.app.services.database.prisma;
  return { templates: await p.template.count(), media: await p.media.count(), fonts: await p.accountFont.count() };
};

/** Two servers, as two teams or two instances: a design made on one is exported and imported into the other. */
describe('template export and import (design bundles)', () => {
  let one: TestApp;
  let two: TestApp;
  let tokenOne: string;
  let tokenTwo: string;
  let uuid: string;
  let bundle: Buffer;

  beforeAll(async () => {
    [one, two] = await Promise.all([
      startTestApp('pglite', { PUBLIC_URL: 'https://one.example.test' }),
      startTestApp('pglite', { PUBLIC_URL: 'https://two.example.test' }),
    ]);
    [{ token: tokenOne }, { token: tokenTwo }] = await Promise.all([
      one.account({ credits: 10 }),
      two.account({ credits: 10 }),
    ]);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d4ed8' } })
      .composite([
        { input: { create: { width: 20, height: 20, channels: 3, background: '#f59e0b' } }, left: 8, top: 8 },
      ])
      .jpeg()
      .toBuffer();
    const media = await post(one, '/media', tokenOne, 'team-photo.jpg', photo, 'image/jpeg');
    expect((await post(one, '/fonts', tokenOne, 'ocrb.ttf', OCRB_TTF, 'font/ttf')).status).toBe(201);
    const layers = [
      { layer: 'photo', type: 'image', x: 0, y: 0, width: 320, height: 60, image_url: media.body.src },
      { ...fontCardLayer('OCRB'), y: 60, height: 60 },
    ];
    const created = await one.request('POST', '/api/v1/templates', {
      token: tokenOne,
      body: { title: 'Ticket (OCR-B)', ...FONT_CARD, layers },
    });
    uuid = created.body.data.uuid;
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
  });

  it('exports a ZIP holding the design, the image it shows and the account font it names', async () => {
    const res = await fetch(`${one.url}/api/v1/templates/${uuid}/export`, {
      headers: { authorization: `Bearer ${tokenOne}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Ticket-OCR-B.snapforge.zip"');
    bundle = Buffer.from(await res.arrayBuffer());
    const files = unzipSync(bundle);
    const manifest = JSON.parse(Buffer.from(files['snapforge-template.json']).toString());
    expect(manifest).toMatchObject({
      format: 'snapforge-template',
      version: 1,
      media: [{ file_name: 'team-photo.jpg' }],
      fonts: [{ file_name: 'ocrb.ttf' }],
    });
    expect(manifest.template.layers[0].image_url).toBe(`bundle:${manifest.media[0].path}`);
    expect(Object.keys(files).sort()).toEqual(
      [manifest.fonts[0].path, manifest.media[0].path, 'snapforge-template.json'].sort(),
    );
  });

  it('imports into another server, where it renders the same PNG byte for byte; a second import reuses the image and the font', async () => {
    const before = await counts(two);
    const imported = await post(two, '/templates/import', tokenTwo, 'ticket.zip', bundle, 'application/zip');
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toEqual({
      data: { id: expect.any(Number), uuid: expect.any(String), title: 'Ticket (OCR-B)' },
      message: 'Template imported successfully.',
    });
    expect(await counts(two)).toEqual({
      templates: before.templates + 1,
      media: before.media + 1,
      fonts: before.fonts + 1,
    });
    const read = await two.request('GET', `/api/v1/templates/${imported.body.data.uuid}`, { token: tokenTwo });
    expect(read.body.layers[0].image_url).toMatch(/^https:\/\/two\.example\.test\/files\/media\//);
    const [a, b] = await Promise.all([png(one, tokenOne, uuid), png(two, tokenTwo, imported.body.data.uuid)]);
    expect(b.equals(a)).toBe(true);

    // Through GraphQL, the same round trip: nothing new but the template.
    const exported = await one.graphql(
      `query($uuid: String!) { templateBundle(uuid: $uuid) { fileName contentType base64 } }`,
      { uuid },
      tokenOne,
    );
    expect(exported.data.templateBundle).toMatchObject({
      fileName: 'Ticket-OCR-B.snapforge.zip',
      contentType: 'application/zip',
    });
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation($file: File) { importTemplate(file: $file) { title } }',
        variables: { file: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append(
      '0',
      new Blob([Buffer.from(exported.data.templateBundle.base64, 'base64')], { type: 'application/zip' }),
      'again.zip',
    );
    const again = await (
      await fetch(`${two.url}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokenTwo}`, 'graphql-require-preflight': '1' },
        body: form,
      })
    ).json();
    expect(again).toEqual({ data: { importTemplate: { title: 'Ticket (OCR-B)' } } });
    expect(await counts(two)).toEqual({
      templates: before.templates + 2,
      media: before.media + 1,
      fonts: before.fonts + 1,
    });
  });

  it('refuses a bad bundle with a 422 on file, storing nothing', async () => {
    const files = unzipSync(bundle);
    const manifest = JSON.parse(Buffer.from(files[MANIFEST]).toString());
    const withManifest = (m: unknown, extra: Record<string, Uint8Array> = {}) =>
      zipSync({ ...files, [MANIFEST]: strToU8(JSON.stringify(m)), ...extra });
    const entries: ZipEntry[] = Object.entries(files).map(([name, data]) => ({ name, data }));
    const emptyFiles = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `media/${i}.png`, data: new Uint8Array(0) }));
    const cases: [string, Uint8Array, string | RegExp][] = [
      ['not a ZIP', strToU8('hello'), 'The file must be a design bundle (a ZIP made by a template export).'],
      [
        'no manifest',
        zipSync({ 'a.txt': strToU8('x') }),
        'The bundle has no snapforge-template.json: it must be a ZIP made by a template export.',
      ],
      [
        'a file it names and lacks',
        withManifest({ ...manifest, media: [{ path: 'media/gone.png', file_name: 'gone.png' }] }),
        'The bundle names media/gone.png, which it does not hold.',
      ],
      [
        'an image that is not one',
        withManifest(manifest, { [manifest.media[0].path]: strToU8('plain words') }),
        `${manifest.media[0].path}: The file must be an image.`,
      ],
      [
        'an SVG that runs script',
        withManifest(manifest, {
          [manifest.media[0].path]: strToU8('<svg xmlns="http://www.w3.org/2000/svg" onload="x"/>'),
        }),
        /: The SVG file cannot be used: it has an event handler attribute/,
      ],
      [
        'a font that is not one',
        withManifest(manifest, { [manifest.fonts[0].path]: strToU8('not a font at all') }),
        /^fonts\/.+: /,
      ],
      [
        'a ZIP bomb (40 MB of zeros in a few KB)',
        zipSync({ ...files, 'media/zeros.bin': new Uint8Array(40 * 1024 * 1024) }),
        /unpacks to more than 25 MB/,
      ],
      [
        'a NUL in the manifest (the input hygiene of a request body)',
        withManifest({ ...manifest, template: { ...manifest.template, title: 'Ticket\u0000' } }),
        'snapforge-template.json: The template field contains a NUL character (\\u0000), which no text may hold.',
      ],
      [
        'an image held twice under one name (the second would replace the first)',
        handmadeZip([...entries, { name: manifest.media[0].path, data: strToU8('plain words') }]),
        `The bundle holds ${manifest.media[0].path} more than once.`,
      ],
      [
        'the same, its central directory listing only the manifest',
        handmadeZip([...entries, { name: manifest.media[0].path, data: strToU8('plain words') }], [MANIFEST]),
        `The bundle holds ${manifest.media[0].path} more than once.`,
      ],
      [
        '301 files',
        handmadeZip([...entries, ...emptyFiles(301 - entries.length)]),
        'The bundle must not hold more than 300 files.',
      ],
      [
        '400 files, the central directory listing only the manifest',
        handmadeZip([...entries, ...emptyFiles(400)], [MANIFEST]),
        'The bundle must not hold more than 300 files.',
      ],
      [
        'a design that breaks the layer rules',
        withManifest({ ...manifest, template: { ...manifest.template, width: 0 } }),
        /.*/,
      ],
    ];
    const before = await counts(two);
    for (const [what, bytes, message] of cases) {
      const r = await post(two, '/templates/import', tokenTwo, 'bad.zip', bytes, 'application/zip');
      expect({ what, status: r.status }).toEqual({ what, status: 422 });
      const errors = Object.values(r.body.errors).flat() as string[];
      if (typeof message === 'string') expect({ what, errors }).toEqual({ what, errors: [message] });
      else expect(errors[0], what).toMatch(message);
    }
    expect(await counts(two)).toEqual(before);
  });
});
