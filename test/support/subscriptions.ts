import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

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
  return { results, done };
}

/** The same over server-sent events (Yoga's SSE on /graphql). */
export function subscribeSse(url: string, token: string, query: string, variables: Record<string, unknown>) {
  const results: any[] = [];
  const done = (async () => {
    const res = await fetch(`${url}/graphql`, {
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
  })();
  return { results, done };
}
