import type { IncomingMessage, ServerResponse } from 'node:http';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundPolicy, OutboundFetchError, OutboundUrlError } from '../../src/net/outbound-policy.js';
import { safeFetch } from '../../src/net/safe-fetch.js';
import { startLoopbackServer, type LoopbackServer } from './loopback-server.js';

const MB = 1024 * 1024;

function routes(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://x');
  const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
  if (chain) {
    const left = Number(chain[1]);
    if (left === 0) return void res.end('end of chain');
    res.writeHead(302, { location: `/chain/${left - 1}` }).end();
    return;
  }
  switch (url.pathname) {
    case '/ok':
      res.writeHead(200, { 'X-Snap': 'yes', 'Set-Cookie': ['a=1', 'b=2'] }).end('hello');
      return;
    case '/echo': {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const { authorization = null, cookie = null } = req.headers;
        res.end(JSON.stringify({ method: req.method, authorization, cookie, body: Buffer.concat(chunks).toString() }));
      });
      return;
    }
    case '/redirect-to':
      res
        .writeHead(Number(url.searchParams.get('status') ?? 302), { location: url.searchParams.get('url') ?? '' })
        .end();
      return;
    case '/sized':
      res.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000));
      return;
    case '/declared-huge': // announces 20 MB, then sends one byte and stalls: only the header can fail it fast
      res.writeHead(200, { 'content-length': String(20 * MB) }).write('x');
      return;
    case '/endless': {
      const chunk = Buffer.alloc(16 * 1024, 'x');
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on('drain', pump);
      pump();
      return;
    }
    case '/exactly-1000':
      for (let i = 0; i < 10; i++) res.write('y'.repeat(100));
      res.end();
      return;
    case '/silent':
      return;
    case '/stall-body':
      res.writeHead(200).write('partial');
      return;
    default:
      res.writeHead(404).end('not here');
  }
}

let app: LoopbackServer; // 127.0.0.1, allow-listed
let otherOrigin: LoopbackServer; // 127.0.0.1 on another port
let notListed: LoopbackServer; // 127.0.0.2: loopback too, never allow-listed
let tripwire: LoopbackServer; // must never see a connection
const policy = createOutboundPolicy({ allowedPrivateHosts: ['127.0.0.1'] });
const strict = createOutboundPolicy({ allowedPrivateHosts: [] });
const byName = createOutboundPolicy({ allowedPrivateHosts: ['localhost'] });
const limits = { maxBytes: 1000, timeoutMs: 2000 };

beforeAll(async () => {
  [app, otherOrigin, notListed, tripwire] = await Promise.all([
    startLoopbackServer(routes),
    startLoopbackServer(routes),
    startLoopbackServer(routes, '127.0.0.2'),
    startLoopbackServer(routes),
  ]);
});

afterAll(async () => {
  await Promise.all([policy, strict, byName].map((p) => p.close()));
  await Promise.all([app, otherOrigin, notListed, tripwire].map((s) => s.close()));
});

async function failure(pending: Promise<unknown>): Promise<OutboundUrlError> {
  const err = await pending.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutboundUrlError);
  return err as OutboundUrlError;
}

const redirectTo = (target: string, status = 302) =>
  `${app.url}redirect-to?status=${status}&url=${encodeURIComponent(target)}`;

