import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestApp } from '../support/test-app.js';

export const CSRF = { 'x-snapforge-csrf': '1' };

/** A request as a browser sends it, never following redirects. */
export function browserFetch(t: TestApp, path: string, init: RequestInit = {}) {
  return fetch(t.url + path, { redirect: 'manual', ...init });
}

/** The `snapforge_studio=<secret>` pair of a response's Set-Cookie, and the whole header. */
export function sessionCookieOf(res: Response): { pair: string; header: string } | null {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('snapforge_studio='));
  return header ? { pair: header.split(';')[0], header } : null;
}

/** GraphQL over HTTP with a cookie (and the CSRF header unless told otherwise). */
export async function cookieGraphql(
  t: TestApp,
  cookie: string,
  query: string,
  variables: Record<string, unknown> = {},
  { csrf = true, headers = {} as Record<string, string> } = {},
) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...(csrf ? CSRF : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return res.json() as Promise<any>;
}

/** Signs in by pasting an access token; returns the cookie pair. */
export async function signInWithToken(t: TestApp, token: string): Promise<string> {
  const res = await browserFetch(t, '/studio/auth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF },
    body: JSON.stringify({ token }),
  });
  if (res.status !== 204) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return sessionCookieOf(res)!.pair;
}

/** One operation over graphql-ws, the upgrade carrying these headers (as a browser's Origin and Cookie). */
export function wsOperation(t: TestApp, headers: Record<string, string>, query: string): Promise<any> {
  class BrowserSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  const client = createClient({
    url: t.url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: BrowserSocket,
    retryAttempts: 0,
    lazy: true,
  });
  return new Promise((resolve, reject) => {
    let result: any;
    client.subscribe(
      { query },
      {
        next: (r) => (result = r),
        error: (e) => (Array.isArray(e) ? resolve({ errors: e }) : reject(e)),
        complete: () => resolve(result),
      },
    );
  }).finally(() => client.dispose());
}
