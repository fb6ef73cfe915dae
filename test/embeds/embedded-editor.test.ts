import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbedTokenSigner, type EmbedClaims } from '../../src/embeds/embed-token.js';
import { loadAppKey } from '../../src/forms/app-key.js';
import { createTemplate } from '../snaps/fixtures.js';
import { freePort } from '../support/processes.js';
import { appAndBrowser, buildStudio } from '../studio/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const MINT = `mutation($i: CreateEmbedTokenInput!) {
  createEmbedToken(input: $i) { token url templateUuid abilities allowedOrigins expiresAt }
}`;
const TEMPLATE = 'query($u: String!) { template(uuid: $u) { id uuid title draft layers hasUnpublishedChanges } }';

/** A page of another origin (a port of its own) framing `?src=`, keeping the editor's messages in `window.events`. */
async function parentServer(): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const src = new URL(req.url!, 'http://x').searchParams.get('src') ?? '';
    res.setHeader('content-type', 'text/html');
    res.end(`<!doctype html><title>Parent</title>
<script>window.events = []; addEventListener('message', (e) => window.events.push({ origin: e.origin, data: e.data }));</script>
<iframe id="editor" style="width:1200px;height:760px" src="${src.replace(/"/g, '&quot;')}"></iframe>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('the embeddable editor: a scoped, expiring token, framed by its origins only', () => {
  let t: TestApp;
  let browser: Browser;
  let parent: { server: Server; origin: string };
  let stranger: { server: Server; origin: string };
  let owner: string;
  let card: string;
  let other: string;
  let foreign: string;
  let signer: EmbedTokenSigner;

  const mint = (input: Record<string, unknown>, token = owner) => t.graphql(MINT, { i: input }, token);
  const textToken = async () =>
    (await mint({ templateUuid: card, abilities: ['EDIT_TEXT'], allowedOrigins: [parent.origin] })).data
      .createEmbedToken as { token: string; url: string };
  const eventTypes = (page: Page) => page.evaluate(() => (window as any).events.map((e: any) => e.data.type));

  beforeAll(async () => {
    buildStudio();
    const port = await freePort();
    ({ t, browser } = await appAndBrowser(
      startTestApp('pglite', { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }),
    ));
    [parent, stranger] = await Promise.all([parentServer(), parentServer()]);
    ({ token: owner } = await t.account({ credits: 10 }));
    card = await createTemplate(t, owner, null, 'Card');
    other = await createTemplate(t, owner, null, 'Other');
    foreign = await createTemplate(t, (await t.account({ credits: 10 })).token, null, 'Foreign');
    signer = new EmbedTokenSigner(await loadAppKey({ DATA_DIR: t.dataDir, APP_KEY: undefined }));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    for (const p of [parent, stranger]) await new Promise((r) => p?.server.close(r));
    await t?.close();
  });

  it('a parent page of an allowed origin frames the editor; a text edit saves, and the parent hears ready, rendered, changed and saved', async () => {
    const { token, url } = await textToken();
    expect(token).toMatch(/^sfe_[\w-]+\.[\w-]+$/);
    expect(url).toBe(`${t.url}/embed/${card}?token=${token}`);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${parent.origin}/?src=${encodeURIComponent(url)}`);
    const editor = page.frameLocator('#editor');
    await editor.getByRole('button', { name: 'title', exact: true }).click();
    // EDIT_TEXT without PUBLISH: no Publish, and none of the Studio's own ways out.
    expect(await editor.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    expect(await editor.getByRole('button', { name: 'Versions' }).count()).toBe(0);
    expect(await editor.getByRole('tab', { name: 'Try it' }).count()).toBe(0);
    await editor.getByLabel('Text', { exact: true }).fill('Embedded words');
    // Saved, and the edited design drawn (the two answers come in either order).
    await page.waitForFunction(
      () => ['saved', 'rendered'].every((type) => (window as any).events.some((e: any) => e.data.type === type)),
      null,
      { timeout: 15_000 },
    );
    const types = await eventTypes(page);
    for (const type of ['ready', 'rendered', 'changed', 'saved']) expect(types).toContain(type);
    const origins = await page.evaluate(() => (window as any).events.map((e: any) => e.origin));
    expect(new Set(origins)).toEqual(new Set([t.url]));
    const saved = (await t.graphql(TEMPLATE, { u: card }, owner)).data.template;
    expect(saved.draft.layers.find((l: any) => l.layer === 'title').text).toBe('Embedded words');
    expect(saved.hasUnpublishedChanges).toBe(true);

    // Text only: moving the layer is not taken (the API would refuse the save), and the editor says why.
    const x = editor.getByLabel('X', { exact: true });
    const before = await x.inputValue();
    const box = editor.getByRole('button', { name: 'Layer title' });
    const b = (await box.boundingBox())!;
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2 + 80, b.y + b.height / 2, { steps: 4 });
    await page.mouse.up();
    await editor.getByText('This editor may change text only ("title"\'s x would change).').waitFor();
    await x.fill('300');
    await x.press('Enter');
    expect(await x.inputValue()).toBe(before);
    expect((await box.boundingBox())!.x).toBe(b.x);
    const after = (await t.graphql(TEMPLATE, { u: card }, owner)).data.template;
    expect(after.draft.layers.find((l: any) => l.layer === 'title').x).toBe(Number(before));
    await page.close();
  }, 60_000);

  it('framed by another site, whose frames the browser denies storage, the editor still opens and saves', async () => {
    // The parent on `localhost`, the editor on `127.0.0.1`: two sites, as a customer's product and Snapforge are.
    const site = parent.origin.replace('127.0.0.1', 'localhost');
    const own = await createTemplate(t, owner, null, 'Cross-site');
    const { url } = (await mint({ templateUuid: own, abilities: ['EDIT_TEXT'], allowedOrigins: [site] })).data
      .createEmbedToken as { url: string };
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site}/?src=${encodeURIComponent(url)}`);
    const frame = page.frameLocator('#editor');
    await frame.getByRole('button', { name: 'title', exact: true }).click();
    const storage = await page
      .frames()
      .find((f) => f.url().startsWith(t.url))!
      .evaluate(() => {
        try {
          localStorage.getItem('probe');
          return 'allowed';
        } catch {
          return 'refused';
        }
      });
    // What this test is about: reading localStorage throws there (the editor read it as it loaded, and drew nothing).
    expect(storage).toBe('refused');
    await frame.getByLabel('Text', { exact: true }).fill('Framed by another site');
    await expect
      .poll(
        async () =>
          (await t.graphql(TEMPLATE, { u: own }, owner)).data.template.draft.layers.find(
            (l: any) => l.layer === 'title',
          ).text,
        {
          timeout: 15_000,
        },
      )
      .toBe('Framed by another site');
    await page.close();
  }, 60_000);

  it('the same token reads no other template, lists no keys, reaches no other REST route, publishes nothing and changes text only', async () => {
    const { token } = await textToken();
    const before = (await t.graphql(TEMPLATE, { u: card }, owner)).data.template;
    const refusal = { code: 'FORBIDDEN' };
    const otherRead = await t.graphql(TEMPLATE, { u: other }, token);
    expect(otherRead.errors[0].extensions).toMatchObject(refusal);
    expect(otherRead.errors[0].message).toBe(
      'This embed token opens only its own template, with the abilities it was given.',
    );
    expect((await t.graphql('{ apiKeys { id } }', {}, token)).errors[0].extensions).toMatchObject(refusal);
    expect(
      (await t.graphql('{ templates { edges { node { uuid } } } }', {}, token)).errors[0].extensions,
    ).toMatchObject(refusal);
    // Its own template it may read over REST too (the route is the same GraphQL field); nothing else.
    expect((await t.request('GET', `/api/v1/templates/${card}`, { token })).status).toBe(200);
    for (const path of ['/api/v1/templates', `/api/v1/templates/${other}`, '/api/v1/auth', '/api/v1/media']) {
      const r = await t.request('GET', path, { token });
      expect(r.status, path).toBe(403);
      expect(r.body.message).toMatch(/embed token/);
    }
    const publish = await t.graphql(
      'mutation($id: Int!) { publishTemplate(id: $id) { version } }',
      { id: before.id },
      token,
    );
    expect(publish.errors[0].extensions).toMatchObject(refusal);
    // A move is not a text edit: refused, naming what changed; the draft stays as it was.
    const layers = before.draft.layers.map((l: any) => (l.layer === 'title' ? { ...l, x: l.x + 40 } : l));
    const save = await t.graphql(
      'mutation($id: Int!, $i: TemplateInput!) { saveTemplateDraft(id: $id, input: $i) { id } }',
      { id: before.id, i: { title: before.title, layers } },
      token,
    );
    expect(save.errors[0]).toMatchObject({
      message: 'This embed token may change text only: "title"\'s x changed.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await t.graphql(TEMPLATE, { u: card }, owner)).data.template.draft).toEqual(before.draft);
  });

  it('EDIT_DESIGN and PUBLISH: the design changes, and the editor publishes it, themed by its parent', async () => {
    const minted = await mint({
      templateUuid: card,
      abilities: ['EDIT_DESIGN', 'PUBLISH'],
      allowedOrigins: [parent.origin],
      expiresIn: 600,
    });
    const { token, abilities, expiresAt } = minted.data.createEmbedToken;
    expect(abilities).toEqual(['EDIT_DESIGN', 'PUBLISH']);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(590_000);
    const before = (await t.graphql(TEMPLATE, { u: card }, owner)).data.template;
    const layers = before.draft.layers.map((l: any) => (l.layer === 'title' ? { ...l, x: 50 } : l));
    const save = await t.graphql(
      'mutation($id: Int!, $i: TemplateInput!) { saveTemplateDraft(id: $id, input: $i) { id } }',
      { id: before.id, i: { title: before.title, layers } },
      token,
    );
    expect(save.errors).toBeUndefined();
    // In the editor: Publish is offered, publishes, and the parent hears it; the theme comes from the address and from a message.
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const src = `${minted.data.createEmbedToken.url}&theme=dark&--accent=%23e11d48`;
    await page.goto(`${parent.origin}/?src=${encodeURIComponent(src)}`);
    const frame = page.frameLocator('#editor');
    await frame.getByText('Unpublished changes').waitFor();
    const root = frame.locator('html');
    expect(await root.getAttribute('data-theme')).toBe('dark');
    expect(await root.evaluate((el) => getComputedStyle(el).getPropertyValue('--accent').trim())).toBe('#e11d48');
    await page.evaluate((origin) => {
      const editor = document.querySelector('iframe')!.contentWindow!;
      editor.postMessage({ type: 'snapforge-theme', variables: { '--bg': 'rgb(1, 2, 3)', bad: 'x' } }, origin);
    }, t.url);
    await root.evaluate(
      (el) =>
        new Promise<void>((r) => {
          const check = () =>
            getComputedStyle(el).getPropertyValue('--bg').trim() === 'rgb(1, 2, 3)' ? r() : setTimeout(check, 50);
          check();
        }),
    );
    await frame.getByRole('button', { name: 'Publish' }).click();
    await page.waitForFunction(() => (window as any).events.some((e: any) => e.data.type === 'published'), null, {
      timeout: 15_000,
    });
    await page.close();
    const published = (await t.graphql(TEMPLATE, { u: card }, owner)).data.template;
    expect(published.hasUnpublishedChanges).toBe(false);
    expect(published.layers.find((l: any) => l.layer === 'title')).toMatchObject({ x: 50, text: 'Embedded words' });
  }, 60_000);

  it('copy: the token opens a new copy, and the original stays out of its reach', async () => {
    const r = await mint({
      templateUuid: other,
      abilities: ['EDIT_TEXT'],
      allowedOrigins: [parent.origin],
      copy: true,
    });
    const { token, templateUuid } = r.data.createEmbedToken;
    expect(templateUuid).not.toBe(other);
    expect((await t.graphql(TEMPLATE, { u: templateUuid }, token)).data.template.title).toBe('Other (copy)');
    expect((await t.graphql(TEMPLATE, { u: other }, token)).errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('the page names the allowed origins in frame-ancestors; a page of another origin cannot frame it', async () => {
    const { url } = await textToken();
    const r = await fetch(url);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-security-policy')).toContain(`frame-ancestors ${parent.origin}`);
    expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    expect(r.headers.get('cache-control')).toBe('no-store');
    const page = await browser.newPage();
    const refused = page.waitForEvent('console', {
      predicate: (m) =>
        m
          .text()
          .includes(`violates the following Content Security Policy directive: "frame-ancestors ${parent.origin}"`),
      timeout: 10_000,
    });
    await page.goto(`${stranger.origin}/?src=${encodeURIComponent(url)}`);
    await refused;
    // Nothing ran inside: no event reached the page.
    await new Promise((res) => setTimeout(res, 500));
    expect(await eventTypes(page)).toEqual([]);
    await page.close();
  }, 30_000);

  it('an expired or forged token is refused with 401 and its reason, on the page and the API', async () => {
    const { token } = await textToken();
    const claims = JSON.parse(Buffer.from(token.slice(4).split('.')[0], 'base64url').toString()) as EmbedClaims;
    const expired = signer.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 5 });
    const tampered = `sfe_${Buffer.from(JSON.stringify({ ...claims, template: claims.template + 1 })).toString('base64url')}.${token.split('.')[1]}`;
    const badMac = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    for (const [bad, message] of [
      [expired, /^This embed token expired at \d{4}-/],
      [tampered, /^This embed token is not valid\.$/],
      [badMac, /^This embed token is not valid\.$/],
    ] as const) {
      const page = await fetch(`${t.url}/embed/${card}?token=${bad}`);
      expect(page.status).toBe(401);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect((await page.json()).message).toMatch(message);
      const api = await t.graphql(TEMPLATE, { u: card }, bad);
      expect(api.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(api.errors[0].message).toMatch(message);
      const rest = await t.request('GET', `/api/v1/templates/${card}`, { token: bad });
      expect(rest.status).toBe(401);
    }
    expect((await fetch(`${t.url}/embed/${card}`)).status).toBe(401);
  });

  it("another account's template: no token is minted for it, and a token opens no page or data of it", async () => {
    const refused = await mint({ templateUuid: foreign, abilities: ['EDIT_DESIGN'], allowedOrigins: [parent.origin] });
    expect(refused.errors[0].extensions.code).toBe('NOT_FOUND');
    const { token } = await textToken();
    const page = await fetch(`${t.url}/embed/${foreign}?token=${token}`);
    expect(page.status).toBe(403);
    expect((await page.json()).message).toBe('This embed token opens another template.');
    expect((await t.graphql(TEMPLATE, { u: foreign }, token)).errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('bad input: no ability, a wildcard origin, a lifetime out of bounds: 422 with the fields, no token', async () => {
    const r = await mint({
      templateUuid: card,
      abilities: [],
      allowedOrigins: ['https://*.example.com'],
      expiresIn: 30,
    });
    expect(r.data).toBeNull();
    expect(r.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: {
        abilities: ['The abilities field must have at least 1 items.'],
        'allowedOrigins.0': [expect.stringMatching(/is not an origin/)],
        expiresIn: ['The expires in field must be at least 60.'],
      },
    });
  });
});