describe('safeFetch', () => {
  it('fetches from an allow-listed loopback server', async () => {
    const res = await safeFetch(policy, `${app.url}ok`, limits);
    expect(res).toMatchObject({ status: 200, url: `${app.url}ok` });
    expect(res.body.toString()).toBe('hello');
    expect(res.headers['x-snap']).toBe('yes');
    expect(res.headers['set-cookie']).toBe('a=1, b=2');
  });

  it('sends method, headers and body', async () => {
    const res = await policy.fetch(`${app.url}echo`, {
      ...limits,
      method: 'post',
      headers: { Authorization: 'Bearer t' },
      body: '{"a":1}',
    });
    expect(JSON.parse(res.body.toString())).toEqual({
      method: 'POST',
      authorization: 'Bearer t',
      cookie: null,
      body: '{"a":1}',
    });
  });

  it('refuses loopback when it is not allow-listed, before connecting', async () => {
    const before = app.connections;
    expect((await failure(strict.fetch(`${app.url}ok`, limits))).reason).toBe(
      "127.0.0.1 is not a public address (loopback); the server's ALLOWED_PRIVATE_HOSTS setting can allow 127.0.0.1",
    );
    expect(app.connections).toBe(before);
  });

  it.each(['file:///etc/passwd', 'ftp://127.0.0.1/', 'data:text/plain,hi', 'gopher://127.0.0.1:70/'])(
    'refuses %s',
    async (url) => {
      expect((await failure(policy.fetch(url, limits))).reason).toMatch(/^only http and https URLs are allowed, not /);
    },
  );

  it('checks resolved addresses at connect time, without assertAllowed', async () => {
    // "localhost" passes the syntax check (it is a name); only the connect-time lookup can stop it.
    for (const p of [strict, policy]) {
      const err = await failure(p.fetch(`http://localhost:${tripwire.port}/ok`, limits));
      expect(err.reason).toMatch(
        /^the host localhost resolves to (127\.0\.0\.1|::1), which is not a public address \(loopback\); the server's ALLOWED_PRIVATE_HOSTS setting can allow localhost$/,
      );
      expect(err).not.toBeInstanceOf(OutboundFetchError);
    }
    expect(tripwire.connections).toBe(0);
  });

  it('honours the allow-list at connect time', async () => {
    const res = await byName.fetch(`http://localhost:${app.port}/ok`, limits);
    expect(res.body.toString()).toBe('hello');
  });

  it('holds any undici request sent through the policy dispatcher to the policy', async () => {
    const literal = await failure(request(notListed.url, { dispatcher: await policy.dispatcher() }));
    expect(literal.reason).toBe(
      "127.0.0.2 is not a public address (loopback); the server's ALLOWED_PRIVATE_HOSTS setting can allow 127.0.0.2",
    );
    const named = await failure(
      request(`http://localhost:${tripwire.port}/`, { dispatcher: await strict.dispatcher() }),
    );
    expect(named.reason).toMatch(/^the host localhost resolves to/);
    expect(notListed.connections + tripwire.connections).toBe(0);
  });

  describe('redirects', () => {
    it('follows relative redirects up to the limit', async () => {
      const res = await policy.fetch(`${app.url}chain/5`, limits);
      expect(res).toMatchObject({ status: 200, url: `${app.url}chain/0` });
      expect(res.body.toString()).toBe('end of chain');
    });

    it('refuses a chain longer than the limit', async () => {
      const err = await failure(policy.fetch(`${app.url}chain/6`, limits));
      expect(err).toBeInstanceOf(OutboundFetchError);
      expect(err.reason).toBe('too many redirects (more than 5)');
      expect((await failure(policy.fetch(`${app.url}chain/1`, { ...limits, maxRedirects: 0 }))).reason).toBe(
        'too many redirects (more than 0)',
      );
    });

    it('refuses a redirect to a loopback address that is not allow-listed', async () => {
      const err = await failure(policy.fetch(redirectTo(notListed.url), limits));
      expect(err.reason).toBe(
        `redirected to ${notListed.url}: 127.0.0.2 is not a public address (loopback); the server's ALLOWED_PRIVATE_HOSTS setting can allow 127.0.0.2`,
      );
      expect(notListed.connections).toBe(0);
    });

    it('refuses a redirect to a name resolving to loopback, at connect time', async () => {
      const target = `http://localhost:${tripwire.port}/`;
      const err = await failure(policy.fetch(redirectTo(target, 307), limits));
      expect(err.reason).toMatch(
        new RegExp(
          `^redirected to ${target}: the host localhost resolves to .*\\(loopback\\); the server's ALLOWED_PRIVATE_HOSTS setting can allow localhost$`,
        ),
      );
      expect(tripwire.connections).toBe(0);
    });

    it('refuses a redirect to another scheme', async () => {
      expect((await failure(policy.fetch(redirectTo('file:///etc/passwd'), limits))).reason).toBe(
        'redirected to file:///etc/passwd: only http and https URLs are allowed, not file',
      );
    });

    it('drops credentials when the redirect leaves the origin', async () => {
      const headers = { authorization: 'Bearer secret', Cookie: 'session=1', 'x-keep': '1' };
      const across = await policy.fetch(redirectTo(`${otherOrigin.url}echo`, 303), { ...limits, headers });
      expect(JSON.parse(across.body.toString())).toMatchObject({ authorization: null, cookie: null });
      const within = await policy.fetch(redirectTo(`${app.url}echo`), { ...limits, headers });
      expect(JSON.parse(within.body.toString())).toMatchObject({ authorization: 'Bearer secret', cookie: 'session=1' });
    });

    it('returns a 3xx as-is for methods other than GET and HEAD', async () => {
      const res = await policy.fetch(redirectTo(notListed.url), { ...limits, method: 'POST', body: 'x' });
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(notListed.url);
      expect(notListed.connections).toBe(0);
    });
  });

  describe('limits', () => {
    it('refuses a body whose content-length exceeds maxBytes', async () => {
      expect((await failure(policy.fetch(`${app.url}sized`, limits))).reason).toBe('response larger than 1000 bytes');
    });

    it('refuses on the announced length alone, without waiting for the body', async () => {
      const err = await failure(policy.fetch(`${app.url}declared-huge`, { maxBytes: 10 * MB, timeoutMs: 5000 }));
      expect(err.reason).toBe('response larger than 10 MB');
    });

    it('stops reading an endless chunked body at maxBytes', async () => {
      const err = await failure(policy.fetch(`${app.url}endless`, { ...limits, maxBytes: 64 * 1024 }));
      expect(err).toBeInstanceOf(OutboundFetchError);
      expect(err.reason).toBe('response larger than 64 KB');
    });

    it('accepts a chunked body of exactly maxBytes', async () => {
      const res = await policy.fetch(`${app.url}exactly-1000`, limits);
      expect(res.body.length).toBe(1000);
      expect(res.headers['transfer-encoding']).toBe('chunked');
    });

    it('does not hold HEAD to the size of the body it describes', async () => {
      const res = await policy.fetch(`${app.url}sized`, { ...limits, method: 'HEAD' });
      expect(res).toMatchObject({ status: 200, headers: { 'content-length': '5000' } });
      expect(res.body.length).toBe(0);
    });

    it.each(['silent', 'stall-body'])('times out on a server that stops answering (%s)', async (path) => {
      const started = performance.now();
      const err = await failure(policy.fetch(`${app.url}${path}`, { ...limits, timeoutMs: 300 }));
      expect(err).toBeInstanceOf(OutboundFetchError);
      expect(err.reason).toBe('timed out after 300 ms');
      expect(performance.now() - started).toBeLessThan(1500);
    });
  });

  describe('failures', () => {
    it('reports an error status', async () => {
      const err = await failure(policy.fetch(`${app.url}missing`, limits));
      expect(err).toBeInstanceOf(OutboundFetchError);
      expect(err).toMatchObject({ reason: 'HTTP 404', status: 404 });
    });

    it('reports a refused connection', async () => {
      const closed = await startLoopbackServer(routes);
      await closed.close();
      expect((await failure(policy.fetch(closed.url, limits))).reason).toBe(
        `127.0.0.1:${closed.port} refused the connection`,
      );
    });
  });
});
