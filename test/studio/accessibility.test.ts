import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemplate } from '../snaps/fixtures.js';
import type { TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';
import { startReceiver, type Receiver } from '../webhooks/support.js';
import { requestsOf, signedInStudio, violations } from './browser.js';
import { matchesReference } from './references.js';

// Every page the Studio serves (and the public form page), each with something on it, in the light
// and the dark theme: axe-core finds no critical or serious violation (WCAG 2.1 A and AA rules,
// colour contrast included), and the page looks as its checked-in reference does (references.ts:
// docs/studio/themes/<page>-<theme>.png, compared by pixelmatch within a documented tolerance).

const THEMES = ['light', 'dark'] as const;

/** The account's e-mail, random per run, shown as this one (times are set to one time, references.ts). */
const EMAIL = 'owner@example.com';

/** Each page: its path, the heading that says it has loaded, what else to wait for, and what differs per run (masked, or shown as a fixed text). */
const PAGES: {
  name: string;
  path: string;
  heading: string;
  ready?: (p: Page) => Promise<unknown>;
  mask?: string[];
  same?: Record<string, string>;
}[] = [
  {
    name: 'gallery',
    path: '/studio',
    heading: 'Templates',
    ready: (p) => p.getByRole('img', { name: 'Thumbnail of Card' }).waitFor(),
  },
  {
    name: 'new-template',
    path: '/studio',
    heading: 'Templates',
    ready: async (p) => {
      await p.getByRole('button', { name: 'New template' }).click();
      await p
        .getByRole('dialog')
        .getByRole('button', { name: /^Quote card/ })
        .waitFor();
    },
  },
  {
    name: 'editor',
    path: '/studio/templates/:template',
    heading: 'Card',
    ready: (p) => p.locator('img.draft[data-current=true]').waitFor(),
  },
  { name: 'batches', path: '/studio/batches', heading: 'Batches' },
  { name: 'bulk', path: '/studio/batches/new', heading: 'New batch from a CSV' },
  {
    name: 'batch',
    path: '/studio/batches/:batch',
    heading: 'API batch',
    ready: (p) => p.locator('.item-completed img').nth(1).waitFor(),
  },
  {
    name: 'snaps',
    path: '/studio/snaps',
    heading: 'Snaps',
    ready: (p) =>
      p
        .getByRole('img', { name: /^Snap / })
        .nth(2)
        .waitFor(),
  },
  { name: 'media', path: '/studio/media', heading: 'Media' },
  { name: 'usage', path: '/studio/usage', heading: 'Usage', mask: ['figure', 'p.muted'] },
  {
    name: 'webhooks',
    path: '/studio/webhooks',
    heading: 'Webhooks',
    ready: (p) => p.getByRole('button', { name: 'Redeliver' }).first().waitFor(),
    // The receiver's port and the attempt's duration change every run, and their widths the columns'.
    same: { '.url': 'http://127.0.0.1:40000/', '.attempts li': '#1: 204 (10 ms)' },
  },
  { name: 'forms', path: '/studio/forms', heading: 'Forms', mask: ['input[readonly]'] },
  // A revoked key is listed too, dimmed: its text's contrast counts (issue 39).
  {
    name: 'api-keys',
    path: '/studio/api-keys',
    heading: 'API keys',
    ready: (p) => p.getByText(/^Revoked /).waitFor(),
    mask: ['code'],
    // A key's prefix is random, and so is its width in the font: each shows one fixed prefix.
    same: { 'td:nth-child(4)': EMAIL, 'td:nth-child(2) code': 'sfp_AbCd1234…' },
  },
  { name: 'team', path: '/studio/team', heading: 'Team', same: { 'tbody td:first-child': EMAIL } },
];
/** What differs on every page from one run to the next: the account's e-mail and balance. */
const MASK_EVERYWHERE = ['.who'];
const SAME_EVERYWHERE = { '.who': `${EMAIL} · owner · 100 credits` };

describe('Studio pages in both themes: axe-core and their looks', { timeout: 240_000 }, () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let token: string;
  let templateUuid: string;
  let batchUuid: string;
  let formUrl: string;
  let receiver: Receiver;
  let net: ReturnType<typeof requestsOf>;

  beforeAll(async () => {
    receiver = await startReceiver([204]);
    ({ t, browser, page, token } = await signedInStudio({
      credits: 100,
      viewport: { width: 1280, height: 800 },
      env: { ALLOWED_PRIVATE_HOSTS: '127.0.0.1' },
    }));
    net = requestsOf(page);
    templateUuid = await createTemplate(t, token);
    // In this order, so the snaps page lists them the same way every time: a PDF (shown as text where
    // a thumbnail would be: its contrast counts too), a PNG, then the batch's two.
    await t.request('POST', '/api/v1/snaps', { token, body: { template_id: templateUuid, type: 'pdf' } });
    await t.request('POST', '/api/v1/snaps', { token, body: { template_id: templateUuid } });
    const [batch, form, key] = await Promise.all([
      t.request('POST', '/api/v1/snaps/batches', {
        token,
        body: {
          template_id: templateUuid,
          items: [{ identifier: 'one' }, { identifier: 'two' }],
          webhook_url: receiver.url,
        },
      }),
      t.graphql(
        'mutation($t: String!) { createEmbeddedForm(input: { templateId: $t, fields: [{ key: "title", label: "Name", required: true }, { key: "photo" }] }) { url } }',
        { t: templateUuid },
        token,
      ),
      t.graphql('mutation { createApiKey(name: "Old deploys") { key { id } } }', {}, token),
    ]);
    await t.graphql(
      'mutation($id: Int!) { revokeApiKey(id: $id) { id } }',
      { id: key.data.createApiKey.key.id },
      token,
    );
    batchUuid = batch.body.uuid;
    formUrl = form.data.createEmbeddedForm.url;
    await waitFor(
      async () => (await t.request('GET', `/api/v1/snaps/batches/${batchUuid}`, { token })).body.status === 'completed',
      60_000,
      'the batch',
    );
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await receiver?.close();
  });

  /** Checks the page as it is now: axe's findings, then its looks against the reference. */
  const check = async (p: Page, name: string, mask: string[] = [], same: Record<string, string> = {}) => {
    expect(await violations(p)).toEqual([]);
    await p.mouse.move(0, 0); // no tooltip, no hover
    expect(await matchesReference(p, name, [...MASK_EVERYWHERE, ...mask], { ...SAME_EVERYWHERE, ...same })).toBe(true);
  };

  for (const theme of THEMES)
    it.each(PAGES.map((p) => [p.name, p] as const))(
      `%s, ${theme}: no critical or serious violation, looks as its reference`,
      async (name, p) => {
        await page.emulateMedia({ colorScheme: theme });
        await page.goto(t.url + p.path.replace(':template', templateUuid).replace(':batch', batchUuid));
        await page.getByRole('heading', { name: p.heading, level: 1 }).first().waitFor();
        await p.ready?.(page);
        await net.settled(); // the page's queries and images loaded
        await check(page, `${name}-${theme}`, p.mask, p.same);
      },
    );

  it('sign-in and the public form page, in both themes', async () => {
    const other = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    for (const theme of THEMES) {
      await other.emulateMedia({ colorScheme: theme });
      await other.goto(`${t.url}/studio/sign-in`);
      await other.getByRole('heading', { name: 'Snapforge Studio' }).waitFor();
      await check(other, `sign-in-${theme}`);
      await other.goto(formUrl);
      await other.getByRole('button').first().waitFor();
      expect(await violations(other)).toEqual([]);
    }
    await other.close();
  });
});
