import express from 'express';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioFiles } from '../../src/studio/studio-files.js';
import { TMP } from '../support/paths.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const INDEX = '<!doctype html><title>Studio</title><script type="module" src="/studio/assets/app-3f9a.js"></script>';

/** studioFiles over a dist folder of the test's own, behind a real HTTP server (the app serves studio/dist the same way). */
async function serve(dist: string): Promise<{ url: string; close(): Promise<void> }> {
  const app = express();
  app.use('/studio', studioFiles('https://files.example', dist));
  const server: Server = await new Promise((r) => {
    const s = app.listen(0, '127.0.0.1', () => r(s));
  });
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

describe('serving the Studio files', () => {
  let dist: string;
  let s: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    dist = await mkdtemp(join(TMP, 'studio-dist-'));
    s = await serve(dist);
  });
  afterAll(async () => {
    await s?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers 503 with one line while studio/dist is not built', async () => {
    for (const path of ['/studio', '/studio/templates/x']) {
      const r = await fetch(s.url + path);
      expect(r.status).toBe(503);
      expect(r.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await r.text()).toBe('The Studio is not built: run npm run build:studio\n');
    }
  });

  it("serves index.html for the app's routes (no-cache), hashed assets for a year, all under a strict CSP", async () => {
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'assets', 'app-3f9a.js'), 'console.log(1)');
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    for (const path of [
      '/studio',
      '/studio/',
      '/studio/templates/0b8c7b6e-1111-4222-8333-944445555666',
      '/studio/batches',
      '/studio/sign-in?error=expired',
    ]) {
      const r = await fetch(s.url + path);
      expect(r.status, path).toBe(200);
      expect(await r.text()).toBe(INDEX);
      expect(r.headers.get('cache-control')).toBe('no-cache');
      const csp = r.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob: https://files.example");
      expect(csp).toContain("connect-src 'self' ws: wss:");
      expect(csp).not.toMatch(/script-src|unsafe-eval/);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const asset = await fetch(`${s.url}/studio/assets/app-3f9a.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log(1)');
    const icon = await fetch(`${s.url}/studio/favicon.svg`);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg/);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('the service at / and /studio', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('redirects / to /studio, and answers /studio itself (the app, or how to build it)', async () => {
    const root = await fetch(t.url + '/', { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/studio');
    const studio = await fetch(t.url + '/studio/usage');
    expect([200, 503]).toContain(studio.status);
    expect(studio.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
