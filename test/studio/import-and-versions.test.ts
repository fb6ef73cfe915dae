import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { signedInStudio, violations } from './browser.js';

// Issue 44 in the Studio: an SVG imported from the gallery, its report read, its draft opened.
// A <line> is kept drawn as an SVG image, which the report names; the rectangle becomes a layer.
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200">
  <rect x="10" y="10" width="120" height="80" fill="#0ea5e9"/>
  <line x1="0" y1="190" x2="400" y2="190" stroke="#111827" stroke-width="4"/>
</svg>`;

describe('Studio in Chromium: importing a design', { timeout: 120_000 }, () => {
  let t: TestApp;
  let page: Page;
  let token: string;
  let dir: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const studio = await signedInStudio({ credits: 100, viewport: { width: 1280, height: 800 } });
    ({ t, page, token } = studio);
    close = async () => (await studio.browser.close(), await t.close());
    dir = await mkdtemp(join(tmpdir(), 'studio-import-'));
    await writeFile(join(dir, 'banner.svg'), SVG);
    await page.goto(`${t.url}/studio`);
    await page.getByRole('heading', { name: 'Templates' }).waitFor();
  }, 120_000);

  afterAll(async () => (await close?.(), dir && (await rm(dir, { recursive: true, force: true }))));

  it('imports an SVG from the gallery, shows what was approximated and opens the draft', async () => {
    await page.getByLabel('Import SVG or PSD…').setInputFiles(join(dir, 'banner.svg'));
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByRole('list', { name: 'Import report' }).textContent())
      .toMatch(/Kept drawn as one SVG image/);
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Open in editor' }).click();
    await page.locator('img.draft').waitFor();
    const uuid = page.url().split('/').pop()!;
    const r = await t.graphql(`{ template(uuid: "${uuid}") { width height layers } }`, {}, token);
    expect([r.data.template.width, r.data.template.height]).toEqual([400, 200]);
    expect(r.data.template.layers.length).toBeGreaterThanOrEqual(2);
  });
});
