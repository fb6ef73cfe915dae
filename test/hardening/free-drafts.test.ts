import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 25, finding 4: renderDraft gave a 0-credit account (and viewers) full-size, unwatermarked
// PNGs byte-identical to paid snaps, as fast as it could ask.
const DRAFT =
  'query($id: Int!, $input: TemplateInput!) { renderDraft(id: $id, input: $input) { dataUrl width height watermarked } }';
const CREATE = 'mutation($input: TemplateInput!) { createTemplate(input: $input) { id uuid } }';
const design = {
  title: 'Card',
  width: 400,
  height: 200,
  backgroundColor: '#ffffff',
  layers: [
    {
      layer: 'title',
      type: 'text',
      x: 20,
      y: 20,
      width: 360,
      height: 160,
      text: 'Hello',
      color: '#112233',
      font_size: 48,
    },
  ],
};

const pixels = (dataUrl: string) => PNG.sync.read(Buffer.from(dataUrl.split(',')[1], 'base64')).data;

describe('renderDraft is not a free final render', () => {
  let t: TestApp;
  /** The snap of the design, as the paying owner gets it. */
  let paid: Buffer;
  let owner: string;
  let template: { id: number; uuid: string };

  beforeAll(async () => {
    // A second of render time per minute per account: some tens of drafts of this card.
    t = await startTestApp('pglite', { DRAFT_RENDER_MS_PER_MINUTE: '1000' });
    ({ token: owner } = await t.account({ credits: 5 }));
    template = (await t.graphql(CREATE, { input: design }, owner)).data.createTemplate;
    const snap = await t.request('POST', '/api/v1/snaps', { token: owner, body: { template_id: template.uuid } });
    expect(snap.status, snap.text).toBe(201);
    paid = PNG.sync.read(
      Buffer.from(await (await fetch(t.url + new URL(snap.body.media_url).pathname)).arrayBuffer()),
    ).data;
  });
  afterAll(() => t?.close());

  it("an editor of an account with credits gets the snap's pixels, unwatermarked", async () => {
    const r = await t.graphql(DRAFT, { id: template.id, input: design }, owner);
    expect(r.data.renderDraft).toMatchObject({ width: 400, height: 200, watermarked: false });
    expect(Buffer.compare(pixels(r.data.renderDraft.dataUrl), paid)).toBe(0);
  });

  it('an account with no credit (its snaps get 417) gets the watermark, at no charge', async () => {
    const { token } = await t.account({ credits: 0 });
    const mine = (await t.graphql(CREATE, { input: design }, token)).data.createTemplate;
    expect((await t.request('POST', '/api/v1/snaps', { token, body: { template_id: mine.uuid } })).status).toBe(417);
    const r = await t.graphql(DRAFT, { id: mine.id, input: design }, token);
    expect(r.data.renderDraft).toMatchObject({ width: 400, height: 200, watermarked: true });
    expect(Buffer.compare(pixels(r.data.renderDraft.dataUrl), paid)).not.toBe(0);
    expect((await t.graphql('{ me { credits } }', {}, token)).data.me.credits).toBe(0);
  });

  it('a viewer, who may not edit, gets the watermark whatever the balance', async () => {
    // A second user of the owner's account (which has credits), with the viewer role.
    const prisma = t.app.services.database.prisma;
    const viewer = await t.account({ role: 'viewer' });
    const { accountId } = await prisma.template.findUniqueOrThrow({ where: { id: template.id } });
    await prisma.user.update({ where: { email: viewer.email }, data: { accountId } });
    const r = await t.graphql(DRAFT, { id: template.id, input: design }, viewer.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.renderDraft.watermarked).toBe(true);
    expect(Buffer.compare(pixels(r.data.renderDraft.dataUrl), paid)).not.toBe(0);
  });

  it('past DRAFT_RENDER_MS_PER_MINUTE of render time an account is refused (RATE_LIMITED) before rendering; another account is not', async () => {
    const { token } = await t.account({ credits: 5 });
    const mine = (await t.graphql(CREATE, { input: design }, token)).data.createTemplate;
    let refused: any;
    for (let i = 0; i < 2000 && !refused; i++) {
      const r = await t.graphql(DRAFT, { id: mine.id, input: design }, token);
      if (r.errors) refused = { at: i, error: r.errors[0] };
    }
    expect(refused?.error).toMatchObject({ message: 'Too Many Attempts.', extensions: { code: 'RATE_LIMITED' } });
    expect(refused.at).toBeGreaterThan(0);
    const { token: other } = await t.account({ credits: 5 });
    const theirs = (await t.graphql(CREATE, { input: design }, other)).data.createTemplate;
    expect((await t.graphql(DRAFT, { id: theirs.id, input: design }, other)).data.renderDraft.watermarked).toBe(false);
  });
});
