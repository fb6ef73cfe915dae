import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemplate } from '../snaps/fixtures.js';
import type { TestApp } from '../support/test-app.js';
import { choose, screenshot, signedInStudio, violations } from './browser.js';

// The forms builder (docs/studio.md "Forms builder"): fields labelled, ordered and made required
// in the Studio; the public page checks them before it sends, and the API refuses the same
// submission with the same message, which the page puts beside its field.

describe('Studio in Chromium: forms builder', { timeout: 120_000 }, () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let token: string;
  const snaps = () => t.app.services.database.prisma.snap.count();

  beforeAll(async () => {
    ({ t, browser, page, token } = await signedInStudio({ credits: 10, viewport: { width: 1400, height: 1000 } }));
    await createTemplate(t, token);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('labels, orders and requires fields; the page and the API refuse an empty required field alike', async () => {
    await page.goto(`${t.url}/studio/forms`);
    await choose(page.getByRole('combobox', { name: 'For' }), 'Template: Card');
    for (const key of ['bg', 'photo']) await page.getByRole('checkbox', { name: key, exact: true }).uncheck();
    await page.getByRole('button', { name: 'Create form' }).click();
    await page.getByRole('button', { name: 'Edit fields' }).click();

    await page.getByLabel('title label', { exact: true }).fill('Your name');
    await page.getByLabel('title placeholder', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('title help text', { exact: true }).fill('As printed on the badge.');
    await page.getByLabel('title required', { exact: true }).check();
    await page.getByLabel('title max length', { exact: true }).fill('20');
    await page.getByRole('button', { name: 'Move qr up' }).click();
    await page.getByLabel(/^Sites that may embed this form/).fill('https://shop.example.com');
    await page.getByRole('button', { name: 'Save fields' }).click();
    await page.getByRole('status').getByText('Saved').waitFor();
    await screenshot(page, 'forms-builder');
    expect(await violations(page)).toEqual([]);

    const { data } = await t.graphql(
      '{ embeddedForms(first: 1) { edges { node { url layers frameAncestors fields { key label placeholder helpText required maxLength } } } } }',
      {},
      token,
    );
    const form = data.embeddedForms.edges[0].node;
    expect(form.layers).toEqual(['qr', 'title']);
    expect(form.frameAncestors).toEqual(['https://shop.example.com']);
    expect(form.fields).toEqual([
      { key: 'qr', label: null, placeholder: null, helpText: null, required: false, maxLength: null },
      {
        key: 'title',
        label: 'Your name',
        placeholder: 'Ada Lovelace',
        helpText: 'As printed on the badge.',
        required: true,
        maxLength: 20,
      },
    ]);

    // The API: the same empty submission is a 422 naming the field, and nothing is rendered.
    const path = form.url.slice(t.url.length);
    const empty = await t.request('POST', path, { headers: { accept: 'application/json' }, rawBody: new FormData() });
    expect([empty.status, empty.body.errors]).toEqual([422, { 'layers.title': ['The Your name field is required.'] }]);
    const long = new FormData();
    long.set('layers[title][text]', 'x'.repeat(21));
    expect(
      (await t.request('POST', path, { headers: { accept: 'application/json' }, rawBody: long })).body.errors,
    ).toEqual({ 'layers.title': ['The Your name field must not be greater than 20 characters.'] });
    expect(await snaps()).toBe(0);

    // The page: fields in the form's order, as set up; an empty submit is stopped before it is sent.
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/embedded-forms/') && posts.push(r.url()));
    await page.goto(form.url);
    expect(await page.locator('label').allTextContents()).toEqual(['qr', 'Your name *']);
    const name = page.getByLabel('Your name');
    expect(await name.getAttribute('placeholder')).toBe('Ada Lovelace');
    await page.getByText('As printed on the badge.').waitFor();
    await page.getByRole('button', { name: 'Create image' }).click();
    await page.locator('#field-1-error').getByText('The Your name field is required.').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
    expect(await violations(page)).toEqual([]);

    // A rule the page did not know yet (the owner made the QR field required meanwhile): the API's
    // message lands beside that field.
    await t.graphql(
      'mutation($u: String!) { updateEmbeddedForm(uuid: $u, input: { fields: [{ key: "qr", required: true }, { key: "title", label: "Your name", required: true, maxLength: 20 }] }) { uuid } }',
      { u: form.url.split('/').pop()!.split('?')[0] },
      token,
    );
    await name.fill('Grace');
    await page.getByRole('button', { name: 'Create image' }).click();
    await page.locator('#field-0-error').getByText('The qr field is required.').waitFor();
    expect(posts.length).toBe(1);
    expect(await snaps()).toBe(0);

    await page.getByLabel('qr', { exact: true }).fill('https://example.com/grace');
    await page.getByRole('button', { name: 'Create image' }).click();
    await page.getByRole('heading', { name: 'Your image is ready' }).waitFor();
    await page.getByRole('img', { name: 'Your image: Card' }).waitFor();
    expect(await snaps()).toBe(1);
  });
});
