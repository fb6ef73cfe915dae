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

describe('Studio in Chromium: importing a design, its versions', { timeout: 120_000 }, () => {
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

  it('lists the versions published over the API, shows a diff sentence and restores the first', async () => {
    const uuid = page.url().split('/').pop()!;
    const api = (q: string, v: Record<string, unknown> = {}) => t.graphql(q, v, token);
    const { id } = (await api(`{ template(uuid: "${uuid}") { id } }`)).data.template;
    const publish =
      'mutation($id: Int!, $w: Int!) { updateTemplate(id: $id, input: { title: "Banner", width: $w }) { id } }';
    for (const w of [500, 600]) expect((await api(publish, { id, w })).errors).toBeUndefined();
    const versions = (await api(`{ templateVersions(uuid: "${uuid}") { version } }`)).data.templateVersions;
    // Importing created version 1 (width 400); each update published the next.
    expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    const [latest, first] = [3, 1];

    await page.getByRole('button', { name: 'Versions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Versions' });
    await dialog.getByRole('button', { name: `Changes in version ${latest}` }).click();
    await expect
      .poll(() => dialog.getByRole('list', { name: `Changes in version ${latest}` }).textContent())
      .toContain('canvas: width 500 → 600');
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: `Restore version ${first}` }).click();
    await page
      .getByRole('dialog', { name: `Restore version ${first}?` })
      .getByRole('button', { name: 'Restore' })
      .click();
    await page.getByText(`Version ${first} restored`).waitFor();

    const back = (await api(`{ template(uuid: "${uuid}") { width version } }`)).data.template;
    expect(back).toEqual({ width: 400, version: 4 });
  });
});
