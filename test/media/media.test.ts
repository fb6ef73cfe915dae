import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { decompressionBomb, exifRotatedJpeg, solid, SVG_WITH_SCRIPT } from './images.js';

const PUBLIC_URL = 'https://snaps.example.test';
const MB = 1024 * 1024;

describe('media library over REST', () => {
  let t: TestApp;
  let token: string;

  /** A real multipart upload, as a browser or curl would send it. */
  async function upload(
    bytes: Buffer | Uint8Array | string,
    name: string,
    type = 'application/octet-stream',
    tok = token,
    field = 'file',
  ) {
    const form = new FormData();
    form.append(field, new Blob([bytes as BlobPart], { type }), name);
    const { status, body } = await t.request('POST', '/api/v1/media', { token: tok, rawBody: form });
    return { status, body };
  }

  /** The stored file, fetched from this server (PUBLIC_URL names a host the test cannot reach). */
  async function stored(src: string) {
    const res = await fetch(t.url + new URL(src).pathname);
    return { contentType: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  }

  beforeAll(async () => {
    t = await startTestApp('pglite', { PUBLIC_URL, RATE_LIMIT_PER_MINUTE: '1000' });
    ({ token } = await t.account());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts a PNG named .txt: recognised by its bytes, stored as PNG under its original name, 201', async () => {
    const png = await solid('png');
    const r = await upload(png, 'notes.txt', 'text/plain');
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      id: expect.any(Number),
      file_name: 'notes.txt',
      src: expect.stringMatching(/^https:\/\/snaps\.example\.test\/files\/media\/[\w-]{20,}\.png$/),
    });
    const file = await stored(r.body.src);
    expect(file.contentType).toBe('image/png');
    expect(await sharp(file.bytes).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('refuses a text file named .png with the spec message', async () => {
    const r = await upload('just some notes, not an image\n', 'photo.png', 'image/png');
    expect(r).toEqual({
      status: 422,
      body: { message: 'The file must be an image.', errors: { file: ['The file must be an image.'] } },
    });
  });

  it('refuses an SVG carrying a script, whatever it is called, saying why (test/render/svg-sources.test.ts has the rest)', async () => {
    const message = 'The SVG file cannot be used: it has a <script> element, which is not allowed.';
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ]) {
      const r = await upload(SVG_WITH_SCRIPT, name, type);
      expect(r).toEqual({ status: 422, body: { message, errors: { file: [message] } } });
    }
  });

  it('refuses a truncated JPEG rather than storing half an image', async () => {
    const jpeg = await solid('jpeg', 400, 300);
    const r = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg', 'image/jpeg');
    expect(r.status).toBe(422);
    expect(r.body.errors.file).toEqual(['The file is damaged or incomplete: it could not be read as an image.']);
  });

  it('refuses a decompression bomb by its declared size, without decoding it', async () => {
    const bomb = await decompressionBomb();
    expect(bomb.length).toBeLessThan(1 * MB);
    const started = Date.now();
    const r = await upload(bomb, 'bomb.png', 'image/png');
    expect(r.status).toBe(422);
    expect(r.body.errors.file).toEqual(['The file must not have more than 40 megapixels; it is 9000x9000 pixels.']);
    // Decoding 81 megapixels would take seconds and 240 MB; reading the header takes milliseconds.
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a 50 MB upload with 413 and stays available', async () => {
    const r = await upload(new Uint8Array(50 * MB), 'huge.png', 'image/png');
    expect(r.status).toBe(413);
    expect(r.body.message).toMatch(/^The request body is too large \(file too large\)\. Files may be up to 20 MB each/);
    expect((await upload(await solid('png'), 'after.png')).status).toBe(201);
  });

  it('takes a file of exactly 20 MB and refuses one byte more', async () => {
    // A PNG padded after its end marker: decoders stop at IEND, so the padding is ignored.
    const png = await solid('png');
    const padded = Buffer.concat([png, Buffer.alloc(20 * MB - png.length)]);
    expect((await upload(padded, 'twenty.png')).status).toBe(201);
    expect((await upload(Buffer.concat([padded, Buffer.from([0])]), 'over.png')).status).toBe(413);
  });

  it('turns an EXIF-rotated JPEG upright and strips its metadata', async () => {
    const jpeg = await exifRotatedJpeg();
    expect(await sharp(jpeg).metadata()).toMatchObject({
      width: 60,
      height: 20,
      orientation: 6,
      exif: expect.any(Buffer),
    });
    const r = await upload(jpeg, 'camera.jpg', 'image/jpeg');
    expect(r.status).toBe(201);
    const file = await stored(r.body.src);
    expect(file.contentType).toBe('image/jpeg');
    const meta = await sharp(file.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 60 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(file.bytes.includes('Private Photographer')).toBe(false);
  });

  it('keeps WebP and GIF in their format and stores AVIF as WebP (the renderer cannot draw AVIF)', async () => {
    for (const [format, ext, type] of [
      ['webp', 'webp', 'image/webp'],
      ['gif', 'gif', 'image/gif'],
      ['avif', 'webp', 'image/webp'],
    ] as const) {
      const r = await upload(await solid(format), `picture.${format}`);
      expect(r.status, format).toBe(201);
      expect(r.body.src.endsWith(`.${ext}`), format).toBe(true);
      expect((await stored(r.body.src)).contentType).toBe(type);
    }
  });

  it('answers 422 when no file is sent, and 401 without a token', async () => {
    const none = await t.request('POST', '/api/v1/media', { token, body: {} });
    expect(none).toMatchObject({
      status: 422,
      body: { message: 'The file field is required.', errors: { file: ['The file field is required.'] } },
    });
    const other = await upload(await solid('png'), 'a.png', 'image/png', token, 'image');
    expect(other.body).toEqual({
      message: 'The file field is required.',
      errors: { file: ['The file field is required.'] },
    });
    expect((await upload(await solid('png'), 'a.png', 'image/png', 'sfp_nope')).body).toEqual({
      message: 'Unauthenticated.',
    });
  });

  it('lists 12 per page, newest first, with the spec links and meta; another account sees none of it', async () => {
    const { token: own } = await t.account();
    const ids: number[] = [];
    for (let i = 1; i <= 13; i++)
      ids.push((await upload(await solid('png', 10, 10), `item-${i}.png`, 'image/png', own)).body.id);
    const newestFirst = [...ids].reverse();

    const first = await t.request('GET', '/api/v1/media', { token: own });
    expect(first.status).toBe(200);
    expect(first.body.data.map((m: any) => m.id)).toEqual(newestFirst.slice(0, 12));
    expect(first.body.data[0]).toEqual({
      id: ids[12],
      file_name: 'item-13.png',
      src: expect.stringMatching(/^https:\/\/snaps\.example\.test\/files\/media\//),
    });
    expect(first.body.links).toEqual({
      first: `${PUBLIC_URL}/api/v1/media?page=1`,
      last: `${PUBLIC_URL}/api/v1/media?page=2`,
      prev: null,
      next: `${PUBLIC_URL}/api/v1/media?page=2`,
    });
    expect(first.body.meta).toEqual({ current_page: 1, per_page: 12, total: 13 });

    const second = await t.request('GET', '/api/v1/media?page=2', { token: own });
    expect(second.body.data.map((m: any) => m.id)).toEqual([ids[0]]);
    expect(second.body.links).toMatchObject({ prev: `${PUBLIC_URL}/api/v1/media?page=1`, next: null });
    expect(second.body.meta).toEqual({ current_page: 2, per_page: 12, total: 13 });

    const past = await t.request('GET', '/api/v1/media?page=9', { token: own });
    expect(past.body).toMatchObject({
      data: [],
      meta: { current_page: 9, total: 13 },
      links: { prev: `${PUBLIC_URL}/api/v1/media?page=2`, next: null },
    });
    expect((await t.request('GET', '/api/v1/media?page=abc', { token: own })).body.meta.current_page).toBe(1);

    const { token: stranger } = await t.account();
    const theirs = await t.request('GET', '/api/v1/media', { token: stranger });
    expect(theirs.body).toEqual({
      data: [],
      links: {
        first: `${PUBLIC_URL}/api/v1/media?page=1`,
        last: `${PUBLIC_URL}/api/v1/media?page=1`,
        prev: null,
        next: null,
      },
      meta: { current_page: 1, per_page: 12, total: 0 },
    });
  });

  it('uploads and lists over GraphQL too (multipart request spec)', async () => {
    const { token: own } = await t.account();
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation($file: File) { uploadMedia(file: $file) { id fileName src width height contentType } }',
        variables: { file: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([await exifRotatedJpeg()], { type: 'image/jpeg' }), 'rotated.jpg');
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${own}` },
      body: form,
    });
    const body = (await res.json()) as any;
    expect(body.errors).toBeUndefined();
    expect(body.data.uploadMedia).toMatchObject({
      fileName: 'rotated.jpg',
      width: 20,
      height: 60,
      contentType: 'image/jpeg',
    });
    const list = await t.graphql('{ media { total currentPage lastPage items { id } } }', {}, own);
    expect(list.data.media).toEqual({
      total: 1,
      currentPage: 1,
      lastPage: 1,
      items: [{ id: body.data.uploadMedia.id }],
    });
  });

  it('refuses a file over 20 MB over GraphQL as well, storing nothing', async () => {
    const { token: own } = await t.account();
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: 'mutation($file: File) { uploadMedia(file: $file) { id } }', variables: { file: null } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([Buffer.alloc(21 * 1024 * 1024, 1)], { type: 'image/png' }), 'big.png');
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${own}` },
      body: form,
    });
    // Cut off while the body is read, before the whole file is held in memory.
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      errors: [
        { message: 'File size limit exceeded: 20971520 bytes', extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } },
      ],
    });
    expect((await t.graphql('{ media { total } }', {}, own)).data.media.total).toBe(0);
  });
});

describe('media in renders', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp('pglite', { PUBLIC_URL });
    ({ token } = await t.account({ credits: 5 }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('renders a snap whose variant image_url is a media src', async () => {
    const form = new FormData();
    form.append('file', new Blob([await solid('png', 40, 40, '#ff0000')], { type: 'image/png' }), 'red.png');
    const up = await fetch(`${t.url}/api/v1/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const { src } = (await up.json()) as { src: string };
    const layers = [{ layer: 'photo', type: 'image', x: 0, y: 0, width: 100, height: 100, image_url: null }];
    const tpl = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Photo', width: 100, height: 100, background_color: '#ffffff', layers },
    });
    const snap = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: tpl.body.data.uuid, variants: [{ layer: 'photo', image_url: src }] },
    });
    expect(snap.status, snap.text).toBe(201);
    const png = Buffer.from(await (await fetch(t.url + new URL(snap.body.media_url).pathname)).arrayBuffer());
    const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const centre = (50 * 100 + 50) * 3;
    expect([...data.subarray(centre, centre + 3)]).toEqual([255, 0, 0]);
  });
});
