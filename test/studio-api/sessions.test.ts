import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/access/access-token.js';
import { createSignInLink, LINK_TTL_MS } from '../../src/studio/studio-sessions.js';
import { cli } from '../support/processes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { browserFetch, cookieGraphql, CSRF, sessionCookieOf, signInWithToken, wsOperation } from './support.js';

const ME = '{ me { email role } }';

describe('Studio sign-in and sessions', () => {
  let t: TestApp;
  let publicUrl: string;
  beforeAll(async () => {
    t = await startTestApp('pglite', { PUBLIC_URL: 'http://studio.test:8080' });
    publicUrl = t.app.services.config.PUBLIC_URL;
  });
  afterAll(() => t?.close());

  const linkPath = (url: string) => url.slice(publicUrl.length);

  it('studio-link prints a link that signs in once: cookie flags, then expired', async () => {
    const { email } = await t.account();
    const r = await cli(['studio-link', '--email', email], { DATA_DIR: t.dataDir, PUBLIC_URL: publicUrl });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const url = r.stdout.trim();
    expect(url).toMatch(new RegExp(`^${publicUrl}/studio/auth/link\\?token=sfl_[\\w-]{43}$`));
    const first = await browserFetch(t, linkPath(url));
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/studio');
    const cookie = sessionCookieOf(first)!;
    expect(cookie.pair).toMatch(/^snapforge_studio=sfs_[\w-]{43}$/);
    const flags = cookie.header
      .split(';')
      .slice(1)
      .map((f) => f.trim());
    expect(flags).toEqual(expect.arrayContaining(['Max-Age=2592000', 'Path=/', 'HttpOnly', 'SameSite=Strict']));
    expect(cookie.header).not.toMatch(/Secure/i);
    expect((await cookieGraphql(t, cookie.pair, ME)).data).toEqual({ me: { email, role: 'owner' } });

    const again = await browserFetch(t, linkPath(url));
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/studio/sign-in?error=expired');
    expect(sessionCookieOf(again)).toBeNull();
  });

  it('refuses an expired link, an unknown one and none at all, with no cookie', async () => {
    const { email } = await t.account();
    const stale = await createSignInLink(
      t.app.services.database.prisma,
      email,
      new Date(Date.now() - LINK_TTL_MS - 1000),
    );
    for (const path of [
      `/studio/auth/link?token=${stale}`,
      '/studio/auth/link?token=sfl_unknown',
      '/studio/auth/link',
    ]) {
      const r = await browserFetch(t, path);
      expect(r.status, path).toBe(302);
      expect(r.headers.get('location')).toBe('/studio/sign-in?error=expired');
      expect(sessionCookieOf(r)).toBeNull();
    }
    // Still fresh 14 minutes on.
    const fresh = await createSignInLink(
      t.app.services.database.prisma,
      email,
      new Date(Date.now() - LINK_TTL_MS + 60_000),
    );
    expect((await browserFetch(t, `/studio/auth/link?token=${fresh}`)).headers.get('location')).toBe('/studio');
  });

  it('stores link and session secrets hashed', async () => {
    const { email, token } = await t.account();
    const link = await createSignInLink(t.app.services.database.prisma, email);
    const session = (await signInWithToken(t, token)).split('=')[1];
    const { sql } = t.app.services.database;
    const dump = JSON.stringify([
      ...(await sql.query('SELECT * FROM studio_links')),
      ...(await sql.query('SELECT * FROM studio_sessions')),
    ]);
    expect(dump).toContain(hashToken(link));
    expect(dump).toContain(hashToken(session));
    expect(dump).not.toContain(link);
    expect(dump).not.toContain(session);
  });

  it('POST /studio/auth/token: 204 with a cookie; 401 for a bad token; 403 without the CSRF header', async () => {
    const { token, email } = await t.account();
    const post = (body: unknown, headers: Record<string, string> = CSRF) =>
      browserFetch(t, '/studio/auth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const noCsrf = await post({ token }, {});
    expect(noCsrf.status).toBe(403);
    expect(await noCsrf.json()).toEqual({ message: 'The x-snapforge-csrf: 1 header is required.' });
    expect(sessionCookieOf(noCsrf)).toBeNull();
    for (const body of [{ token: 'sfp_nope' }, {}, { token: 42 }]) {
      const bad = await post(body);
      expect(bad.status).toBe(401);
      expect(await bad.json()).toEqual({ message: 'This access token is unknown or revoked.' });
      expect(sessionCookieOf(bad)).toBeNull();
    }
    const ok = await post({ token });
    expect(ok.status).toBe(204);
    const cookie = sessionCookieOf(ok)!.pair;
    expect((await cookieGraphql(t, cookie, ME)).data.me.email).toBe(email);
  });

  it('a session from a pasted token ends when that token is revoked', async () => {
    const { token } = await t.account();
    const cookie = await signInWithToken(t, token);
    await t.app.services.database.prisma.accessToken.updateMany({
      where: { tokenHash: hashToken(token) },
      data: { revokedAt: new Date() },
    });
    expect((await cookieGraphql(t, cookie, ME)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('/graphql and /api/v1 honour the cookie only with the CSRF header, and a bearer token wins over it', async () => {
    const { token: mine } = await t.account();
    const { token: other, email: otherEmail } = await t.account();
    const cookie = await signInWithToken(t, mine);
    const noCsrf = await cookieGraphql(t, cookie, ME, {}, { csrf: false });
    expect(noCsrf.errors[0]).toMatchObject({ message: 'Unauthenticated.', extensions: { code: 'UNAUTHENTICATED' } });
    const wrongCsrf = await cookieGraphql(t, cookie, ME, {}, { csrf: false, headers: { 'x-snapforge-csrf': 'yes' } });
    expect(wrongCsrf.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(
      (await cookieGraphql(t, cookie, ME, {}, { headers: { authorization: `Bearer ${other}` } })).data.me.email,
    ).toBe(otherEmail);
    expect(
      (await cookieGraphql(t, cookie, ME, {}, { headers: { authorization: 'Bearer sfp_bad' } })).errors[0].extensions
        .code,
    ).toBe('UNAUTHENTICATED');
    // REST honours it under the same guard (the Studio downloads batch archives with it; docs/api.md).
    const rest = (headers: Record<string, string>) =>
      fetch(`${t.url}/api/v1/auth`, { headers: { cookie, accept: 'application/json', ...headers } });
    expect((await rest({})).status).toBe(401);
    expect((await rest(CSRF)).status).toBe(200);
  });

  it('sign-out deletes the session and clears the cookie; it needs the CSRF header', async () => {
    const { token } = await t.account();
    const cookie = await signInWithToken(t, token);
    expect((await cookieGraphql(t, cookie, ME)).data.me).toBeTruthy();
    const noCsrf = await browserFetch(t, '/studio/auth/sign-out', { method: 'POST', headers: { cookie } });
    expect(noCsrf.status).toBe(403);
    expect((await cookieGraphql(t, cookie, ME)).data.me).toBeTruthy();
    const out = await browserFetch(t, '/studio/auth/sign-out', { method: 'POST', headers: { cookie, ...CSRF } });
    expect(out.status).toBe(204);
    const cleared = sessionCookieOf(out)!.header;
    expect(cleared).toMatch(/^snapforge_studio=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await cookieGraphql(t, cookie, ME)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const rows = await t.app.services.database.sql.query('SELECT id FROM studio_sessions WHERE token_hash = $1', [
      hashToken(cookie.split('=')[1]),
    ]);
    expect(rows).toEqual([]);
  });

  it('roles apply to sessions: a viewer reads but cannot publish', async () => {
    const { token: viewerToken, email } = await t.account({ role: 'viewer' });
    const { prisma } = t.app.services.database;
    const viewer = await prisma.user.findUniqueOrThrow({ where: { email } });
    const tpl = await prisma.template.create({
      data: {
        accountId: viewer.accountId,
        title: 'Shared',
        width: 100,
        height: 100,
        draft: { title: 'Shared', size: null, width: 100, height: 100, background_color: '#000000', layers: [] },
      },
    });
    const cookie = await signInWithToken(t, viewerToken);
    expect((await cookieGraphql(t, cookie, ME)).data.me.role).toBe('viewer');
    const publish = await cookieGraphql(t, cookie, 'mutation($id: Int!) { publishTemplate(id: $id) { version } }', {
      id: tpl.id,
    });
    expect(publish.errors[0]).toMatchObject({
      message: 'This action is unauthorized.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await prisma.template.findUniqueOrThrow({ where: { id: tpl.id } })).version).toBe(1);
  });

  it("graphql-ws takes the cookie only from this service's own origin, and closes a socket without one", async () => {
    const { token, email } = await t.account();
    const cookie = await signInWithToken(t, token);
    const host = new URL(t.url).host;
    for (const origin of [publicUrl, `http://${host}`])
      expect((await wsOperation(t, { origin, cookie }, ME)).data, origin).toEqual({ me: { email, role: 'owner' } });
    // Without a credential the socket is closed at its connection_init (Forbidden), before any operation.
    for (const headers of [{ origin: 'http://evil.example', cookie }, { cookie }, { origin: publicUrl }] as Record<
      string,
      string
    >[]) {
      await expect(wsOperation(t, headers, ME), JSON.stringify(headers)).rejects.toMatchObject({ code: 4403 });
    }
  });
});

describe('Studio session cookie behind an https PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { PUBLIC_URL: 'https://studio.example' });
  });
  afterAll(() => t?.close());

  it('is Secure', async () => {
    const { token } = await t.account();
    const res = await browserFetch(t, '/studio/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...CSRF },
      body: JSON.stringify({ token }),
    });
    expect(res.status).toBe(204);
    expect(
      sessionCookieOf(res)!
        .header.split(';')
        .map((f) => f.trim()),
    ).toContain('Secure');
  });
});
