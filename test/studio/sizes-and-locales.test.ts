import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { screenshot, signedInStudio, violations } from './browser.js';

// Issue 42 in the Studio (docs/studio.md "Sizes and locales"): a size added and shown on the canvas,
// a font size set at that size only (the size's override), every size side by side from the server,
// a locale added with its message drawn, a message that does not parse refused in the API's words,
// and all of it published through the template input and read back over GraphQL.

const DESIGN = {
  title: 'Launch card',
  width: 400,
  height: 200,
  backgroundColor: '#ffffff',
  locales: { default_locale: 'en', messages: { en: { title: 'Hello' } } },
  layers: [
    { layer: 'title', type: 'text', x: 20, y: 20, width: 260, height: 80, message: 'title', font_size: 32 },
    {
      layer: 'badge',
      type: 'empty',
      x: 340,
      y: 20,
      width: 40,
      height: 40,
      background_color: '#dc2626',
      constraints: { horizontal: 'right', vertical: 'top' },
    },
  ],
};
const RENDER =
  'query($id: Int!, $i: TemplateInput!, $size: String, $locale: String) { renderDraft(id: $id, input: $i, format: "jpeg", size: $size, locale: $locale) { dataUrl } }';

/** The canvas's image once it shows the editor's present design: its pixel size and its data URL. */
async function canvas(page: Page) {
  const img = page.locator('img.draft[data-current=true]');
  await img.waitFor();
  return img.evaluate((i: HTMLImageElement) => ({ width: i.naturalWidth, height: i.naturalHeight, src: i.src }));
}

