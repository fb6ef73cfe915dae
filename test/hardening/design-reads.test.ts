import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type App } from '../../src/server/app.js';
import { loadConfig } from '../../src/config.js';
import { createCollection, createForm } from '../forms/support.js';
import { createTemplate } from '../snaps/fixtures.js';
import { TMP } from '../support/paths.js';
import { POSTGRES_AVAILABLE } from '../support/postgres.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const gql = async (url: string, token: string, query: string, variables?: Record<string, unknown>) =>
  (
    await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    })
  ).json();

/** Text layers of 10,000 characters each: about 10 KB apiece as stored. */
const textLayers = (n: number, char = 'x') =>
  Array.from({ length: n }, (_, i) => ({
    type: 'text',
    layer: `t${i}`,
    x: 0,
    y: 0,
    width: 100,
    height: 100,
    hidden: true,
    text: char.repeat(10_000),
  }));

// The proof that a list reads no design: an app whose database role may not SELECT templates.layers,
// templates.draft or snaps.design answers every list and every other field of them.
describe.skipIf(!POSTGRES_AVAILABLE)('GraphQL reads of templates and snaps never load a design with the row', () => {
  let owner: TestApp;
  let reader: App;
  let readerDir: string;
  let token: string;
  let template: string;
  let snap: string;
  const role = `snapforge_no_designs_${randomBytes(4).toString('hex')}`;
  const asOwner = async (sql: string) => {
    const client = new pg.Client({ connectionString: owner.databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    owner = await startTestApp('postgres');
    ({ token } = await owner.account({ credits: 10 }));
    template = await createTemplate(owner, token);
    const { id } = (await owner.graphql(`{ template(uuid: "${template}") { id } }`, {}, token)).data.template;
    await owner.graphql(
      'mutation($id: Int!, $input: TemplateInput!) { saveTemplateDraft(id: $id, input: $input) { id } }',
      { id, input: { title: 'Draft' } },
      token,
    );
    snap = (await owner.request('POST', '/api/v1/snaps', { token, body: { template_id: template } })).body.id;
    await createForm(owner, token, { collectionId: await createCollection(owner, token, [template]), layers: [] });
    await createForm(owner, token, { templateId: template, layers: ['title'] });
    const columns = async (table: string, without: string[]) =>
      (
        await asOwner(
          `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = '${table}'`,
        )
      )
        .map((r) => r.column_name as string)
        .filter((c) => !without.includes(c))
        .map((c) => `"${c}"`)
        .join(', ');
    await asOwner(`CREATE ROLE ${role} LOGIN;
      GRANT USAGE, CREATE ON SCHEMA public TO ${role};
      GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role};
      GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role};
      REVOKE SELECT ON templates, snaps FROM ${role};
      GRANT SELECT (${await columns('templates', ['layers', 'draft'])}) ON templates TO ${role};
      GRANT SELECT (${await columns('snaps', ['design'])}) ON snaps TO ${role};`);
    const url = new URL(owner.databaseUrl!);
    url.username = role;
    readerDir = await mkdtemp(join(TMP, 'no-designs-'));
    reader = await startApp(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        DATA_DIR: readerDir,
        LOG_LEVEL: 'silent',
        RENDER_THREADS: '1',
        START_WORKERS: 'false',
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await reader?.close();
    await owner?.close();
    // The database that held the role's grants is gone: the role can go too.
    const admin = new pg.Client({
      connectionString: process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
    });
    await admin.connect();
    await admin.query(`DROP ROLE IF EXISTS ${role}`).finally(() => admin.end());
    if (readerDir) await rm(readerDir, { recursive: true, force: true });
  });

  it('lists, single reads and relations of templates answer without the layers and draft columns', async () => {
    const fields =
      'id uuid title size width height backgroundColor version previewUrl hasUnpublishedChanges safeMarginPx draftSavedAt createdAt updatedAt';
    const list = await gql(reader.url, token, `{ templates(first: 100) { edges { node { ${fields} } } } }`);
    expect(list.errors).toBeUndefined();
    expect(list.data.templates.edges[0].node).toMatchObject({
      uuid: template,
      title: 'Card',
      hasUnpublishedChanges: true,
    });
    const one = await gql(reader.url, token, `{ template(uuid: "${template}") { ${fields} } }`);
    expect(one.errors).toBeUndefined();
    const related = await gql(
      reader.url,
      token,
      '{ collections(first: 10) { edges { node { templates { uuid title } } } } embeddedForms(first: 10) { edges { node { template { uuid title } } } } }',
    );
    expect(related.errors).toBeUndefined();
    expect(related.data.collections.edges[0].node.templates).toEqual([{ uuid: template, title: 'Card' }]);
    expect(related.data.embeddedForms.edges.map((e: any) => e.node.template)).toContainEqual({
      uuid: template,
      title: 'Card',
    });
    // The role really cannot read a design: asking for one fails.
    const layers = await gql(reader.url, token, `{ template(uuid: "${template}") { layers } }`);
    expect(layers.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('lists and single reads of snaps answer without the design each keeps', async () => {
    const fields = 'id status mediaUrl variants templateId templateTitle format type createdAt';
    const list = await gql(reader.url, token, `{ snaps(first: 100) { edges { node { ${fields} } } } }`);
    expect(list.errors).toBeUndefined();
    expect(list.data.snaps.edges.map((e: any) => [e.node.id, e.node.status])).toEqual([[snap, 'completed']]);
    const one = await gql(reader.url, token, `{ snap(id: "${snap}") { ${fields} } }`);
    expect(one.errors).toBeUndefined();
    expect(one.data.snap.mediaUrl).toMatch(/^http/);
  });
});

describe('designs as read and written', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp('pglite', { GRAPHQL_MAX_RESPONSE_BYTES: String(64 * 1024) });
    ({ token } = await t.account());
  });
  afterAll(() => t?.close());

  it("one GraphQL operation reads designs up to GRAPHQL_MAX_RESPONSE_BYTES; the REST adapter's fixed pages are not capped", async () => {
    for (let i = 0; i < 5; i++) {
      const r = await t.request('POST', '/api/v1/templates', {
        token,
        body: { title: `T${i}`, width: 100, height: 100, layers: textLayers(2) },
      });
      expect(r.status).toBe(201);
    }
    // Five designs of about 20 KB: past 64 KB the reading stops and the operation answers only the error.
    const all = await t.graphql('{ templates(first: 5) { edges { node { uuid layers } } } }', {}, token);
    expect(all).toEqual({
      errors: [expect.objectContaining({ extensions: { code: 'RESPONSE_TOO_LARGE', maxBytes: 64 * 1024 } })],
    });
    const one = await t.graphql('{ templates(first: 1) { edges { node { layers } } } }', {}, token);
    expect(one.data.templates.edges[0].node.layers).toHaveLength(2);
    const rest = await t.request('GET', '/api/v1/templates', { token });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toHaveLength(5);
    expect(rest.text.length).toBeGreaterThan(5 * 20_000);
  });

  it('layers over 256 KB as JSON are refused on create, update and draft, REST and GraphQL alike', async () => {
    const message = 'The layers field must not be greater than 256 kilobytes as JSON.';
    // 26 layers of 10,000 characters with their defaults: just over; 25: just under.
    const create = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Big', width: 100, height: 100, layers: textLayers(26) },
    });
    expect(create.status).toBe(422);
    expect(create.body).toEqual({ message, errors: { layers: [message] } });
    const fits = await t.graphql(
      'mutation($input: TemplateInput!) { createTemplate(input: $input) { id } }',
      { input: { title: 'Fits', width: 100, height: 100, layers: textLayers(25) } },
      token,
    );
    const { id } = fits.data.createTemplate;
    const update = await t.graphql(
      'mutation($id: Int!, $input: TemplateInput!) { updateTemplate(id: $id, input: $input) { id } }',
      { id, input: { title: 'Big', layers: textLayers(26) } },
      token,
    );
    expect(update.errors[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', errors: { layers: [message] } },
    });
    const draft = await t.graphql(
      'mutation($id: Int!, $input: TemplateInput!) { saveTemplateDraft(id: $id, input: $input) { id } }',
      { id, input: { title: 'Big', layers: textLayers(26, 'y') } },
      token,
    );
    expect(draft.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("hasUnpublishedChanges is kept by every write: a REST or GraphQL update that publishes the draft's design clears it", async () => {
    const fields = '{ id hasUnpublishedChanges }';
    const created = await t.graphql(
      `mutation { createTemplate(input: { title: "Kept", width: 100, height: 100 }) ${fields} }`,
      {},
      token,
    );
    const { id } = created.data.createTemplate;
    expect(created.data.createTemplate.hasUnpublishedChanges).toBe(false);
    const save = async (input: Record<string, unknown>) =>
      (
        await t.graphql(
          `mutation($id: Int!, $input: TemplateInput!) { saveTemplateDraft(id: $id, input: $input) ${fields} }`,
          { id, input },
          token,
        )
      ).data.saveTemplateDraft.hasUnpublishedChanges;
    const read = async () =>
      (await t.graphql(`{ templates(first: 50) { edges { node ${fields} } } }`, {}, token)).data.templates.edges.find(
        (e: any) => e.node.id === id,
      ).node.hasUnpublishedChanges;
    expect(await save({ title: 'Kept', backgroundColor: '#000000' })).toBe(true);
    expect(await read()).toBe(true);
    // An update publishing exactly the draft's design: nothing left unpublished, though the draft stays.
    expect(
      (
        await t.request('PATCH', `/api/v1/templates/${id}`, {
          token,
          body: { title: 'Kept', background_color: '#000000' },
        })
      ).status,
    ).toBe(200);
    expect(await read()).toBe(false);
    // An update away from it: the draft differs again.
    const away = await t.graphql(
      `mutation($id: Int!) { updateTemplate(id: $id, input: { title: "Elsewhere" }) ${fields} }`,
      { id },
      token,
    );
    expect(away.data.updateTemplate.hasUnpublishedChanges).toBe(true);
    const published = await t.graphql(`mutation($id: Int!) { publishTemplate(id: $id) ${fields} }`, { id }, token);
    expect(published.data.publishTemplate.hasUnpublishedChanges).toBe(false);
    expect(await read()).toBe(false);
  });
});
