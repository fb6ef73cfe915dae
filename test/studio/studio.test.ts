import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../src/studio/studio-sessions.js';
import { studioLinkUrl } from '../../src/accounts/studio-link-url.js';
import { cli, freePort } from '../support/processes.js';
import { BACKENDS, startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';
import { appAndBrowser, buildStudio, choose, layerRow, screenshot } from './browser.js';
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
  const { data, info } = await sharp(Buffer.from(src!.split(',')[1], 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

const numberIn = async (page: Page, label: string) =>
  Number(await page.getByLabel(label, { exact: true }).inputValue());

/** The RGBA pixels of a PNG, from a data URL or from a URL fetched. */
async function pngAt(url: string): Promise<Buffer> {
  const bytes = url.startsWith('data:')
    ? Buffer.from(url.split(',')[1], 'base64')
    : Buffer.from(await (await fetch(url)).arrayBuffer());
  return PNG.sync.read(bytes).data;
}

// One app and one Chromium for the whole file (each is seconds to start); each block below signs
// in its own account in its own browser context.
let t: TestApp;
let browser: Browser;

beforeAll(async () => {
  buildStudio();
  const port = await freePort();
  ({ t, browser } = await appAndBrowser(
    startTestApp(backend, {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
    }),
  ));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('Studio in Chromium', { timeout: 90_000 }, () => {
  let gate: Awaited<ReturnType<typeof startGatedImages>>;
  let context: BrowserContext;
  let page: Page;
  let account: { token: string; email: string };
  let templateUuid: string;

  beforeAll(async () => {
    gate = await startGatedImages();
    account = await t.account({ credits: 1000 });
    context = await browser.newContext({ viewport: { width: 1900, height: 1000 } });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await gate?.close();
  });

  it('signs in with a one-time studio link and lands on the gallery; the link works once', async () => {
    await page.goto(`${t.url}/`);
    await page.waitForURL('**/studio/sign-in');
    await page.getByRole('heading', { name: 'Snapforge Studio' }).waitFor();
    await screenshot(page, 'sign-in');

    let link: string;
    if (t.databaseUrl) {
      const r = await cli(['studio-link', '--email', account.email], {
        DATABASE_URL: t.databaseUrl,
        PUBLIC_URL: t.url,
      });
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
    await page.getByRole('button', { name: 'New template' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Launch card');
    await page.getByRole('tab', { name: 'Blank canvas' }).click();
    // The Open Graph image is the preset chosen first.
    expect(await page.getByRole('radio', { name: /^Open Graph image/ }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Create template' }).click();
    await page.waitForURL(/\/studio\/templates\/[0-9a-f-]{36}$/);
    templateUuid = page.url().split('/').pop()!;
    await page.getByRole('heading', { name: 'Launch card' }).waitFor();
    await page.locator('.safe-margin').waitFor(); // the preset's safe margin is shown
  });

  it('adds a text layer, drags it 100 px right, changes its text and publishes; the API renders it there', async () => {
    await page.getByRole('button', { name: '100%' }).click(); // Fit would enlarge the card a little
    await page.getByRole('button', { name: 'Add Text' }).click();
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

    const snap = await t.request('POST', '/api/v1/snaps', {
      token: account.token,
      body: { template_id: templateUuid },
    });
    expect(snap.status, snap.text).toBe(201);
    const png = PNG.sync.read(Buffer.from(await (await fetch(snap.body.media_url)).arrayBuffer()));
    const w = await numberIn(page, 'W');
    const h = await numberIn(page, 'H');
    // Left-aligned text starts at the box's new left edge: nothing where the box was before the drag.
    expect(inkIn(png, x0, y0, x0 + 100, y0 + h)).toBe(0);
    expect(inkIn(png, x0 + 100, y0, x0 + w, y0 + h)).toBeGreaterThan(200);
    // The editor's canvas is that same render (up to JPEG's loss), and it is the new text: the starter text draws otherwise.
    expect(
      pixelmatch(png.data, (await canvasPixels(page)).data, undefined, png.width, png.height, { threshold: 0.3 }),
    ).toBeLessThan(png.width * png.height * 0.002);
    const starter = await t.request('POST', '/api/v1/snaps', {
      token: account.token,
      body: { template_id: templateUuid, variants: [{ layer: 'text', text: 'Your text here' }] },
    });
    const old = PNG.sync.read(Buffer.from(await (await fetch(starter.body.media_url)).arrayBuffer()));
    expect(pixelmatch(png.data, old.data, undefined, png.width, png.height, { threshold: 0.05 })).toBeGreaterThan(100);
  });

  it('"Try it" previews variants for free, and its curl and GraphQL run as shown and render that preview', async () => {
    const credits = async () => (await t.graphql('{ me { credits } }', {}, account.token)).data.me.credits;
    const before = await credits();
    await page.getByRole('tab', { name: 'Try it' }).click();
    const tryIt = page.getByRole('region', { name: 'Try it' });
    await tryIt.getByLabel('text (text)').fill('Tried it');
    await tryIt.getByRole('button', { name: 'Preview (free)' }).click();
    const preview = await pngAt(
      (await tryIt.getByRole('img', { name: 'Preview with these variants' }).getAttribute('src'))!,
    );
    expect(await credits()).toBe(before);

    // The design is published as drafted, so the API's snap of these variants is the preview, pixel for pixel.
    const graphql = await tryIt.locator('pre[aria-label="GraphQL"]').textContent();
    const viaGraphql = await t.graphql(graphql!, {}, account.token);
    expect(viaGraphql.errors).toBeUndefined();
    expect((await pngAt(viaGraphql.data.createSnap.snaps[0].mediaUrl)).equals(preview)).toBe(true);
    const curl = await tryIt.locator('pre[aria-label="curl"]').textContent();
    const { stdout } = await promisify(execFile)('sh', ['-c', curl!], {
      env: { ...process.env, SNAPFORGE_TOKEN: account.token },
    });
    expect((await pngAt(JSON.parse(stdout).media_url)).equals(preview)).toBe(true);
    // The signed render URL of the same variants: fetched with no token, the same image; its og:image tag beside it.
    await tryIt.getByRole('button', { name: 'Make signed URL' }).click();
    const signed = (await tryIt.locator('pre[aria-label="Signed URL"]').textContent())!;
    expect(signed).toMatch(/\/api\/v1\/render\/[0-9a-f-]{36}\.png\?text=Tried%20it&s=[0-9a-f]{64}$/);
    expect(await tryIt.locator('pre[aria-label="og:image tag"]').textContent()).toBe(
      `<meta property="og:image" content="${signed.replaceAll('&', '&amp;')}">`,
    );
    await tryIt.getByRole('button', { name: 'Copy URL' }).waitFor();
    const { pathname, search } = new URL(signed);
    expect((await pngAt(`${t.url}${pathname}${search}`)).equals(preview)).toBe(true);
    // A key made here goes into the curl, shown once: the curl then runs as copied, with no token of one's own.
    await tryIt.getByRole('button', { name: 'Make an API key for this curl' }).click();
    const secret = await tryIt.getByLabel('New API key').inputValue();
    expect(secret).toMatch(/^sfp_/);
    const withKey = (await tryIt.locator('pre[aria-label="curl"]').textContent())!;
    expect(withKey).toContain(`Authorization: Bearer ${secret}`);
    const { SNAPFORGE_TOKEN: _none, ...noToken } = process.env;
    const ran = await promisify(execFile)('sh', ['-c', withKey], { env: noToken });
    expect((await pngAt(JSON.parse(ran.stdout).media_url)).equals(preview)).toBe(true);
    expect(await credits()).toBe(before - 4);
    // The header reads the balance again on the next page.
    await page.getByRole('link', { name: 'Templates' }).click();
    await page.getByText(`${account.email} · owner · ${before - 4} credits`).waitFor();
  });

  it('"Team" invites a member (the one-time link shown to pass on), changes their role, refuses to demote the last owner, and removes the member once asked', async () => {
    await page.getByRole('link', { name: 'Team' }).click();
    await page.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    const invitee = `team-${Date.now()}@example.com`;
    await page.getByLabel('E-mail').fill(invitee);
    await choose(page.getByRole('combobox', { name: 'Role', exact: true }), 'viewer');
    await page.getByRole('button', { name: 'Invite' }).click();
    expect(await page.getByLabel('Invitation link').inputValue()).toMatch(/\/studio\/auth\/link\?token=sfl_/);
    const row = page.getByRole('row').filter({ hasText: invitee });
    await row.getByRole('cell', { name: 'Invited', exact: true }).waitFor();
    await choose(row.getByRole('combobox'), 'editor');
    await waitFor(
      async () =>
        (await t.app.services.database.prisma.user.findUnique({ where: { email: invitee } }))?.role === 'editor',
      5_000,
      'the new role',
    );
    await choose(page.getByRole('row').filter({ hasText: account.email }).getByRole('combobox'), 'viewer');
    await page.getByText("The account's last owner cannot be demoted or removed").waitFor();
    await screenshot(page, 'team');
    // Removing asks first, in the app's own dialog (the page asked in a dialog it never showed, so
    // Remove did nothing), then the member is gone from the list and the account.
    await row.getByRole('button', { name: 'Remove' }).click();
    await page
      .getByRole('dialog', { name: `Remove ${invitee}?` })
      .getByRole('button', { name: 'Remove' })
      .click();
    await row.waitFor({ state: 'detached' });
    expect(await t.app.services.database.prisma.user.findUnique({ where: { email: invitee } })).toBeNull();
  });

  it('"API keys" makes a key (its secret shown once, with a copy button), lists it by prefix and role, and revokes it', async () => {
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    await page.getByLabel('Name').fill('Deploy bot');
    await choose(page.getByRole('combobox', { name: 'Role' }), 'editor');
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = await page.getByLabel('New API key').inputValue();
    await page.getByRole('button', { name: 'Copy key' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Deploy bot' });
    await row.getByText(`${secret.slice(0, 12)}…`).waitFor();
    await row.getByRole('cell', { name: 'editor', exact: true }).waitFor();
    expect((await t.request('GET', '/api/v1/auth', { token: secret })).status).toBe(200);
    await screenshot(page, 'api-keys');

    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke' }).click();
    await row.getByText(/^Revoked /).waitFor();
    expect((await t.request('GET', '/api/v1/auth', { token: secret })).status).toBe(401);
    // Shown once: the page read again lists the key by its prefix only.
    await page.reload();
    await row.getByText(/^Revoked /).waitFor();
    expect(await page.getByLabel('New API key').count()).toBe(0);
    expect(await page.content()).not.toContain(secret);
  });

  it('shows a 20-item batch reaching 20 of 20 live, without a reload', async () => {
    const created = await t.graphql(
      `mutation($input: TemplateInput!) { createTemplate(input: $input) { uuid } }`,
      {
        input: {
          title: 'Gated photo',
          width: 200,
          height: 100,
          layers: [{ layer: 'photo', type: 'image', x: 0, y: 0, width: 200, height: 100 }],
        },
      },
      account.token,
    );
    const items = Array.from({ length: 20 }, (_, i) => ({
      identifier: `row-${i + 1}`,
      variants: [{ layer: 'photo', imageUrl: `${gate.url}/photo-${i}.png` }],
    }));
    const batch = await t.graphql(
      `mutation($input: CreateBatchInput!) { createBatch(input: $input) { batch { uuid } } }`,
      {
        input: {
          templateId: created.data.createTemplate.uuid,
          title: 'Twenty photos',
          items,
          webhookUrl: `${gate.url}/hook`,
        },
      },
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
    await page.waitForFunction(
      () => document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow') === '20',
      undefined,
      { timeout: 60_000 },
    );
    expect(await page.evaluate(() => (window as any).__notReloaded)).toBe(true);
    await page.locator('.item-completed img').nth(19).waitFor();
    // The header reads the balance again when the batch finishes: its 20 credits are gone from it.
    const { credits } = (await t.graphql('{ me { credits } }', {}, account.token)).data.me;
    await page.getByText(`${account.email} · owner · ${credits} credits`).waitFor();
    await screenshot(page, 'batch');

    await page.locator('a.back').click();
    await page.getByRole('progressbar', { name: 'Progress of Twenty photos' }).waitFor();
    await screenshot(page, 'batches');
  });

  it('uploads an image by drag and drop and uses it in an image layer', async () => {
    await page.getByRole('link', { name: 'Media' }).click();
    const green = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#16a34a' } })
      .png()
      .toBuffer();
    const drop = await page.evaluateHandle(
      (bytes) => {
        const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array(bytes)], 'green.png', { type: 'image/png' }));
        return dt;
      },
      [...green],
    );
    await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer: drop });
    await page.getByRole('img', { name: 'green.png' }).waitFor();
    await screenshot(page, 'media');

    await page.goto(`${t.url}/studio/templates/${templateUuid}`);
    await page.getByRole('button', { name: 'Add Image' }).click();
    await page.getByRole('button', { name: 'Choose from media library' }).click();
    await page.getByRole('button', { name: 'Use green.png' }).click();
    expect(await page.getByLabel('Image', { exact: true }).inputValue()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\//);

    // The canvas is the API's draft render: the new layer's centre is green there.
    const cx = (await numberIn(page, 'X')) + (await numberIn(page, 'W')) / 2;
    const cy = (await numberIn(page, 'Y')) + (await numberIn(page, 'H')) / 2;
    await expect
      .poll(
        async () => {
          const png = await canvasPixels(page);
          const i = (Math.round(cy) * png.width + Math.round(cx)) * 4;
          return [png.data[i], png.data[i + 1], png.data[i + 2]].every(
            (v, c) => Math.abs(v - [0x16, 0xa3, 0x4a][c]) <= 6,
          );
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    // Saved by itself: the API's draft now has the layer.
    await expect
      .poll(
        async () => {
          const r = await t.graphql(`{ template(uuid: "${templateUuid}") { draft } }`, {}, account.token);
          return r.data.template.draft?.layers?.map((l: { type: string }) => l.type);
        },
        { timeout: 15_000 },
      )
      .toEqual(['text', 'image']);
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
    await expect
      .poll(
        async () => {
          const r = await t.graphql(`{ template(uuid: "${templateUuid}") { draft } }`, {}, account.token);
          const image = r.data.template.draft.layers[1];
          return [image.focal_x, image.border_radius];
        },
        { timeout: 15_000 },
      )
      .toEqual([0.25, 12]);
    expect(await message.count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Layer image' }).click();
    expect(await numberIn(page, 'Focal x')).toBe(0.25);

    // A layer that saves but cannot be drawn: the renderer's reason is shown at that layer's properties.
    const image = page.getByLabel('Image', { exact: true });
    const green = await image.inputValue();
    await image.fill(`${gate.url}/missing.png`);
    const layerError = page.locator('.properties > .field-error');
    await layerError.getByText(/^Layer "image": the image at .*missing\.png could not be used/).waitFor();
    await image.fill(green);
    await expect.poll(() => layerError.count(), { timeout: 15_000 }).toBe(0);
  });

  it('edits layers on the canvas and in the list: the five types, snapping, resize, rotate, coalesced renders, reorder, hide, duplicate, delete', async () => {
    await page.getByRole('button', { name: '100%' }).click(); // screen pixels are template pixels
    for (const type of ['Shape', 'QR code', 'Barcode']) await page.getByRole('button', { name: `Add ${type}` }).click();
    for (const key of ['text', 'image', 'empty', 'qr_code', 'barcode'])
      await page.getByRole('button', { name: `Layer ${key}` }).waitFor();
    const margin = 60; // og-image's safe margin
    expect(await page.locator('.safe-margin').getAttribute('title')).toBe(`Safe margin: ${margin} px`);

    // Dragged to 4 px right of the safe margin, the new barcode (on top) snaps onto it, with a guide; Alt turns snapping off.
    const box = page.getByRole('button', { name: 'Layer barcode' });
    const x0 = await numberIn(page, 'X');
    let b = (await box.boundingBox())!;
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2 + (margin + 4 - x0), b.y + b.height / 2, { steps: 4 });
    expect(await page.locator('.guide-x').count()).toBe(1);
    await page.mouse.up();
    expect(await numberIn(page, 'X')).toBe(margin);
    b = (await box.boundingBox())!;
    await page.keyboard.down('Alt');
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2 + 3, b.y + b.height / 2, { steps: 2 });
    await page.mouse.up();
    await page.keyboard.up('Alt');
    expect(await numberIn(page, 'X')).toBe(margin + 3);

    // The square handle resizes; the round one rotates (Shift: 15° steps).
    const [w0, h0] = [await numberIn(page, 'W'), await numberIn(page, 'H')];
    const resize = (await page.locator('.handle.resize').boundingBox())!;
    await page.mouse.move(resize.x + 6, resize.y + 6);
    await page.mouse.down();
    await page.mouse.move(resize.x + 56, resize.y + 26, { steps: 4 });
    await page.mouse.up();
    expect([await numberIn(page, 'W'), await numberIn(page, 'H')]).toEqual([w0 + 50, h0 + 20]);
    b = (await box.boundingBox())!;
    const rotate = (await page.locator('.handle.rotate').boundingBox())!;
    await page.keyboard.down('Shift');
    await page.mouse.move(rotate.x + 6, rotate.y + 6);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2 + 200, b.y + b.height / 2 + 7, { steps: 4 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    expect(await numberIn(page, 'Rotation')).toBe(90);
    await page.getByLabel('Rotation', { exact: true }).fill('0');

    // Twenty nudges in a row: a handful of draft renders, the last of them the final design.
    const renders: string[] = [];
    const onRequest = (r: Request) => void (r.postData()?.includes('query RenderDraft') && renders.push(r.postData()!));
    await box.focus();
    const x1 = await numberIn(page, 'X');
    page.on('request', onRequest);
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    expect(await numberIn(page, 'X')).toBe(x1 + 20);
    const lastX = () =>
      JSON.parse(renders[renders.length - 1] ?? '{}').variables?.input.layers.find(
        (l: { layer: string }) => l.layer === 'barcode',
      ).x;
    await expect.poll(lastX, { timeout: 15_000 }).toBe(x1 + 20);
    page.off('request', onRequest);
    expect(renders.length).toBeLessThan(10);

    // The list: top of the stack first; reorder, hide, duplicate, delete; all saved in the draft.
    const names = () => page.locator('.layer-name').allTextContents();
    expect(await names()).toEqual(['barcode', 'qr_code', 'empty', 'image', 'text']);
    await (await layerRow(page, 'barcode')).getByRole('button', { name: 'Actions for barcode' }).click();
    await page.getByRole('menuitem', { name: 'Send backward' }).click();
    expect(await names()).toEqual(['qr_code', 'barcode', 'empty', 'image', 'text']);
    await (await layerRow(page, 'qr_code')).getByRole('button', { name: 'Hide qr_code' }).click();
    expect(await page.getByRole('button', { name: 'Layer qr_code' }).count()).toBe(0);
    await (await layerRow(page, 'empty')).getByRole('button', { name: 'Duplicate empty' }).click();
    await page.getByRole('button', { name: 'Layer empty_2' }).waitFor();
    await (await layerRow(page, 'image')).getByRole('button', { name: 'Delete image' }).click();
    expect(await names()).toEqual(['qr_code', 'barcode', 'empty_2', 'empty', 'text']);
    await expect
      .poll(
        async () => {
          const r = await t.graphql(`{ template(uuid: "${templateUuid}") { draft } }`, {}, account.token);
          return r.data.template.draft.layers.map(
            (l: { layer: string; hidden?: boolean }) => `${l.layer}${l.hidden ? ' (hidden)' : ''}`,
          );
        },
        { timeout: 15_000 },
      )
      .toEqual(['text', 'empty', 'empty_2', 'barcode', 'qr_code (hidden)']);
  });

  it('shows snaps, usage, webhooks and forms', async () => {
    await page.getByRole('link', { name: 'Templates' }).click(); // out of the editor, to the pages beside it
    for (const [name, heading] of [
      ['snaps', 'Snaps'],
      ['usage', 'Usage'],
      ['webhooks', 'Webhooks'],
      ['forms', 'Forms'],
    ] as const) {
      await page.getByRole('link', { name: heading }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      if (name === 'snaps')
        await page
          .getByRole('img', { name: /^Snap / })
          .first()
          .waitFor();
      if (name === 'usage') await page.getByRole('img', { name: /Credits used per day/ }).waitFor();
      if (name === 'webhooks') await page.getByText('snap-import', { exact: false }).first().waitFor();
      if (name === 'forms') {
        await choose(page.getByRole('combobox', { name: 'For' }), 'Template: Launch card');
        await page.getByRole('button', { name: 'Create form' }).click();
        await page.getByLabel('Signed URL').first().waitFor();
      }
      await screenshot(page, name);
    }
  });

  it('an owner makes the account unlimited on the Usage page where the server allows it, and counts credits again', async () => {
    const { config } = t.app.services;
    config.OWNERS_MAY_SET_UNLIMITED = true;
    try {
      await page.getByRole('link', { name: 'Templates' }).click();
      await page.getByRole('link', { name: 'Usage' }).click();
      await page.getByRole('button', { name: 'Make this account unlimited' }).click();
      await page.getByText(`${account.email} · owner · unlimited`).waitFor();
      await page.getByRole('definition').filter({ hasText: 'Unlimited' }).waitFor();
      await page.getByRole('button', { name: 'Count credits again' }).click();
      await page.getByText(/ · owner · \d+ credits$/).waitFor();
    } finally {
      config.OWNERS_MAY_SET_UNLIMITED = false;
    }
  });

  it('shows a failed item with its error, and cancels a running batch', async () => {
    const held = await startGatedImages();
    try {
      const { uuid: templateId } = (
        await t.graphql('{ templates(first: 1, search: "Gated photo") { edges { node { uuid } } } }', {}, account.token)
      ).data.templates.edges[0].node;
      const items = Array.from({ length: 12 }, (_, i) => ({
        identifier: `tile-${i + 1}`,
        variants: [{ layer: 'photo', imageUrl: `${held.url}/${i === 0 ? 'missing' : 'held'}-${i}.png` }],
      }));
      const batch = await t.graphql(
        `mutation($input: CreateBatchInput!) { createBatch(input: $input) { batch { uuid } } }`,
        { input: { templateId, title: 'Cancel me', items } },
        account.token,
      );
      await page.goto(`${t.url}/studio/batches/${batch.data.createBatch.batch.uuid}`);
      const failed = page.locator('.item-failed');
      await failed.getByText(/^Layer "photo": the image at .*missing-0\.png could not be used/).waitFor();
      await page.getByRole('button', { name: 'Cancel batch' }).click();
      // The items not started are canceled at once; those rendering finish once their images come.
      await page.getByText(/ [1-9]\d* canceled/).waitFor();
      held.open();
      await page
        .getByRole('heading', { name: /Cancel me/ })
        .getByText('canceled', { exact: true })
        .waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Cancel batch' }).count()).toBe(0);
      expect(await failed.count()).toBe(1);
    } finally {
      await held.close();
    }
  });

  it('pages through the batch history, 50 a page', async () => {
    const { prisma } = t.app.services.database;
    const { accountId } = await prisma.user.findUniqueOrThrow({ where: { email: account.email } });
    await prisma.batch.createMany({
      data: Array.from({ length: 50 }, (_, i) => ({
        accountId,
        title: `Old ${i}`,
        status: 'completed' as const,
        type: 'image',
        format: 'png',
        totalRows: 0,
      })),
    });
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Batches' }).click();
    await page.getByRole('link', { name: 'Old 49' }).waitFor();
    expect(await page.getByRole('link', { name: 'Twenty photos' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Older' }).click();
    await page.getByRole('link', { name: 'Twenty photos' }).waitFor();
    expect(await page.getByRole('button', { name: 'Older' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Newer' }).click();
    await page.getByRole('link', { name: 'Old 49' }).waitFor();
  });

  it('searches the gallery by title, duplicates and deletes a template', async () => {
    await page.getByRole('link', { name: 'Templates' }).click();
    await page.getByRole('img', { name: 'Thumbnail of Launch card' }).waitFor();
    const cards = page.locator('.cards .card');
    const before = await cards.count();
    await page.getByRole('button', { name: 'Actions for Launch card' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await page.getByRole('link', { name: 'Launch card (copy)', exact: true }).waitFor();
    await page.getByLabel('Search by title').fill('COPY');
    await expect.poll(() => cards.count()).toBe(1);
    await page.getByRole('button', { name: 'Actions for Launch card (copy)' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete template?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No templates with "COPY" in the title.').waitFor();
    await page.getByLabel('Search by title').fill('');
    await expect.poll(() => cards.count()).toBe(before);
    await page.getByRole('img', { name: 'Thumbnail of Launch card' }).waitFor();
    await screenshot(page, 'gallery');
  });

  it('exports a template as a design bundle and imports the file back as a new template', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: 'Actions for Launch card', exact: true })
        .click()
        .then(() => page.getByRole('menuitem', { name: 'Export' }).click()),
    ]);
    expect(download.suggestedFilename()).toBe('Launch-card.snapforge.zip');
    const before = page.url();
    await page.getByLabel('Import a design…').setInputFiles((await download.path())!);
    await page.waitForURL((u) => /\/templates\/[0-9a-f-]{36}$/.test(u.pathname) && u.href !== before);
    const imported = page.url().split('/').pop()!;
    expect(imported).not.toBe(templateUuid);
    const read = await t.request('GET', `/api/v1/templates/${imported}`, { token: account.token });
    expect(read.body).toMatchObject({ title: 'Launch card', layers: expect.any(Array) });
    const original = await t.request('GET', `/api/v1/templates/${templateUuid}`, { token: account.token });
    expect(read.body.layers).toEqual(original.body.layers);
  });
});

describe('Studio in Chromium, signed in as a viewer', { timeout: 90_000 }, () => {
  let page: Page;
  let templateUuid: string;
  const drafts: Request[] = [];

  beforeAll(async () => {
    const owner = await t.account();
    const created = await t.request('POST', '/api/v1/templates', {
      token: owner.token,
      body: {
        title: 'Team card',
        width: 600,
        height: 300,
        layers: [{ type: 'text', layer: 'title', text: 'Hello', x: 40, y: 40, width: 300, height: 80 }],
      },
    });
    expect(created.status, created.text).toBe(201);
    templateUuid = created.body.data.uuid;
    const { prisma } = t.app.services.database;
    const { accountId } = await prisma.user.findUniqueOrThrow({ where: { email: owner.email } });
    await prisma.user.create({ data: { accountId, email: 'viewer@example.com', name: 'Viewer', role: 'viewer' } });
    const context = await browser.newContext({ viewport: { width: 1900, height: 1000 } });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    page.on('request', (r) => r.postData()?.includes('saveTemplateDraft') && drafts.push(r));
    await page.goto(studioLinkUrl(t.url, await createSignInLink(prisma, 'viewer@example.com')));
  }, 120_000);

  afterAll(async () => {
    await page?.context().close();
  });

  it('the gallery offers no create, duplicate or delete', async () => {
    await page.getByText('Your role can open templates and render snaps from them').waitFor();
    await page.getByRole('link', { name: 'Team card', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'New template' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Actions for Team card' }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Export']);
    await page.keyboard.press('Escape');
  });

  it('the editor shows the template but takes no change: controls disabled, boxes stay put, nothing is saved', async () => {
    await page.getByRole('link', { name: 'Team card', exact: true }).click();
    await page.waitForURL(`**/studio/templates/${templateUuid}`);
    await page.getByText('View only: your role cannot change templates.').waitFor();
    await page.locator('img.draft').waitFor();
    for (const name of ['Add Text', 'Publish', 'Undo', 'Delete title', 'Duplicate title', 'Hide title'])
      expect(await page.getByRole('button', { name }).isDisabled(), name).toBe(true);

    // Layers can still be selected, from the list or on the canvas, to read their properties.
    const specimen = page.waitForResponse((r) => r.request().postData()?.includes('"title":"Fonts"') ?? false);
    await page.getByRole('button', { name: 'title', exact: true }).click();
    const x = page.getByLabel('X', { exact: true });
    await x.waitFor();
    const box = page.getByRole('button', { name: 'Layer title' });
    await box.click();
    expect(await x.inputValue()).toBe('40');
    expect(await x.isDisabled()).toBe(true);
    const b = (await box.boundingBox())!;
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2 + 100, b.y + b.height / 2, { steps: 5 });
    await page.mouse.up();
    await box.press('ArrowRight');
    expect(await x.inputValue()).toBe('40');
    expect((await box.boundingBox())!.x).toBe(b.x);
    expect(await page.locator('.handle').count()).toBe(0);
    expect(await page.getByRole('status').count()).toBe(0); // no "Draft saved" for what cannot be saved
    expect(drafts).toHaveLength(0);
    // The font previews are a draft render, watermarked for a viewer: the names stay plain text rather than show pieces of it.
    expect((await (await specimen).json()).data.renderDraft.watermarked).toBe(true);
    expect(await page.locator('.font-preview').count()).toBe(0);
    await screenshot(page, 'viewer-editor');
  });

  it('"API keys" offers nothing to make or revoke', async () => {
    await page.getByRole('link', { name: 'Templates' }).click();
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByText("Only the account's owners and admins manage API keys").waitFor();
    expect(await page.getByRole('button', { name: 'Create key' }).count()).toBe(0);
  });
});

describe('Studio in Chromium, a markup text layer', { timeout: 90_000 }, () => {
  let page: Page;
  let token: string;
  let templateUuid: string;

  beforeAll(async () => {
    const owner = await t.account({ credits: 100 });
    token = owner.token;
    const created = await t.request('POST', '/api/v1/templates', {
      token,
      body: {
        title: 'Rich card',
        width: 600,
        height: 200,
        background_color: '#ffffff',
        layers: [
          {
            type: 'text',
            layer: 'title',
            text_format: 'markup',
            text: 'Hello',
            x: 20,
            y: 20,
            width: 560,
            height: 160,
            font_size: 48,
          },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    templateUuid = created.body.data.uuid;
    const context = await browser.newContext({ viewport: { width: 1500, height: 900 } });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.goto(studioLinkUrl(t.url, await createSignInLink(t.app.services.database.prisma, owner.email)));
    await page.goto(`${t.url}/studio/templates/${templateUuid}`);
    await page.getByRole('button', { name: 'title', exact: true }).click();
  }, 120_000);

  afterAll(async () => {
    await page?.context().close();
  });

  const savedText = async () =>
    (await t.graphql(`{ template(uuid: "${templateUuid}") { draft } }`, {}, token)).data.template.draft?.layers[0].text;
  /** Pixels of the canvas image close to #dc2626. */
  const redPixels = async () => {
    const { data } = await canvasPixels(page);
    let n = 0;
    for (let i = 0; i < data.length; i += 4)
      if (Math.abs(data[i] - 0xdc) < 40 && data[i + 1] < 90 && data[i + 2] < 90) n++;
    return n;
  };

  it('types, bolds, colours and sizes a word with the toolbar and keys; saves it as markup and the draft render draws it', async () => {
    const area = page.getByRole('textbox', { name: 'Text', exact: true });
    await area.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' big world');
    // Select "big": six letters back (" world"), then three with Shift.
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowLeft');
    await page.getByRole('button', { name: 'Bold', exact: true }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Bold', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(await redPixels()).toBe(0);
    await page.getByRole('textbox', { name: 'Colour for the selection' }).fill('#dc2626');
    // As a person would: the colour is saved before the size is chosen. A size chosen before the
    // colour's save came back was lost (a known race of the field, written in issue 26's closing note).
    await expect.poll(savedText, { timeout: 15_000 }).toBe('Hello <b><span color="#dc2626">big</span></b> world');
    await page.getByLabel('Size for the selection').fill('64');
    await page.getByLabel('Size for the selection').press('Enter');
    const coloured = 'Hello <b><span color="#dc2626" font_size="64">big</span></b> world';
    await expect.poll(savedText, { timeout: 15_000 }).toBe(coloured);
    // The draft render is the API's: the red, bold word is in it.
    await expect.poll(redPixels, { timeout: 15_000 }).toBeGreaterThan(150);
    expect(await area.locator('b span').evaluate((e) => [e.textContent, getComputedStyle(e).color])).toEqual([
      'big',
      'rgb(220, 38, 38)',
    ]);
    await page.getByRole('button', { name: 'Markup', exact: true }).click(); // the markup itself, shown below
    expect(await page.getByLabel('Markup', { exact: true }).inputValue()).toBe(coloured);
    await screenshot(page, 'rich-text');

    // Ctrl+I on the last word; Ctrl+Z (the editor's history) takes it back as one step.
    await area.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Control+Shift+ArrowLeft');
    await page.keyboard.press('Control+i');
    await expect.poll(savedText, { timeout: 15_000 }).toBe(`${coloured.slice(0, -5)}<i>world</i>`);
    await page.keyboard.press('Control+z');
    await expect.poll(savedText, { timeout: 15_000 }).toBe(coloured);
    expect(await area.locator('i').count()).toBe(0);

    // A pasted page keeps what our tags can say (bold, italic, colour, size, its line breaks) and nothing else.
    await area.focus();
    await page.keyboard.press('Control+End');
    await area.evaluate((el) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<p><strong>Bold</strong> <em>it</em></p><div><span style="color: rgb(22, 163, 74); font-size: 24pt" onclick="x()">green</span><script>window.ran = 1</script></div>',
      );
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect
      .poll(savedText, { timeout: 15_000 })
      .toBe(`${coloured}<b>Bold</b> <i>it</i>\n<span color="#16a34a" font_size="32">green</span>`);
    expect(await page.evaluate(() => (window as { ran?: number }).ran)).toBeUndefined();
  });

  it('edits the markup itself: a <script> in it is shown as text, and bad markup gets the API message beside the field', async () => {
    const markup = page.getByLabel('Markup', { exact: true });
    await markup.fill('&lt;script&gt;alert(1)&lt;/script&gt; <u>safe</u>');
    const area = page.getByRole('textbox', { name: 'Text', exact: true });
    await expect.poll(() => area.textContent()).toBe('<script>alert(1)</script> safe');
    expect(await area.locator('script').count()).toBe(0);
    expect(await area.locator('u').textContent()).toBe('safe');

    await markup.fill('Hello <b>open');
    await page
      .locator('.properties .field-error')
      .getByText(/not valid markup: <b> is not closed at character 7/)
      .waitFor();
    expect(await area.isHidden()).toBe(true); // edited as markup until it parses
    await markup.fill('Hello <b>shut</b>');
    await expect.poll(savedText, { timeout: 15_000 }).toBe('Hello <b>shut</b>');
    expect(await page.locator('.properties .field-error').count()).toBe(0);
    expect(await area.textContent()).toBe('Hello shut');
  });

  it('switching the format keeps the text drawing the same: markup to plain drops the tags, plain to markup escapes < and &', async () => {
    await choose(page.getByRole('combobox', { name: 'Text format' }), 'plain');
    const plain = page.getByLabel('Text', { exact: true });
    expect(await plain.inputValue()).toBe('Hello shut');
    await plain.fill('a < b & c');
    await choose(page.getByRole('combobox', { name: 'Text format' }), 'markup');
    await page.getByRole('button', { name: 'Markup', exact: true }).click();
    expect(await page.getByLabel('Markup', { exact: true }).inputValue()).toBe('a &lt; b &amp; c');
    await expect.poll(savedText, { timeout: 15_000 }).toBe('a &lt; b &amp; c');
  });
});
