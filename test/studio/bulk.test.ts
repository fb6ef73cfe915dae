import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemplate } from '../snaps/fixtures.js';
import type { TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';
import { choose, screenshot, signedInStudio, violations } from './browser.js';

// Bulk from the Studio (docs/studio.md "Bulk from a CSV"): a 250-row CSV mapped to a template's
// layers, previewed, run as three batches watched live on one page, and downloaded as one ZIP.

const ROWS = 250;
const id = (i: number) => `person-${String(i + 1).padStart(3, '0')}`;
const CSV = [
  'identifier,name,title.color,url',
  ...Array.from(
    { length: ROWS },
    (_, i) => `${id(i)},"Name ${i + 1}, Jr",${i % 2 ? '#ff0000' : '#00ff00'},https://example.com/${i}`,
  ),
].join('\n');

describe('Studio in Chromium: bulk from a CSV', { timeout: 180_000 }, () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let list: Page;
  let token: string;

  beforeAll(async () => {
    let context: BrowserContext;
    ({ t, browser, context, page, token } = await signedInStudio({
      credits: 1000,
      viewport: { width: 1400, height: 1000 },
      env: { RENDER_THREADS: '2' },
    }));
    context.setDefaultTimeout(20_000);
    await createTemplate(t, token);
    // The batch list, open before any batch exists: the run's batches must appear on it without a reload.
    list = await context.newPage();
    await list.goto(`${t.url}/studio/batches`);
    await list.getByText('No batches yet').waitFor();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('maps a 250-row CSV, previews it, runs three batches to 250 of 250 live, and downloads one ZIP of 250 images named by identifier', async () => {
    await page.goto(`${t.url}/studio/batches`);
    await page.getByRole('link', { name: 'New batch from a CSV' }).click();
    await page.getByRole('heading', { name: 'New batch from a CSV' }).waitFor();
    await choose(page.getByRole('combobox', { name: 'Template', exact: true }), 'Card');
    await page
      .getByLabel('CSV file', { exact: true })
      .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByText(`${ROWS} rows · columns: identifier, name, title.color, url`).waitFor();

    // Guessed from the column names: the identifier and the title's colour; the rest mapped by hand.
    // A layer's style columns are under its closed Style disclosure: hidden, still read.
    const column = (name: string) => page.getByRole('combobox', { name, exact: true, includeHidden: true });
    expect(await column('Identifier (file names)').textContent()).toBe('identifier');
    expect(await column('title colour').textContent()).toBe('title.color');
    expect(await column('title content').textContent()).toBe('Keep the design');
    await choose(column('title content'), 'name');
    await choose(column('qr content'), 'url');

    await page.getByRole('button', { name: 'Preview the first rows' }).click();
    const previews = page.getByRole('img', { name: /^Preview of row/ });
    await waitFor(async () => (await previews.count()) === 3, 30_000, 'three previews');
    const sources = await Promise.all([0, 1, 2].map((i) => previews.nth(i).getAttribute('src')));
    expect(sources.every((s) => s!.startsWith('data:image/png'))).toBe(true);
    expect(new Set(sources).size).toBe(3); // each row its own render
    await screenshot(page, 'bulk-mapping');
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: `Start 3 batches (${ROWS} rows)` }).click();
    const total = page.getByRole('progressbar', { name: 'All rows' });
    await total.waitFor();
    // Read live, never reloaded: the sum moves through values below 250 to 250 of 250.
    const seen = new Set<number>();
    await waitFor(
      async () => {
        const [now, max] = [
          Number(await total.getAttribute('aria-valuenow')),
          Number(await total.getAttribute('aria-valuemax')),
        ];
        seen.add(now);
        return max === ROWS && now === ROWS;
      },
      150_000,
      'the run to reach 250 of 250',
    );
    expect([...seen].some((n) => n < ROWS)).toBe(true);
    await page.getByText(`${ROWS} completed · 0 failed`).waitFor();
    await screenshot(page, 'bulk-run');
    expect(await violations(page)).toEqual([]);

    // The batch list opened before the run shows its three batches, without a reload.
    for (const n of [1, 2, 3]) await list.getByRole('link', { name: `people.csv (${n} of 3)` }).waitFor();

    const downloads: Download[] = [];
    page.on('download', (d) => downloads.push(d));
    await page.getByRole('button', { name: /^Download images \(one ZIP of 3 batches/ }).click();
    await waitFor(() => downloads.length === 1, 30_000, 'the ZIP');
    expect(downloads[0].suggestedFilename()).toBe('people.csv.zip');
    const names: string[] = [];
    const files = unzipSync(new Uint8Array(await readFile((await downloads[0].path())!)));
    for (const [name, bytes] of Object.entries(files)) {
      expect(Buffer.from(bytes.subarray(1, 4)).toString()).toBe('PNG');
      names.push(name);
    }
    expect(names.sort()).toEqual(Array.from({ length: ROWS }, (_, i) => `${id(i)}.png`));

    // What ran is what was mapped: row 2's title and colour, and its QR content.
    const batches = (
      await t.graphql('{ batches(first: 10) { edges { node { title totalRows items { identifier } } } } }', {}, token)
    ).data.batches.edges.map((e: any) => e.node);
    expect(batches.map((b: any) => [b.title, b.totalRows]).sort()).toEqual([
      ['people.csv (1 of 3)', 100],
      ['people.csv (2 of 3)', 100],
      ['people.csv (3 of 3)', 50],
    ]);
    const snap = await t.app.services.database.prisma.snap.findFirstOrThrow({ where: { identifier: id(1) } });
    expect(snap.variants).toEqual([
      { layer: 'title', text: 'Name 2, Jr', color: '#ff0000' },
      { layer: 'qr', qr_content: 'https://example.com/1' },
    ]);
  });
});
