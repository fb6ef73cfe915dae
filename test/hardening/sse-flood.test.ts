import { cp, mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_TEMPLATE, TMP } from '../support/paths.js';
import { cli, startServerProcess, type ServerProcess } from '../support/processes.js';
import { loadFactor } from '../support/load-factor.js';
import { probeHealth, untilIdle } from './probe.js';

// Finding 5 of issue 39: 300 SSE subscriptions opened at once made /healthz take 3-4 s. Each one's
// start read the key from the database (none was remembered yet: 300 reads back to back on the
// embedded database's thread), and their starts ran one after another without a turn of the event
// loop between them, so /healthz waited for the whole flood. Now the reads of one key at once are one
// (src/accounts/identity-cache.ts) and SSE starts take a turn each (src/server/yoga.ts).
const SUBSCRIPTIONS = 300;
/** An account-wide subscription that stays open: nothing happens to the account meanwhile. */
const BODY = JSON.stringify({ query: 'subscription { batchCreated { uuid } }' });
/** The identity cache's time (src/accounts/identity-cache.ts): past it, the key is read from the database again. */
const AUTH_CACHE_MS = 5_000;

describe(`${SUBSCRIPTIONS} SSE subscriptions at once, against a real server`, () => {
  let dataDir: string;
  let server: ServerProcess;
  let token: string;
  const sockets: Socket[] = [];

  /** An SSE subscription on a socket of its own, sent whole at once; resolves with its answer's head once it starts. */
  const subscribe = () =>
    new Promise<string>((resolve) => {
      const { hostname, port } = new URL(server.url);
      const socket = connect(Number(port), hostname);
      sockets.push(socket);
      let received = '';
      socket.on('error', () => resolve(received));
      socket.on('close', () => resolve(received));
      socket.on('data', (d) => {
        received += d.toString('latin1');
        if (received.includes('\r\n\r\n')) resolve(received.slice(0, received.indexOf('\r\n\r\n')));
      });
      socket.write(
        `POST /graphql HTTP/1.1\r\nhost: ${hostname}\r\naccept: text/event-stream\r\ncontent-type: application/json\r\n` +
          `authorization: Bearer ${token}\r\ncontent-length: ${Buffer.byteLength(BODY)}\r\n\r\n${BODY}`,
      );
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(TMP, 'sse-flood-'));
    await cp(PGLITE_TEMPLATE, dataDir, { recursive: true });
    const created = await cli(['account', 'create', '--email', 'sse@example.com', '--name', 'S'], {
      DATA_DIR: dataDir,
    });
    token = JSON.parse(created.stdout).token;
    server = await startServerProcess({
      DATA_DIR: dataDir,
      RENDER_THREADS: '1',
      GRAPHQL_MAX_SUBSCRIPTIONS_PER_IP: String(SUBSCRIPTIONS),
      MAX_CONNECTIONS_PER_IP: String(SUBSCRIPTIONS + 50),
      GRAPHQL_RATE_LIMIT_PER_MINUTE: '10000',
    });
    // Measured from where the server settles: one subscription's code loaded, the key forgotten again.
    expect(await subscribe()).toMatch(/^HTTP\/1\.1 200/);
    sockets.pop()!.destroy();
    await new Promise((r) => setTimeout(r, AUTH_CACHE_MS + 500));
    await untilIdle(server.child.pid!);
  }, 120_000);
  afterAll(async () => {
    sockets.forEach((s) => s.destroy());
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('all start, and /healthz asked for right after them is answered before all of them have started', async () => {
    const started: number[] = [];
    const flood = Array.from({ length: SUBSCRIPTIONS }, () =>
      subscribe().then((head) => (started.push(performance.now()), head)),
    );
    const health = probeHealth(server.url);
    const first = await fetch(`${server.url}/healthz`).then(() => performance.now());
    const heads = await Promise.all(flood);
    const { max } = await health.stop();
    const before = started.filter((t) => t < first).length;
    console.info(JSON.stringify({ startedBeforeHealthz: before, healthzMax: Math.round(max) }));
    // Before: every one of them had started before /healthz was answered (it waited for the whole flood).
    // How many start first depends on how the kernel hands over the connections (217 of 300 on a loaded CI
    // machine, under 100 on a quiet one): what must hold is that /healthz does not wait for all of them.
    expect(before).toBeLessThan(SUBSCRIPTIONS * 0.9);
    expect(max).toBeLessThan(500 * loadFactor());
    for (const head of heads) {
      expect(head).toMatch(/^HTTP\/1\.1 200/);
      expect(head).toMatch(/^content-type: text\/event-stream/im);
    }
    expect(server.child.exitCode).toBeNull();
  }, 60_000);
});
