import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { apngInfo, gifFrames, probe, rgbaAt, slidingBox, topBoxes, webpPages } from '../render/motion-files.js';
import { createForm, credits, onServer, submit } from './support.js';

// A 2 s clip at 10 fps: a red box crossing a white card linearly, and a title a form fills in.
const animated = (duration: number) => ({
  title: 'Moving card',
  width: 200,
  height: 100,
  background_color: '#ffffff',
  animation: { duration, fps: 10, loop: 'forever' },
  layers: [
    { layer: 'title', type: 'text', x: 0, y: 0, width: 200, height: 30, text: 'Hello', color: '#000000' },
    slidingBox(100),
  ],
});

const FORMAT = `mutation($i: CreateEmbeddedFormInput!) { createEmbeddedForm(input: $i) { uuid format } }`;

describe('forms of an animated template', () => {
  let t: TestApp;
  let token: string;
  let moving: string;
  let still: string;

  const template = async (body: object) => {
    const r = await t.request('POST', '/api/v1/templates', { token, body });
    expect(r.status, r.text).toBe(201);
    return r.body.data.uuid as string;
  };
  const file = async (url: string) => {
    const res = await fetch(onServer(t, url));
    return { type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const formOf = (format: string) => createForm(t, token, { templateId: moving, layers: ['title'], format });

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 100 }));
    moving = await template(animated(2000));
    still = await template({ title: 'Still', width: 200, height: 100, layers: animated(2000).layers.slice(0, 1) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a gif form renders the clip with the submitted text, charged 1 credit; its format reads back', async () => {
    const created = await t.graphql(FORMAT, { i: { templateId: moving, layers: ['title'], format: 'gif' } }, token);
    expect(created.errors).toBeUndefined();
    expect(created.data.createEmbeddedForm.format).toBe('gif');
    const form = await t.graphql(
      'query($u: String!) { embeddedForm(uuid: $u) { url format } }',
      {
        u: created.data.createEmbeddedForm.uuid,
      },
      token,
    );
    const before = await credits(t, token);
    const r = await submit(t, form.data.embeddedForm.url, { title: 'From the form' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'completed', variants: [{ layer: 'title', text: 'From the form' }] });
    expect(r.body.data.media_url).toMatch(/\.gif$/);
    const { type, bytes } = await file(r.body.data.media_url);
    expect(type).toBe('image/gif');
    const { frames, delays, loop } = gifFrames(bytes);
    expect(frames).toHaveLength(20);
    expect(delays).toEqual(Array(20).fill(10));
    expect(loop).toBe(0);
    // The frame at 1 s: the box's left edge at x = 50.
    expect(rgbaAt(frames[10], 200, 52, 50)[1]).toBeLessThan(80);
    expect(rgbaAt(frames[10], 200, 47, 50)[1]).toBeGreaterThan(200);
    expect(before - (await credits(t, token))).toBe(1);
  });

  it('apng, webp and mp4 forms render their clips', async () => {
    const apng = await submit(t, (await formOf('apng')).url, { title: 'A' });
    expect(apng.body.data.media_url).toMatch(/\.apng$/);
    const a = await file(apng.body.data.media_url);
    expect(a.type).toBe('image/apng');
    expect(apngInfo(a.bytes)).toMatchObject({ frames: 20, plays: 0 });

    const webp = await submit(t, (await formOf('webp')).url, { title: 'W' });
    expect(webp.body.data.media_url).toMatch(/\.webp$/);
    expect((await webpPages((await file(webp.body.data.media_url)).bytes, 10)).pages).toBe(20);

    const mp4 = await submit(t, (await formOf('mp4')).url, { title: 'M' });
    expect(mp4.body.data.media_url).toMatch(/\.mp4$/);
    const m = await file(mp4.body.data.media_url);
    expect(m.type).toBe('video/mp4');
    expect(probe(m.bytes, 'mp4')).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p', nb_read_frames: '20' });
    expect(topBoxes(m.bytes).indexOf('moov')).toBeLessThan(topBoxes(m.bytes).indexOf('mdat'));
  });

  it("a browser's submission of an mp4 form gets a result page that plays the video", async () => {
    const form = await formOf('mp4');
    const body = new FormData();
    body.append('layers[title][text]', 'Browser');
    const res = await fetch(onServer(t, form.url), { method: 'POST', body, headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(
      /<video src="[^"]+\.mp4" controls loop muted autoplay playsinline aria-label="Your video: Moving card"><\/video>/,
    );
    expect(res.headers.get('content-security-policy')).toMatch(/media-src 'self' \S+;/);
  });

  it('refuses a clip format the templates cannot make, or a clip longer than a waiting submitter gets: 422 on format, nothing created', async () => {
    const long = await template(animated(20_000));
    const forms = () => t.app.services.database.prisma.embeddedForm.count();
    const before = await forms();
    for (const [templateId, format, message] of [
      [
        still,
        'gif',
        'The template "Still" has no animation: a gif form needs animated templates (or render png, jpeg or webp).',
      ],
      [
        long,
        'mp4',
        'A form renders while its submitter waits: clips of 10 s at most, and the template "Moving card" lasts 20 s.',
      ],
      [moving, 'bmp', 'The selected format is invalid. Valid values: png, jpeg, webp, gif, apng, mp4.'],
    ]) {
      const r = await t.graphql(FORMAT, { i: { templateId, layers: [], format } }, token);
      expect(r.errors?.[0].extensions, format).toMatchObject({ code: 'BAD_USER_INPUT', errors: { format: [message] } });
    }
    expect(await forms()).toBe(before);
  });

  it('updateEmbeddedForm changes the format, checked as on create; png returns to stills', async () => {
    const form = await formOf('gif');
    const update =
      'mutation($u: String!, $i: UpdateEmbeddedFormInput!) { updateEmbeddedForm(uuid: $u, input: $i) { format } }';
    const png = await t.graphql(update, { u: form.uuid, i: { format: 'png' } }, token);
    expect(png.data.updateEmbeddedForm.format).toBe('png');
    const r = await submit(t, form.url, { title: 'Still now' });
    expect(r.body.data.media_url).toMatch(/\.png$/);
    const stillForm = await createForm(t, token, { templateId: still, layers: [] });
    const bad = await t.graphql(update, { u: stillForm.uuid, i: { format: 'apng' } }, token);
    expect(bad.errors[0].extensions.errors).toHaveProperty('format');
  });
});
