import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { signedInStudio } from './browser.js';

// The newcomer's task (issue 47), as a person does it in Chromium: signed in, make a 1200 x 630
// card from a starter design, change its title, its gradient and its photo, and publish. Every
// click and keystroke is a real input event, counted by the page itself (trusted pointerdown and
// keydown events; a modifier key held for a chord is not a keystroke of its own). The counts are
// in docs/studio.md "The newcomer's task".

const TITLE = 'Launch day';
const COLOUR = '#0ea5e9';

/** Counts the trusted presses and keys the page receives, across page loads (sessionStorage). */
function countInputs() {
  const bump = (k: string) => sessionStorage.setItem(k, String(Number(sessionStorage.getItem(k) ?? 0) + 1));
  addEventListener('pointerdown', (e) => e.isTrusted && bump('newcomer.clicks'), true);
  addEventListener(
    'keydown',
    (e) => e.isTrusted && !['Control', 'Shift', 'Alt', 'Meta'].includes(e.key) && bump('newcomer.keystrokes'),
    true,
  );
}

/** What the page counted so far. */
const counted = (page: Page) =>
  page.evaluate(() => ({
    clicks: Number(sessionStorage.getItem('newcomer.clicks') ?? 0),
    keystrokes: Number(sessionStorage.getItem('newcomer.keystrokes') ?? 0),
  }));

/** A choice in a native select: the browser's own list takes two clicks (open, pick), which Playwright cannot make in it. */
let nativePicks = 0;
async function pickNative(select: Locator, value: string) {
  await select.selectOption(value);
  nativePicks += 2;
}

/** The point of a design's pixel on the screen, at the canvas's zoom. */
async function onCanvas(page: Page, x: number, y: number) {
  const c = (await page.locator('.canvas').boundingBox())!;
  const scale = Number(await page.locator('.canvas').getAttribute('data-scale'));
  return { x: c.x + x * scale, y: c.y + y * scale };
}

/** The task on the Studio before issue 47: the gallery's create form, the property panel. */
async function task(page: Page) {
  await pickNative(page.getByLabel('Start from'), 'blog-card');
  await page.getByRole('button', { name: 'Create template' }).click();
  await page.locator('img.draft').waitFor();
  // The title: picked on the canvas, typed in its Text field.
  const title = await onCanvas(page, 300, 250);
  await page.mouse.click(title.x, title.y);
  await page.getByLabel('Text', { exact: true }).click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(TITLE);
  // The gradient: nothing selected (a click beside the canvas) shows the background's stops.
  const stage = (await page.locator('.stage').boundingBox())!;
  await page.mouse.click(stage.x + 8, stage.y + stage.height - 8);
  await page.getByLabel('Stop 1 colour', { exact: true }).click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(COLOUR);
  // The photo: picked on the canvas, replaced from the media library.
  const avatar = await onCanvas(page, 130, 500);
  await page.mouse.click(avatar.x, avatar.y);
  await page.getByRole('button', { name: 'Choose from media library' }).click();
  await page.getByRole('button', { name: 'Use photo.png' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Published', { exact: true }).waitFor();
}

describe("Studio in Chromium: the newcomer's task", { timeout: 120_000 }, () => {
  let t: TestApp;
  let page: Page;
  let token: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const studio = await signedInStudio({ credits: 100, viewport: { width: 1440, height: 900 } });
    ({ t, page, token } = studio);
    close = async () => (await studio.browser.close(), await t.close());
    // A photo of their own already in the media library.
    const photo = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#f97316' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation($file: File) { uploadMedia(file: $file) { id } }' }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
    await page.context().addInitScript(countInputs);
    await page.goto(`${t.url}/studio`);
    await page.getByRole('heading', { name: 'Templates' }).waitFor();
  }, 120_000);

  afterAll(async () => close?.());

  it('makes a 1200 x 630 card from a starter, changes its title, gradient and photo, and publishes it', async () => {
    await task(page);
    const { clicks, keystrokes } = await counted(page);
    console.log(`newcomer's task: ${clicks + nativePicks} clicks, ${keystrokes} keystrokes`);

    const uuid = page.url().split('/').pop()!;
    const r = await t.graphql(
      `{ template(uuid: "${uuid}") { width height backgroundColor layers hasUnpublishedChanges } media(page: 1) { items { src } } }`,
      {},
      token,
    );
    const published = r.data.template;
    expect([published.width, published.height, published.hasUnpublishedChanges]).toEqual([1200, 630, false]);
    const layer = (key: string) => published.layers.find((l: { layer: string }) => l.layer === key);
    expect(layer('title').text).toBe(TITLE);
    expect(published.backgroundColor).toMatch(new RegExp(`^linear-gradient\\(135deg, ${COLOUR} 0%,`));
    expect(layer('avatar').image_url).toBe(r.data.media.items[0].src);
  });
});
