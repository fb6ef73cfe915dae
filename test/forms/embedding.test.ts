import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemplate } from '../snaps/fixtures.js';
import { cli } from '../support/processes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createForm, onServer, submit } from './support.js';

const SHOP = 'https://shop.example.com';
const CREATE = 'mutation($i: CreateEmbeddedFormInput!) { createEmbeddedForm(input: $i) { uuid url frameAncestors } }';
const UPDATE =
  'mutation($u: String!, $i: UpdateEmbeddedFormInput!) { updateEmbeddedForm(uuid: $u, input: $i) { uuid url layers frameAncestors } }';
const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('embedding a form: the page, frame-ancestors and CORS', () => {
  let t: TestApp;
  let token: string;
  let email: string;
  let template: string;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token, email } = await t.account({ credits: 20 }));
    template = await createTemplate(t, token, null, 'Card <b>&</b>');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("GET with Accept: text/html serves a labelled field per configured layer in the form's order, posting multipart to the same URL", async () => {
    const form = await createForm(t, token, { templateId: template, layers: ['title', 'bg', 'photo', 'qr'] });
    const r = await fetch(onServer(t, form.url), { headers: { accept: 'text/html' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await r.text();
    const action = form.url.slice(t.app.services.config.PUBLIC_URL.length);
    expect(html).toContain(
      `<form method="post" enctype="multipart/form-data" action="${action.replace(/&/g, '&amp;')}" data-checked>`,
    );
    expect(html).toContain('<h1>Card &lt;b&gt;&amp;&lt;/b&gt;</h1>');
    for (const [i, key, valueKey, type] of [
      [0, 'title', 'text', 'text'],
      [1, 'bg', 'background_color', 'color'],
      [2, 'photo', 'image_url', 'file'],
      [3, 'qr', 'qr_content', 'text'],
    ])
      expect(html).toMatch(
        new RegExp(
          `<label for="field-${i}">${key}</label><input type="${type}" id="field-${i}" name="layers\\[${key}\\]\\[${valueKey}\\]"`,
        ),
      );
    // Only the page's own style and script run: by hash, never 'unsafe-inline'.
    const csp = r.headers.get('content-security-policy')!;
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain(`script-src ${sha256(html.match(/<script>([\s\S]*)<\/script>/)![1])}`);
    expect(csp).toContain(`style-src ${sha256(html.match(/<style>([\s\S]*)<\/style>/)![1])}`);
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('a bad signature or an unknown form answers an HTML page with the reason', async () => {
    const form = await createForm(t, token, { templateId: template, layers: ['title'] });
    const forged = await fetch(
      onServer(
        t,
        form.url.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      ),
      { headers: { accept: 'text/html' } },
    );
    expect(forged.status).toBe(403);
    expect(await forged.text()).toMatch(/<div class="error" role="alert"><p>Invalid signature\.<\/p>/);
    const unknown = await fetch(onServer(t, form.url.replace(form.uuid, randomUUID())), {
      headers: { accept: 'text/html' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<p>Not found.</p>');
  });

  it('frame_ancestors are validated origins, set on create and update; the URL stays the same', async () => {
    const bad = await t.graphql(
      CREATE,
      {
        i: {
          templateId: template,
          layers: [],
          frameAncestors: [
            SHOP,
            'https://*.example.com',
            'https://a.example.com/path',
            'ftp://files.example.com',
            'shop',
          ],
        },
      },
      token,
    );
    expect(bad.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.errors[0].extensions.errors)).toEqual([
      'frame_ancestors.1',
      'frame_ancestors.2',
      'frame_ancestors.3',
      'frame_ancestors.4',
    ]);
    expect(bad.errors[0].extensions.errors['frame_ancestors.2']).toEqual([
      '"https://a.example.com/path" is not an origin: write it as https://example.com (scheme, host and optional port, nothing else).',
    ]);

    const created = (
      await t.graphql(
        CREATE,
        {
          i: {
            templateId: template,
            layers: ['title'],
            frameAncestors: ['HTTPS://Shop.Example.com/', 'http://localhost:8080'],
          },
        },
        token,
      )
    ).data.createEmbeddedForm;
    expect(created.frameAncestors).toEqual([SHOP, 'http://localhost:8080']);
    const updated = await t.graphql(
      UPDATE,
      { u: created.uuid, i: { frameAncestors: [SHOP], layers: ['title', 'qr'] } },
      token,
    );
    expect(updated.data.updateEmbeddedForm).toEqual({
      uuid: created.uuid,
      url: created.url,
      layers: ['title', 'qr'],
      frameAncestors: [SHOP],
    });
    const page = await fetch(onServer(t, created.url), { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${SHOP}`);

    const badLayer = await t.graphql(UPDATE, { u: created.uuid, i: { layers: ['nope'] } }, token);
    expect(badLayer.errors[0].extensions.errors).toEqual({
      'layers.0': ['The layer "nope" is not a layer of the template.'],
    });
    const viewer = await t.account({ role: 'viewer' });
    expect(
      (await t.graphql(UPDATE, { u: created.uuid, i: { frameAncestors: [] } }, viewer.token)).errors[0].extensions.code,
    ).toBe('FORBIDDEN');
    expect(
      (await t.graphql(UPDATE, { u: randomUUID(), i: { frameAncestors: [] } }, token)).errors[0].extensions.code,
    ).toBe('NOT_FOUND');
  });

  it('CORS: a listed origin may read the answer (errors too) and gets its preflight; any other origin gets no CORS headers', async () => {
    const form = await createForm(t, token, { templateId: template, layers: ['title'], frameAncestors: [SHOP] });
    const url = onServer(t, form.url);
    const post = (origin: string, body: string) =>
      fetch(url, {
        method: 'POST',
        headers: { origin, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });

    const ok = await post(SHOP, 'layers[title][text]=Hi');
    expect([ok.status, ok.headers.get('access-control-allow-origin'), ok.headers.get('vary')]).toEqual([
      200,
      SHOP,
      'Origin',
    ]);
    const refused = await post(SHOP, 'layers[title][image_url]=x');
    expect([refused.status, refused.headers.get('access-control-allow-origin')]).toEqual([422, SHOP]);
    const other = await post('https://evil.example.net', 'layers[title][text]=Hi');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = (origin: string) =>
      fetch(url, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight(SHOP);
    expect(allowed.status).toBe(204);
    expect(Object.fromEntries([...allowed.headers].filter(([k]) => k.startsWith('access-control-')))).toEqual({
      'access-control-allow-origin': SHOP,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'Content-Type, Accept',
      'access-control-max-age': '600',
    });
    const denied = await preflight('https://evil.example.net');
    expect(denied.status).toBe(204);
    expect([...denied.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([]);
    // A form with no listed origins: same origin only.
    const plain = await createForm(t, token, { templateId: template, layers: ['title'] });
    expect((await submit(t, plain.url, { title: 'x' })).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('the CLI sets frame ancestors on create and changes them with form update', async () => {
    const env = { DATA_DIR: t.dataDir, PUBLIC_URL: t.app.services.config.PUBLIC_URL };
    const created = await cli(
      [
        'form',
        'create',
        '--email',
        email,
        '--template',
        template,
        '--layers',
        'title',
        '--frame-ancestors',
        `${SHOP},http://localhost:3000`,
      ],
      env,
    );
    expect(created.stderr).toBe('');
    const { uuid, url } = JSON.parse(created.stdout);
    expect(
      (await t.app.services.database.prisma.embeddedForm.findUniqueOrThrow({ where: { uuid } })).frameAncestors,
    ).toEqual([SHOP, 'http://localhost:3000']);
    const updated = await cli(
      ['form', 'update', '--email', email, '--form', uuid, '--frame-ancestors', '', '--layers', 'title,bg'],
      env,
    );
    expect(JSON.parse(updated.stdout)).toEqual({
      uuid,
      url,
      layers: ['title', 'bg'],
      frame_ancestors: [],
      format: 'png',
    });
    const bad = await cli(
      ['form', 'update', '--email', email, '--form', uuid, '--frame-ancestors', 'not an origin'],
      env,
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('"not an origin" is not an origin');
  }, 120_000);
});
