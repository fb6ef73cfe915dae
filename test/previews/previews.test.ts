import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCard, embeddedPng, pixels, shareUnlike } from './support.js';

const PUBLIC_URL = 'https://snaps.example.test';
const BLUE: [number, number, number] = [0x20, 0x50, 0xa0];

describe('watermarked HTML previews', () => {
  let t: TestApp;
  let token: string;
  let uuid: string;

  const usedCredits = async () => (await t.request('GET', '/api/v1/usage', { token })).body.period_used_requests;
  const snapRows = () => t.app.services.database.prisma.snap.count();

  beforeAll(async () => {
    t = await startTestApp('pglite', { PUBLIC_URL, PREVIEW_RATE_LIMIT_PER_MINUTE: '1000' });
    ({ token } = await t.account({ credits: 3 }));
    uuid = await createCard(t, token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /v1/templates/{uuid}/preview: a self-contained page with the watermarked render, free, storing no snap', async () => {
    const [credits, rows] = [await usedCredits(), await snapRows()];
    const r = await t.request(
      'GET',
      `/api/v1/templates/${uuid}/preview?variants[0][layer]=title&variants[0][text]=Hi`,
      { token },
    );
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(r.headers.get('content-security-policy')).toBe(
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    );
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(r.text).toMatch(/^<!doctype html>/);
    expect(r.text).toContain('<title>Preview: Card</title>');
    // Nothing to load from anywhere: the only URLs in the page are data: (the empty icon, the inline image).
    expect(r.text.match(/(src|href)="[^"]{0,5}/g)).toEqual(['href="data:', 'src="data:']);

    const png = embeddedPng(r.text);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 400, height: 300 });
    // The same design rendered without the watermark: the corner stays plain background there.
    const preview = await pixels(png);
    const corner = { x: 0, y: 200, width: 150, height: 100 };
    expect(shareUnlike(preview, BLUE, corner)).toBeGreaterThan(0.1);
    const plain = await t.app.services.renderer.render({
      design: { width: 400, height: 300, background_color: '#2050a0', layers: [] },
      format: 'png',
    });
    expect(shareUnlike(await pixels(plain.data), BLUE, corner)).toBe(0);

    expect(await usedCredits()).toBe(credits);
    expect(await snapRows()).toBe(rows);
  });

  it('honours a hidden variant ("true" or "1" in the query string)', async () => {
    const centre = async (query: string) => {
      const r = await t.request('GET', `/api/v1/snaps/preview?template_id=${uuid}${query}`, { token });
      expect(r.status, r.text.slice(0, 200)).toBe(200);
      return (await pixels(embeddedPng(r.text))).rgb(200, 150);
    };
    const shown = await centre('');
    expect(shown[0]).toBeGreaterThan(150);
    expect(shown[2]).toBeLessThan(100);
    for (const hidden of ['true', '1']) {
      const [red, , blue] = await centre(`&variants[0][layer]=box&variants[0][hidden]=${hidden}`);
      expect(blue, hidden).toBeGreaterThan(red);
    }
    expect((await centre('&variants[0][layer]=box&variants[0][hidden]=false'))[0]).toBeGreaterThan(150);
  });

  it('scales a large design to fit 1200 px', async () => {
    const big = await createCard(t, token, { width: 2400, height: 1200 });
    const r = await t.request('GET', `/api/v1/templates/${big}/preview`, { token });
    expect(await sharp(embeddedPng(r.text)).metadata()).toMatchObject({ width: 1200, height: 600 });
  });

  it('422 for a variant image_url that is not a public http(s) URL, on the variant as sent', async () => {
    for (const bad of ['http://127.0.0.1/x.png', 'http://10.0.0.7/x.png', 'ftp://example.com/x.png', 'not a url']) {
      const q = `variants[0][layer]=title&variants[0][text]=Hi&variants[1][layer]=photo&variants[1][image_url]=${encodeURIComponent(bad)}`;
      for (const path of [`/api/v1/templates/${uuid}/preview?${q}`, `/api/v1/snaps/preview?template_id=${uuid}&${q}`]) {
        const r = await t.request('GET', path, { token });
        expect(r.status, bad).toBe(422);
        expect(r.body).toEqual({
          message: 'The variant image_url must be a public http or https URL.',
          errors: { 'variants.1.image_url': ['The variant image_url must be a public http or https URL.'] },
        });
      }
    }
  });

  it('422 for variants that are not a list', async () => {
    const r = await t.request('GET', `/api/v1/templates/${uuid}/preview?variants=title`, { token });
    expect(r).toMatchObject({ status: 422, body: { errors: { variants: ['The variants field must be an array.'] } } });
  });

  it('accepts a media library src as a variant image_url', async () => {
    const photo = await createCard(t, token, {
      layers: [{ layer: 'photo', type: 'image', x: 0, y: 0, width: 400, height: 300, image_url: null }],
    });
    const form = new FormData();
    form.append(
      'file',
      new Blob([
        await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00ff00' } })
          .png()
          .toBuffer(),
      ]),
      'green.png',
    );
    const up = await fetch(`${t.url}/api/v1/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const { src } = (await up.json()) as { src: string };
    expect(src.startsWith(`${PUBLIC_URL}/files/media/`)).toBe(true);
    const r = await t.request(
      'GET',
      `/api/v1/templates/${photo}/preview?variants[0][layer]=photo&variants[0][image_url]=${encodeURIComponent(src)}`,
      { token },
    );
    expect(r.status, r.text.slice(0, 300)).toBe(200);
    const [red, green, blue] = (await pixels(embeddedPng(r.text))).rgb(5, 5);
    expect(green).toBeGreaterThan(150);
    expect(red + blue).toBeLessThan(150);
  });

  it("422 with the renderer's reason when the render cannot be made", async () => {
    const missing = `${PUBLIC_URL}/files/media/no-such-file.png`;
    const photo = await createCard(t, token, {
      layers: [{ layer: 'photo', type: 'image', x: 0, y: 0, width: 400, height: 300, image_url: null }],
    });
    const r = await t.request(
      'GET',
      `/api/v1/templates/${photo}/preview?variants[0][layer]=photo&variants[0][image_url]=${encodeURIComponent(missing)}`,
      { token },
    );
    expect(r.status).toBe(422);
    expect(r.body.errors.render).toEqual([
      `Layer "photo": the image at ${missing} could not be used: there is no such file in this server's storage.`,
    ]);
  });

  it('422 without template_id on /v1/snaps/preview; 404 for an unknown template; 401 without a token', async () => {
    for (const q of ['', '?template_id=', '?variants[0][layer]=title&variants[0][text]=x']) {
      const r = await t.request('GET', `/api/v1/snaps/preview${q}`, { token });
      expect(r).toMatchObject({
        status: 422,
        body: {
          message: 'The template id field is required.',
          errors: { template_id: ['The template id field is required.'] },
        },
      });
    }
    for (const path of [
      '/api/v1/templates/00000000-0000-4000-8000-000000000000/preview',
      '/api/v1/templates/nope/preview',
      '/api/v1/snaps/preview?template_id=00000000-0000-4000-8000-000000000000',
    ]) {
      expect(await t.request('GET', path, { token }), path).toMatchObject({
        status: 404,
        body: { message: 'Not found.' },
      });
    }
    const { token: stranger } = await t.account();
    expect((await t.request('GET', `/api/v1/templates/${uuid}/preview`, { token: stranger })).status).toBe(404);
    expect(await t.request('GET', `/api/v1/templates/${uuid}/preview`)).toMatchObject({
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
  });

  it('escapes the template title in the page', async () => {
    const evil = await createCard(t, token, { title: '</title><script>alert(1)</script>' });
    const r = await t.request('GET', `/api/v1/templates/${evil}/preview`, { token });
    expect(r.text).not.toContain('<script');
    expect(r.text).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('is a GraphQL query as well', async () => {
    const r = await t.graphql(
      'query($id: String, $v: [VariantInput!]) { preview(templateId: $id, variants: $v) { width height image templateTitle } }',
      { id: uuid, v: [{ layer: 'box', hidden: true }] },
      token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.preview).toMatchObject({
      width: 400,
      height: 300,
      templateTitle: 'Card',
      image: expect.stringMatching(/^data:image\/png;base64,/),
    });
    const bad = await t.graphql(
      'query($id: String) { preview(templateId: $id, variants: [{ layer: "photo", imageUrl: "http://127.0.0.1/x.png" }]) { width } }',
      { id: uuid },
      token,
    );
    expect(bad.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { 'variants.0.imageUrl': ['The variant image_url must be a public http or https URL.'] },
    });
  });
});

describe('preview throttle', () => {
  let t: TestApp;
  let token: string;
  let uuid: string;

  beforeAll(async () => {
    t = await startTestApp('pglite', { PREVIEW_RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_MINUTE: '60' });
    ({ token } = await t.account());
    uuid = await createCard(t, token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 Too Many Attempts. once both endpoints together spent the budget; other endpoints are untouched', async () => {
    const paths = [`/api/v1/templates/${uuid}/preview`, `/api/v1/snaps/preview?template_id=${uuid}`];
    for (let i = 0; i < 3; i++) {
      const r = await t.request('GET', paths[i % 2], { token });
      expect(r.status).toBe(200);
      expect(r.headers.get('x-ratelimit-limit')).toBe('3');
      expect(r.headers.get('x-ratelimit-remaining')).toBe(String(2 - i));
    }
    for (const path of paths) {
      const r = await t.request('GET', path, { token });
      expect(r.status).toBe(429);
      expect(r.body).toEqual({ message: 'Too Many Attempts.' });
      expect(r.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(r.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    }
    const templates = await t.request('GET', '/api/v1/templates', { token });
    expect(templates.status).toBe(200);
    expect(templates.headers.get('x-ratelimit-limit')).toBe('60');
  });
});
