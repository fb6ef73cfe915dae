import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFile } from '../support/media-file.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { get, signingKey, signWith } from '../render-urls/support.js';
import { cli } from '../support/processes.js';

// Versions (issue 44; docs/api.md "Versions"): every publish numbered with its author; renders, batches and
// render URLs pin one; list, show, diff in words, restore; an unknown version refused before anything is made.

const bg = (color: string) => ({
  layer: 'bg',
  type: 'empty',
  x: 0,
  y: 0,
  width: 200,
  height: 120,
  background_color: color,
});
const title = (fontSize: number) => ({
  layer: 'title',
  type: 'text',
  x: 10,
  y: 10,
  width: 180,
  height: 60,
  text: 'Hi',
  color: '#ffffff',
  font_size: fontSize,
});
const logo = { layer: 'logo', type: 'empty', x: 150, y: 80, width: 40, height: 30, background_color: '#00ff00' };
const badge = { layer: 'badge', type: 'empty', x: 10, y: 80, width: 40, height: 30, background_color: '#ffff00' };

const V1 = [bg('#ff0000'), title(48), logo];
const V2 = [bg('#0000ff'), title(56), logo];
const V3 = [title(56), bg('#0000ff'), badge];

/** The published version a snap drew, as GraphQL reads it. */
async function drawnVersion(t: TestApp, token: string, id: string): Promise<number> {
  const r = await t.graphql('query($id: String!) { snap(id: $id) { templateVersion } }', { id }, token);
  expect(r.errors).toBeUndefined();
  return r.data.snap.templateVersion;
}

