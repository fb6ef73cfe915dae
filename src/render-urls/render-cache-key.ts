import { createHmac } from 'node:crypto';
import { fileExtension, type RenderFormat } from '../render-requests/render-options.js';
import { canonicalQuery, type QueryParams } from './canonical-query.js';

/** Where a render is stored, and the ETag it is served with. */
export interface CacheEntry {
  key: string;
  etag: string;
}

/**
 * The storage key of one template version rendered in one format with one canonical set of render
 * parameters (the variants and `transparent`; never `expires` or `s`, which change no pixel).
 * Publishing bumps the version, so the same URL then names a new key. The name is a MAC under the
 * server's key, so knowing some parameters does not lead to the file of others under /files.
 */
export function cacheEntry(
  serverKey: Buffer,
  template: { uuid: string; version: number },
  format: RenderFormat,
  params: QueryParams,
): CacheEntry {
  const mac = createHmac('sha256', serverKey)
    .update(`render-url\n${template.uuid}\n${template.version}\n${format}\n${canonicalQuery(params)}`)
    .digest('base64url');
  const name = `${template.version}-${mac}`;
  return { key: `render-urls/${template.uuid}/${name}.${fileExtension(format)}`, etag: `"${name}"` };
}
