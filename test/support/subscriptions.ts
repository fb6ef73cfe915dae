import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { expect } from 'vitest';

/** Collects the results of one subscription over graphql-ws (subprotocol graphql-transport-ws) until it completes. */
export function subscribeWs(url: string, token: string, query: string, variables: Record<string, unknown>) {
  const client = createClient({
    url: url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  const results: any[] = [];
  const done = new Promise<any[]>((resolve, reject) => {
    // A subscription refused at its start arrives as an error carrying GraphQL errors.
    client.subscribe(
      { query, variables },
      {
        next: (r) => results.push(r),
        error: (e) => (Array.isArray(e) ? resolve([{ errors: e }]) : reject(e)),
        complete: () => resolve(results),
      },
    );
  }).finally(() => client.dispose());
  return { results, done, close: () => client.dispose() };
}

/** The same over server-sent events (Yoga's SSE on /graphql). */
export function subscribeSse(url: string, token: string, query: string, variables: Record<string, unknown>) {
  const results: any[] = [];
  const stream = new AbortController();
  const done = (async () => {
    const res = await fetch(`${url}/graphql`, {
      signal: stream.signal,
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(event)?.[1];
        const data = /^data: (.*)$/m.exec(event)?.[1];
        if (name === 'complete') return results;
        if (data) results.push(JSON.parse(data));
      }
    }
    return results;
  })().catch((e) => {
    if (stream.signal.aborted) return results;
    throw e;
  });
  return { results, done, close: () => stream.abort() };
}

type Subscription = { results: any[]; done: Promise<any[]> };

/** The error a subscription ends with when the key or session it was opened with no longer stands. */
export const CALLER_GONE = {
  message: expect.stringMatching(
    /^This subscription has ended: the key or session it was opened with no longer stands/,
  ),
  extensions: { code: 'UNAUTHENTICATED' },
};

/** Makes events (`make`) until every subscription has received one made after it started: then each surely listens. */
export async function untilListening(subscriptions: Subscription[], make: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!subscriptions.every((s) => s.results.length > 0)) {
    if (Date.now() > deadline) throw new Error('timed out after 15 s waiting for the subscriptions to start');
    await make();
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The subscription's results once it completes, the last of them the error that ended it: the error, and the data before it. */
export async function endedWith(subscription: Subscription): Promise<{ error: any; before: any[] }> {
  let timer: NodeJS.Timeout | undefined;
  const open = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error('the subscription is still open after 10 s')), 10_000)),
  );
  const results = await Promise.race([subscription.done, open]).finally(() => clearTimeout(timer));
  return { error: results.at(-1)?.errors?.[0], before: results.slice(0, -1) };
}