describe('template versions', () => {
  let t: TestApp;
  let token: string;
  let email: string;
  let uuid: string;
  let id: number;
  let v1Snap: Buffer;
  let v1Url: string;
  let v1UrlBytes: Buffer;
  const db = () => t.app.services.database.prisma;
  const credits = async () =>
    (await t.request('GET', '/api/v1/usage', { token })).body.period_available_requests as number;
  const snap = async (body: Record<string, unknown>) => {
    const r = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: uuid, ...body } });
    expect(r.status, r.text).toBe(201);
    return { snap: r.body, png: await mediaFile(t, r.body.media_url) };
  };
  const publish = async (layers: unknown[]) => {
    const r = await t.request('PATCH', `/api/v1/templates/${id}`, { token, body: { title: 'Card', layers } });
    expect(r.status, r.text).toBe(200);
  };

  beforeAll(async () => {
    t = await startTestApp('postgres', { ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
    ({ token, email } = await t.account({ credits: 50 }));
    const r = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Card', width: 200, height: 120, layers: V1 },
    });
    expect(r.status, r.text).toBe(201);
    ({ uuid, id } = r.body.data);
    // While version 1 is the latest: a snap, and a render URL pinned to it, fetched once.
    v1Snap = (await snap({})).png;
    const signed = await t.graphql(
      'query($id: String!) { signedRenderUrl(templateId: $id, templateVersion: 1) }',
      { id: uuid },
      token,
    );
    expect(signed.errors).toBeUndefined();
    // Signed under PUBLIC_URL; fetched from the test's server.
    const { pathname, search } = new URL(signed.data.signedRenderUrl);
    v1Url = t.url + pathname + search;
    expect(v1Url).toContain('template_version=1');
    const first = await get(v1Url);
    expect(first.status).toBe(200);
    v1UrlBytes = first.body;
    await publish(V2);
    await publish(V3);
  });
  afterAll(() => t?.close());

  it('numbers every publish with its author and time, newest first', async () => {
    const r = await t.request('GET', `/api/v1/templates/${uuid}/versions`, { token });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.map((v: any) => v.version)).toEqual([3, 2, 1]);
    for (const v of r.body.data) {
      expect(v.author).toContain(email);
      expect(typeof v.author_id).toBe('number');
      expect(Date.parse(v.created_at)).toBeGreaterThan(Date.now() - 600_000);
    }
    const g = await t.graphql(
      'query($u: String!) { templateVersions(uuid: $u) { version author } template(uuid: $u) { version } }',
      { u: uuid },
      token,
    );
    expect(g.errors).toBeUndefined();
    expect(g.data.templateVersions.map((v: any) => v.version)).toEqual([3, 2, 1]);
    expect(g.data.template.version).toBe(3);
  });

  it('shows a version with its design as it was published', async () => {
    const r = await t.request('GET', `/api/v1/templates/${uuid}/versions/1`, { token });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.version).toBe(1);
    expect(r.body.data.design.layers.map((l: any) => l.layer)).toEqual(['bg', 'title', 'logo']);
    expect(r.body.data.design.layers[1].font_size).toBe(48);
    expect((await t.request('GET', `/api/v1/templates/${uuid}/versions/9`, { token })).status).toBe(404);
  });

  it('renders a pinned version: version 1 as it rendered when it was current, the latest otherwise', async () => {
    const pinned = await snap({ template_version: 1 });
    expect(pinned.png.equals(v1Snap)).toBe(true);
    expect(await drawnVersion(t, token, pinned.snap.id)).toBe(1);
    const latest = await snap({});
    expect(latest.png.equals(v1Snap)).toBe(false);
    expect(await drawnVersion(t, token, latest.snap.id)).toBe(3);
    // REST's Snap stays the spec's resource exactly: the version a snap drew is GraphQL's.
    const read = await t.request('GET', `/api/v1/snaps/${pinned.snap.id}`, { token });
    expect(read.body).not.toHaveProperty('template_version');
    const stored = await db().snap.findUniqueOrThrow({ where: { id: pinned.snap.id } });
    expect(stored.templateVersion).toBe(1);
  });

  it('a batch pinned to a version draws it', async () => {
    const r = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: { template_id: uuid, template_version: 1, items: [{}] },
    });
    expect(r.status, r.text).toBe(202);
    const batch = await db().batch.findFirstOrThrow({ where: { uuid: r.body.uuid } });
    const items = await db().snap.findMany({ where: { batchId: batch.id } });
    expect(items.map((s) => s.templateVersion)).toEqual([1]);
  });

  it('a render URL pinned to version 1 keeps its bytes after later publishes, even rendered again', async () => {
    const again = await get(v1Url);
    expect([again.status, again.headers.get('x-cache')]).toEqual([200, 'HIT']);
    expect(again.body.equals(v1UrlBytes)).toBe(true);
    // Its cached file gone, it renders version 1 again: the same bytes, not the latest design.
    const cached = await db().snap.findFirstOrThrow({ where: { source: 'url' } });
    await t.app.services.storage.delete(cached.mediaKey!);
    const rendered = await get(v1Url);
    expect([rendered.status, rendered.headers.get('x-cache')]).toEqual([200, 'MISS']);
    expect(rendered.body.equals(v1UrlBytes)).toBe(true);
  });

  it('tells what changed in words, layer by layer', async () => {
    const r = await t.request('GET', `/api/v1/templates/${uuid}/versions/1/diff?to=2`, { token });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data).toEqual({
      from: 1,
      to: 2,
      changes: ['bg: background_color "#ff0000" → "#0000ff"', 'title: font_size 48 → 56'],
    });
    const toLatest = await t.graphql(
      'query($u: String!) { templateVersionDiff(uuid: $u, from: 2) { from to changes } }',
      { u: uuid },
      token,
    );
    expect(toLatest.errors).toBeUndefined();
    expect(toLatest.data.templateVersionDiff).toEqual({
      from: 2,
      to: 3,
      changes: ['removed layer logo', 'added layer badge', 'moved bg above title'],
    });
  });

  it('restores version 1 as version 4, which renders as version 1 did', async () => {
    const r = await t.request('POST', `/api/v1/templates/${uuid}/versions/1/restore`, { token });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ data: { version: 4 }, message: 'Version 1 restored as version 4.' });
    const [v1, v4] = await Promise.all(
      [1, 4].map((n) => t.request('GET', `/api/v1/templates/${uuid}/versions/${n}`, { token })),
    );
    expect(v4.body.data.design).toEqual(v1.body.data.design);
    const diff = await t.request('GET', `/api/v1/templates/${uuid}/versions/1/diff?to=4`, { token });
    expect(diff.body.data.changes).toEqual([]);
    const latest = await snap({});
    expect(await drawnVersion(t, token, latest.snap.id)).toBe(4);
    expect(latest.png.equals(v1Snap)).toBe(true);
  });

  it('refuses an unknown version with a 422 before anything is created or charged', async () => {
    const before = { snaps: await db().snap.count(), batches: await db().batch.count(), credits: await credits() };
    for (const body of [
      { template_id: uuid, template_version: 99 },
      { template_id: uuid, template_version: 99, async: true, webhook_url: 'http://127.0.0.1:9/hook' },
    ]) {
      const r = await t.request('POST', '/api/v1/snaps', { token, body });
      expect(r.status, r.text).toBe(422);
      expect(r.body.message).toBe('The selected template version is invalid.');
      expect(r.body.errors).toEqual({ template_version: ['The selected template version is invalid.'] });
    }
    const batch = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: { template_id: uuid, template_version: 99, items: [{}] },
    });
    expect(batch.status, batch.text).toBe(422);
    expect(batch.body.errors).toEqual({ template_version: ['The selected template version is invalid.'] });
    const zero = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: uuid, template_version: 0 } });
    expect(zero.status).toBe(422);
    expect(Object.keys(zero.body.errors)).toEqual(['template_version']);
    const signed = await t.graphql(
      'query($id: String!) { signedRenderUrl(templateId: $id, templateVersion: 99) }',
      { id: uuid },
      token,
    );
    expect(signed.errors?.[0].message).toBe('The selected template version is invalid.');
    const url = await signWith('node', await signingKey(t, token), t.url, uuid, 'png', [['template_version', '99']]);
    const got = await get(url);
    expect(got.status).toBe(422);
    expect({ snaps: await db().snap.count(), batches: await db().batch.count(), credits: await credits() }).toEqual(
      before,
    );
  });

  it('the CLI lists, diffs and restores versions', async () => {
    const env = { DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl! };
    const run = async (...args: string[]) => {
      const r = await cli(['versions', ...args, '--email', email, '--template', uuid], env);
      expect(r.code, r.stderr).toBe(0);
      return JSON.parse(r.stdout);
    };
    expect((await run('list')).versions.map((v: any) => v.version)).toEqual([4, 3, 2, 1]);
    expect(await run('diff', '--version', '1', '--to', '2')).toEqual({
      from: 1,
      to: 2,
      changes: ['bg: background_color "#ff0000" → "#0000ff"', 'title: font_size 48 → 56'],
    });
    expect(await run('restore', '--version', '3')).toEqual({ uuid, version: 5, restored: 3 });
    expect((await run('show', '--version', '5')).design.layers.map((l: any) => l.layer)).toEqual([
      'title',
      'bg',
      'badge',
    ]);
    const unknown = await cli(['versions', 'show', '--email', email, '--template', uuid, '--version', '42'], env);
    expect([unknown.code, unknown.stderr.trim()]).toEqual([1, 'snapforge: Not found.']);
  }, 180_000);
});

describe('template versions on embedded PGlite', () => {
  it('writes and pins versions there too', async () => {
    const t = await startTestApp('pglite');
    try {
      const { token } = await t.account({ credits: 5 });
      const made = await t.request('POST', '/api/v1/templates', {
        token,
        body: { title: 'Card', width: 200, height: 120, layers: V1 },
      });
      const { uuid, id } = made.body.data;
      await t.request('PATCH', `/api/v1/templates/${id}`, { token, body: { title: 'Card', layers: V2 } });
      const list = await t.request('GET', `/api/v1/templates/${uuid}/versions`, { token });
      expect(list.body.data.map((v: any) => v.version)).toEqual([2, 1]);
      const r = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: uuid, template_version: 1 } });
      expect(r.status, r.text).toBe(201);
      expect(await drawnVersion(t, token, r.body.id)).toBe(1);
    } finally {
      await t.close();
    }
  }, 90_000);
});
