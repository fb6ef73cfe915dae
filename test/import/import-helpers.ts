import sharp, { type Sharp } from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app.js';

/** A design file posted to POST /api/v1/templates/import/design. */
export const importDesign = (t: TestApp, token: string, name: string, bytes: Uint8Array, kind?: string) => {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)]), name);
  if (kind) form.append('kind', kind);
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
