import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTemplate } from '../snaps/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const PROGRESS = 'subscription($uuid: String!) { batchProgress(uuid: $uuid) { batch { uuid status } } }';
const UNKNOWN_SNAP = 'subscription { snapUpdated(id: "no-such-snap") { id } }';

interface Opened {
  /** Its first result: the batch, or the errors it was refused with. */
  first: Promise<any>;
  end(): void;
}

describe('GRAPHQL_MAX_SUBSCRIPTIONS_PER_IP', () => {
  let t: TestApp;
  let token: string;
  let batchUuid: string;
  const sockets: Client[] = [];
  const sse: AbortController[] = [];

  // Nothing renders (START_WORKERS=false): the batch stays pending, so its subscriptions stay open.
  beforeAll(async () => {
    t = await startTestApp('pglite', { GRAPHQL_MAX_SUBSCRIPTIONS_PER_IP: '3', START_WORKERS: 'false' });
    ({ token } = await t.account());
    const templateUuid = await createTemplate(t, token);
    const batch = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: { template_id: templateUuid, items: [{ variants: [{ layer: 'title', text: 'A' }] }] },
    });
    expect(batch.status).toBe(202);
    batchUuid = batch.body.uuid;
  }, 90_000);
  afterAll(async () => {
    sse.forEach((a) => a.abort());
    await Promise.all(sockets.map((s) => s.dispose()));
    await t?.close();
  });

  const socket = () => {
    const client = createClient({
      url: `${t.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: `Bearer ${token}` },
      retryAttempts: 0,
      lazy: false,
    });
    sockets.push(client);
    return client;
  };

  const overWs = (client: Client, query = PROGRESS): Opened => {
    let end = () => {};
    const first = new Promise<any>((resolve, reject) => {
      end = client.subscribe(
        { query, variables: { uuid: batchUuid } },
        {
          next: resolve,
          // A subscription refused at its start arrives as an error carrying GraphQL errors.
          error: (e) => (Array.isArray(e) ? resolve({ errors: e }) : reject(e)),
          complete: () => {},
        },
      );
    });
    return { first, end: () => end() };
  };

  const overSse = (): Opened => {
    const abort = new AbortController();
    sse.push(abort);
    const first = (async () => {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { accept: 'text/event-stream', 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: PROGRESS, variables: { uuid: batchUuid } }),
        signal: abort.signal,
      });
      // Read with a reader, which leaving does not cancel: the stream stays open until `end`.
      const reader = res.body!.getReader();
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before an event: ${text}`);
        text += Buffer.from(value).toString();
        const data = /^data: (.*)$/m.exec(text)?.[1];
        if (data) return JSON.parse(data);
      }
    })();
    return { first, end: () => abort.abort() };
  };

  const code = (result: any) => result.errors?.[0]?.extensions?.code;

  it('refuses a subscription past the cap with RATE_LIMITED, over graphql-ws and SSE alike, and takes one again once another ends', async () => {
    const ws = socket();
    const open = [overWs(ws), overWs(ws), overSse()];
    for (const o of open) expect((await o.first).data.batchProgress.batch.uuid).toBe(batchUuid);

    const [refusedWs, refusedSse, fromAnotherSocket] = await Promise.all([
      overWs(ws).first,
      overSse().first,
      overWs(socket()).first,
    ]);
    for (const refused of [refusedWs, refusedSse, fromAnotherSocket]) {
      expect(code(refused)).toBe('RATE_LIMITED');
      expect(refused.errors[0].message).toBe(
        'At most 3 subscriptions may be open at once from one address (GRAPHQL_MAX_SUBSCRIPTIONS_PER_IP): end one first.',
      );
    }

    // Ending one, by the client (graphql-ws `complete`, or SSE's connection closed), gives its place back.
    open[0].end();
    await expect
      .poll(async () => (await overWs(ws).first).data?.batchProgress.batch.uuid, { timeout: 10_000 })
      .toBe(batchUuid);
    open[2].end();
    await expect
      .poll(async () => (await overSse().first).data?.batchProgress.batch.uuid, { timeout: 10_000 })
      .toBe(batchUuid);
  });

  it('a subscription refused at its start (unknown snap) holds no place', async () => {
    // The first test's subscriptions hold places: close their sockets and streams.
    sse.forEach((a) => a.abort());
    await Promise.all(sockets.splice(0).map((s) => s.dispose()));
    const ws = socket();
    const accepted = () =>
      expect
        .poll(async () => (await overWs(ws).first).data?.batchProgress.batch.uuid, { timeout: 10_000 })
        .toBe(batchUuid);
    await accepted();
    await accepted();
    for (let i = 0; i < 3; i++) expect(code(await overWs(ws, UNKNOWN_SNAP).first)).toBe('NOT_FOUND');
    expect((await overWs(ws).first).data.batchProgress.batch.uuid).toBe(batchUuid);
  });
});
