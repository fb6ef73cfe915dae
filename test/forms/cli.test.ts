import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemplate } from '../snaps/fixtures.js';
import { cli } from '../support/processes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createCollection, credits, submit } from './support.js';

describe('snapforge form create', () => {
  let t: TestApp;
  let token: string;
  let email: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token, email } = await t.account({ credits: 5 }));
    // The CLI signs with the server's key (DATA_DIR/app.key) and PUBLIC_URL, reaching its running database.
    env = { DATA_DIR: t.dataDir, PUBLIC_URL: t.app.services.config.PUBLIC_URL };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('prints {uuid, url, format}; the url is the signed submit URL and renders, charging the owner', async () => {
    const template = await createTemplate(t, token);
    const r = await cli(['form', 'create', '--email', email, '--template', template, '--layers', 'title,bg'], env);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['uuid', 'url', 'format']);
    expect(out.format).toBe('png');
    expect(out.url).toBe(`${env.PUBLIC_URL}/api/v1/embedded-forms/${out.uuid}?signature=${out.url.split('=').at(-1)}`);
    expect(out.url).toMatch(/signature=[0-9a-f]{64}$/);
    const before = await credits(t, token);
    const s = await submit(t, out.url, { title: 'From the CLI' });
    expect(s.status).toBe(200);
    expect(s.body.data.variants).toEqual([{ layer: 'title', text: 'From the CLI' }]);
    expect(before - (await credits(t, token))).toBe(1);
  });

  it('--format sets what submissions render, checked against the template as the API checks it', async () => {
    const template = await createTemplate(t, token);
    const r = await cli(
      ['form', 'create', '--email', email, '--template', template, '--layers', 'title', '--format', 'jpeg'],
      env,
    );
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.format).toBe('jpeg');
    const s = await submit(t, out.url, { title: 'JPEG' });
    expect(s.body.data.media_url).toMatch(/\.jpg$/);
    // A clip of a still template is refused, and the form keeps what it had.
    const gif = await cli(['form', 'update', '--email', email, '--form', out.uuid, '--format', 'gif'], env);
    expect(gif.code).toBe(1);
    expect(gif.stderr).toMatch(/animat/);
    const png = await cli(['form', 'update', '--email', email, '--form', out.uuid, '--format', 'png'], env);
    expect(JSON.parse(png.stdout).format).toBe('png');
  }, 120_000);

  it('makes collection forms, and refuses bad input with a message and a non-zero code', async () => {
    const template = await createTemplate(t, token);
    const collection = await createCollection(t, token, [template]);
    // One after another: each reaches the running app's embedded database through its socket, and four at once
    // under a loaded CI machine's load once left the first without its answer (exit 1).
    const ok = await cli(
      ['form', 'create', '--email', email, '--collection', collection, '--layers', `${template}__title`],
      env,
    );
    const unknown = await cli(
      ['form', 'create', '--email', email, '--template', template, '--layers', 'title,nope'],
      env,
    );
    const neither = await cli(['form', 'create', '--email', email, '--layers', 'title'], env);
    const missing = await cli(['form', 'create', '--email', email, '--template', template], env);
    expect(ok.code, ok.stderr).toBe(0);
    expect(Array.isArray((await submit(t, JSON.parse(ok.stdout).url, { [`${template}__title`]: 'x' })).body)).toBe(
      true,
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('The layer "nope" is not a layer of the template.');
    expect(neither.stderr).toContain('The template id field is required when collection id is not present.');
    expect(missing.code).toBe(64);
    expect(missing.stderr).toContain('--layers is required');
  }, 120_000);
});
