import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';
import { ROOT } from '../support/paths.js';
import { startReceiver, type Receiver } from '../webhooks/support.js';
import { subscribeSse } from '../support/subscriptions.js';
import { apngInfo, gifFrames, probe, redSpan, topBoxes, webpPages } from '../render/motion-files.js';

// Issue 41, phase B: the motion formats through the render paths users call (docs/api.md "Motion").
// The red box crosses the 200 px canvas in 2 s, linearly: at 1 s its left edge is at x = 50.

// The keyframes example of docs/rendering.md "Animation", as a user would paste it.
const docs = readFileSync(join(ROOT, 'docs/rendering.md'), 'utf8').split('\n### Keyframes\n')[1];
const MOVING = { title: 'Moving', ...JSON.parse(/```json\n([\s\S]*?)```/.exec(docs)![1]) };
const LONG = { ...MOVING, title: 'Long', animation: { duration: 20_000, fps: 1 } };
const SLOW = { ...MOVING, title: 'Slow', width: 600, height: 300, animation: { duration: 10_000, fps: 30 } };
const STILL = {
  ...MOVING,
  title: 'Still',
  animation: undefined,
  layers: [{ ...MOVING.layers[0], keyframes: undefined }],
};

describe('motion snaps', () => {
  let t: TestApp;
  let hooks: Receiver;
  let token: string;
  const ids: Record<string, string> = {};
  const credits = async () => (await t.request('GET', '/api/v1/usage', { token })).body.period_available_requests;
  const snaps = () => t.app.services.database.prisma.snap.count();
  const snap = (body: Record<string, unknown>) => t.request('POST', '/api/v1/snaps', { token, body });
  const file = async (url: string) =>
    Buffer.from(await (await fetch(url.replace('http://localhost:0', t.url))).arrayBuffer());

  beforeAll(async () => {
    hooks = await startReceiver([204]);
    t = await startTestApp('pglite', { ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
    ({ token } = await t.account({ credits: 100 }));
    for (const [name, body] of Object.entries({ MOVING, LONG, SLOW, STILL })) {
      const r = await t.request('POST', '/api/v1/templates', { token, body });
      expect(r.status, r.text).toBe(201);
      ids[name] = r.body.data.uuid;
    }
  });
  afterAll(async () => {
    await t?.close();
    await hooks?.close();
  });

  it('REST: a sync GIF of 20 frames of 1/10 s, played 3 times, the box at x = 50 at 1 s; one credit', async () => {
    const before = await credits();
    const r = await snap({ template_id: ids.MOVING, format: 'gif' });
    expect(r.status, r.text).toBe(201);
    expect(r.body.media_url).toMatch(/\.gif$/);
    const gif = gifFrames(await file(r.body.media_url));
    expect(gif.delays).toEqual(Array(20).fill(10));
    expect(gif.loop).toBe(2); // the repeats after the first play
    expect(redSpan(gif.frames[10], 200, 50)[0]).toBe(50);
    expect(await credits()).toBe(before - 1);
  });

  it('REST: an APNG and an animated WebP of the same 20 frames; a WebP at frame_at is a still of that instant', async () => {
    const apng = await snap({ template_id: ids.MOVING, format: 'apng', transparent: true });
    expect(apng.status, apng.text).toBe(201);
    expect(apng.body.media_url).toMatch(/\.apng$/);
    expect(apngInfo(await file(apng.body.media_url))).toMatchObject({ frames: 20, plays: 3 });
    const webp = await snap({ template_id: ids.MOVING, format: 'webp' });
    const pages = await webpPages(await file(webp.body.media_url), 10);
    expect(pages.pages).toBe(20);
    expect(redSpan(pages.frame, 200, 50)[0]).toBe(50);
    const still = await snap({ template_id: ids.MOVING, format: 'webp', frame_at: 1000 });
    expect(still.status, still.text).toBe(201);
    // A still WebP has no page count.
    expect((await sharp(await file(still.body.media_url)).metadata()).pages).toBeUndefined();
  });

  it('REST: a PNG shows the last frame, or the instant frame_at names', async () => {
    const at = async (body: Record<string, unknown>) => {
      const r = await snap({ template_id: ids.MOVING, ...body });
      expect(r.status, r.text).toBe(201);
      const { data } = await sharp(await file(r.body.media_url))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return redSpan(data, 200, 50)[0];
    };
    expect(await at({})).toBe(95); // the last frame, at 1.9 s
    expect(await at({ frame_at: 1000 })).toBe(50);
    expect(await at({ format: 'jpeg', frame_at: 0 })).toBe(0);
  });

  it('GraphQL: an async MP4, with its GIF options, completes: H.264, yuv420p, 2 s at 10 fps, moov before mdat', async () => {
    const r = await t.graphql(
      `mutation($i: CreateSnapInput!) { createSnap(input: $i) { snaps { id status format } } }`,
      { i: { templateId: ids.MOVING, format: 'mp4', async: true, webhookUrl: `${hooks.url}hook` } },
      token,
    );
    expect(r.errors).toBeUndefined();
    const { id, status, format } = r.data.createSnap.snaps[0];
    expect({ status, format }).toEqual({ status: 'pending', format: 'mp4' });
    const done = await waitFor(async () => {
      const s = await t.request('GET', `/api/v1/snaps/${id}`, { token });
      return s.body.media_url ? s.body : undefined;
    });
    const mp4 = await file(done.media_url);
    expect(probe(mp4, 'mp4')).toMatchObject({
      codec_name: 'h264',
      pix_fmt: 'yuv420p',
      width: '200',
      height: '100',
      r_frame_rate: '10/1',
    });
    expect(topBoxes(mp4).indexOf('moov')).toBeLessThan(topBoxes(mp4).indexOf('mdat'));
    const gif = await t.graphql(
      `mutation($i: CreateSnapInput!) { createSnap(input: $i) { snaps { status mediaUrl } } }`,
      { i: { templateId: ids.MOVING, format: 'gif', dither: true, palette: 'frame' } },
      token,
    );
    expect(gif.data.createSnap.snaps[0].status).toBe('completed');
    expect(gifFrames(await file(gif.data.createSnap.snaps[0].mediaUrl)).delays).toHaveLength(20);
  });

  it('GraphQL: the snapUpdated subscription shows a long clip moving, frames drawn and encoded, until it completes', async () => {
    const r = await t.graphql(
      `mutation($i: CreateSnapInput!) { createSnap(input: $i) { snaps { id } } }`,
      { i: { templateId: ids.SLOW, format: 'gif', async: true, webhookUrl: `${hooks.url}hook` } },
      token,
    );
    const stream = subscribeSse(
      t.url,
      token,
      'subscription($id: String!) { snapUpdated(id: $id) { status progress { frames drawn encoded } } }',
      { id: r.data.createSnap.snaps[0].id },
    );
    const events = (await stream.done).map((e) => e.data.snapUpdated);
    const moving = events.filter((e) => e.progress);
    expect(moving.length).toBeGreaterThan(1);
    for (const e of moving) {
      expect(e.status).toBe('processing');
      expect(e.progress.frames).toBe(300);
      expect(e.progress.encoded).toBeLessThanOrEqual(e.progress.drawn);
    }
    const drawn = moving.map((e) => e.progress.drawn);
    expect(drawn).toEqual([...drawn].sort((a, b) => a - b));
    expect(events.at(-1)).toEqual({ status: 'completed', progress: null });
  });

  it('the requests of docs/api.md "Motion" are each accepted and make the file they say', async () => {
    const section = readFileSync(join(ROOT, 'docs/api.md'), 'utf8').split('\n### Motion')[1].split('\n### ')[0];
    const requests = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map(([, json]) =>
      JSON.parse(json.replace('TEMPLATE_ID', ids.MOVING).replace('https://example.com/', hooks.url)),
    );
    expect(requests.map((r) => r.format)).toEqual(['gif', 'apng', 'webp', 'mp4', 'png']);
    for (const body of requests) {
      const r = await snap(body);
      expect(r.status, r.text).toBe(body.async ? 202 : 201);
      const done = await waitFor(async () => {
        const s = await t.request('GET', `/api/v1/snaps/${r.body.id}`, { token });
        return s.body.media_url ? s.body : undefined;
      });
      expect(done.media_url).toMatch(new RegExp(`\\.${body.format}$`));
    }
  });

  it("GraphQL: renderDraft draws the frame at frameAt (the Studio's playhead), checked as a snap's frame_at", async () => {
    const { id } = (await t.graphql('query($u: String!) { template(uuid: $u) { id } }', { u: ids.MOVING }, token)).data
      .template;
    const draft = (frameAt: number) =>
      t.graphql(
        'query($id: Int!, $input: TemplateInput!, $at: Int) { renderDraft(id: $id, input: $input, frameAt: $at) { dataUrl } }',
        { id, input: { title: 'Moving' }, at: frameAt },
        token,
      );
    const r = await draft(1000);
    expect(r.errors).toBeUndefined();
    const png = Buffer.from(r.data.renderDraft.dataUrl.split(',')[1], 'base64');
    const { data } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(redSpan(data, 200, 50)[0]).toBe(50);
    expect((await draft(2500)).errors[0].extensions.errors).toEqual({ frameAt: [REFUSED[2][3]] });
  });

  const REFUSED: [string, () => Record<string, unknown>, string, string][] = [
    [
      'a GIF of a still template',
      () => ({ template_id: ids.STILL, format: 'gif' }),
      'format',
      "The template has no animation: a gif needs one (set the template's animation), or render it as png, jpeg, webp or pdf.",
    ],
    [
      'a synchronous clip over 10 s',
      () => ({ template_id: ids.LONG, format: 'mp4' }),
      'async',
      'A clip longer than 10 s is rendered asynchronously: send async: true with a webhook url (this one lasts 20 s).',
    ],
    [
      'frame_at after the end',
      () => ({ template_id: ids.MOVING, frame_at: 2500 }),
      'frame_at',
      'The frame at (2500 ms) is after the end of the animation (2000 ms).',
    ],
    [
      'frame_at of a clip',
      () => ({ template_id: ids.MOVING, format: 'gif', frame_at: 500 }),
      'frame_at',
      'The frame at field is for a still (png, jpeg, webp or pdf): a gif is the whole clip.',
    ],
    [
      'frame_at of a still template',
      () => ({ template_id: ids.STILL, frame_at: 500 }),
      'frame_at',
      'The frame at field needs a template with an animation.',
    ],
    [
      'dither of a PNG',
      () => ({ template_id: ids.MOVING, dither: true }),
      'dither',
      'The dither field is only valid for format gif.',
    ],
    [
      'an unknown palette',
      () => ({ template_id: ids.MOVING, format: 'gif', palette: 'web' }),
      'palette',
      'The selected palette is invalid. Valid values: auto, global, frame.',
    ],
    [
      'a transparent MP4',
      () => ({ template_id: ids.MOVING, format: 'mp4', transparent: true }),
      'transparent',
      'The transparent field is not valid for mp4: a video has no transparency.',
    ],
  ];

  it.each(REFUSED)(
    'REST: %s is a 422 naming the field, nothing stored or charged',
    async (_what, body, field, message) => {
      const [before, stored] = [await credits(), await snaps()];
      const r = await snap(body());
      expect(r.status, r.text).toBe(422);
      expect(r.body.errors[field]).toEqual([message]);
      expect([await credits(), await snaps()]).toEqual([before, stored]);
    },
  );

  it('GraphQL: the same refusals, as BAD_USER_INPUT naming the field', async () => {
    const r = await t.graphql(
      `mutation($i: CreateSnapInput!) { createSnap(input: $i) { snaps { id } } }`,
      { i: { templateId: ids.LONG, format: 'gif' } },
      token,
    );
    expect(r.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { async: [REFUSED[1][3]] },
    });
  });

  it('a render URL .gif is the clip, served as image/gif; a URL of a clip over 10 s is refused when signed', async () => {
    const sign = (templateId: string, format: string) =>
      t.graphql(
        'query($id: String!, $f: RenderUrlFormat) { signedRenderUrl(templateId: $id, format: $f) }',
        { id: templateId, f: format },
        token,
      );
    const url = (await sign(ids.MOVING, 'gif')).data.signedRenderUrl as string;
    expect(url).toContain(`/render/${ids.MOVING}.gif?`);
    const res = await fetch(url.replace('http://localhost:0', t.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(gifFrames(Buffer.from(await res.arrayBuffer())).delays).toHaveLength(20);
    const long = await sign(ids.LONG, 'mp4');
    expect(long.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { async: [REFUSED[1][3]] } });
  });

  it('a batch of GIFs renders each item as a clip; a batch of MP4s of a still template is refused', async () => {
    const r = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: { template_id: ids.MOVING, format: 'gif', items: [{}, {}] },
    });
    expect(r.status, r.text).toBe(202);
    const batch = await waitFor(async () => {
      const b = await t.request('GET', `/api/v1/snaps/batches/${r.body.uuid ?? r.body.data?.uuid}`, { token });
      const items = b.body.items ?? b.body.data?.items;
      return items?.every((i: { media_url?: string | null }) => i.media_url) ? items : undefined;
    });
    expect(gifFrames(await file(batch[0].media_url)).delays).toHaveLength(20);
    const refused = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: { template_id: ids.STILL, format: 'mp4', items: [{}] },
    });
    expect(refused.status, refused.text).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['format']);
  });
});
