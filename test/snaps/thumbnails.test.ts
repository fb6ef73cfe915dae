import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createTemplate } from './fixtures.js';

describe('GET /files/<key>?w= (thumbnails)', () => {
  let t: TestApp;
  let key: string;
  const get = (path: string) => fetch(t.url + path);

  beforeAll(async () => {
    t = await startTestApp('pglite');
    const { token } = await t.account({ credits: 10 });
    const template = await createTemplate(t, token);
    const snap = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: template } });
    key = t.app.services.storage.keyOf(snap.body.media_url)!;
  }, 60_000);
  afterAll(() => t?.close());

  it('scales a stored image down to the width asked, as WebP, made once and kept', async () => {
    const r = await get(`/files/${key}?w=160`);
    expect([
      r.status,
      r.headers.get('content-type'),
      r.headers.get('cache-control'),
      r.headers.get('x-content-type-options'),
    ]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable', 'nosniff']);
    const bytes = Buffer.from(await r.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 160, height: 100 });
    const kept = await t.app.services.storage.read(`thumbnails/160/${key}.webp`);
    expect(kept?.equals(bytes)).toBe(true);
    // Never enlarged: the card is 320 px wide.
    expect(await sharp(Buffer.from(await (await get(`/files/${key}?w=640`)).arrayBuffer())).metadata()).toMatchObject({
      width: 320,
    });
    // Without w, the file itself.
    expect((await get(`/files/${key}`)).headers.get('content-type')).toBe('image/png');
  });

  it('takes only its few widths, and images only', async () => {
    expect([(await get(`/files/${key}?w=100`)).status, await (await get(`/files/${key}?w=abc`)).json()]).toEqual([
      400,
      { message: 'The w parameter must be one of 160, 320, 640.' },
    ]);
    expect((await get('/files/snaps/none.png?w=160')).status).toBe(404);
    expect((await get('/files/documents/x.pdf?w=160')).status).toBe(404);
  });
});
