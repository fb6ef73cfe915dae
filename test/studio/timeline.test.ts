import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { choose, signedInStudio, violations } from './browser.js';

// The editor's timeline in Chromium (docs/studio.md "The timeline"): the canvas shows the server's
// frame at the playhead, keyframes and presets are edited on the selected layer's track and published.

const W = 400;
const H = 200;
// A red 40x40 box crossing the white canvas linearly: x = 0 at 0 ms, 100 at 1000 ms, 200 at 2000 ms.
const BOX = {
  layer: 'box',
  type: 'empty',
  x: 0,
  y: 80,
  width: 40,
  height: 40,
  background_color: '#ff0000',
  keyframes: [
    { time: 0, x: 0, easing: 'linear' },
    { time: 2000, x: 200 },
  ],
};

describe('Studio timeline in Chromium', { timeout: 120_000 }, () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  // Draft renders in flight at once, the most seen: the timeline must never pile them up.
  let inFlight = 0;
  let mostInFlight = 0;

  const create = async (input: object) => {
    const r = await t.graphql(
      'mutation($input: TemplateInput!) { createTemplate(input: $input) { uuid } }',
      { input: { title: 'Moving', width: W, height: H, backgroundColor: '#ffffff', ...input } },
      token,
    );
    const uuid = r.data.createTemplate.uuid as string;
    await page.goto(`${t.url}/studio/templates/${uuid}`);
    await page.locator('img.draft').waitFor();
    return uuid;
  };
  /** The canvas's image once it is the server's frame at `ms`, and one pixel of it. */
  const canvasAt = async (ms: number) => {
    const img = page.locator(`img.draft[data-frame-at="${ms}"][data-current=true]`);
    await img.waitFor();
    const src = (await img.getAttribute('src'))!;
    const { data, info } = await sharp(Buffer.from(src.split(',')[1], 'base64'))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
  };
  /** Moves the playhead slider as a drag does (Playwright cannot fill a range input). */
  const scrubTo = (ms: number) =>
    page.getByRole('slider', { name: 'Playhead (ms)' }).evaluate((el: HTMLInputElement, v) => {
      el.value = v;
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, String(ms));
  const isRed = ([r, g, b]: number[]) => r > 200 && g < 80 && b < 80;

  beforeAll(async () => {
    ({ t, browser, context, page, token } = await signedInStudio({
      credits: 100,
      viewport: { width: 1440, height: 900 },
      env: { DRAFT_RENDER_MS_PER_MINUTE: '120000', DRAFT_RENDER_RATE_LIMIT_PER_MINUTE: '1000' },
    }));
    const isDraft = (r: { postData(): string | null }) => r.postData()?.includes('RenderDraft') ?? false;
    page.on('request', (r) => isDraft(r) && (mostInFlight = Math.max(mostInFlight, ++inFlight)));
    const ended = (r: Request) => void (isDraft(r) && inFlight--);
    page.on('requestfinished', ended).on('requestfailed', ended);
    await page.getByRole('heading', { name: 'Templates' }).waitFor();
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await t?.close();
  });

  it('scrubbing to 1000 ms shows the frame the server draws for 1000 ms', async () => {
    await create({ layers: [BOX], animation: { duration: 2000, fps: 10 } });
    const scrub = page.getByRole('slider', { name: 'Playhead (ms)' });
    await scrubTo(0);
    const first = await canvasAt(0);
    expect(isRed(first(20, 100))).toBe(true);
    await scrubTo(1000);
    await expect.poll(() => page.locator('.timeline-at').textContent()).toBe('1000 ms');
    const middle = await canvasAt(1000);
    // The box's left edge at x = 100: red just right of it, white just left and where it started.
    expect(isRed(middle(104, 100))).toBe(true);
    expect(isRed(middle(96, 100))).toBe(false);
    expect(isRed(middle(20, 100))).toBe(false);
    // Keyboard: the slider moves with the arrow keys.
    await scrub.focus();
    await page.keyboard.press('ArrowRight');
    await page.locator('img.draft[data-frame-at="1001"]').waitFor();
  });

  it('plays and pauses, with at most one draft render in flight', async () => {
    const before = await page.locator('img.draft').getAttribute('data-frame-at');
    await page.getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(() => page.locator('img.draft').getAttribute('data-frame-at'), { timeout: 15_000 })
      .not.toBe(before);
    await page.getByRole('button', { name: 'Pause' }).click();
    expect(mostInFlight).toBe(1);
  });

  it('adds a keyframe at the playhead, sets its easing and an entrance, publishes: the API reads them back', async () => {
    const uuid = await create({ layers: [BOX], animation: { duration: 2000, fps: 10 } });
    await scrubTo(500);
    await page.getByRole('button', { name: 'box', exact: true }).click();
    await page.getByRole('button', { name: 'Add keyframe at playhead' }).click();
    const keyframes = page.getByRole('list', { name: 'Keyframes of box' });
    await expect.poll(() => keyframes.getByRole('listitem').count()).toBe(3);
    await choose(page.getByRole('combobox', { name: 'Easing of the keyframe at 500 ms' }), 'ease-in-out');
    await choose(page.getByRole('combobox', { name: 'Entrance preset of box' }), 'fade');
    // The one at 2000 ms goes.
    await page.getByRole('button', { name: 'Remove the keyframe at 2000 ms' }).click();
    await expect.poll(() => keyframes.getByRole('listitem').count()).toBe(2);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published', { exact: true }).waitFor();
    const read = await t.request('GET', `/api/v1/templates/${uuid}`, { token });
    const box = (read.body.layers ?? read.body.data.layers).find((l: { layer: string }) => l.layer === 'box');
    expect(box.keyframes).toEqual([
      { time: 0, x: 0, easing: 'linear' },
      { time: 500, x: 0, y: 80, width: 40, height: 40, rotation: 0, opacity: 1, easing: 'ease-in-out' },
    ]);
    expect(box.entrance).toMatchObject({ preset: 'fade' });
  });

  it('a still design offers "Animate", which gives it an animation and a timeline', async () => {
    const uuid = await create({ layers: [{ ...BOX, keyframes: undefined }] });
    await page.getByRole('button', { name: 'Animate' }).click();
    await page.getByRole('slider', { name: 'Playhead (ms)' }).waitFor();
    await expect
      .poll(
        async () =>
          (await t.graphql(`{ template(uuid: "${uuid}") { draft } }`, {}, token)).data.template.draft?.animation,
      )
      .toMatchObject({ duration: 3000, fps: 30, loop: 'forever' });
  });
});
