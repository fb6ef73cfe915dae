import type { Request, Route } from 'playwright-core';
import { OutboundFetchError, OutboundUrlError, type OutboundPolicy } from '../net/outbound-policy.js';
import { decodeBody } from './content-encoding.js';

/** One response of a page (its document, an image, a script...) may be at most this large. */
const MAX_RESOURCE_BYTES = 20 * 1024 * 1024;
/** A page making more requests than this gets the rest refused. */
const MAX_REQUESTS = 500;

// Hop-by-hop headers and those that describe the raw body: the connection is ours, and the body we hand over is decoded.
const DROPPED_REQUEST_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'expect',
  'te',
  'trailer',
  'content-length',
  'accept-encoding',
]);
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

export interface Resource {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The URL after redirects. */
  url: string;
}

/** Fetches one resource through the outbound policy (each redirect and each address checked), decoded. */
export async function fetchResource(
  policy: OutboundPolicy,
  url: string,
  init: { method?: string; headers: Record<string, string>; body?: Buffer; timeoutMs: number },
): Promise<Resource> {
  const headers = Object.fromEntries(
    Object.entries(init.headers).filter(
      ([name]) => !name.startsWith(':') && !DROPPED_REQUEST_HEADERS.has(name.toLowerCase()),
    ),
  );
  const r = await policy.fetch(url, {
    method: init.method,
    headers,
    body: init.body,
    maxBytes: MAX_RESOURCE_BYTES,
    timeoutMs: init.timeoutMs,
  });
  const body = await decodeBody(r.headers['content-encoding'], r.body, MAX_RESOURCE_BYTES);
  return {
    status: r.status,
    headers: Object.fromEntries(Object.entries(r.headers).filter(([name]) => !DROPPED_RESPONSE_HEADERS.has(name))),
    body,
    url: r.url,
  };
}

const fulfilment = ({ status, headers, body }: Resource) => ({ status, headers, body });
const withoutFragment = (url: string) => url.replace(/#.*$/, '');
const isTopNavigation = (request: Request) => request.isNavigationRequest() && request.frame().parentFrame() === null;

/**
 * The route handler of a capture's browser context: every request the page makes is fetched here
 * through the outbound policy and handed to the browser, or refused. Chromium reaches nothing itself,
 * so its own DNS and redirects cannot sidestep the policy.
 */
export function policyRoute(
  policy: OutboundPolicy,
  document: Resource,
  timeLeft: () => number,
): (route: Route) => Promise<void> {
  let documentServed = false;
  let requests = 0;
  return async (route) => {
    const request = route.request();
    // The page itself was fetched before navigating; its first load is served from that.
    if (
      !documentServed &&
      isTopNavigation(request) &&
      withoutFragment(request.url()) === withoutFragment(document.url)
    ) {
      documentServed = true;
      return route.fulfill(fulfilment(document)).catch(pageGone);
    }
    if (++requests > MAX_REQUESTS) return route.abort('blockedbyclient').catch(pageGone);
    try {
      const resource = await fetchResource(policy, request.url(), {
        method: request.method(),
        headers: await request.allHeaders(),
        body: request.postDataBuffer() ?? undefined,
        timeoutMs: timeLeft(),
      });
      await route.fulfill(fulfilment(resource)).catch(pageGone);
    } catch (err) {
      // An error status reaches the page as that status; a refused address, as a blocked request.
      if (err instanceof OutboundFetchError && err.status)
        return route.fulfill({ status: err.status, body: '' }).catch(pageGone);
      const refused = err instanceof OutboundUrlError && !(err instanceof OutboundFetchError);
      await route.abort(refused ? 'blockedbyclient' : 'failed').catch(pageGone);
    }
  };
}

// The capture may have finished (or timed out) while a request was in flight: nobody waits for it any more.
const pageGone = () => {};
