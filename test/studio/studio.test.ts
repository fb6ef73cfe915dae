import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../src/studio/studio-sessions.js';
import { studioLinkUrl } from '../../src/studio/studio-link-url.js';
import { cli, freePort } from '../support/processes.js';
import { BACKENDS, startTestApp, type TestApp } from '../support/test-app.js';
import { buildStudio, launchChromium, screenshot } from './browser.js';
import { startGatedImages } from './gated-images.js';

// PostgreSQL when reachable, so `snapforge studio-link` runs as its own process beside the server.
const backend = BACKENDS[BACKENDS.length - 1];

/** Pixels of a PNG whose luminance is below 100 (text ink on the light background), in a rectangle. */
function inkIn(png: PNG, x0: number, y0: number, x1: number, y1: number): number {
  let n = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const i = (y * png.width + x) * 4;
      const lum = 0.2126 * png.data[i] + 0.7152 * png.data[i + 1] + 0.0722 * png.data[i + 2];
      if (png.data[i + 3] > 128 && lum < 100) n++;
    }
  return n;
}

/** The editor's canvas image (the draft render the API returned, JPEG for an opaque background) as RGBA. */
async function canvasPixels(page: Page): Promise<{ data: Buffer; width: number }> {
  const src = await page.locator('img.draft').getAttribute('src');
  const { data, info } = await sharp(Buffer.from(src!.split(',')[1], 'base64')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

const numberIn = async (page: Page, label: string) => Number(await page.getByLabel(label, { exact: true }).inputValue());

describe('Studio in Chromium', { timeout: 90_000 }, () => {
  let t: TestApp;
  let gate: Awaited<ReturnType<typeof startGatedImages>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let account: { token: string; email: string };
  let templateUuid: string;

  beforeAll(async () => {
    buildStudio();
    gate = await startGatedImages();
    const port = await freePort();
    t = await startTestApp(backend, { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
    account = await t.account({ credits: 1000 });
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1900, height: 1000 } });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await gate?.close();
  });

  it('signs in with a one-time studio link and lands on the gallery; the link works once', async () => {
    await page.goto(`${t.url}/`);
    await page.waitForURL('**/studio/sign-in');
    await page.getByRole('heading', { name: 'Snapforge Studio' }).waitFor();
    await screenshot(page, 'sign-in');

    let link: string;
    if (t.databaseUrl) {
      const r = await cli(['studio-link', '--email', account.email], { DATABASE_URL: t.databaseUrl, PUBLIC_URL: t.url });
      expect(r.code, r.stderr).toBe(0);
      link = r.stdout.trim();
    } else link = studioLinkUrl(t.url, await createSignInLink(t.app.services.database.prisma, account.email));
    expect(link).toMatch(/\/studio\/auth\/link\?token=/);

    await page.goto(link);
    expect(new URL(page.url()).pathname).toMatch(/^\/studio\/?$/);
    await page.getByRole('heading', { name: 'Templates' }).waitFor();
    await page.getByText(account.email).waitFor();

    // Used once: a second browser following it is sent to sign-in with the reason.
    const other = await browser.newPage();
    await other.goto(link);
    await other.waitForURL('**/studio/sign-in?error=expired');
    await other.getByRole('alert').waitFor();
    await other.close();
  });

  it('creates a template from a size preset', async () => {
    await page.getByLabel('Title', { exact: true }).fill('Launch card');
    await page.getByLabel('Size').selectOption('og-image');
    await page.getByRole('button', { name: 'Create template' }).click();
    await page.waitForURL(/\/studio\/templates\/[0-9a-f-]{36}$/);
    templateUuid = page.url().split('/').pop()!;
    await page.getByRole('heading', { name: 'Launch card' }).waitFor();
    await page.locator('.safe-margin').waitFor(); // the preset's safe margin is shown
  });

  it('adds a text layer, drags it 100 px right, changes its text and publishes; the API renders it there', async () => {
    await page.getByRole('button', { name: '+ Text' }).click();
    const box = page.getByRole('button', { name: 'Layer text' });
    await box.waitFor();
    const x0 = await numberIn(page, 'X');
    const y0 = await numberIn(page, 'Y');
    const scale = Number(await page.locator('.canvas').getAttribute('data-scale'));
    expect(scale).toBe(1); // 1200 px wide in a 1900 px window: screen pixels are template pixels

    const b = (await box.boundingBox())!;
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2 + 50, b.y + b.height / 2, { steps: 5 });
    await page.mouse.move(b.x + b.width / 2 + 100, b.y + b.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await numberIn(page, 'X')).toBe(x0 + 100);
    expect(await numberIn(page, 'Y')).toBe(y0);
    // The drag is one undo step; arrow keys nudge the focused box.
    await page.keyboard.press('Control+z');
    expect(await numberIn(page, 'X')).toBe(x0);
    await page.keyboard.press('Control+Shift+z');
    expect(await numberIn(page, 'X')).toBe(x0 + 100);
    await box.focus();
    await page.keyboard.press('ArrowRight');
    expect(await numberIn(page, 'X')).toBe(x0 + 101);
    await page.keyboard.press('ArrowLeft');
    expect(await numberIn(page, 'X')).toBe(x0 + 100);

    await page.getByLabel('Text', { exact: true }).fill('Hello Studio');
    await page.getByText('Unpublished changes').waitFor();
    await screenshot(page, 'editor');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published', { exact: true }).waitFor();

    const snap = await t.request('POST', '/api/v1/snaps', { token: account.token, body: { template_id: templateUuid } });
    expect(snap.status, snap.text).toBe(201);
    const png = PNG.sync.read(Buffer.from(await (await fetch(snap.body.media_url)).arrayBuffer()));
    const w = await numberIn(page, 'Width');
    const h = await numberIn(page, 'Height');
    // Left-aligned text starts at the box's new left edge: nothing where the box was before the drag.
    expect(inkIn(png, x0, y0, x0 + 100, y0 + h)).toBe(0);
    expect(inkIn(png, x0 + 100, y0, x0 + w, y0 + h)).toBeGreaterThan(200);
    // The editor's canvas is that same render (up to JPEG's loss), and it is the new text: the starter text draws otherwise.
    expect(pixelmatch(png.data, (await canvasPixels(page)).data, undefined, png.width, png.height, { threshold: 0.3 })).toBeLessThan(png.width * png.height * 0.002);
    const starter = await t.request('POST', '/api/v1/snaps', { token: account.token, body: { template_id: templateUuid, variants: [{ layer: 'text', text: 'Your text here' }] } });
    const old = PNG.sync.read(Buffer.from(await (await fetch(starter.body.media_url)).arrayBuffer()));
    expect(pixelmatch(png.data, old.data, undefined, png.width, png.height, { threshold: 0.05 })).toBeGreaterThan(100);
  });

  it('shows a 20-item batch reaching 20 of 20 live, without a reload', async () => {
    const created = await t.graphql(
      `mutation($input: TemplateInput!) { createTemplate(input: $input) { uuid } }`,
      { input: { title: 'Gated photo', width: 200, height: 100, layers: [{ layer: 'photo', type: 'image', x: 0, y: 0, width: 200, height: 100 }] } },
      account.token,
    );
    const items = Array.from({ length: 20 }, (_, i) => ({ identifier: `row-${i + 1}`, variants: [{ layer: 'photo', imageUrl: `${gate.url}/photo-${i}.png` }] }));
    const batch = await t.graphql(
      `mutation($input: CreateBatchInput!) { createBatch(input: $input) { batch { uuid } } }`,
      { input: { templateId: created.data.createTemplate.uuid, title: 'Twenty photos', items, webhookUrl: `${gate.url}/hook` } },
      account.token,
    );
    const uuid = batch.data.createBatch.batch.uuid;

    await page.goto(`${t.url}/studio/batches/${uuid}`);
    const bar = page.getByRole('progressbar', { name: 'Batch progress' });
    await bar.waitFor();
    expect(await bar.getAttribute('aria-valuemax')).toBe('20');
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(20);
    await page.evaluate(() => ((window as any).__notReloaded = true));

    gate.open();
    await page.waitForFunction(() => document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow') === '20', undefined, { timeout: 60_000 });
    expect(await page.evaluate(() => (window as any).__notReloaded)).toBe(true);
    await page.locator('.item-completed img').nth(19).waitFor();
    await screenshot(page, 'batch');

    await page.getByRole('link', { name: '← Batches' }).click();
    await page.getByRole('progressbar', { name: 'Progress of Twenty photos' }).waitFor();
    await screenshot(page, 'batches');
  });

  it('uploads an image by drag and drop and uses it in an image layer', async () => {
    await page.getByRole('link', { name: 'Media' }).click();
    const green = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#16a34a' } }).png().toBuffer();
    const drop = await page.evaluateHandle((bytes) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], 'green.png', { type: 'image/png' }));
      return dt;
    }, [...green]);
    await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer: drop });
    await page.getByRole('img', { name: 'green.png' }).waitFor();
    await screenshot(page, 'media');

    await page.goto(`${t.url}/studio/templates/${templateUuid}`);
    await page.getByRole('button', { name: '+ Image' }).click();
    await page.getByRole('button', { name: 'Choose from media library' }).click();
    await page.getByRole('button', { name: 'Use green.png' }).click();
    expect(await page.getByLabel('Image', { exact: true }).inputValue()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\//);

    // The canvas is the API's draft render: the new layer's centre is green there.
    const cx = (await numberIn(page, 'X')) + (await numberIn(page, 'Width')) / 2;
    const cy = (await numberIn(page, 'Y')) + (await numberIn(page, 'Height')) / 2;
    await expect.poll(async () => {
      const png = await canvasPixels(page);
      const i = (Math.round(cy) * png.width + Math.round(cx)) * 4;
      return [png.data[i], png.data[i + 1], png.data[i + 2]].every((v, c) => Math.abs(v - [0x16, 0xa3, 0x4a][c]) <= 6);
    }, { timeout: 15_000 }).toBe(true);
    // Saved by itself: the API's draft now has the layer.
    await expect.poll(async () => {
      const r = await t.graphql(`{ template(uuid: "${templateUuid}") { draft } }`, {}, account.token);
      return r.data.template.draft?.layers?.map((l: { type: string }) => l.type);
    }, { timeout: 15_000 }).toEqual(['text', 'image']);
  });

  it('shows the API message next to a bad field, keeps the draft in the page and saves it once fixed', async () => {
    await page.getByLabel('Focal x').fill('7');
    const message = page.locator('.properties .field-error');
    await message.waitFor();
    expect(await message.textContent()).toMatch(/focal/i);
    await page.getByText(/Not saved/).waitFor();
    expect(await numberIn(page, 'Focal x')).toBe(7); // still in the page
    await page.getByLabel('Corner radius').fill('12'); // edits go on while the save fails
    await page.getByLabel('Focal x').fill('0.25');
    await expect.poll(async () => {
      const r = await t.graphql(`{ template(uuid: "${templateUuid}") { draft } }`, {}, account.token);
      const image = r.data.template.draft.layers[1];
      return [image.focal_x, image.border_radius];
    }, { timeout: 15_000 }).toEqual([0.25, 12]);
    expect(await message.count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Layer image' }).click();
    expect(await numberIn(page, 'Focal x')).toBe(0.25);
  });

  it('shows snaps, usage, webhooks and forms', async () => {
    for (const [name, heading] of [['snaps', 'Snaps'], ['usage', 'Usage'], ['webhooks', 'Webhooks'], ['forms', 'Forms']] as const) {
      await page.getByRole('link', { name: heading }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      if (name === 'snaps') await page.getByRole('img', { name: /^Snap / }).first().waitFor();
      if (name === 'usage') await page.getByRole('img', { name: /Credits used per day/ }).waitFor();
      if (name === 'webhooks') await page.getByText('snap-import', { exact: false }).first().waitFor();
      if (name === 'forms') {
        await page.getByRole('combobox', { name: 'For' }).selectOption({ label: 'Template: Launch card' });
        await page.getByRole('button', { name: 'Create form' }).click();
        await page.getByLabel('Signed URL').first().waitFor();
      }
      await screenshot(page, name);
    }
    await page.getByRole('link', { name: 'Templates' }).click();
    await page.getByRole('img', { name: 'Thumbnail of Launch card' }).waitFor();
    await screenshot(page, 'gallery');
  });
});
