import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestApp, type TestApp } from '../support/test-app.js';

describe.each(BACKENDS)('authentication and account endpoints on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it('answers 401 Unauthenticated. without a token, with a malformed header, and with an unknown token', async () => {
    for (const headers of [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer' },
      { authorization: 'Bearer sfp_unknown' },
    ] as Record<string, string>[]) {
      const r = await t.request('GET', '/api/v1/auth', { headers });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('answers 403 Invalid ability provided. for a token without api_requests', async () => {
    const { token } = await t.account({ abilities: [] });
    for (const path of ['/api/v1/auth', '/api/v1/usage', '/api/v1/templates']) {
      const r = await t.request('GET', path, { token });
      expect(r.status, path).toBe(403);
      expect(r.body).toEqual({ message: 'Invalid ability provided.' });
    }
  });

  it('GET /v1/auth returns the user and a null company, free of charge', async () => {
    const { token, email } = await t.account({ name: 'Ada Lovelace' });
    const before = await t.request('GET', '/api/v1/usage', { token });
    const r = await t.request('GET', '/api/v1/auth', { token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: { email, name: 'Ada Lovelace', company: null } });
    expect((await t.request('GET', '/api/v1/usage', { token })).body).toEqual(before.body);
  });

  it('GET /v1/auth returns the company when the account has one', async () => {
    const { token } = await t.account({ company: 'Acme Ltd' });
    expect((await t.request('GET', '/api/v1/auth', { token })).body.data.company).toBe('Acme Ltd');
  });

  it('stores tokens hashed: the secret appears nowhere in the database', async () => {
    const { token } = await t.account();
    const rows = await t.app.services.database.sql.query<{ dump: string }>(
      `SELECT row_to_json(a)::text AS dump FROM access_tokens a`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.dump).not.toContain(token);
  });

  it('GET /v1/usage reports the calendar-month period and the ledger', async () => {
    const { token } = await t.account({ credits: 25 });
    const r = await t.request('GET', '/api/v1/usage', { token });
    expect(r.status).toBe(200);
    const now = new Date();
    expect(r.body).toEqual({
      period_start_date: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
      period_end_date: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - 1).toISOString(),
      period_purchased_requests: 25,
      period_used_requests: 0,
      period_available_requests: 25,
    });
    expect(r.headers.get('x-request-uuid')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('GET /v1/usage without a token is 401', async () => {
    expect((await t.request('GET', '/api/v1/usage')).status).toBe(401);
  });

  it('GraphQL me and usage carry the same facts, and errors carry extensions.code', async () => {
    const { token, email } = await t.account({ credits: 3 });
    const ok = await t.graphql(
      '{ me { email name company } usage { periodAvailableRequests periodUsedRequests } }',
      {},
      token,
    );
    expect(ok.data).toEqual({
      me: { email, name: 'Test User', company: null },
      usage: { periodAvailableRequests: 3, periodUsedRequests: 0 },
    });
    const anon = await t.graphql('{ me { email } }');
    expect(anon.errors[0]).toMatchObject({ message: 'Unauthenticated.', extensions: { code: 'UNAUTHENTICATED' } });
    const { token: weak } = await t.account({ abilities: ['something_else'] });
    const forbidden = await t.graphql('{ me { email } }', {}, weak);
    expect(forbidden.errors[0]).toMatchObject({
      message: 'Invalid ability provided.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('GraphQL fonts lists the bundled families with sans, serif and mono aliases', async () => {
    const { token } = await t.account();
    const r = await t.graphql('{ fonts { family aliases weights styles scripts } }', {}, token);
    const aliases = r.data.fonts.flatMap((f: any) => f.aliases);
    expect(aliases).toEqual(expect.arrayContaining(['sans', 'serif', 'mono']));
    expect(r.data.fonts.flatMap((f: any) => f.scripts)).toEqual(expect.arrayContaining(['arabic', 'hebrew']));
  });

  it('unknown API paths answer 404 in the spec shape', async () => {
    const { token } = await t.account();
    const r = await t.request('GET', '/api/v1/nothing-here', { token });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ message: 'Not found.' });
  });
});
