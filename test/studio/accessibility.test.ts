import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemplate } from '../snaps/fixtures.js';
import type { TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';
import { startReceiver, type Receiver } from '../webhooks/support.js';
import { requestsOf, signedInStudio, violations } from './browser.js';

// axe-core over every Studio page (and the public form page), each with something on it: no
// critical or serious violation (WCAG 2.1 A and AA rules, colour contrast included).

describe('Studio accessibility (axe-core)', { timeout: 180_000 }, () => {
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
      viewport: { width: 1400, height: 1000 },
      env: { ALLOWED_PRIVATE_HOSTS: '127.0.0.1' },
    }));
    net = requestsOf(page);
    templateUuid = await createTemplate(t, token);
    // At once: a PNG snap, a PDF (shown as text where a thumbnail would be: its contrast counts too), a batch and a form.
    const [, , batch, form] = await Promise.all([
      t.request('POST', '/api/v1/snaps', { token, body: { template_id: templateUuid } }),
      t.request('POST', '/api/v1/snaps', { token, body: { template_id: templateUuid, type: 'pdf' } }),
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
    ]);
    batchUuid = batch.body.uuid;
    // A revoked key is listed too, dimmed: its text's contrast counts (issue 39).
    const key = await t.graphql('mutation { createApiKey(name: "Old deploys") { key { id } } }', {}, token);
    await t.graphql(
      'mutation($id: Int!) { revokeApiKey(id: $id) { id } }',
      { id: key.data.createApiKey.key.id },
      token,
    );
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

  it.each([
    ['gallery', '/studio', 'Templates'],
    ['editor', '/studio/templates/:template', 'Card'],
    ['batches', '/studio/batches', 'Batches'],
    ['bulk', '/studio/batches/new', 'New batch from a CSV'],
    ['a batch', '/studio/batches/:batch', 'API batch'],
    ['snaps', '/studio/snaps', 'Snaps'],
    ['media', '/studio/media', 'Media'],
    ['usage', '/studio/usage', 'Usage'],
    ['webhooks (a delivery listed)', '/studio/webhooks', 'Webhooks'],
    ['forms', '/studio/forms', 'Forms'],
    ['API keys (a revoked key listed)', '/studio/api-keys', 'API keys'],
    ['team', '/studio/team', 'Team'],
  ])('%s has no critical or serious violation', async (_name, path, heading) => {
    await page.goto(t.url + path.replace(':template', templateUuid).replace(':batch', batchUuid));
    await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
    await net.settled(); // the page's queries and images loaded
    if (path.endsWith('webhooks')) await page.getByRole('button', { name: 'Redeliver' }).waitFor();
    if (path.endsWith('api-keys')) await page.getByText(/^Revoked /).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('the public form page and sign-in have none either', async () => {
    const other = await (await browser.newContext()).newPage();
    await other.goto(formUrl);
    expect(await violations(other)).toEqual([]);
    await other.goto(`${t.url}/studio/sign-in`);
    await other.getByRole('heading', { name: 'Snapforge Studio' }).waitFor();
    expect(await violations(other)).toEqual([]);
    await other.close();
  });
});
