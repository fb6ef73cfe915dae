import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solid } from '../media/images.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

/** Issue 31, part 5 without S3: retention, the sweep of files no row names, media delete. */
describe('Storage that forgets', () => {
  let t: TestApp;
  let token: string;
  let templateUuid: string;
  beforeAll(async () => {
    t = await startTestApp('pglite', { SNAP_RETENTION_DAYS: '7', SCREENSHOT_RETENTION_DAYS: '7' });
    ({ token } = await t.account({ credits: 100 }));
    const tpl = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Card', width: 40, height: 20, layers: [] },
    });
    templateUuid = tpl.body.data.uuid;
  });
  afterAll(() => t?.close());

  const sql = { query: (text: string, params?: unknown[]) => t.app.services.database.sql.query(text, params) };
  const fileStatus = async (url: string) => (await fetch(t.url + new URL(url).pathname)).status;
  const keyOf = (url: string) => t.app.services.storage.keyOf(url)!;
  /** Sets a stored file's last write back by `ms`. */
  const age = (key: string, ms: number) =>
    utimes(join(t.dataDir, 'files', key), new Date(Date.now() - ms), new Date(Date.now() - ms));
  const snap = async () => {
    const r = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: templateUuid } });
    expect(r.status, r.text).toBe(201);
    // A sync snap answers before its row is settled (written behind the answer): wait for it.
    await waitFor(
      async () =>
        (await sql.query(`SELECT 1 FROM snaps WHERE id = $1 AND status = 'completed'`, [r.body.id])).length === 1,
      5_000,
      'the settled snap',
    );
    return r.body as { id: string; media_url: string };
  };
  const snapRow = async (id: string) => (await sql.query(`SELECT 1 FROM snaps WHERE id = $1`, [id])).length;

  it("retention deletes an expired snap's file and row, and nothing else", async () => {
    const [old, fresh] = [await snap(), await snap()];
    await sql.query(`UPDATE snaps SET created_at = now() - interval '8 days' WHERE id = $1`, [old.id]);
    await t.app.services.housekeeping.run();
    expect([await snapRow(old.id), await fileStatus(old.media_url)]).toEqual([0, 404]);
    expect([await snapRow(fresh.id), await fileStatus(fresh.media_url)]).toEqual([1, 200]);
    expect((await t.request('GET', `/api/v1/snaps/${old.id}`, { token })).status).toBe(404);
  });

  it('a snap queued or rendering is kept however old; one day short of retention is kept', async () => {
    const [queued, young] = [await snap(), await snap()];
    await sql.query(`UPDATE snaps SET created_at = now() - interval '30 days', status = 'pending' WHERE id = $1`, [
      queued.id,
    ]);
    await sql.query(`UPDATE snaps SET created_at = now() - interval '6 days' WHERE id = $1`, [young.id]);
    await t.app.services.housekeeping.run();
    expect([await snapRow(queued.id), await snapRow(young.id)]).toEqual([1, 1]);
    await sql.query(`UPDATE snaps SET status = 'completed' WHERE id = $1`, [queued.id]);
  });

  it('a finished batch past retention goes whole, items and files; its items never go on their own', async () => {
    const batch = async () => {
      const r = await t.request('POST', '/api/v1/snaps/batches', {
        token,
        body: { template_id: templateUuid, items: [{}, {}] },
      });
      expect(r.status, r.text).toBe(202);
      return waitFor(
        async () => {
          const b = (await t.request('GET', `/api/v1/snaps/batches/${r.body.uuid}`, { token })).body;
          return b.status === 'completed' && b;
        },
        15_000,
        'the batch',
      );
    };
    const [old, kept] = [await batch(), await batch()];
    await sql.query(`UPDATE batches SET created_at = now() - interval '8 days' WHERE uuid = $1`, [old.uuid]);
    // Items as old as can be, in a batch that is not: they stay with it.
    await sql.query(
      `UPDATE snaps SET created_at = now() - interval '30 days' WHERE batch_id = (SELECT id FROM batches WHERE uuid = $1)`,
      [kept.uuid],
    );
    await t.app.services.housekeeping.run();
    expect((await t.request('GET', `/api/v1/snaps/batches/${old.uuid}`, { token })).status).toBe(404);
    for (const item of old.items) expect(await fileStatus(item.media_url)).toBe(404);
    const still = (await t.request('GET', `/api/v1/snaps/batches/${kept.uuid}`, { token })).body;
    expect(still.items).toHaveLength(2);
    for (const item of still.items) expect(await fileStatus(item.media_url)).toBe(200);
  });

  it('the sweep deletes a file no row names once it is an hour old, and keeps named and young ones', async () => {
    const { storage } = t.app.services;
    const kept = await snap();
    await storage.put('snaps/orphan-old.png', Buffer.from('x'));
    await storage.put('snaps/orphan-young.png', Buffer.from('y'));
    await storage.put('form-uploads/in-variants.png', Buffer.from('z'));
    // A form's upload is named only inside a snap's variants.
    await sql.query(`UPDATE snaps SET variants = $2::jsonb WHERE id = $1`, [
      kept.id,
      JSON.stringify([{ layer: 'photo', imageUrl: storage.url('form-uploads/in-variants.png') }]),
    ]);
    for (const key of ['snaps/orphan-old.png', 'form-uploads/in-variants.png', keyOf(kept.media_url)])
      await age(key, 2 * 3_600_000);
    await age('snaps/orphan-young.png', 30 * 60_000);
    await t.app.services.housekeeping.run();
    expect(await storage.read('snaps/orphan-old.png')).toBeNull();
    expect(await storage.read('snaps/orphan-young.png')).not.toBeNull();
    expect(await storage.read('form-uploads/in-variants.png')).not.toBeNull();
    expect(await fileStatus(kept.media_url)).toBe(200);
  });

  it('media delete is refused while a published template uses it (naming it), not for a draft; then the file goes', async () => {
    const form = new FormData();
    form.append('file', new Blob([await solid('png', 8, 8, '#00ff00')], { type: 'image/png' }), 'green.png');
    const up = await fetch(`${t.url}/api/v1/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      body: form,
    });
    const media = (await up.json()) as { id: number; src: string };
    const image = (src: string | null) => [
      { layer: 'photo', type: 'image', x: 0, y: 0, width: 8, height: 8, image_url: src },
    ];
    const used = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Uses green', width: 8, height: 8, layers: image(media.src) },
    });
    // Long past the sweep's hour: a published template names it, so it stays.
    await age(keyOf(media.src), 2 * 3_600_000);
    await t.app.services.housekeeping.run();

    const refused = await t.request('DELETE', `/api/v1/media/${media.id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `The image is used by published templates: "Uses green" (${used.body.data.uuid}). Remove it from their designs first.`,
    );
    expect(
      (await t.graphql('mutation($id: Int!) { deleteMedia(id: $id) }', { id: media.id }, token)).errors[0].extensions
        .code,
    ).toBe('CONFLICT');
    expect(await fileStatus(media.src)).toBe(200);

    // Published without it, the draft still showing it: allowed.
    const { data } = await t.graphql('{ templates(first: 50) { edges { node { id uuid } } } }', {}, token);
    const id = data.templates.edges.find((e: { node: { uuid: string } }) => e.node.uuid === used.body.data.uuid).node
      .id;
    const patched = await t.request('PATCH', `/api/v1/templates/${id}`, {
      token,
      body: { title: 'Uses green', layers: image(null) },
    });
    expect(patched.status, patched.text).toBe(200);
    await t.graphql(
      'mutation($id: Int!, $input: TemplateInput!) { saveTemplateDraft(id: $id, input: $input) { id } }',
      { id, input: { title: 'Uses green', layers: image(media.src) } },
      token,
    );

    const { token: stranger } = await t.account();
    expect((await t.request('DELETE', `/api/v1/media/${media.id}`, { token: stranger })).status).toBe(404);
    expect((await t.request('DELETE', '/api/v1/media/abc', { token })).status).toBe(404);
    const deleted = await t.request('DELETE', `/api/v1/media/${media.id}`, { token });
    expect([deleted.status, deleted.body]).toEqual([200, { message: 'Media deleted successfully.' }]);
    expect(await fileStatus(media.src)).toBe(404);
    expect((await t.request('GET', '/api/v1/media', { token })).body.data).toEqual([]);
  });
});
