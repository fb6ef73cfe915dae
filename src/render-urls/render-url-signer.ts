import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalQuery, type QueryParams } from './canonical-query.js';

/** Where render URLs live under the API's path: `/api/v1/render/{templateUuid}.{format}`. */
export const RENDER_PATH = '/render';
/** The query parameter that carries the signature; every other parameter is signed. */
export const SIGNATURE_PARAM = 's';
/** The optional expiry, in unix seconds; signed like the rest. */
export const EXPIRES_PARAM = 'expires';

/** `s`: the HMAC-SHA256, in lower-case hex, of `<path>?<canonical query of every other parameter>`, keyed by the key's UTF-8 bytes. */
function renderUrlSignature(key: string, path: string, params: QueryParams): string {
  return createHmac('sha256', key)
    .update(`${path}?${canonicalQuery(params)}`)
    .digest('hex');
}

/** The signed path and query: the canonical query with `s` last. */
export function signedRenderPath(key: string, path: string, params: QueryParams): string {
  const query = canonicalQuery(params);
  return `${path}?${query}${query ? '&' : ''}${SIGNATURE_PARAM}=${renderUrlSignature(key, path, params)}`;
}

/** Whether `given` is the signature of the path and parameters under one of `keys`, compared in constant time. */
export function signatureMatches(given: string, keys: string[], path: string, params: QueryParams): boolean {
  const received = Buffer.from(given.toLowerCase());
  // Every key is tried, so the time taken does not tell which one matched.
  return keys.reduce((found, key) => {
    const expected = Buffer.from(renderUrlSignature(key, path, params));
    return (received.length === expected.length && timingSafeEqual(received, expected)) || found;
  }, false);
}
