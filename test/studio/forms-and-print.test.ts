import { PDFDocument, PDFDropdown } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poppler, uncompressedPdf } from '../render/helpers.js';
import { mediaFile } from '../support/media-file.js';
import type { TestApp } from '../support/test-app.js';
import { choose, screenshot, signedInStudio, violations } from './browser.js';

// Issue 46 in the Studio (docs/studio.md "Form fields", "Print settings"): a fillable field placed,
// named and made a dropdown in the editor, read back from a PDF snap with pdf-lib; a clashing name
// answered with the API's message; the template's print page saved and read back over GraphQL; and
// the soft proof, the canvas as it prints, dulling a saturated green the inks cannot reach.

const LAYERS = [
  { layer: 'green', type: 'empty', x: 0, y: 0, width: 200, height: 200, background_color: '#00ff00' },
  { layer: 'title', type: 'text', x: 240, y: 20, width: 340, height: 60, text: 'Order form', font_size: 32 },
];

describe('Studio in Chromium: form fields and print settings', { timeout: 180_000 }, () => {
  let t: TestApp;
  let page: Page;
  let token: string;
  let uuid: string;
  let close: () => Promise<void>;
  const api = (q: string, v: Record<string, unknown> = {}) => t.graphql(q, v, token);
  const saved = () => page.locator('.save-state').getByText('Draft saved').waitFor();
  const panel = () => page.getByRole('region', { name: 'Layer properties' });

  beforeAll(async () => {
    const studio = await signedInStudio({ credits: 20, viewport: { width: 1400, height: 900 } });
    ({ t, page, token } = studio);
    close = async () => (await studio.browser.close(), await t.close());
    const r = await api('mutation($input: TemplateInput!) { createTemplate(input: $input) { uuid } }', {
      input: { title: 'Order', width: 600, height: 400, layers: LAYERS },
    });
    uuid = r.data.createTemplate.uuid;
    await page.goto(`${t.url}/studio/templates/${uuid}`);
    await page.locator('img.draft[data-current=true]').waitFor();
  }, 180_000);

  afterAll(async () => close?.());

  it('adds a form field, names it, makes it a required dropdown; the PDF snap carries it (pdf-lib)', async () => {
    await page.getByRole('button', { name: 'Add form field' }).click();
    const group = panel().getByRole('group', { name: 'PDF form field' });
    expect(await group.getByRole('switch', { name: 'Fillable field in PDFs' }).isChecked()).toBe(true);
    // Marked on the canvas under its name.
    await page.locator('.field-mark[data-field="field"]').getByText('field').waitFor();

    await group.getByLabel('Field name').fill('plan');
    await choose(group.getByRole('combobox', { name: 'Field kind' }), 'Dropdown');
    await group.getByLabel('Options, one per line').fill('Free\nPro\nTeam');
    await group.getByLabel('Options, one per line').blur();
    await group.getByRole('checkbox', { name: 'Required' }).check();
    await panel().getByLabel('Text', { exact: true }).fill('Pro');
    await page.locator('.field-mark[data-field="plan"]').getByText('plan *').waitFor();
    await saved();
    await screenshot(page, 'editor-form-field');
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published', { exact: true }).waitFor();
    const snap = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: uuid, type: 'pdf' } });
    expect(snap.status, snap.text).toBe(201);
    const form = (await PDFDocument.load(await mediaFile(t, snap.body.media_url))).getForm();
    expect(form.getFields().map((f) => [f.getName(), f.constructor.name, f.isRequired()])).toEqual([
      ['plan', 'PDFDropdown', true],
    ]);
    const plan = form.getField('plan') as PDFDropdown;
    expect(plan.getOptions()).toEqual(['Free', 'Pro', 'Team']);
    expect(plan.getSelected()).toEqual(['Pro']);
  });

  it("a name another field has shows the API's message at the field; a free name saves", async () => {
    await page.getByRole('button', { name: 'Add form field' }).click();
    const group = panel().getByRole('group', { name: 'PDF form field' });
    expect(await group.getByLabel('Field name').inputValue()).toBe('field');
    await group.getByLabel('Field name').fill('plan');
    await panel()
      .getByText('The form field name "plan" is used twice (only radio buttons of one group share a name).')
      .waitFor();
    await expect.poll(() => page.locator('.save-state').textContent()).toMatch(/^Not saved: .*used twice/);
    await group.getByLabel('Field name').fill('notes');
    await saved();
    expect(await panel().getByText('is used twice').count()).toBe(0);
    const draft = (await api('query($u: String!) { template(uuid: $u) { draft } }', { u: uuid })).data.template.draft;
    expect(draft.layers.map((l: { form_field?: { name: string } }) => l.form_field?.name ?? null)).toEqual([
      null,
      null,
      'plan',
      'notes',
    ]);
    // A duplicate (Ctrl+D) is a field of its own: its name is a free one, so the draft still saves.
    await page.locator('.box[aria-pressed=true]').focus();
    await page.keyboard.press('Control+d');
    expect(await panel().getByRole('group', { name: 'PDF form field' }).getByLabel('Field name').inputValue()).toBe(
      'notes_2',
    );
    await page.locator('.field-mark[data-field="notes_2"]').waitFor();
    await saved();
  });

  it('a field becomes a radio button with its value, then a checkbox: each control group is what the kind takes', async () => {
    // The duplicate `notes_2` of the test before is selected.
    const group = panel().getByRole('group', { name: 'PDF form field' });
    await choose(group.getByRole('combobox', { name: 'Field kind' }), 'Radio button');
    expect(await group.getByLabel('Max length').count()).toBe(0);
    await group.getByLabel('Value when chosen').fill('express');
    // The saved draft's field, once the autosave has taken the change.
    const fieldOf = async () =>
      (await api('query($u: String!) { template(uuid: $u) { draft } }', { u: uuid })).data.template.draft.layers.find(
        (l: { form_field?: { name: string } }) => l.form_field?.name === 'notes_2',
      )?.form_field;
    await expect.poll(fieldOf).toEqual({ name: 'notes_2', kind: 'radio', export_value: 'express', required: false });
    await choose(group.getByRole('combobox', { name: 'Field kind' }), 'Checkbox');
    expect(await group.getByLabel('Value when chosen').count()).toBe(0);
    await expect.poll(fieldOf).toEqual({ name: 'notes_2', kind: 'checkbox', required: false });
    await saved();
  });

  it('soft proof: the canvas drawn as it prints dulls #00ff00; off again, it is back', async () => {
    // The pixel of the green layer's centre as the canvas shows it.
    const green = () =>
      page.locator('img.draft').evaluate((img: HTMLImageElement) => {
        const c = document.createElement('canvas');
        [c.width, c.height] = [img.naturalWidth, img.naturalHeight];
        const ctx = c.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        return [...ctx.getImageData(100, 100, 1, 1).data.slice(0, 3)];
      });
    await page.keyboard.press('Escape');
    const [r0, g0, b0] = await green();
    expect(g0 - Math.max(r0, b0)).toBeGreaterThan(230);
    const toggle = page.getByRole('button', { name: 'Soft proof' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.locator('img.draft[data-soft-proof=true]').waitFor();
    const [r, g, b] = await green();
    expect(g - Math.max(r, b), `proofed ${[r, g, b]}`).toBeLessThan(200);
    expect(await violations(page)).toEqual([]);
    await toggle.click();
    await page.locator('img.draft[data-soft-proof=false]').waitFor();
    expect((await green())[1]).toBeGreaterThan(240);
  });

  it('print settings: an A4 page and the press options saved with the draft, read back over GraphQL; a PDF of the bare snap body takes them', async () => {
    await page.getByRole('button', { name: 'Print settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print settings' });
    await choose(dialog.getByRole('combobox', { name: 'Page size' }), /^A4 portrait/);
    await choose(dialog.getByRole('combobox', { name: 'PDF standard' }), /^PDF\/X-4/);
    await dialog.getByLabel('Bleed').fill('5');
    await dialog.getByLabel('Bleed').blur();
    await dialog.getByRole('checkbox', { name: 'Crop marks' }).check();
    // The template stores the options: the snap body need not repeat them.
    const body = JSON.parse((await dialog.locator('pre').textContent())!);
    expect(body).toEqual({ template_id: uuid, type: 'pdf' });
    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'editor-print-settings');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await saved();
    const q = 'query($u: String!) { template(uuid: $u) { size print draft } }';
    const press = { pdf_standard: 'PDF/X-4', bleed: 5, crop_marks: true };
    await expect.poll(async () => (await api(q, { u: uuid })).data.template.draft?.print).toEqual(press);
    const { draft } = (await api(q, { u: uuid })).data.template;
    expect([draft.size, draft.width, draft.height]).toEqual(['a4-portrait', 2480, 3508]);
    // Reopened, the dialog shows what the template stores; the soft proof is still in the top bar.
    await page.getByRole('button', { name: 'Print settings' }).click();
    expect(await dialog.getByLabel('Bleed').inputValue()).toBe('5');
    expect(await dialog.getByRole('checkbox', { name: 'Crop marks' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByRole('button', { name: 'Soft proof' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published', { exact: true }).waitFor();
    expect((await api(q, { u: uuid })).data.template).toMatchObject({ size: 'a4-portrait', print: press });
    // The bare body the dialog shows renders a PDF/X-4 with 5 mm of bleed: the template's defaults.
    const snap = await t.request('POST', '/api/v1/snaps', { token, body });
    expect(snap.status, snap.text).toBe(201);
    const pdf = await mediaFile(t, snap.body.media_url);
    const whole = uncompressedPdf(pdf);
    expect(whole).toMatch(/\/S \/GTS_PDFX/);
    const boxes = poppler('pdfinfo', pdf, '-box');
    const left = (name: string) => Number(new RegExp(`${name}:\\s+([\\d.]+)`).exec(boxes)![1]);
    expect(left('TrimBox') - left('BleedBox')).toBeCloseTo((5 * 72) / 25.4, 1);
  });
});
