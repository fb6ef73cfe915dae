import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { signedInStudio } from './browser.js';

// The property panel's control for `wraps` (docs/rendering.md "Boxes that hold their text: `wraps`"):
// a box's "Around a layer (JSON)" written in Chromium is saved with the draft.

const LAYERS = [
  { layer: 'button', type: 'empty', x: 300, y: 150, width: 40, height: 30, background_color: '#dc2626' },
  { layer: 'label', type: 'text', x: 40, y: 40, width: 320, height: 40, text: 'Go', font_size: 20 },
];

describe('Studio in Chromium: the wraps control', { timeout: 90_000 }, () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let token: string;
  let uuid: string;
  const draft = async () => (await t.graphql(`{ template(uuid: "${uuid}") { draft } }`, {}, token)).data.template.draft;

  beforeAll(async () => {
    ({ t, browser, page, token } = await signedInStudio({ credits: 10, viewport: { width: 1600, height: 1000 } }));
    const r = await t.graphql(
      'mutation($i: TemplateInput!) { createTemplate(input: $i) { uuid } }',
      { i: { title: 'Button', width: 400, height: 200, layers: LAYERS } },
      token,
    );
    uuid = r.data.createTemplate.uuid;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('writes the box around its label into the draft', async () => {
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
