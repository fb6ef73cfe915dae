import type { Dispatcher } from 'undici';
import { OutboundFetchError, OutboundUrlError } from './outbound-url-error.js';

/** What a fetch needs of the outbound policy (net/outbound-policy.ts): its URL check, and its dispatcher that checks every address it connects to. */
export interface FetchChecks {
  checkSyntax(url: string): URL;
  dispatcher(): Promise<Dispatcher>;
}

export interface SafeFetchOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** The response body is abandoned as soon as it would exceed this. */
  maxBytes: number;
  /** One budget for every hop: connecting, headers and body. */
  timeoutMs: number;
  /** Followed for GET and HEAD only; other methods get the 3xx response. Default 5. */
  maxRedirects?: number;
}

export interface SafeFetchResponse {
  status: number;
  /** Lowercased names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
  /** The URL after redirects. */
  url: string;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
// Sent only to the origin the caller chose, as browsers do.
const ORIGIN_BOUND_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

/**
 * Fetches a URL the policy allows: every hop is checked (the policy's dispatcher checks each
 * address it connects to), the body is capped at maxBytes and the whole exchange at timeoutMs.
 * Resolves for 2xx and unfollowed 3xx; anything else throws OutboundUrlError or OutboundFetchError.
 */
export async function safeFetch(
  policy: FetchChecks,
  url: string,
  options: SafeFetchOptions,
): Promise<SafeFetchResponse> {
  const method = (options.method ?? 'GET').toUpperCase();
  const followsRedirects = method === 'GET' || method === 'HEAD';
  const maxRedirects = options.maxRedirects ?? 5;
  const [{ request }, dispatcher] = await Promise.all([import('undici'), policy.dispatcher()]);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs);
  try {
    let target = policy.checkSyntax(url);
    let headers = options.headers ?? {};
    for (let redirects = 0; ; redirects++) {
      const response = await request(target, {
        dispatcher,
        method: method as Dispatcher.HttpMethod,
        headers,
        body: options.body,
        signal: timeout.signal,
      }).catch((err: unknown) => {
        throw redirects === 0 ? explain(err, target) : asRedirectError(explain(err, target), target);
      });
      const location = response.headers.location;
      if (!followsRedirects || !REDIRECT_STATUSES.has(response.statusCode) || typeof location !== 'string') {
        return await finish(response, method, target, options.maxBytes);
      }
      await response.body.dump();
      if (redirects === maxRedirects) {
        throw new OutboundFetchError(`too many redirects (more than ${maxRedirects})`);
      }
      const next = resolveRedirect(location, target);
      try {
        policy.checkSyntax(next.href);
      } catch (err) {
        throw asRedirectError(err as OutboundUrlError, next);
      }
      if (next.origin !== target.origin) headers = withoutOriginBoundHeaders(headers);
      target = next;
    }
  } catch (err) {
    if (!timeout.signal.aborted) throw err;
    throw new OutboundFetchError(`timed out after ${options.timeoutMs} ms`, undefined, { cause: err });
  } finally {
    clearTimeout(timer);
  }
}

async function finish(
  response: Dispatcher.ResponseData,
  method: string,
  target: URL,
  maxBytes: number,
): Promise<SafeFetchResponse> {
  if (response.statusCode >= 400) {
    await response.body.dump();
    throw new OutboundFetchError(`HTTP ${response.statusCode}`, response.statusCode);
  }
  return {
    status: response.statusCode,
    headers: flattenHeaders(response.headers),
    // A HEAD response's content-length describes a body it does not carry.
    body: await readCapped(response, method === 'HEAD' ? Infinity : maxBytes),
    url: target.href,
  };
}

async function readCapped({ headers, body }: Dispatcher.ResponseData, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new OutboundFetchError(`response larger than ${formatBytes(maxBytes)}`);
  if (Number(headers['content-length']) > maxBytes) {
    // Destroying an unread body makes it emit an abort error; unheard, that would crash the process.
    body.on('error', () => {});
    body.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop early destroys the body and so drops the connection.
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

function resolveRedirect(location: string, from: URL): URL {
  try {
    return new URL(location, from);
  } catch {
    throw new OutboundUrlError(`redirected to an invalid URL (${location})`);
  }
}

function asRedirectError(err: OutboundUrlError, to: URL): OutboundUrlError {
  if (err instanceof OutboundFetchError) return err;
  return new OutboundUrlError(`redirected to ${to.href}: ${err.reason}`, { cause: err });
}

/** Turns transport errors into reasons a person can act on. */
function explain(err: unknown, target: URL): OutboundUrlError {
  if (err instanceof OutboundUrlError) return err;
  return new OutboundFetchError(transportReason(err, target), undefined, { cause: err });
}

function transportReason(err: unknown, { host, hostname }: URL): string {
  const code = (err as { code?: unknown }).code;
  const message = err instanceof Error ? err.message : String(err);
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host ${hostname} could not be resolved`;
    case 'ECONNREFUSED':
      return `${host} refused the connection`;
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return `${host} closed the connection`;
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `could not connect to ${host} in time`;
  }
  if (typeof code === 'string' && (code.startsWith('ERR_TLS') || code.includes('CERT'))) {
    return `TLS error with ${host}: ${message}`;
  }
  return `request to ${host} failed: ${message}`;
}

function withoutOriginBoundHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !ORIGIN_BOUND_HEADERS.has(name.toLowerCase())));
}
function flattenHeaders(headers: Dispatcher.ResponseData['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

function formatBytes(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}
