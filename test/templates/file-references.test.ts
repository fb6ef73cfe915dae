import { cp, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/accounts/account-service.js';
import { startApp, type App } from '../../src/server/app.js';
import { loadConfig } from '../../src/config.js';
import { PGLITE_TEMPLATE, TMP } from '../support/paths.js';

// Two addresses the same server has on two days: the day it ran on a laptop, and the day it moved behind a domain.
const OLD = 'http://localhost:45100';
const NEW = 'https://images.example.test';

/**
 * The trap: the Studio stored an uploaded image by its absolute address, and after a restart
 * with another PUBLIC_URL the template answered 422 (the old host is a loopback address). Each case
 * here restarts the real server on the same DATA_DIR with another PUBLIC_URL.
 */
describe('own images in templates survive a change of PUBLIC_URL', () => {
  let dataDir: string;
  let app: App | undefined;
  let token: string;

  const boot = async (env: Record<string, string>) => {
    await app?.close();
    app = await startApp(
      loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', RENDER_THREADS: '1', ...env }),
    );
    return app;
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(app!.url + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const redPixelAtCentre = async (mediaUrl: string) => {
    const png = Buffer.from(await (await fetch(app!.url + new URL(mediaUrl).pathname)).arrayBuffer());
    const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const centre = (50 * 100 + 50) * 3;
    return [...data.subarray(centre, centre + 3)];
  };
  const uploadRed = async () => {
    const form = new FormData();
    const red = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([red], { type: 'image/png' }), 'red.png');
    const up = await fetch(`${app!.url}/api/v1/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      body: form,
    });
    return ((await up.json()) as { src: string }).src;
  };
  const photoTemplate = (src: string) => ({
    title: 'Photo',
    width: 100,
    height: 100,
    background_color: '#ffffff',
    layers: [{ layer: 'photo', type: 'image', x: 0, y: 0, width: 100, height: 100, image_url: src }],
  });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(TMP, 'file-refs-'));
    await cp(PGLITE_TEMPLATE, dataDir, { recursive: true });
    await boot({ PUBLIC_URL: OLD });
    ({ token } = await createAccount(app!.services.database.prisma, {
      email: 'mover@example.com',
      name: 'Mover',
      credits: 20,
    }));
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores a media src by reference and shows it under whatever PUBLIC_URL the server has now', async () => {
    const src = await uploadRed();
    expect(src.startsWith(`${OLD}/files/media/`)).toBe(true);
    const key = src.slice(`${OLD}/files/`.length);
    const created = await call('POST', '/api/v1/templates', photoTemplate(src));
    expect(created.status).toBe(201);
    const stored = await app!.services.database.prisma.template.findUniqueOrThrow({
      where: { uuid: created.body.data.uuid },
    });
    expect((stored.layers as { image_url: string }[])[0].image_url).toBe(`/files/${key}`);
    const before = await call('GET', `/api/v1/templates/${created.body.data.uuid}`);
    expect(before.body.layers[0]).toMatchObject({ image_url: src, available_modifications: { image_url: src } });

    await boot({ PUBLIC_URL: NEW });
    const read = await call('GET', `/api/v1/templates/${created.body.data.uuid}`);
    expect(read.body.layers[0].image_url).toBe(`${NEW}/files/${key}`);
    const snap = await call('POST', '/api/v1/snaps', { template_id: created.body.data.uuid });
    expect(snap.status, JSON.stringify(snap.body)).toBe(201);
    expect(await redPixelAtCentre(snap.body.media_url)).toEqual([255, 0, 0]);
  });

  it('rewrites designs an older version stored by address at start, and reads addresses of a previous PUBLIC_URL as the file', async () => {
    await boot({ PUBLIC_URL: OLD });
    const src = await uploadRed();
    const key = src.slice(`${OLD}/files/`.length);
    const created = await call('POST', '/api/v1/templates', photoTemplate(src));
    // As an older version left it: the absolute address in the published design and in a draft.
    const legacy = [{ ...photoTemplate(src).layers[0], available_modifications: undefined }];
    await app!.services.database.sql.query(
      `UPDATE "templates" SET "layers" = $2::jsonb, "draft" = $3::jsonb WHERE "uuid" = $1`,
      [
        created.body.data.uuid,
        JSON.stringify(legacy),
        JSON.stringify({ ...photoTemplate(src), background_color: '#eeeeee' }),
      ],
    );
    // And its version as the versions migration copied it (issue 44).
    await app!.services.database.sql.query(
      `UPDATE "template_versions" SET "design" = jsonb_set("design", '{layers}', $2::jsonb)
       WHERE "template_id" = (SELECT "id" FROM "templates" WHERE "uuid" = $1)`,
      [created.body.data.uuid, JSON.stringify(legacy)],
    );

    await boot({ PUBLIC_URL: NEW, PREVIOUS_PUBLIC_URLS: `${OLD}/` });
    const stored = await app!.services.database.prisma.template.findUniqueOrThrow({
      where: { uuid: created.body.data.uuid },
    });
    expect((stored.layers as { image_url: string }[])[0].image_url).toBe(`/files/${key}`);
    expect((stored.draft as { layers: { image_url: string }[] }).layers[0].image_url).toBe(`/files/${key}`);
    const version = await app!.services.database.prisma.templateVersion.findFirstOrThrow({
      where: { templateId: stored.id },
    });
    expect((version.design as { layers: { image_url: string }[] }).layers[0].image_url).toBe(`/files/${key}`);
    const snap = await call('POST', '/api/v1/snaps', { template_id: created.body.data.uuid });
    expect(snap.status, JSON.stringify(snap.body)).toBe(201);
    expect(await redPixelAtCentre(snap.body.media_url)).toEqual([255, 0, 0]);

    // A caller still holding the old address in a variant: the file, not a fetch of a loopback host.
    const blank = await call('POST', '/api/v1/templates', photoTemplate(''));
    const viaOld = await call('POST', '/api/v1/snaps', {
      template_id: blank.body.data.uuid,
      variants: [{ layer: 'photo', image_url: src }],
    });
    expect(viaOld.status, JSON.stringify(viaOld.body)).toBe(201);
    expect(await redPixelAtCentre(viaOld.body.media_url)).toEqual([255, 0, 0]);
    // Without PREVIOUS_PUBLIC_URLS the old address is someone else's URL again, refused by the outbound policy;
    // the refusal names the setting that fixes a move, not the one that lets the server fetch private hosts.
    await boot({ PUBLIC_URL: NEW });
    const variants = [{ layer: 'photo', image_url: src }];
    const refused = await call('POST', '/api/v1/snaps', { template_id: blank.body.data.uuid, variants });
    const batch = await call('POST', '/api/v1/snaps/batches', {
      template_id: blank.body.data.uuid,
      items: [{ variants }],
    });
    const moved = `${src} names a file of this server under ${OLD}, which is not its address; if the server had that address, its PREVIOUS_PUBLIC_URLS setting can name ${OLD}`;
    for (const r of [refused, batch]) {
      expect(r.status).toBe(422);
      expect(JSON.stringify(r.body)).toContain(moved);
      expect(JSON.stringify(r.body)).not.toContain('ALLOWED_PRIVATE_HOSTS');
    }
    // Someone else's /files/ address on a private host is refused as before.
    const other = await call('POST', '/api/v1/snaps', {
      template_id: blank.body.data.uuid,
      variants: [{ layer: 'photo', image_url: `${OLD}/files/media/none.png` }],
    });
    expect(other.status).toBe(422);
    expect(JSON.stringify(other.body)).toContain('ALLOWED_PRIVATE_HOSTS');
    // Three servers started in turn: on a loaded machine this takes longer than one request's test.
  }, 120_000);
});
