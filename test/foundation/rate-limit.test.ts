import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { deleteKeys, REDIS_AVAILABLE, REDIS_URL } from '../jobs/redis.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('rate limit: per IP address, per endpoint, per minute', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp('pglite', { RATE_LIMIT_PER_MINUTE: '5' });
    ({ token } = await t.account());
  });
  afterAll(() => t?.close());

  it('counts down in X-RateLimit-* headers, then answers 429 with Retry-After and X-RateLimit-Reset', async () => {
    for (let i = 1; i <= 5; i++) {
      const r = await t.request('GET', '/api/v1/auth', { token });
      expect(r.status).toBe(200);
      expect(r.headers.get('x-ratelimit-limit')).toBe('5');
      expect(r.headers.get('x-ratelimit-remaining')).toBe(String(5 - i));
      expect(r.headers.get('retry-after')).toBeNull();
    }
    const limited = await t.request('GET', '/api/v1/auth', { token });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too Many Attempts.' });
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const reset = Number(limited.headers.get('x-ratelimit-reset'));
    expect(Math.abs(reset - (Date.now() / 1000 + retryAfter))).toBeLessThan(3);
  });

  it('other endpoints keep their own budget', async () => {
    const r = await t.request('GET', '/api/v1/usage', { token });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-ratelimit-remaining')).toBe('4');
  });

  it('unauthenticated requests are counted too, and still limited', async () => {
    for (let i = 0; i < 5; i++) expect((await t.request('GET', '/api/v1/templates/sizes')).status).toBe(401);
    expect((await t.request('GET', '/api/v1/templates/sizes')).status).toBe(429);
  });
});

describe('rate limit of /graphql: one budget per IP address for every operation', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp('pglite', { GRAPHQL_RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_MINUTE: '60' });
    ({ token } = await t.account());
  });
  afterAll(() => t?.close());
  const post = (query: string) =>
    fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });

  it('counts queries and mutations alike, then answers 429 with a GraphQL error and Retry-After', async () => {
    for (const [i, query] of [
      '{ me { email } }',
      '{ usage { periodAvailableRequests } }',
      '{ me { name } }',
    ].entries()) {
      const r = await post(query);
      expect(r.status).toBe(200);
      expect(r.headers.get('x-ratelimit-remaining')).toBe(String(2 - i));
    }
    const limited = await post('{ me { email } }');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      errors: [{ message: 'Too Many Attempts.', extensions: { code: 'RATE_LIMITED' } }],
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // A GET operation is an operation too.
    expect(
      (
        await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ me { email } }')}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(429);
  });

  it("leaves GraphiQL's page and the REST endpoints their own budgets", async () => {
    const page = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect((await t.request('GET', '/api/v1/auth', { token })).status).toBe(200);
  });
});

describe.skipIf(!REDIS_AVAILABLE)('rate limit shared through Redis', () => {
  const prefix = `snapforge-test-${randomBytes(6).toString('hex')}`;
  let apps: PromiseSettledResult<TestApp>[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((s) => s.status === 'fulfilled' && s.value.close()));
    await deleteKeys(prefix);
  });

  it('two API processes on one Redis count one budget per client and endpoint', async () => {
    const env = { RATE_LIMIT_PER_MINUTE: '4', REDIS_URL, QUEUE_PREFIX: prefix, START_WORKERS: 'false' };
    // Started side by side; each one that started is closed after, even when the other failed.
    apps = await Promise.allSettled([startTestApp('pglite', env), startTestApp('pglite', env)]);
    const [a, b] = apps.map((s) => {
      if (s.status === 'rejected') throw s.reason;
      return s.value;
    });
    const statuses = [];
    for (const app of [a, b, a, b, a]) statuses.push((await app.request('GET', '/api/v1/templates/sizes')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});
