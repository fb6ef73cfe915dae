import sharp from 'sharp';
import { cardLayers } from '../snaps/fixtures.js';
import type { TestApp } from '../support/test-app.js';

export interface Form {
  uuid: string;
  url: string;
  layers: string[];
}

export interface Submitted {
  status: number;
  body: any;
  headers: Headers;
}

const CREATE = 'mutation($i: CreateEmbeddedFormInput!) { createEmbeddedForm(input: $i) { uuid url layers } }';

export async function createForm(
  t: TestApp,
  token: string,
  input: { templateId?: string; collectionId?: string; layers: string[]; frameAncestors?: string[]; format?: string },
): Promise<Form> {
  const r = await t.graphql(CREATE, { i: input }, token);
  if (r.errors) throw new Error(`createEmbeddedForm failed: ${JSON.stringify(r.errors)}`);
  return r.data.createEmbeddedForm;
}

export async function createCollection(t: TestApp, token: string, templateIds: string[]): Promise<string> {
  const r = await t.graphql(
    'mutation($i: CollectionInput!) { createCollection(input: $i) { uuid } }',
    { i: { name: 'Forms', templateIds } },
    token,
  );
  return r.data.createCollection.uuid;
}

/** The form URL on the test server: PUBLIC_URL (what the signature covers) is not where it listens. */
export const onServer = (t: TestApp, url: string) => url.replace(t.app.services.config.PUBLIC_URL, t.url);

/** POSTs multipart/form-data, as a browser form would: `layers[<key>]` fields, Blobs as files. No token. */
export async function submit(t: TestApp, url: string, layers: Record<string, string | Blob> = {}): Promise<Submitted> {
  const form = new FormData();
  for (const [key, value] of Object.entries(layers)) {
    if (typeof value === 'string') form.append(`layers[${key}]`, value);
    else form.append(`layers[${key}]`, value, 'upload.bin');
  }
  const { status, body, headers } = await t.request('POST', onServer(t, url).slice(t.url.length), { rawBody: form });
  return { status, body, headers };
}

export async function credits(t: TestApp, token: string): Promise<number> {
  return (await t.request('GET', '/api/v1/usage', { token })).body.period_available_requests;
}

/** The RGB of one pixel of a served snap. */
export async function pixel(t: TestApp, mediaUrl: string, x: number, y: number): Promise<[number, number, number]> {
  const file = Buffer.from(await (await fetch(onServer(t, mediaUrl))).arrayBuffer());
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i], data[i + 1], data[i + 2]];
}

export const solidPng = (r: number, g: number, b: number) =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** The fixture card plus a barcode: a template with a layer of every type (bg, photo, title, qr, code). */
export async function createEveryKindTemplate(t: TestApp, token: string): Promise<string> {
  const layers = [
    ...cardLayers(null),
    { layer: 'code', type: 'barcode', x: 10, y: 150, width: 200, height: 40, barcode_content: '12345' },
  ];
  const r = await t.request('POST', '/api/v1/templates', {
    token,
    body: { title: 'Every kind', width: 320, height: 200, layers },
  });
  if (r.status !== 201) throw new Error(`template create failed: ${r.status} ${r.text}`);
  return r.body.data.uuid;
}
