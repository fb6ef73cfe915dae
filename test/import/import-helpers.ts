import sharp, { type Sharp } from 'sharp';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app.js';

/** A design file posted to POST /api/v1/templates/import/design. */
export const importDesign = (
  t: TestApp,
  token: string,
  name: string,
  bytes: Uint8Array,
  kind?: string,
  frame?: string,
) => {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)]), name);
  if (kind) form.append('kind', kind);
  if (frame) form.append('frame', frame);
  return fetch(`${t.url}/api/v1/templates/import/design`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    body: form,
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
};

/** The template rendered as PNG through a snap. */
export async function renderPng(t: TestApp, token: string, template_id: string): Promise<Buffer> {
  const snap = await t.request('POST', '/api/v1/snaps', { token, body: { template_id } });
  expect(snap.status, snap.text).toBe(201);
  return Buffer.from(await (await fetch(t.url + new URL(snap.body.media_url).pathname)).arrayBuffer());
}

/** Mean absolute difference per channel (0-255) of two images of one size, both flattened on white. */
export async function meanAbsoluteDifference(a: Buffer | Sharp, b: Buffer | Sharp): Promise<number> {
  const raw = async (i: Buffer | Sharp) =>
    (Buffer.isBuffer(i) ? sharp(i) : i)
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  expect([x.info.width, x.info.height]).toEqual([y.info.width, y.info.height]);
  let sum = 0;
  for (let i = 0; i < x.data.length; i++) sum += Math.abs(x.data[i] - y.data[i]);
  return sum / x.data.length;
}

/** What a store holds: a refused import must leave these as they were. */
export const counts = async (t: TestApp) => {
  const p = t.app.services.database.prisma;
  return { templates: await p.template.count(), media: await p.media.count() };
};

/**
 * A loopback server that records every request and the app started so it may reach it (the
 * outbound policy allows 127.0.0.1): were an import to fetch what a file names, `hits` would show it.
 */
export async function appWithReceiver(start: (env: Record<string, string>) => Promise<TestApp>) {
  const hits: string[] = [];
  const receiver = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png' }).end();
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const t = await start({ ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
  const { token } = await t.account({ credits: 10 });
  const close = async () => {
    await t.close();
    await new Promise((r) => receiver.close(r));
  };
  return { t, token, hits, url, close };
}
