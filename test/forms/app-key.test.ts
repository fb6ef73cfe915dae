import { createHmac } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { loadAppKey } from '../../src/forms/app-key.js';
import { createTemplate } from '../snaps/fixtures.js';
import { TMP } from '../support/paths.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createForm, submit } from './support.js';

const hmac = (key: string, data: string) => createHmac('sha256', key).update(data).digest('hex');

describe('the signing key', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(TMP, 'app-key-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is generated once into DATA_DIR/app.key (mode 0600), also by processes starting together, and reused', async () => {
    const dataDir = join(dir, 'fresh');
    const keys = await Promise.all(Array.from({ length: 5 }, () => loadAppKey({ DATA_DIR: dataDir })));
    expect(new Set(keys.map((k) => k.toString())).size).toBe(1);
    expect(keys[0].length).toBeGreaterThanOrEqual(32);
    expect((await stat(join(dataDir, 'app.key'))).mode & 0o777).toBe(0o600);
    expect((await loadAppKey({ DATA_DIR: dataDir })).equals(keys[0])).toBe(true);
    expect(await readdir(dataDir)).toEqual(['app.key']);
  });

  it('is APP_KEY when set (no file written); a short APP_KEY stops start-up without echoing it', async () => {
    const key = 'k'.repeat(40);
    expect((await loadAppKey({ APP_KEY: key, DATA_DIR: join(dir, 'unused') })).toString()).toBe(key);
    await expect(stat(join(dir, 'unused'))).rejects.toThrow();
    expect(() => loadConfig({ APP_KEY: 'short-secret' })).toThrow(/^Invalid APP_KEY: must be at least 32 characters/);
    expect(() => loadConfig({ APP_KEY: 'short-secret' })).not.toThrow(/short-secret/);
  });
});

describe('a server with APP_KEY and a low rate limit', () => {
  const APP_KEY = 'an-operator-chosen-key-of-forty-chars!!!';
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp('pglite', { APP_KEY, RATE_LIMIT_PER_MINUTE: '2' });
    ({ token } = await t.account({ credits: 10 }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs form URLs with APP_KEY: HMAC-SHA256 (hex) of the URL without its signature', async () => {
    const form = await createForm(t, token, { templateId: await createTemplate(t, token), layers: ['title'] });
    const [base, sig] = form.url.split('?signature=');
    expect(sig).toBe(hmac(APP_KEY, base));
    await expect(stat(join(t.dataDir, 'app.key'))).rejects.toThrow();
  });

  it('never rate-limits form submissions, though other routes are limited', async () => {
    const form = await createForm(t, token, { templateId: await createTemplate(t, token), layers: ['title'] });
    for (let i = 0; i < 4; i++) {
      const r = await submit(t, form.url, { title: `#${i}` });
      expect(r.status).toBe(200);
      expect(r.headers.get('x-ratelimit-limit')).toBeNull();
    }
    const limited = [];
    for (let i = 0; i < 3; i++) limited.push((await t.request('GET', '/api/v1/auth', { token })).status);
    expect(limited).toEqual([200, 200, 429]);
  });
});
