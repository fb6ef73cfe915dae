import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { BLUE, downloadPng, GREEN, pixel, RED, startPageServers, YELLOW, type PageServers } from './pages.js';

const TIMEOUT_MS = 5000;

describe('screenshots over REST and GraphQL, with real Chromium', () => {
  let t: TestApp;
  let servers: PageServers;
  let token: string;
  const page = (path: string) => `${servers.pages.url}${path.replace(/^\//, '')}`;
  const local = (url: string) => url.replace('http://localhost:0', t.url);
  const usage = async (tok = token) => (await t.request('GET', '/api/v1/usage', { token: tok })).body;
  const shoot = (body: unknown, tok = token) => t.request('POST', '/api/v1/screenshots', { token: tok, body });
  const rows = () => t.app.services.database.prisma.screenshot.count();

  beforeAll(async () => {
    servers = await startPageServers();
    t = await startTestApp('pglite', { ALLOWED_PRIVATE_HOSTS: '127.0.0.1', SCREENSHOT_TIMEOUT_MS: String(TIMEOUT_MS) });
    ({ token } = await t.account({ credits: 100 }));
  });
  afterAll(async () => {
    await t?.close();
    await servers?.close();
  });

  it('captures the page at the default 1330x780: 201 {data: Screenshot}, a stored PNG with the page colours, 1 credit', async () => {
    const before = await usage();
    const r = await shoot({ url: page('/colours') });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toEqual({
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        url: page('/colours'),
        image_url: expect.stringMatching(/\/files\/screenshots\/[\w-]{20,}\.png$/),
        width: 1330,
        height: 780,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    });
    const png = await downloadPng(local(r.body.data.image_url));
    expect([png.width, png.height]).toEqual([1330, 780]);
    expect(pixel(png, 665, 100)).toEqual(RED);
    expect(pixel(png, 665, 700)).toEqual(BLUE);
    expect(pixel(png, 10, 10)).toEqual(YELLOW); // the page's own image loaded through the policy
    // The system Chromium, found first: the bundled one was never unpacked (test/screenshots/bundled-chromium.test.ts hides it).
    expect(existsSync('/usr/bin/chromium')).toBe(true);
    expect((await readdir(t.dataDir)).filter((f) => f.startsWith('chromium-'))).toEqual([]);
    const after = await usage();
    expect(before.period_available_requests - after.period_available_requests).toBe(1);
    expect(after.period_used_requests - before.period_used_requests).toBe(1);
  });

  it('takes a custom viewport', async () => {
    const r = await shoot({ url: page('/colours'), width: 400, height: 300 });
    expect(r.status, r.text).toBe(201);
    expect(r.body.data).toMatchObject({ width: 400, height: 300 });
    const png = await downloadPng(local(r.body.data.image_url));
    expect([png.width, png.height]).toEqual([400, 300]);
    expect(pixel(png, 200, 149 - 5)).toEqual(RED);
    expect(pixel(png, 200, 150 + 5)).toEqual(BLUE);
  });

  it('follows a redirect of the page, so the browser has it at its final address', async () => {
    const r = await shoot({ url: page('/go-where'), width: 320, height: 200 });
    expect(r.status, r.text).toBe(201);
    expect(r.body.data.url).toBe(page('/go-where'));
    expect(pixel(await downloadPng(local(r.body.data.image_url)), 160, 100)).toEqual(GREEN);
  });

  it('captures a hostile page while none of its iframes, images, fetches, beacons, sockets or redirects to private addresses leave the browser', async () => {
    const r = await shoot({ url: page('/hostile'), width: 800, height: 600 });
    expect(r.status, r.text).toBe(201);
    const png = await downloadPng(local(r.body.data.image_url));
    expect(pixel(png, 790, 590)).toEqual(GREEN);
    expect(servers.forbidden.connections).toBe(0);
  });

  it.each([
    [{}, 'The url field is required.'],
    [{ url: '' }, 'The url field is required.'],
    [{ url: 'not a url' }, 'The url field must be a valid URL.'],
    [{ url: 123 }, 'The url field must be a string.'],
    [{ url: `http://example.com/${'a'.repeat(2048)}` }, 'The url field must not be greater than 2048 characters.'],
    [
      { url: 'ftp://example.com/' },
      expect.stringMatching(/^The url must be a public http or https address: only http and https/),
    ],
    [
      { url: 'http://127.0.0.2/' },
      expect.stringMatching(/^The url must be a public http or https address: .*loopback/),
    ],
    [{ url: 'http://169.254.169.254/latest/meta-data/' }, expect.stringMatching(/link-local/)],
    [{ url: 'http://10.0.0.1/' }, expect.stringMatching(/private/)],
  ])('refuses the page address %j with 422 on url, storing and charging nothing', async (body, message) => {
    const [before, count] = [await usage(), await rows()];
    const r = await shoot(body);
    expect(r.status, r.text).toBe(422);
    expect(r.body.errors).toEqual({ url: [message] });
    expect(await rows()).toBe(count);
    expect(await usage()).toEqual(before);
  });

  it.each([
    [{ width: 319 }, 'width', 'The width field must be at least 320.'],
    [{ width: 3841 }, 'width', 'The width field must not be greater than 3840.'],
    [{ height: 199 }, 'height', 'The height field must be at least 200.'],
    [{ height: 2161 }, 'height', 'The height field must not be greater than 2160.'],
    [{ width: 'wide' }, 'width', 'The width field must be an integer.'],
    [{ height: 10.5 }, 'height', 'The height field must be an integer.'],
  ])('refuses the viewport %j with 422', async (size, field, message) => {
    const r = await shoot({ url: page('/colours'), ...size });
    expect(r.status, r.text).toBe(422);
    expect(r.body.errors[field]).toEqual([message]);
  });

  it('refuses every wrong type at once, in the one check of the command', async () => {
    const r = await shoot({ url: 123, width: 'wide', height: 2 ** 40 });
    expect(r.status, r.text).toBe(422);
    expect(r.body.errors).toEqual({
      url: ['The url field must be a string.'],
      width: ['The width field must be an integer.'],
      height: ['The height field must be an integer.'],
    });
  });

  it.each([
    ['/missing', 'The page could not be captured: HTTP 404.'],
    [
      '/redirect-forbidden',
      expect.stringMatching(
        /^The page could not be captured: redirected to http:\/\/127\.0\.0\.2:\d+\/redirected: .*loopback/,
      ),
    ],
    ['/download', 'The page could not be captured: the browser could not open it (Download is starting).'],
    ['/hang', `The page could not be captured: it did not finish within ${TIMEOUT_MS / 1000} seconds.`],
  ])('a page that fails (%s) is a 422 on url and charges nothing', async (path, message) => {
    const [before, count] = [await usage(), await rows()];
    const r = await shoot({ url: page(path), width: 320, height: 200 });
    expect(r.status, r.text).toBe(422);
    expect(r.body.errors).toEqual({ url: [message] });
    expect(await rows()).toBe(count);
    expect(await usage()).toEqual(before);
    expect(servers.forbidden.connections).toBe(0);
  });

  it('decodes a compressed page the server sent unasked (Chromium does not decode what it is handed)', async () => {
    const r = await shoot({ url: page('/gzipped'), width: 320, height: 200 });
    expect(r.status, r.text).toBe(201);
    expect(pixel(await downloadPng(local(r.body.data.image_url)), 160, 100)).toEqual(GREEN);
  });

  it('captures what is drawn when a resource of the page never finishes loading', async () => {
    const started = Date.now();
    const r = await shoot({ url: page('/hanging-image'), width: 320, height: 200 });
    expect(r.status, r.text).toBe(201);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
    expect(pixel(await downloadPng(local(r.body.data.image_url)), 160, 100)).toEqual(BLUE);
  });

  it('runs at most two captures at once; the others wait their turn', async () => {
    servers.slowDocuments.max = 0;
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => shoot({ url: page('/slow-document'), width: 320, height: 200 })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(servers.slowDocuments.max).toBe(2);
  });

  it('starts Chromium again when it died', async () => {
    const browsers = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => /chrom/.test(line))
      .map((line) => Number(line.trim().split(/\s+/)[0]));
    expect(browsers).toHaveLength(1);
    process.kill(browsers[0], 'SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    const r = await shoot({ url: page('/colours'), width: 320, height: 200 });
    expect(r.status, r.text).toBe(201);
  });

  it('417 You have reached your snap quota. without credits, capturing nothing', async () => {
    const broke = await t.account({ credits: 0 });
    const count = await rows();
    const r = await shoot({ url: page('/colours') }, broke.token);
    expect(r.status).toBe(417);
    expect(r.body).toEqual({ message: 'You have reached your snap quota.' });
    expect(await rows()).toBe(count);
  });

  it('every endpoint answers 401 without a token and 403 without the api_requests ability', async () => {
    const { token: weak } = await t.account({ abilities: [] });
    for (const [method, path] of [
      ['POST', '/api/v1/screenshots'],
      ['GET', '/api/v1/screenshots'],
      ['GET', '/api/v1/screenshots/00000000-0000-4000-8000-000000000000'],
    ]) {
      const body = method === 'POST' ? { url: page('/colours') } : undefined;
      const anon = await t.request(method, path, { body });
      expect([anon.status, anon.body], path).toEqual([401, { message: 'Unauthenticated.' }]);
      const forbidden = await t.request(method, path, { token: weak, body });
      expect([forbidden.status, forbidden.body], path).toEqual([403, { message: 'Invalid ability provided.' }]);
    }
  });

  it("GET one: 200 {data: Screenshot}; unknown, malformed and other accounts' ids are 404 Not found.", async () => {
    const made = (await shoot({ url: page('/colours'), width: 320, height: 200 })).body.data;
    const r = await t.request('GET', `/api/v1/screenshots/${made.id}`, { token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: made });
    const other = await t.account();
    for (const [id, tok] of [
      ['00000000-0000-4000-8000-000000000000', token],
      ['not-a-uuid', token],
      [made.id, other.token],
    ]) {
      const missing = await t.request('GET', `/api/v1/screenshots/${id}`, { token: tok });
      expect([missing.status, missing.body]).toEqual([404, { message: 'Not found.' }]);
    }
  });

  it('lists newest first, 25 a page, in the cursor envelope with uuid keys', async () => {
    const lister = await t.account();
    const prisma = t.app.services.database.prisma;
    const { accountId } = await prisma.user.findUniqueOrThrow({ where: { email: lister.email } });
    const base = Date.now() - 1e6;
    // Rows seeded directly: what is under test is the list, not 27 captures.
    await prisma.screenshot.createMany({
      data: Array.from({ length: 27 }, (_, i) => ({
        accountId,
        url: `https://example.com/${i}`,
        width: 1330,
        height: 780,
        mediaKey: `screenshots/seed-${i}.png`,
        createdAt: new Date(base + i * 1000),
      })),
    });
    const first = await t.request('GET', '/api/v1/screenshots', { token: lister.token });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(25);
    expect(first.body.data[0]).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: 'https://example.com/26',
      image_url: expect.stringMatching(/\/files\/screenshots\/seed-26\.png$/),
      width: 1330,
      height: 780,
      created_at: new Date(base + 26_000).toISOString(),
    });
    expect(first.body.meta).toEqual({ previous_cursor: null, next_cursor: expect.any(String) });
    const second = await t.request('GET', `/api/v1/screenshots?cursor=${first.body.meta.next_cursor}`, {
      token: lister.token,
    });
    expect(second.body.data.map((s: any) => s.url)).toEqual(['https://example.com/1', 'https://example.com/0']);
    expect(second.body.meta).toEqual({ previous_cursor: expect.any(String), next_cursor: null });
    const back = await t.request('GET', `/api/v1/screenshots?cursor=${second.body.meta.previous_cursor}`, {
      token: lister.token,
    });
    expect(back.body.data.map((s: any) => s.uuid)).toEqual(first.body.data.map((s: any) => s.uuid));
    // Other accounts' screenshots never show.
    const mine = await t.request('GET', '/api/v1/screenshots', { token });
    expect(mine.body.data.every((s: any) => !s.url.startsWith('https://example.com/'))).toBe(true);
  });

  it('GraphQL: createScreenshot, screenshot(id) and the screenshots connection', async () => {
    const fields = 'id url imageUrl width height createdAt';
    const created = await t.graphql(
      `mutation($input: CreateScreenshotInput!) { createScreenshot(input: $input) { ${fields} } }`,
      { input: { url: page('/colours'), width: 320, height: 200 } },
      token,
    );
    expect(created.errors).toBeUndefined();
    const shot = created.data.createScreenshot;
    expect(shot).toMatchObject({ url: page('/colours'), width: 320, height: 200 });
    const read = await t.graphql(`query($id: String!) { screenshot(id: $id) { ${fields} } }`, { id: shot.id }, token);
    expect(read.data.screenshot).toEqual(shot);
    const list = await t.graphql(
      `{ screenshots(first: 1) { edges { node { id } } pageInfo { hasNextPage } } }`,
      {},
      token,
    );
    expect(list.data.screenshots).toEqual({ edges: [{ node: { id: shot.id } }], pageInfo: { hasNextPage: true } });
    const refused = await t.graphql(
      `mutation { createScreenshot(input: { url: "http://10.0.0.1/" }) { id } }`,
      {},
      token,
    );
    expect(refused.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { url: [expect.stringMatching(/private/)] },
    });
  });
});
