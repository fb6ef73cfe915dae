import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { ROOT } from '../support/paths.js';
import { assertDocumented } from '../support/openapi-responses.js';
import type { TestApp } from '../support/test-app.js';

const run = promisify(execFile);
const EXAMPLES = resolve(ROOT, 'docs/render-urls');

/** A URL signed by the documented Node or Python example, run as a command, as a customer would. */
export async function signWith(
  lang: 'node' | 'python',
  key: string,
  baseUrl: string,
  uuid: string,
  format: string,
  params: [string, string][],
): Promise<string> {
  const [bin, script] = lang === 'node' ? [process.execPath, 'sign-render-url.mjs'] : ['python3', 'sign_render_url.py'];
  const { stdout } = await run(bin, [
    resolve(EXAMPLES, script),
    key,
    baseUrl,
    uuid,
    format,
    ...params.map(([n, v]) => `${n}=${v}`),
  ]);
  return stdout.trim();
}

export async function signingKey(t: TestApp, token: string): Promise<string> {
  const r = await t.graphql('{ urlSigningKey }', {}, token);
  return r.data.urlSigningKey;
}

export const urlSnaps = (t: TestApp) => t.app.services.database.prisma.snap.count({ where: { source: 'url' } });

/** Fetches with no token or cookie, as a browser's <img> would. */
export async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  const { pathname, search } = new URL(url);
  const json = res.headers.get('content-type')?.startsWith('application/json');
  assertDocumented({
    method: 'GET',
    path: pathname + search,
    status: res.status,
    headers: res.headers,
    body: json ? JSON.parse(body.toString()) : body,
  });
  return { status: res.status, headers: res.headers, body };
}

/** The RGB of one pixel of an image. */
export async function pixelOf(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i], data[i + 1], data[i + 2]];
}

export const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]) <= 3);
