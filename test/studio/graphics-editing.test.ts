import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { choose, screenshot, signedInStudio, violations } from './browser.js';

// The Studio's graphics tools in Chromium (docs/studio.md "Graphics", "Charts and tables"): a
// template copied from a starter design, its background edited with the gradient editor, a shape
// picked, an SVG uploaded and used, a chart and a table added and their rows edited; each checked in
// the API's own draft render (the canvas) and in the saved draft; a box's `wraps` written from its control.

/** RGB of one pixel of the editor's canvas image (the API's draft render). */
async function canvasPixel(page: Page, x: number, y: number): Promise<number[]> {
  const src = await page.locator('img.draft').getAttribute('src');
  const { data, info } = await sharp(Buffer.from(src!.split(',')[1], 'base64'))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 3;
  return [data[i], data[i + 1], data[i + 2]];
}
const near = (got: number[], want: number[], tolerance = 16) => got.every((v, i) => Math.abs(v - want[i]) <= tolerance);

/** The heights of the bars drawn in `colour` inside a box of the canvas, left to right: per run of pixel columns with that colour, its most pixels. */
async function barHeights(page: Page, box: { x: number; y: number; w: number; h: number }, colour: number[]) {
  const src = await page.locator('img.draft').getAttribute('src');
  const { data, info } = await sharp(Buffer.from(src!.split(',')[1], 'base64'))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const bars: number[] = [];
  let inBar = false;
  for (let x = box.x; x < box.x + box.w; x++) {
    let count = 0;
    for (let y = box.y; y < box.y + box.h; y++) {
      const i = (y * info.width + x) * 3;
      if (near([data[i], data[i + 1], data[i + 2]], colour, 40)) count++;
    }
    if (count > 0 && !inBar) bars.push(0);
    if (count > 0) bars[bars.length - 1] = Math.max(bars.at(-1)!, count);
    inBar = count > 0;
  }
  return bars;
}

