import { expect } from 'vitest';
import { mediaFile } from './media-file.js';
import type { TestApp } from './test-app.js';

/** A template created over REST, and its snaps' bytes: each body names the template, the answer must be 201. */
export async function templateSnaps(t: TestApp, token: string, template: unknown) {
  const r = await t.request('POST', '/api/v1/templates', { token, body: template });
  expect(r.status, r.text).toBe(201);
  const uuid: string = r.body.data.uuid;
  return {
    uuid,
    async snap(body: Record<string, unknown>): Promise<Buffer> {
      const s = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: uuid, ...body } });
      expect(s.status, s.text).toBe(201);
      return mediaFile(t, s.body.media_url);
    },
  };
}
