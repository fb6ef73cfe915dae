import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

// A starter design's picture (`StarterDesign.pictureUrl`, which the Studio's New template dialog
// shows): the engine's render of the design, 480 px on its longer side, stored once as this server's file.

const LIST = `{ starterDesigns { key width height backgroundColor layers pictureUrl } }`;

describe('starter design pictures', { timeout: 60_000 }, () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 10 }));
  });
  afterAll(() => t?.close());
  /** A stored file by its path (PUBLIC_URL is not this test server's address). */
  const png = async (url: string) =>
    PNG.sync.read(Buffer.from(await (await fetch(t.url + new URL(url).pathname)).arrayBuffer()));

  it('is each design drawn 480 px on its longer side, the same file when listed again, and what a copy of the design renders', async () => {
    const first = await t.graphql(LIST, {}, token);
    expect(first.errors).toBeUndefined();
    const starters = first.data.starterDesigns;
    for (const s of starters) {
      const picture = await png(s.pictureUrl);
      const k = 480 / Math.max(s.width, s.height);
      expect([s.key, picture.width, picture.height]).toEqual([
        s.key,
        Math.round(s.width * k),
        Math.round(s.height * k),
      ]);
    }
    const again = await t.graphql(LIST, {}, token);
    expect(again.data.starterDesigns.map((s: { pictureUrl: string }) => s.pictureUrl)).toEqual(
      starters.map((s: { pictureUrl: string }) => s.pictureUrl),
    );

    // The blog card copied into the account and rendered by the API, shrunk to the picture's size: the same picture.
    const blog = starters.find((s: { key: string }) => s.key === 'blog-card');
    const made = await t.graphql(
      'mutation($input: TemplateInput!) { createTemplate(input: $input) { uuid } }',
      {
        input: { title: 'Blog', width: 1200, height: 630, backgroundColor: blog.backgroundColor, layers: blog.layers },
      },
      token,
    );
    const snap = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: made.data.createTemplate.uuid },
    });
    expect(snap.status, snap.text).toBe(201);
    const picture = await png(blog.pictureUrl);
    const full = Buffer.from(await (await fetch(t.url + new URL(snap.body.media_url).pathname)).arrayBuffer());
    const shrunk = await sharp(full).resize(picture.width, picture.height).ensureAlpha().raw().toBuffer();
    let difference = 0;
    for (let i = 0; i < shrunk.length; i++) difference += Math.abs(shrunk[i] - picture.data[i]);
    expect(difference / shrunk.length).toBeLessThan(6); // mean per channel, of 255: resampling, not another design
  });
});
