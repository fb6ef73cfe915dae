import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { BLUE, downloadPng, pixel, RED, startPageServers, type PageServers } from './pages.js';

describe('screenshots on a machine with no system browser', () => {
  let t: TestApp;
  let servers: PageServers;
  let token: string;

  beforeAll(async () => {
    servers = await startPageServers();
    // CHROMIUM_SYSTEM_PATHS names no browser, and CHROMIUM_PATH is unset: the system Chromium is hidden.
    t = await startTestApp('pglite', {
      ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
      CHROMIUM_SYSTEM_PATHS: '/nonexistent/chromium',
    });
    ({ token } = await t.account({ credits: 5 }));
  });
  afterAll(async () => {
    await t?.close();
    await servers?.close();
  });

  it('unpacks the Chromium of @sparticuz/chromium into DATA_DIR once and captures the page with it', async () => {
    const r = await t.request('POST', '/api/v1/screenshots', { token, body: { url: `${servers.pages.url}colours` } });
    expect(r.status, r.text).toBe(201);
    const png = await downloadPng(r.body.data.image_url.replace('http://localhost:0', t.url));
    expect(pixel(png, 665, 100)).toEqual(RED);
    expect(pixel(png, 665, 700)).toEqual(BLUE);
    // Unpacked in place, nothing left half-done beside it.
    expect((await readdir(t.dataDir)).filter((f) => f.startsWith('chromium-'))).toEqual(['chromium-143.0.4']);
    expect((await stat(join(t.dataDir, 'chromium-143.0.4', 'chromium'))).mode & 0o111).not.toBe(0);
  }, 180_000);
});