describe('Studio in Chromium: starters, gradients, shapes and SVG', { timeout: 90_000 }, () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let token: string;
  let uuid: string;
  const draft = async () => (await t.graphql(`{ template(uuid: "${uuid}") { draft } }`, {}, token)).data.template.draft;

  beforeAll(async () => {
    ({ t, browser, page, token } = await signedInStudio({ credits: 100, viewport: { width: 1900, height: 1200 } }));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('creates a template from a starter design: its title, size, gradient background and layers', async () => {
    // The New template dialog: the starters as pictures; a press on one makes it.
    await page.getByRole('button', { name: 'New template' }).click();
    const quote = page.getByRole('dialog').getByRole('button', { name: /^Quote card/ });
    await quote.waitFor();
    await screenshot(page, 'starters');
    await quote.click();
    await page.waitForURL(/\/studio\/templates\/[0-9a-f-]{36}$/);
    uuid = page.url().split('/').pop()!;
    await page.getByRole('heading', { name: 'Quote card' }).waitFor();
    const r = await t.graphql(`{ template(uuid: "${uuid}") { width height backgroundColor layers } }`, {}, token);
    expect([r.data.template.width, r.data.template.height]).toEqual([1080, 1080]);
    expect(r.data.template.backgroundColor).toMatch(/^radial-gradient\(/);
    expect(r.data.template.layers.map((l: { layer: string }) => l.layer)).toEqual([
      'card',
      'mark',
      'quote',
      'rule',
      'author',
    ]);
    await page.getByRole('button', { name: 'Layer quote' }).waitFor();
  });

  it('edits the background with the gradient editor: linear, 90°, red to blue; the draft render has those colours at its two ends', async () => {
    const type = page.getByRole('radiogroup', { name: 'Background colour type' });
    const kind = (name: string) => type.getByRole('radio', { name, exact: true });
    await type.waitFor();
    expect(await kind('Radial').getAttribute('aria-checked')).toBe('true');
    await kind('Linear').click();
    await page.getByLabel('Angle').fill('90');
    await page.getByLabel('Stop 1 colour', { exact: true }).fill('#ff0000');
    await page.getByLabel('Stop 2 colour', { exact: true }).fill('#0000ff');
    await page.getByLabel('Stop 2 position').fill('100');
    // A stop added (halfway, in the first stop's colour) and removed again.
    await page.getByRole('button', { name: 'Add stop' }).click();
    expect(await page.getByLabel('Stop 2 position').inputValue()).toBe('50');
    await page.getByRole('button', { name: 'Remove stop 2' }).click();
    expect(await page.getByLabel('Background colour', { exact: true }).inputValue()).toBe(
      'linear-gradient(90deg, #ff0000 0%, #0000ff 100%)',
    );
    await expect
      .poll(
        async () =>
          near(await canvasPixel(page, 2, 540), [255, 0, 0]) && near(await canvasPixel(page, 1077, 540), [0, 0, 255]),
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect
      .poll(async () => (await draft())?.background_color, { timeout: 15_000 })
      .toBe('linear-gradient(90deg, #ff0000 0%, #0000ff 100%)');
    await screenshot(page, 'gradient-editor');
    // The raw text stays editable, and a gradient beyond the editor's controls is kept as written.
    await page
      .getByLabel('Background colour', { exact: true })
      .fill('linear-gradient(90deg, #00ff00 0 50%, #0000ff 50% 100%)');
    expect(await kind('CSS').getAttribute('aria-checked')).toBe('true');
    await expect.poll(async () => near(await canvasPixel(page, 2, 540), [0, 255, 0]), { timeout: 15_000 }).toBe(true);
    await kind('Solid').click();
    expect(await page.getByLabel('Background colour', { exact: true }).inputValue()).toBe('#ffffff');
  });

  it('picks a shape: a star path, drawn and saved with its path', async () => {
    await page.getByRole('button', { name: 'Add Shape' }).click();
    await page.getByRole('radio', { name: 'Star (path)' }).click();
    expect(await page.getByRole('radio', { name: 'Star (path)' }).getAttribute('aria-checked')).toBe('true');
    const x = Number(await page.getByLabel('X', { exact: true }).inputValue());
    const y = Number(await page.getByLabel('Y', { exact: true }).inputValue());
    const w = Number(await page.getByLabel('W', { exact: true }).inputValue());
    const h = Number(await page.getByLabel('H', { exact: true }).inputValue());
    // The star's centre is its fill; its box's top left corner is not (the background shows).
    await expect
      .poll(
        async () =>
          near(await canvasPixel(page, x + Math.round(w / 2), y + Math.round(h / 2)), [0x3b, 0x82, 0xf6]) &&
          !near(await canvasPixel(page, x + 2, y + 2), [0x3b, 0x82, 0xf6], 40),
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect
      .poll(async () => (await draft())?.layers.at(-1), { timeout: 15_000 })
      .toMatchObject({ type: 'empty', shape: 'path', path: expect.stringMatching(/^M50 0 /) });
    await screenshot(page, 'shape-picker');
    await page.getByRole('radio', { name: 'Triangle (polygon)' }).click();
    await expect
      .poll(async () => (await draft())?.layers.at(-1), { timeout: 15_000 })
      .toMatchObject({
        shape: 'polygon',
        points: [
          [0.5, 0],
          [1, 1],
          [0, 1],
        ],
      });
  });

  it('uploads an SVG in the media library and uses it in an image layer', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#16a34a"/></svg>';
    await page.getByRole('button', { name: 'Add Image' }).click();
    await page.getByRole('button', { name: 'Choose from media library' }).click();
    expect(await page.locator('.media-picker input[type=file]').getAttribute('accept')).toMatch(/\.svg/);
    await page
      .locator('.media-picker input[type=file]')
      .setInputFiles({ name: 'badge.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    await page.getByRole('button', { name: 'Use badge.svg' }).waitFor();
    expect(await page.getByLabel('Image', { exact: true }).inputValue()).toMatch(/\/files\/.*\.svg$/);
    const x = Number(await page.getByLabel('X', { exact: true }).inputValue());
    const y = Number(await page.getByLabel('Y', { exact: true }).inputValue());
    await expect
      .poll(async () => near(await canvasPixel(page, x + 20, y + 20), [0x16, 0xa3, 0x4a], 8), { timeout: 15_000 })
      .toBe(true);
    await page.getByRole('link', { name: 'Templates' }).click();
    await page.getByRole('link', { name: 'Media' }).click();
    await page.getByRole('img', { name: 'badge.svg' }).waitFor();
  });

  it('adds a bar chart, edits a value in its grid: the bar grows in the draft render, as the value did', async () => {
    await page.goto(`${t.url}/studio/templates/${uuid}`);
    await page.getByRole('button', { name: 'Add Chart' }).click();
    expect(await page.getByRole('radio', { name: 'Columns' }).getAttribute('aria-checked')).toBe('true');
    const box = { x: 0, y: 0, w: 0, h: 0 };
    for (const [k, label] of [
      ['x', 'X'],
      ['y', 'Y'],
      ['w', 'W'],
      ['h', 'H'],
    ] as const)
      box[k] = Number(await page.getByLabel(label, { exact: true }).inputValue());
    // Its bars in a colour nothing else on the card has, to measure them by, written in the spec's JSON.
    const spec = page.getByLabel('Spec (Vega-Lite JSON)');
    await spec.fill((await spec.inputValue()).replace('"mark": "bar"', '"mark": {"type": "bar", "color": "#ff00ff"}'));
    await spec.blur();
    const magenta = [255, 0, 255];
    // The starter's rows: Jan 12, Feb 18, Mar 27, Apr 22.
    let bars: number[] = [];
    await expect.poll(async () => (bars = await barHeights(page, box, magenta)).length, { timeout: 15_000 }).toBe(4);
    expect(bars[0] / bars[2]).toBeCloseTo(12 / 27, 1);
    await page.getByLabel('Row 1, revenue').fill('54');
    await expect
      .poll(async () => (bars = await barHeights(page, box, magenta))[0] / bars[2], { timeout: 15_000 })
      .toBeCloseTo(54 / 27, 1);
    await expect
      .poll(async () => (await draft())?.layers.at(-1), { timeout: 15_000 })
      .toMatchObject({ type: 'chart', data: [{ month: 'Jan', revenue: 54 }, {}, {}, {}] });
    // Another type and a series: a donut of the months.
    await page.getByRole('radio', { name: 'Donut' }).click();
    await expect
      .poll(async () => (await draft())?.layers.at(-1).spec, { timeout: 15_000 })
      .toMatchObject({
        mark: { type: 'arc', innerRadius: 50 },
        encoding: { theta: { field: 'revenue' }, color: { field: 'month' } },
      });
    await page.getByRole('radio', { name: 'Columns' }).click();
    await page.locator('img.draft[data-current=true]').waitFor();
    await screenshot(page, 'chart-editor');
    for (const theme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      expect(await violations(page)).toEqual([]);
    }
  });

  it('pastes CSV into a new table: the rows and their columns saved, shown in the grid', async () => {
    await page.getByRole('button', { name: 'Add Table' }).click();
    await page.getByRole('button', { name: 'Paste CSV' }).click();
    await page.getByLabel(/^A header row/).fill('city,people\n"Oslo, Norway",709000\nBergen,291000');
    await page.getByRole('button', { name: 'Replace the rows' }).click();
    await expect
      .poll(async () => (await draft())?.layers.at(-1), { timeout: 15_000 })
      .toMatchObject({
        type: 'table',
        data: [
          { city: 'Oslo, Norway', people: 709000 },
          { city: 'Bergen', people: 291000 },
        ],
        columns: [{ key: 'city' }, { key: 'people' }],
      });
    expect(await page.getByLabel('Row 2, people').inputValue()).toBe('291000');
    // A column's settings: a number with no decimals, its header given.
    await page.getByRole('button', { name: 'people', exact: true }).click();
    await page.getByLabel('Header', { exact: true }).fill('Population');
    await choose(page.getByLabel('Format', { exact: true }), 'number');
    await page.getByLabel('Decimals').fill('0');
    await expect
      .poll(async () => (await draft())?.layers.at(-1).columns[1], { timeout: 15_000 })
      .toMatchObject({ key: 'people', header: 'Population', format: 'number', decimals: 0 });
    expect(await violations(page)).toEqual([]);
    await page.locator('img.draft[data-current=true]').waitFor();
    await screenshot(page, 'table-editor');
  });

  it('writes a box around its label (wraps) into the draft from its property control', async () => {
    const layers = [
      { layer: 'button', type: 'empty', x: 300, y: 150, width: 40, height: 30, background_color: '#dc2626' },
      { layer: 'label', type: 'text', x: 40, y: 40, width: 320, height: 40, text: 'Go', font_size: 20 },
    ];
    const r = await t.graphql(
      'mutation($i: TemplateInput!) { createTemplate(input: $i) { uuid } }',
      { i: { title: 'Button', width: 400, height: 200, layers } },
      token,
    );
    uuid = r.data.createTemplate.uuid;
    await page.goto(`${t.url}/studio/templates/${uuid}`);
    await page.getByRole('button', { name: 'button', exact: true }).click();
    const field = page.getByLabel('Around a layer (JSON)');
    await field.fill('{"layer": "label", "padding": 10}');
    await field.blur();
    await expect
      .poll(async () => (await draft())?.layers?.[0]?.wraps, { timeout: 15_000 })
      .toEqual({ layer: 'label', padding: 10 });
  });
});
