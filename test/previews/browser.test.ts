import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCard, pixels, shareUnlike } from './support.js';
import { CHROMIUM_PATH, launchChromium } from '../support/chromium.js';

describe.skipIf(!existsSync(CHROMIUM_PATH))('a preview in a real browser', () => {
  let t: TestApp;
  let browser: Browser;
  let token: string;
  let uuid: string;

  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestApp('pglite'), launchChromium()]);
    ({ token } = await t.account({ credits: 1 }));
    uuid = await createCard(t, token);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('shows the render with the watermark over it, loading nothing else', async () => {
    const context = await browser.newContext({
      extraHTTPHeaders: { Authorization: `Bearer ${token}` },
      viewport: { width: 800, height: 600 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const blocked: string[] = [];
    page.on('console', (m) => m.type() === 'error' && blocked.push(m.text()));

    const response = await page.goto(`${t.url}/api/v1/templates/${uuid}/preview`);
    expect(response?.status()).toBe(200);
    const img = page.locator('img');
    expect(await img.evaluate((el: HTMLImageElement) => [el.complete, el.naturalWidth, el.naturalHeight])).toEqual([
      true,
      400,
      300,
    ]);
    // The page centres the image, possibly on a half pixel: the picture is taken on whole pixels.
    const box = (await img.boundingBox())!;
    const shot = await pixels(
      await page.screenshot({ clip: { x: Math.round(box.x), y: Math.round(box.y), width: 400, height: 300 } }),
    );
    await context.close();
    expect([shot.width, shot.height]).toEqual([400, 300]);
    expect(requests).toHaveLength(1);
    expect(blocked).toEqual([]);

    // The same design as a paid snap: what the watermark is laid over.
    const snap = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: uuid } });
    expect(snap.status).toBe(201);
    const render = await pixels(
      Buffer.from(await (await fetch(t.url + new URL(snap.body.media_url).pathname)).arrayBuffer()),
    );

    // Where the snap is plain background, the screenshot carries the watermark's marks...
    const corner = { x: 0, y: 200, width: 150, height: 100 };
    expect(shareUnlike(render, [0x20, 0x50, 0xa0], corner)).toBe(0);
    expect(shareUnlike(shot, [0x20, 0x50, 0xa0], corner)).toBeGreaterThan(0.1);
    // ...grey-tinted (a dark word over a light shadow), and the design still shows through them.
    let marked = 0;
    for (let y = 0; y < 300; y++)
      for (let x = 0; x < 400; x++) {
        const [r, g, b] = shot.rgb(x, y);
        const [r0, g0, b0] = render.rgb(x, y);
        if (Math.abs(r - r0) + Math.abs(g - g0) + Math.abs(b - b0) > 40) marked++;
      }
    expect(marked / (400 * 300)).toBeGreaterThan(0.1);
    expect(marked / (400 * 300)).toBeLessThan(0.6);
    const [red, , blue] = shot.rgb(200, 150);
    expect(red).toBeGreaterThan(blue);
  });
});
