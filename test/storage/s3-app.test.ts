import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { openStorage } from '../../src/storage/open-storage.js';
import { solid } from '../media/images.js';
import { startS3Server, type S3Server } from '../support/s3-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

/** Issue 31, part 5: the server with its files in an S3-compatible store (s3rver, a real S3-protocol server). */
describe('the server on S3 storage', () => {
  let s3: S3Server;
  let t: TestApp;
  let redirecting: TestApp;
  let token: string;
  let templateUuid: string;
  let bucket: S3Client;

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    t = await startTestApp('pglite', s3.settings('deployment/files', { SNAP_RETENTION_DAYS: '7' }));
    // A second server on the same files, answering /files with redirects to the store.
    redirecting = await startTestApp(
      'pglite',
      s3.settings('deployment/files', { FILES_DELIVERY: 'redirect', FILES_REDIRECT_SECONDS: '600' }),
    );
    ({ token } = await t.account({ credits: 100 }));
    const layers = [
      {
        layer: 'title',
        type: 'text',
        x: 0,
        y: 0,
        width: 120,
        height: 40,
        text: 'Hello',
        font_size: 20,
        color: '#112233',
      },
    ];
    const tpl = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Card', width: 120, height: 40, layers },
    });
    expect(tpl.status, tpl.text).toBe(201);
    templateUuid = tpl.body.data.uuid;
  });
  afterAll(async () => {
    await t?.close();
    await redirecting?.close();
    bucket?.destroy();
    await s3?.close();
  });

  const served = (url: string, headers: Record<string, string> = {}, server = t) =>
    fetch(server.url + new URL(url).pathname, { headers, redirect: 'manual' });
  const bytes = async (r: Response) => Buffer.from(await r.arrayBuffer());
  /** The keys in the bucket, under the deployment's prefix: read from the store, not through the server. */
  const inBucket = async () => {
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'deployment/files/' }));
    return (listed.Contents ?? []).map((o) => o.Key!.slice('deployment/files/'.length));
  };
  const keyOf = (url: string) => t.app.services.storage.keyOf(url)!;
  const snap = async () => {
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: templateUuid, variants: [{ layer: 'title', text: 'On S3' }] },
    });
    expect(r.status, r.text).toBe(201);
    await waitFor(
      async () =>
        (
          await t.app.services.database.sql.query(`SELECT 1 FROM snaps WHERE id = $1 AND status = 'completed'`, [
            r.body.id,
          ])
        ).length === 1,
      5_000,
      'the settled snap',
    );
    return r.body as { id: string; media_url: string };
  };

  it("stores a snap's file in the bucket, none on disk, and serves it back byte for byte", async () => {
    const { media_url } = await snap();
    const key = keyOf(media_url);
    expect(await inBucket()).toContain(key);
    expect(existsSync(join(t.dataDir, 'files'))).toBe(false);
    const r = await served(media_url);
    expect([r.status, r.headers.get('content-type'), r.headers.get('cache-control')]).toEqual([
      200,
      'image/png',
      'public, max-age=31536000, immutable',
    ]);
    const body = await bytes(r);
    expect(body.subarray(1, 4).toString()).toBe('PNG');
    expect(body.equals((await t.app.services.storage.read(key))!)).toBe(true);

    const range = await served(media_url, { range: 'bytes=0-7' });
    expect([range.status, range.headers.get('content-range')]).toEqual([206, `bytes 0-7/${body.length}`]);
    expect((await bytes(range)).equals(body.subarray(0, 8))).toBe(true);
    const again = await served(media_url, { 'if-none-match': r.headers.get('etag')!, 'cache-control': 'max-age=0' });
    expect(again.status).toBe(304);
  });

  it("renders a batch's items into the bucket, each served back", async () => {
    const created = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: { template_id: templateUuid, items: [{}, { variants: [{ layer: 'title', text: 'Two' }] }] },
    });
    expect(created.status, created.text).toBe(202);
    const batch = await waitFor(
      async () => {
        const b = (await t.request('GET', `/api/v1/snaps/batches/${created.body.uuid}`, { token })).body;
        return b.status === 'completed' && b;
      },
      20_000,
      'the batch',
    );
    const keys = await inBucket();
    for (const item of batch.items as { media_url: string }[]) {
      expect(keys).toContain(keyOf(item.media_url));
      const r = await served(item.media_url);
      expect(r.status).toBe(200);
      expect((await bytes(r)).equals((await t.app.services.storage.read(keyOf(item.media_url)))!)).toBe(true);
    }
  });

  it('stores an uploaded image in the bucket, served back; a deleted one leaves the bucket', async () => {
    const form = new FormData();
    form.append('file', new Blob([await solid('png', 16, 16, '#ff8800')], { type: 'image/png' }), 'orange.png');
    const up = await fetch(`${t.url}/api/v1/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      body: form,
    });
    expect(up.status).toBe(201);
    const media = (await up.json()) as { id: number; src: string };
    expect(await inBucket()).toContain(keyOf(media.src));
    const r = await served(media.src);
    expect(r.status).toBe(200);
    expect((await bytes(r)).equals((await t.app.services.storage.read(keyOf(media.src)))!)).toBe(true);

    expect((await t.request('DELETE', `/api/v1/media/${media.id}`, { token })).status).toBe(200);
    expect(await inBucket()).not.toContain(keyOf(media.src));
    expect((await served(media.src)).status).toBe(404);
  });

  it('FILES_DELIVERY=redirect answers 302 to a presigned URL the store serves (and refuses another key); an SVG is streamed', async () => {
    const { media_url } = await snap();
    const r = await served(media_url, {}, redirecting);
    expect(r.status).toBe(302);
    expect(r.headers.get('cache-control')).toBe('public, max-age=300');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    const location = new URL(r.headers.get('location')!);
    expect(location.origin).toBe(s3.endpoint);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('600');
    const fromStore = await fetch(location);
    expect([fromStore.status, fromStore.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await bytes(fromStore)).equals(await bytes(await served(media_url)))).toBe(true);
    // s3rver checks the URL's access key (not its V4 signature, which AWS, MinIO and R2 also check).
    location.searchParams.set(
      'X-Amz-Credential',
      location.searchParams.get('X-Amz-Credential')!.replace('S3RVER', 'SOMEONE'),
    );
    expect((await fetch(location)).status).toBe(403);

    await t.app.services.storage.put('media/drawn.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    const svg = await fetch(`${redirecting.url}/files/media/drawn.svg`, { redirect: 'manual' });
    expect([svg.status, svg.headers.get('content-security-policy')]).toEqual([
      200,
      expect.stringContaining("default-src 'none'"),
    ]);
  });

  it('retention and the sweep delete from the bucket, and keep what is named and young', async () => {
    const [old, kept] = [await snap(), await snap()];
    await t.app.services.database.sql.query(`UPDATE snaps SET created_at = now() - interval '8 days' WHERE id = $1`, [
      old.id,
    ]);
    await t.app.services.storage.put('snaps/orphan.png', Buffer.from('x'));
    // An hour and more from now: every file is past the sweep's hour, so only naming keeps one.
    await t.app.services.housekeeping.run(new Date(Date.now() + 2 * 3_600_000));
    const keys = await inBucket();
    expect(keys).not.toContain(keyOf(old.media_url));
    expect(keys).not.toContain('snaps/orphan.png');
    expect(keys).toContain(keyOf(kept.media_url));
    expect((await served(old.media_url)).status).toBe(404);
    expect((await served(kept.media_url)).status).toBe(200);
  });

  it('a bucket that cannot be reached stops start-up with one line naming it', async () => {
    const config = loadConfig({ ...s3.settings('x', { STORAGE_URL: 's3://no-such-bucket/x' }), DATA_DIR: t.dataDir });
    const err = await openStorage(config).catch((e: Error) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toBe(
      `STORAGE_URL=s3://no-such-bucket/x: the bucket no-such-bucket at ${s3.endpoint} cannot be reached: NotFound (HTTP 404). Check S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and the credentials.`,
    );
    const wrongKey = await openStorage(
      loadConfig({
        ...s3.settings('x', { S3_ACCESS_KEY_ID: 'SOMEONE', S3_SECRET_ACCESS_KEY: 'their-secret' }),
        DATA_DIR: t.dataDir,
      }),
    ).catch((e: Error) => e);
    expect((wrongKey as Error).message).toMatch(
      /^STORAGE_URL=s3:\/\/snapforge-files\/x: the bucket snapforge-files at .* cannot be reached: .*\(HTTP 403\)/,
    );
    expect((wrongKey as Error).message).not.toContain('their-secret');
  });
});
