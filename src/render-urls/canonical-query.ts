/**
 * RFC 3986 percent-encoding: every UTF-8 byte except the unreserved `A-Z a-z 0-9 - . _ ~` becomes
 * `%XX` (upper-case hex). What Python's `quote(s, safe='~')` and PHP's `rawurlencode` give.
 */
const percentEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A query's parameters as decoded name and value pairs, in any order. */
export type QueryParams = [name: string, value: string][];

/**
 * The query as it is signed and cached: each name and value percent-encoded once, `name=value`,
 * sorted by encoded name then encoded value (byte order), joined with `&`. So the order a client
 * sends its parameters in does not matter: a reordered query is the same URL.
 */
export function canonicalQuery(params: QueryParams): string {
  return params
    .map(([n, v]) => [percentEncode(n), percentEncode(v)])
    .sort(([n1, v1], [n2, v2]) => (n1 < n2 ? -1 : n1 > n2 ? 1 : v1 < v2 ? -1 : v1 > v2 ? 1 : 0))
    .map(([n, v]) => `${n}=${v}`)
    .join('&');
}
