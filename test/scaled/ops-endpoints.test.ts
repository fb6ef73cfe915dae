import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemplate } from '../snaps/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('health, readiness and metrics (one process)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 100 }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('smoke', async () => {
    const tpl = await createTemplate(t, token);
    const s = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: tpl } });
    expect(s.status).toBe(201);
    await t.request('GET', `/api/v1/snaps/${s.body.uuid ?? s.body.data?.uuid}`, { token });
    await t.request('GET', '/api/v1/nope', { token });
    console.log((await t.request('GET', '/readyz')).text);
    const m = await t.request('GET', '/metrics');
    console.log(m.text.split('\n').filter((l) => l.startsWith('snapforge_') && !l.includes('_bucket')).join('\n'));
  });
});
