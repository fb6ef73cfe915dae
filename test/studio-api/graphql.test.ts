import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardLayers } from '../snaps/fixtures.js';
import { BACKENDS, startTestApp, type TestApp } from '../support/test-app.js';

const TEMPLATE = 'id uuid title version hasUnpublishedChanges safeMarginPx';

describe.each(BACKENDS)('GraphQL for the Studio on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { DRAFT_RENDER_RATE_LIMIT_PER_MINUTE: '6' });
    ({ token } = await t.account({ credits: 20 }));
  });
  afterAll(() => t?.close());

  const gql = async (query: string, variables: Record<string, unknown> = {}, tok = token) =>
    t.graphql(query, variables, tok);
  const create = async (input: Record<string, unknown>, tok = token) => {
    const r = await gql(
      `mutation($input: TemplateInput!) { createTemplate(input: $input) { ${TEMPLATE} } }`,
      { input },
      tok,
    );
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data.createTemplate;
  };

  it('templates(search) filters titles ignoring case, newest first', async () => {
    const { token: own } = await t.account();
    for (const title of ['Summer Sale', 'Winter sale', 'Team photo'])
      await create({ title, width: 100, height: 100 }, own);
    const titles = async (search?: string) =>
      (
        await gql(
          'query($s: String) { templates(first: 10, search: $s) { edges { node { title } } } }',
          { s: search },
          own,
        )
      ).data.templates.edges.map((e: any) => e.node.title);
    expect(await titles('SALE')).toEqual(['Winter sale', 'Summer Sale']);
    expect(await titles('photo')).toEqual(['Team photo']);
    expect(await titles('%')).toEqual([]);
    expect(await titles()).toEqual(['Team photo', 'Winter sale', 'Summer Sale']);
  });

  it('me.policies lists what the role passes, and createTemplate is allowed exactly where it is listed', async () => {
    const expected: Record<'owner' | 'admin' | 'editor' | 'viewer', string[]> = {
      owner: ['createTemplate', 'updateTemplate', 'deleteTemplate', 'manageAccount'],
      admin: ['createTemplate', 'updateTemplate', 'deleteTemplate', 'manageAccount'],
      editor: ['createTemplate', 'updateTemplate'],
      viewer: [],
    };
    for (const [role, policies] of Object.entries(expected)) {
      const { token: tok } = await t.account({ role: role as keyof typeof expected });
      expect((await gql('{ me { role policies } }', {}, tok)).data.me).toEqual({ role, policies });
      const created = await gql(
        'mutation { createTemplate(input: { title: "P", width: 10, height: 10 }) { id } }',
        {},
        tok,
      );
      expect(created.errors?.[0].extensions.code ?? 'allowed', role).toBe(
        policies.includes('createTemplate') ? 'allowed' : 'FORBIDDEN',
      );
    }
  });

  it('safeMarginPx comes from the size preset, null for a custom size', async () => {
    const sizes = (await gql('{ templateSizes { size safeMarginPx } }')).data.templateSizes;
    const preset = sizes.find((s: any) => s.size === 'instagram-post') ?? sizes[0];
    expect((await create({ title: 'Preset', size: preset.size })).safeMarginPx).toBe(preset.safeMarginPx);
    expect((await create({ title: 'Custom', width: 123, height: 77 })).safeMarginPx).toBeNull();
  });

  it('hasUnpublishedChanges follows the draft: a changed draft yes, a draft equal to the published design no, after publish no', async () => {
    const tpl = await create({ title: 'Draft me', width: 200, height: 100 });
    expect(tpl.hasUnpublishedChanges).toBe(false);
    const save = async (input: Record<string, unknown>) =>
      (
        await gql(
          `mutation($id: Int!, $input: TemplateInput!) { saveTemplateDraft(id: $id, input: $input) { ${TEMPLATE} } }`,
          { id: tpl.id, input },
        )
      ).data.saveTemplateDraft;
    expect((await save({ title: 'Draft me' })).hasUnpublishedChanges).toBe(false);
    expect((await save({ title: 'Draft me', backgroundColor: '#000000' })).hasUnpublishedChanges).toBe(true);
    const published = (await gql(`mutation($id: Int!) { publishTemplate(id: $id) { ${TEMPLATE} } }`, { id: tpl.id }))
      .data.publishTemplate;
    expect(published).toMatchObject({ hasUnpublishedChanges: false, version: 2 });
  });

  it('duplicateTemplate copies the published design as "<title> (copy)", with no draft; another account cannot', async () => {
    const tpl = await create({ title: 'Original', width: 320, height: 200, layers: cardLayers(null) });
    await gql('mutation($id: Int!, $input: TemplateInput!) { saveTemplateDraft(id: $id, input: $input) { id } }', {
      id: tpl.id,
      input: { title: 'Original', layers: [] },
    });
    const r = await gql(
      `mutation($id: Int!) { duplicateTemplate(id: $id) { ${TEMPLATE} layers width height draft } }`,
      { id: tpl.id },
    );
    const copy = r.data.duplicateTemplate;
    expect(copy).toMatchObject({
      title: 'Original (copy)',
      width: 320,
      height: 200,
      draft: null,
      hasUnpublishedChanges: false,
      version: 1,
    });
    expect(copy.uuid).not.toBe(tpl.uuid);
    expect(copy.layers.map((l: any) => l.layer)).toEqual(['bg', 'photo', 'title', 'qr']);
    const { token: stranger } = await t.account();
    expect(
      (await gql('mutation($id: Int!) { duplicateTemplate(id: $id) { id } }', { id: tpl.id }, stranger)).errors[0]
        .extensions.code,
    ).toBe('NOT_FOUND');
    const { token: viewer } = await t.account({ role: 'viewer' });
    expect(
      (await gql('mutation($id: Int!) { duplicateTemplate(id: $id) { id } }', { id: tpl.id }, viewer)).errors[0]
        .extensions.code,
    ).toBe('FORBIDDEN');
  });

  it("batches: the account's own, newest first, paged both ways, filtered by status", async () => {
    const { token: own, email } = await t.account();
    const { prisma } = t.app.services.database;
    const { accountId } = await prisma.user.findUniqueOrThrow({ where: { email } });
    const statuses = ['completed', 'failed', 'completed', 'processing', 'canceled'] as const;
    for (const [i, status] of statuses.entries())
      await prisma.batch.create({
        data: { accountId, title: `b${i}`, status, type: 'image', format: 'png', totalRows: 0 },
      });
    const page = async (args: string, vars: Record<string, unknown> = {}) => {
      const decls = Object.keys(vars).map((k) => `$${k}: ${k === 'status' ? 'BatchStatus' : 'String'}`);
      return gql(
        `query${decls.length ? `(${decls.join(', ')})` : ''} { batches(${args}) { edges { cursor node { title status } } pageInfo { hasNextPage hasPreviousPage endCursor startCursor } } }`,
        vars,
        own,
      );
    };
    const titles = (r: any) => r.data.batches.edges.map((e: any) => e.node.title);
    const first = await page('first: 2');
    expect(titles(first)).toEqual(['b4', 'b3']);
    expect(first.data.batches.pageInfo.hasNextPage).toBe(true);
    const second = await page('first: 2, after: $after', { after: first.data.batches.pageInfo.endCursor });
    expect(titles(second)).toEqual(['b2', 'b1']);
    expect(titles(await page('last: 2'))).toEqual(['b1', 'b0']);
    expect(
      titles(await page('last: 1, before: $before', { before: second.data.batches.pageInfo.startCursor })),
    ).toEqual(['b3']);
    expect(titles(await page('first: 10, status: $status', { status: 'completed' }))).toEqual(['b2', 'b0']);
    expect((await page('first: 10, status: $status', { status: 'done' })).errors[0].extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await page('first: 2, after: $after', { after: 'x' })).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const { token: stranger } = await t.account();
    expect(titles(await page('first: 10', {}))).toHaveLength(5);
    expect((await gql('{ batches(first: 10) { edges { node { title } } } }', {}, stranger)).data.batches.edges).toEqual(
      [],
    );
  });

  it('renderDraft draws the unsaved design exactly as a snap of it, free and unstored; me.credits and usage.days count the snap', async () => {
    const { token: own } = await t.account({ credits: 5 });
    const tpl = await create({ title: 'Pixels', width: 320, height: 200, layers: [] }, own);
    const layers = cardLayers(null);
    const variants = [{ layer: 'title', text: 'Draft pixels' }];
    const snapsBefore = await t.app.services.database.prisma.snap.count();
    const r = await gql(
      'query($id: Int!, $input: TemplateInput!, $variants: [VariantInput!]) { renderDraft(id: $id, input: $input, variants: $variants) { dataUrl width height renderMs } me { credits } }',
      { id: tpl.id, input: { title: 'Pixels', layers }, variants },
      own,
    );
    expect(r.errors).toBeUndefined();
    const draft = r.data.renderDraft;
    expect(draft).toMatchObject({ width: 320, height: 200 });
    expect(draft.renderMs).toBeGreaterThan(0);
    expect(draft.dataUrl).toMatch(/^data:image\/png;base64,/);
    expect(r.data.me.credits).toBe(5);
    expect(await t.app.services.database.prisma.snap.count()).toBe(snapsBefore);
    // A valid design that cannot be drawn is told at the layer at fault.
    const code = {
      layer: 'code',
      type: 'barcode',
      x: 0,
      y: 0,
      width: 100,
      height: 50,
      barcode_content: 'ABC',
      symbology: 'ean13',
    };
    const broken = await gql(
      'query($id: Int!, $input: TemplateInput!) { renderDraft(id: $id, input: $input) { width } }',
      { id: tpl.id, input: { title: 'Pixels', layers: [...layers, code] } },
      own,
    );
    expect(broken.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { [`layers.${layers.length}`]: [expect.stringMatching(/^Layer "code": .*ean13/)] },
    });
    // The template itself is untouched by a draft render.
    expect(
      (await gql('query($u: String!) { template(uuid: $u) { layers draft } }', { u: tpl.uuid }, own)).data.template,
    ).toEqual({ layers: [], draft: null });

    await gql(
      'mutation($id: Int!, $input: TemplateInput!) { updateTemplate(id: $id, input: $input) { version } }',
      { id: tpl.id, input: { title: 'Pixels', layers } },
      own,
    );
    const snap = await t.request('POST', '/api/v1/snaps', { token: own, body: { template_id: tpl.uuid, variants } });
    expect(snap.status, snap.text).toBe(201);
    const png = Buffer.from(await (await fetch(t.url + new URL(snap.body.media_url).pathname)).arrayBuffer());
    const [a, b] = [PNG.sync.read(Buffer.from(draft.dataUrl.split(',')[1], 'base64')), PNG.sync.read(png)];
    expect([a.width, a.height]).toEqual([b.width, b.height]);
    expect(Buffer.compare(a.data, b.data)).toBe(0);

    const after = await gql('{ me { credits } usage { periodUsedRequests days { date credits } } }', {}, own);
    expect(after.data.me.credits).toBe(4);
    const today = new Date().toISOString().slice(0, 10);
    const { days } = after.data.usage;
    expect(days[0].date).toBe(`${today.slice(0, 8)}01`);
    expect(days.length).toBeGreaterThanOrEqual(28);
    expect(days.find((d: any) => d.date === today)).toEqual({ date: today, credits: 1 });
    expect(days.reduce((s: number, d: any) => s + d.credits, 0)).toBe(after.data.usage.periodUsedRequests);
  });

  it('renderDraft: validation errors with field paths, jpeg, and its own per-account budget', async () => {
    const { token: own } = await t.account();
    const tpl = await create({ title: 'Budget', width: 50, height: 50 }, own);
    const draft = (input: unknown, extra: Record<string, unknown> = {}) =>
      gql(
        'query($id: Int!, $input: TemplateInput!, $variants: [VariantInput!], $format: String) { renderDraft(id: $id, input: $input, variants: $variants, format: $format) { dataUrl width } }',
        { id: tpl.id, input, ...extra },
        own,
      );
    const bad = await draft(
      { title: 'Budget', layers: [{ layer: 'x', type: 'text', x: 'left', y: 0, width: 10, height: 10 }] },
      { format: 'gif', variants: [{ layer: 'x' }] },
    );
    expect(bad.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.errors[0].extensions.errors)).toEqual(
      expect.arrayContaining(['format', 'variants.0', 'layers.0.x']),
    );
    const jpeg = await draft({ title: 'Budget' }, { format: 'jpeg' });
    expect(jpeg.data.renderDraft.dataUrl).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    const { token: stranger } = await t.account();
    expect(
      (await gql('query($id: Int!) { renderDraft(id: $id, input: {title: "x"}) { width } }', { id: tpl.id }, stranger))
        .errors[0].extensions.code,
    ).toBe('NOT_FOUND');
    // The budget is 6 a minute here; the jpeg above used one (refused input uses none).
    for (let i = 0; i < 5; i++) expect((await draft({ title: 'Budget' })).errors).toBeUndefined();
    const over = await draft({ title: 'Budget' });
    expect(over.errors[0]).toMatchObject({ message: 'Too Many Attempts.', extensions: { code: 'RATE_LIMITED' } });
    // Another account has its own budget.
    expect(
      (await gql('query($id: Int!) { renderDraft(id: $id, input: {title: "x"}) { width } }', { id: tpl.id }, stranger))
        .errors[0].extensions.code,
    ).toBe('NOT_FOUND');
    const { token: other } = await t.account();
    const theirs = await create({ title: 'Theirs', width: 10, height: 10 }, other);
    expect(
      (await gql('query($id: Int!) { renderDraft(id: $id, input: {title: "x"}) { width } }', { id: theirs.id }, other))
        .data.renderDraft.width,
    ).toBe(10);
  });
});
