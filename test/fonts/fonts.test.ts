import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng, expectGolden, pdfToPng, poppler } from '../render/helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  FONT_CARD,
  fontCardLayer,
  INCONSOLATA_OTF,
  OCRB_TTF,
  toWoff,
  toWoff2,
  withItalic,
  withoutCmap,
  withWeight,
  woff2Bomb,
} from './font-files.js';

const NOT_A_FONT = 'The file must be a font.';

describe('uploaded fonts', () => {
  let t: TestApp;
  let token: string;

  /** A real multipart upload, as curl would send it. */
  async function upload(bytes: Buffer, name: string, tok = token) {
    const form = new FormData();
    form.append('file', new Blob([bytes as BlobPart], { type: 'application/octet-stream' }), name);
    const { status, body } = await t.request('POST', '/api/v1/fonts', { token: tok, rawBody: form });
    return { status, body };
  }

  const prisma = () => t.app.services.database.prisma;
  const storedFiles = async () => readdir(join(t.dataDir, 'files', 'fonts')).catch(() => [] as string[]);

  async function template(
    tok: string,
    layers: Record<string, unknown>[],
    title = 'Font card',
  ): Promise<{ id: number; uuid: string }> {
    const r = await t.request('POST', '/api/v1/templates', { token: tok, body: { title, ...FONT_CARD, layers } });
    expect(r.status, r.text).toBe(201);
    return r.body.data;
  }

  async function snap(tok: string, uuid: string, format: 'png' | 'pdf'): Promise<Buffer> {
    const r = await t.request('POST', '/api/v1/snaps', {
      token: tok,
      body: { template_id: uuid, ...(format === 'pdf' ? { type: 'pdf' } : { format }) },
    });
    expect(r.status, r.text).toBe(201);
    return Buffer.from(await (await fetch(t.url + new URL(r.body.media_url).pathname)).arrayBuffer());
  }

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 100 }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts TrueType and OpenType by their bytes, named from their own name and OS/2 tables', async () => {
    const ttf = await upload(OCRB_TTF, 'brand.bin');
    expect(ttf).toEqual({
      status: 201,
      body: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        family: 'OCRB',
        weight: 400,
        style: 'normal',
        file_name: 'brand.bin',
        bytes: OCRB_TTF.length,
      },
    });
    const otf = await upload(INCONSOLATA_OTF, 'Inconsolata.otf');
    expect(otf.body).toMatchObject({ family: 'Inconsolata', weight: 500, style: 'normal' });
  });

  it('unpacks WOFF and WOFF2 and stores them as OpenType; several files make one family', async () => {
    const woff = await upload(toWoff(withWeight(OCRB_TTF, 700)), 'ocrb-bold.woff');
    expect(woff.body).toMatchObject({ family: 'OCRB', weight: 700, style: 'normal' });
    const woff2 = await upload(await toWoff2(withWeight(OCRB_TTF, 300)), 'ocrb-light.woff2');
    expect(woff2.body).toMatchObject({ family: 'OCRB', weight: 300, style: 'normal' });
    const italic = await upload(withItalic(OCRB_TTF), 'ocrb-italic.ttf');
    expect(italic.body).toMatchObject({ family: 'OCRB', weight: 400, style: 'italic' });
    for (const id of [woff.body.id, woff2.body.id]) {
      const row = await prisma().accountFont.findUniqueOrThrow({ where: { id } });
      expect(row.fileKey).toMatch(/^fonts\/[\w-]+\.ttf$/);
      const stored = await t.app.services.storage.read(row.fileKey);
      expect(stored!.readUInt32BE(0)).toBe(0x00010000);
    }

    const list = await t.request('GET', '/api/v1/fonts', { token });
    expect(list.status).toBe(200);
    const ocrb = list.body.data.find((f: any) => f.family === 'OCRB');
    expect(ocrb).toMatchObject({ bundled: false, aliases: [], weights: [300, 400, 700], styles: ['italic', 'normal'] });
    expect(ocrb.fonts.map((f: any) => f.file_name)).toEqual([
      'ocrb-light.woff2',
      'ocrb-italic.ttf',
      'brand.bin',
      'ocrb-bold.woff',
    ]);
    expect(list.body.data.find((f: any) => f.family === 'Inter')).toMatchObject({
      bundled: true,
      aliases: ['sans', 'sans-serif'],
      fonts: [],
    });
    expect(list.body.data.find((f: any) => f.family === 'Noto Sans JP')).toMatchObject({ bundled: true });
  });

  it('refuses a second file for the same family, weight and style', async () => {
    const r = await upload(OCRB_TTF, 'again.ttf');
    expect(r.status).toBe(422);
    expect(r.body.errors.file).toEqual(['The family "OCRB" already has a 400 normal font: delete that one first.']);
  });

  it('stores one of several uploads of the same face sent at once, and refuses the others as it refuses a second file', async () => {
    const { token: own, email } = await t.account();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(OCRB_TTF, `race-${i}.ttf`, own)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    for (const a of answers.filter((x) => x.status === 422))
      expect(a.body.errors.file).toEqual(['The family "OCRB" already has a 400 normal font: delete that one first.']);
    const { accountId } = await prisma().user.findUniqueOrThrow({ where: { email } });
    expect(await prisma().accountFont.count({ where: { accountId } })).toBe(1);
  });

  it('refuses bad fonts with a reason and stores nothing', async () => {
    const rows = await prisma().accountFont.count();
    const files = await storedFiles();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const cases: [string, Buffer, string][] = [
      ['a renamed image', png, NOT_A_FONT],
      ['text', Buffer.from('not a font at all, just text\n'), NOT_A_FONT],
      [
        'a truncated font',
        INCONSOLATA_OTF.subarray(0, INCONSOLATA_OTF.length / 2),
        'The font is damaged or incomplete: it could not be read.',
      ],
      [
        'a truncated WOFF2',
        (await toWoff2(OCRB_TTF)).subarray(0, 2000),
        'The font is damaged or incomplete: it could not be read.',
      ],
      [
        'a font without a cmap',
        withoutCmap(OCRB_TTF),
        'The font has no usable character map (cmap): no character can be drawn with it.',
      ],
      ['a WOFF2 bomb', woff2Bomb(), 'The font would unpack to 3072 MB; at most 64 MB is accepted.'],
    ];
    for (const [what, bytes, message] of cases) {
      const r = await upload(bytes, 'font.ttf');
      expect(r, what).toEqual({ status: 422, body: { message, errors: { file: [message] } } });
    }
    expect(await prisma().accountFont.count()).toBe(rows);
    expect(await storedFiles()).toEqual(files);
  });

  it('renders a layer in the uploaded family, PNG and PDF, the PDF embedding a subset', async () => {
    const { uuid } = await template(token, [fontCardLayer('ocrb')]);
    const png = await snap(token, uuid, 'png');
    expectGolden('uploaded-font-ocrb', png);
    const pdf = await snap(token, uuid, 'pdf');
    expectGolden('uploaded-font-ocrb-pdf', pdfToPng(pdf), 0.01);
    const fonts = poppler('pdffonts', pdf);
    expect(fonts).toMatch(/^[A-Z]{6}\+OCRB\s.*\syes\s+yes\s+yes\s/m);
    expect(poppler('pdftotext', pdf).trim()).toBe('SNAPFORGE\n0123456789 ocr-b');
  });

  it('is the account’s own: another account neither sees nor uses it', async () => {
    const { token: other } = await t.account({ credits: 10 });
    const list = await t.request('GET', '/api/v1/fonts', { token: other });
    expect(list.body.data.filter((f: any) => !f.bundled)).toEqual([]);
    // Its "OCRB" is an unknown family: the sans family, as for any unknown name.
    const theirs = await template(other, [fontCardLayer('OCRB')]);
    const sans = await template(other, [fontCardLayer('sans')]);
    const [a, b] = await Promise.all([snap(other, theirs.uuid, 'png'), snap(other, sans.uuid, 'png')]);
    expect(decodePng(a).data.equals(decodePng(b).data)).toBe(true);
    const mine = await prisma().accountFont.findFirstOrThrow({ where: { family: 'OCRB' } });
    expect((await t.request('DELETE', `/api/v1/fonts/${mine.id}`, { token: other })).status).toBe(404);
    const gql = await t.graphql('query { fonts { family bundled } }', {}, other);
    expect(gql.data.fonts.filter((f: any) => !f.bundled)).toEqual([]);
  });

  it('refuses to delete a font a published template uses, naming the templates', async () => {
    const { token: own } = await t.account({ credits: 10 });
    const font = (await upload(INCONSOLATA_OTF, 'inc.otf', own)).body;
    const used = await template(own, [fontCardLayer('"Inconsolata", monospace')], 'Launch banner');
    await template(own, [fontCardLayer('monospace, Inconsolata')], 'Not using it');
    const r = await t.request('DELETE', `/api/v1/fonts/${font.id}`, { token: own });
    expect(r).toMatchObject({
      status: 409,
      body: {
        message: `The font family "Inconsolata" is used by published templates: "Launch banner" (${used.uuid}). Change their font_family first.`,
      },
    });
    expect((await t.request('DELETE', `/api/v1/templates/${used.id}`, { token: own })).status).toBe(200);
    expect(await t.request('DELETE', `/api/v1/fonts/${font.id}`, { token: own })).toMatchObject({
      status: 200,
      body: { message: 'Font deleted successfully.' },
    });
    expect((await t.request('DELETE', `/api/v1/fonts/${font.id}`, { token: own })).status).toBe(404);
  });

  it('uploads, lists and deletes over GraphQL (multipart request spec)', async () => {
    const { token: own } = await t.account();
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation($file: File) { uploadFont(file: $file) { id family weight style fileName } }',
        variables: { file: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([(await toWoff2(OCRB_TTF)) as BlobPart]), 'ocrb.woff2');
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${own}` },
      body: form,
    });
    const uploaded = (await res.json()) as any;
    expect(uploaded.errors).toBeUndefined();
    const font = uploaded.data.uploadFont;
    expect(font).toMatchObject({ family: 'OCRB', weight: 400, style: 'normal', fileName: 'ocrb.woff2' });
    const listed = await t.graphql('query { fonts { family bundled fonts { id family weight style } } }', {}, own);
    expect(listed.data.fonts.find((f: any) => !f.bundled)).toEqual({
      family: 'OCRB',
      bundled: false,
      fonts: [{ id: font.id, family: 'OCRB', weight: 400, style: 'normal' }],
    });
    const deleted = await t.graphql('mutation ($id: String!) { deleteFont(id: $id) }', { id: font.id }, own);
    expect(deleted).toEqual({ data: { deleteFont: true } });
  });
});
