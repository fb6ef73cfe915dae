import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createEveryKindTemplate, createForm, credits, pixel, solidPng, type Form } from './support.js';
import { CHROMIUM_PATH, launchChromium } from '../support/chromium.js';

/** A free loopback port: the browser loads the snaps at PUBLIC_URL, so the server must listen there. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

describe.skipIf(!existsSync(CHROMIUM_PATH))('the form page in Chromium', () => {
  let t: TestApp;
  let browser: Browser;
  let token: string;
  let form: Form;
  // A site that embeds the form, on loopback like the service (Chromium keeps public pages from framing private addresses).
  let site: Server;
  const embedder = { origin: '', other: '' };

  beforeAll(async () => {
    site = createHttpServer((_req, res) =>
      res.setHeader('content-type', 'text/html').end(`<iframe src="${form.url}" width="600" height="800"></iframe>`),
    );
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const sitePort = (site.address() as { port: number }).port;
    Object.assign(embedder, { origin: `http://localhost:${sitePort}`, other: `http://127.0.0.1:${sitePort}` });
    const port = await freePort();
    [t, browser] = await Promise.all([
      startTestApp('pglite', { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }),
      launchChromium(),
    ]);
    ({ token } = await t.account({ credits: 10 }));
    form = await createForm(t, token, {
      templateId: await createEveryKindTemplate(t, token),
      layers: ['bg', 'photo', 'title', 'qr', 'code'],
      frameAncestors: [embedder.origin],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    site?.close();
  });

  it('a visitor fills every kind of field, attaches a PNG, sees it, submits and gets the image; the owner pays once', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    // A CSP violation or a failed load (a /favicon.ico the service does not have) would show here.
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('requestfailed', (r) => problems.push(`${r.failure()?.errorText} ${r.url()}`));
    const before = await credits(t, token);

    const response = await page.goto(form.url);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain(`frame-ancestors ${embedder.origin}`);
    await page.getByLabel('title').fill('From the browser');
    await page.getByLabel('bg').fill('#ff0000');
    await page.getByLabel('qr').fill('https://example.org/browser');
    await page.getByLabel('code').fill('ABC-123');
    const preview = page.getByAltText('Preview of the chosen image');
    // No empty (broken) image box before a file is chosen.
    expect(await preview.boundingBox()).toBeNull();
    await page
      .getByLabel('photo')
      .setInputFiles({ name: 'green.png', mimeType: 'image/png', buffer: await solidPng(0, 200, 0) });
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && !img.hidden && img.naturalWidth))
      .toBe(40);

    await Promise.all([page.waitForURL(form.url), page.getByRole('button', { name: 'Create image' }).click()]);
    await page.getByRole('heading', { name: 'Your image is ready' }).waitFor();
    const image = page.getByAltText('Your image: Every kind');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    const mediaUrl = await image.getAttribute('src');
    expect(await page.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(mediaUrl);

    const snap = await t.app.services.database.prisma.snap.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(snap.variants).toEqual([
      { layer: 'bg', background_color: '#ff0000' },
      { layer: 'photo', image_url: expect.stringMatching(/\/files\/form-uploads\/[\w-]+\.png$/) },
      { layer: 'title', text: 'From the browser' },
      { layer: 'qr', qr_content: 'https://example.org/browser' },
      { layer: 'code', barcode_content: 'ABC-123' },
    ]);
    expect(await pixel(t, mediaUrl!, 80, 50)).toEqual([0, 200, 0]);
    expect(before - (await credits(t, token))).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows a refused submission's message beside its field, charging nothing", async () => {
    const page = await browser.newPage();
    await page.goto(form.url);
    const before = await credits(t, token);
    const photo = page.getByLabel('photo');
    await photo.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await page.getByRole('button', { name: 'Create image' }).click();
    const describedBy = (await photo.getAttribute('aria-describedby'))!.split(' ');
    await page.locator(`#${describedBy[1]}`).getByText('The file must be an image.').waitFor();
    expect(await photo.getAttribute('aria-invalid')).toBe('true');
    expect(await credits(t, token)).toBe(before);
    await page.close();
  });

  it('a script on a listed origin reads the answer of its fetch; elsewhere the browser refuses it after the preflight, nothing charged', async () => {
    const page = await browser.newPage();
    // A JSON body, so the browser asks first (preflight): multipart and urlencoded are sent without asking.
    const send = (url: string) =>
      page.evaluate(async (url) => {
        const r = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ layers: { title: { text: 'From fetch' } } }),
        });
        return (await r.json()).data.variants;
      }, url);
    await page.goto(`${embedder.origin}/`);
    const before = await credits(t, token);
    expect(await send(form.url)).toEqual([{ layer: 'title', text: 'From fetch' }]);
    expect(before - (await credits(t, token))).toBe(1);
    await page.goto(`${embedder.other}/`);
    await expect(send(form.url)).rejects.toThrow('Failed to fetch');
    expect(before - (await credits(t, token))).toBe(1);
    await page.close();
  });

  it('loads in an iframe on a listed origin only', async () => {
    const page = await browser.newPage();
    await page.goto(`${embedder.origin}/`);
    await expect.poll(() => page.frameLocator('iframe').getByLabel('title').count()).toBe(1);
    // The same site under another origin (127.0.0.1, not localhost) is not listed.
    await page.goto(`${embedder.other}/`);
    await page.waitForTimeout(1000);
    expect(await page.frameLocator('iframe').getByLabel('title').count()).toBe(0);
    await page.close();
  });
});
