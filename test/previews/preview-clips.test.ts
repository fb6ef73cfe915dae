import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { gifFrames, rgbaAt, slidingBox } from '../render/motion-files.js';
import { createCard } from './support.js';

// A blue card whose red box crosses it linearly in 4 s at 30 fps: longer and faster than a preview's bounds.
const ANIMATED = {
  animation: { duration: 4000, fps: 30, loop: 2 },
  layers: [slidingBox(300, { y: 100, size: 100 })],
};

/** The GIF a preview page carries inline. */
function embeddedGif(html: string): Buffer {
  const m = /<img src="data:image\/gif;base64,([A-Za-z0-9+/=]+)"/.exec(html);
  if (!m) throw new Error('no inline GIF in the page');
  return Buffer.from(m[1], 'base64');
}

describe('previews of an animated template', () => {
  let t: TestApp;
  let token: string;
  let uuid: string;

  beforeAll(async () => {
    t = await startTestApp('pglite', { PREVIEW_RATE_LIMIT_PER_MINUTE: '1000' });
    ({ token } = await t.account({ credits: 3 }));
    uuid = await createCard(t, token, ANIMATED);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('GET /v1/templates/{uuid}/preview: a watermarked GIF of the first 3 s at 10 fps, looping, free, storing no snap', async () => {
    const used = (await t.request('GET', '/api/v1/usage', { token })).body.period_used_requests;
    const snaps = await t.app.services.database.prisma.snap.count();
    const r = await t.request('GET', `/api/v1/templates/${uuid}/preview`, { token });
    expect(r.status, r.text.slice(0, 300)).toBe(200);
    const { frames, delays, loop, reader } = gifFrames(embeddedGif(r.text));
    expect([reader.width, reader.height]).toEqual([400, 300]);
    // 3 s at 10 fps: 30 frames of a tenth of a second (the box moves in each), looping forever.
    expect(frames).toHaveLength(30);
    expect(delays).toEqual(Array(30).fill(10));
    expect(loop).toBe(0);
    // The frame at 1 s: the box's left edge at x = 75, as in the template's own timing.
    const at1s = frames[10];
    expect(rgbaAt(at1s, 400, 85, 190)[0]).toBeGreaterThan(150);
    expect(rgbaAt(at1s, 400, 65, 190)[0]).toBeLessThan(100);
    // The watermark is in every frame: the plain blue background (0x20, 0x50, 0xa0) is broken by its words.
    for (const frame of [frames[0], frames[29]]) {
      let unlike = 0;
      for (let y = 220; y < 300; y++)
        for (let x = 0; x < 400; x++) {
          const [red, green, blue] = rgbaAt(frame, 400, x, y);
          if (Math.abs(red - 0x20) + Math.abs(green - 0x50) + Math.abs(blue - 0xa0) > 48) unlike++;
        }
      expect(unlike / (400 * 80)).toBeGreaterThan(0.05);
    }
    expect((await t.request('GET', '/api/v1/usage', { token })).body.period_used_requests).toBe(used);
    expect(await t.app.services.database.prisma.snap.count()).toBe(snaps);
  }, 120_000);

  it('is a GIF over GraphQL, at most 600 px, with variants applied', async () => {
    const big = await createCard(t, token, { ...ANIMATED, width: 1200, height: 900 });
    const r = await t.graphql(
      'query($id: String, $v: [VariantInput!]) { preview(templateId: $id, variants: $v) { width height image } }',
      { id: big, v: [{ layer: 'box', backgroundColor: '#00ff00' }] },
      token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.preview).toMatchObject({ width: 600, height: 450 });
    const gif = Buffer.from(r.data.preview.image.replace(/^data:image\/gif;base64,/, ''), 'base64');
    const { frames, reader } = gifFrames(gif);
    expect(reader.width).toBe(600);
    expect(frames).toHaveLength(30);
    // The box (green now) at 0 s is at the left: half scale, so x 0 to 50, y 50 to 100.
    const [red, green] = rgbaAt(frames[0], 600, 25, 95);
    expect(green).toBeGreaterThan(150);
    expect(red).toBeLessThan(100);
  }, 120_000);
});