describe('Studio in Chromium: sizes and locales', { timeout: 180_000 }, () => {
  let t: TestApp;
  let page: Page;
  let token: string;
  let uuid: string;
  let id: number;
  let close: () => Promise<void>;
  const api = (q: string, v: Record<string, unknown> = {}) => t.graphql(q, v, token);
  /** The saved draft, once the editor's autosave has written what the test waits for. */
  const draft = async () => (await api(`{ template(uuid: "${uuid}") { draft } }`)).data.template.draft;

  beforeAll(async () => {
    const studio = await signedInStudio({ credits: 100, viewport: { width: 1400, height: 900 } });
    ({ t, page, token } = studio);
    close = async () => (await studio.browser.close(), await t.close());
    const r = await api('mutation($i: TemplateInput!) { createTemplate(input: $i) { id uuid } }', { i: DESIGN });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    ({ id, uuid } = r.data.createTemplate);
    await page.goto(`${t.url}/studio/templates/${uuid}`);
    expect(await canvas(page)).toMatchObject({ width: 400, height: 200 });
  }, 120_000);
  afterAll(async () => close?.());

  it('adds a size, shows it on the canvas at its pixel size, and sets a font size there only', async () => {
    await page.getByRole('button', { name: 'Add size' }).click();
    const add = page.getByRole('dialog', { name: 'Add a size' });
    await add.getByLabel('Name').fill('square');
    await add.getByLabel('Width (px)').fill('300');
    await add.getByLabel('Height (px)').fill('300');
    expect(await violations(page)).toEqual([]);
    await add.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => canvas(page)).toMatchObject({ width: 300, height: 300 });
    expect(await page.getByRole('radio', { name: 'square 300×300' }).getAttribute('aria-checked')).toBe('true');
    // The canvas on the page is square too (its frame follows the size shown).
    const box = page.locator('.canvas').first();
    const before = (await canvas(page)).src;

    await page.getByRole('button', { name: 'title', exact: true }).click();
    await page.getByLabel('Size', { exact: true }).fill('60');
    await page.getByLabel('Size', { exact: true }).press('Tab');
    await expect.poll(async () => (await canvas(page)).src !== before).toBe(true);
    await expect
      .poll(async () => (await draft())?.sizes)
      .toEqual([{ name: 'square', width: 300, height: 300, layers: { title: { font_size: 60 } } }]);
    expect((await draft()).layers[0].font_size).toBe(32);
    const { width, height } = await box.boundingBox().then((b) => b!);
    expect(Math.abs(width - height)).toBeLessThan(1);

    // Back at the design's own size: 400 x 200, the title at its own 32 px.
    await page.getByRole('radio', { name: 'Default 400×200' }).click();
    await expect.poll(() => canvas(page)).toMatchObject({ width: 400, height: 200 });
    expect(await page.getByLabel('Size', { exact: true }).inputValue()).toBe('32');
    await page.getByRole('radio', { name: 'square 300×300' }).click();
    await expect.poll(() => canvas(page)).toMatchObject({ width: 300, height: 300 });
    expect(await page.getByLabel('Size', { exact: true }).inputValue()).toBe('60');
    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'editor-sizes');
  });

  it('shows every size side by side, drawn by the server at its aspect ratio', async () => {
    await page.getByRole('button', { name: 'All sizes' }).click();
    const dialog = page.getByRole('dialog', { name: 'All sizes' });
    const images = dialog.getByRole('img');
    await expect.poll(() => images.count()).toBe(2);
    const sizes = await images.evaluateAll((list) =>
      (list as HTMLImageElement[]).map((i) => [i.alt, i.naturalWidth, i.naturalHeight]),
    );
    expect(sizes).toEqual([
      ['default, 400×200', 400, 200],
      ['square, 300×300', 300, 300],
    ]);
    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'editor-all-sizes');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('adds a locale and its message, which the canvas draws; a message that does not parse shows the API error', async () => {
    await page.getByRole('radio', { name: 'Default 400×200' }).click();
    const english = await canvas(page);
    await page.getByRole('button', { name: 'Messages' }).click();
    const dialog = page.getByRole('dialog', { name: 'Messages' });
    await dialog.getByLabel('New locale (BCP 47)').fill('de');
    await dialog.getByRole('button', { name: 'Add locale' }).click();
    expect(await dialog.getByRole('radio', { name: 'de', exact: true }).getAttribute('aria-checked')).toBe('true');
    await dialog.getByLabel('title', { exact: true }).fill('Hallo Welt');
    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'editor-messages');

    // A plural without its `other` case: the API's own sentence under the message, nothing drawn.
    await dialog.getByLabel('title', { exact: true }).fill('{count, plural, one {# Tag}}');
    await expect
      .poll(() => dialog.getByRole('alert').allTextContents())
      .toContain('The message does not parse: MISSING_OTHER_CLAUSE.');
    await dialog.getByLabel('title', { exact: true }).fill('Hallo Welt');
    await expect.poll(() => dialog.getByRole('alert').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The canvas is the API's render of the draft in German: the same JPEG as asked for over GraphQL.
    await expect.poll(async () => (await draft())?.locales?.messages?.de).toEqual({ title: 'Hallo Welt' });
    const german = await canvas(page);
    expect(german.src).not.toBe(english.src);
    const saved = await draft();
    const input = { ...saved, backgroundColor: saved.background_color, background_color: undefined };
    const r = await api(RENDER, { id, i: input, locale: 'de' });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(german.src).toBe(r.data.renderDraft.dataUrl);
  });

  it('publishes the sizes and locales through the template input; GraphQL reads them back', async () => {
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published', { exact: true }).waitFor();
    const read = await api(`{ template(uuid: "${uuid}") { sizes locales } }`);
    expect(read.data.template).toEqual({
      sizes: [{ name: 'square', width: 300, height: 300, layers: { title: { font_size: 60 } } }],
      locales: {
        default_locale: 'en',
        mirror_rtl: false,
        messages: { en: { title: 'Hello' }, de: { title: 'Hallo Welt' } },
      },
    });
    // A snap of the published square in German is drawn at 300 x 300.
    const snap = await api(
      'mutation($i: CreateSnapInput!) { createSnap(input: $i) { snaps { size locale status } } }',
      { i: { templateId: uuid, sizes: ['square'], locale: 'de' } },
    );
    expect(snap.data.createSnap.snaps).toEqual([{ size: 'square', locale: 'de', status: 'completed' }]);
  });
});
