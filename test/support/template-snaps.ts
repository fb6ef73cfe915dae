import { expect } from 'vitest';
import { mediaFile } from './media-file.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * A test app on PGlite with an account (20 credits) and this template created over REST, and its snaps'
 * bytes: each body names the template, the answer must be 201.
 */
export async function startWithTemplate(template: unknown) {
  const t: TestApp = await startTestApp('pglite');
  const { token } = await t.account({ credits: 20 });
  const r = await t.request('POST', '/api/v1/templates', { token, body: template });
  expect(r.status, r.text).toBe(201);
  const uuid: string = r.body.data.uuid;
  return {
    t,
    token,
    async snap(body: Record<string, unknown>): Promise<Buffer> {
      const s = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: uuid, ...body } });
      expect(s.status, s.text).toBe(201);
      return mediaFile(t, s.body.media_url);
    },
  };
}
