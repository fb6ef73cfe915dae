import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Checker } from '../../src/validation/checker.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createTemplate } from '../snaps/fixtures.js';

/** What a command's rules read, field by field: each rule that types or requires a field reads it through one of these. */
const READS = ['required', 'string', 'integer', 'positive', 'boolean', 'list', 'object'] as const;

/**
 * Issue 28: each REST command's rules run once per request. A REST edge that checked a body before
 * handing it on, and the service that checked it again, would be two checkers reading the body.
 */
describe('one check per command', () => {
  let t: TestApp;
  let token: string;
  let templateUuid: string;
  let templateId: number;
  /** The checkers that read a field while answering one request. */
  const checkers = new Set<Checker>();

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 100 }));
    templateUuid = await createTemplate(t, token);
    templateId = (
      await t.request('POST', '/api/v1/templates', {
        token,
        body: { title: 'Patched', width: 100, height: 100, layers: [] },
      })
    ).body.data.id;
    for (const method of READS) {
      const original = Checker.prototype[method] as (this: Checker, field: string, ...rest: unknown[]) => unknown;
      vi.spyOn(Checker.prototype, method).mockImplementation(function (
        this: Checker,
        field: string,
        ...rest: unknown[]
      ) {
        checkers.add(this);
        return original.call(this, field, ...rest);
      } as never);
    }
  });
  afterEach(() => checkers.clear());
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  it.each([
    [
      'POST /api/v1/snaps',
      'POST',
      '/api/v1/snaps',
      () => ({ template_id: templateUuid, format: 'jpeg', variants: [{ layer: 'title', text: 'Once' }] }),
      201,
    ],
    [
      'POST /api/v1/snaps, refused',
      'POST',
      '/api/v1/snaps',
      () => ({ template_id: templateUuid, format: 'gif', async: 'yes' }),
      422,
    ],
    [
      'POST /api/v1/snaps/batches',
      'POST',
      '/api/v1/snaps/batches',
      () => ({ template_id: templateUuid, webhook_url: null, items: [{ identifier: 'a' }, { identifier: 'b' }] }),
      202,
    ],
    [
      'POST /api/v1/templates',
      'POST',
      '/api/v1/templates',
      () => ({ title: 'Once', width: 300, height: 200, layers: [] }),
      201,
    ],
    [
      'PATCH /api/v1/templates/{id}',
      'PATCH',
      '/api/v1/templates/:template',
      () => ({ title: 'Twice?', width: 400 }),
      200,
    ],
    [
      'POST /api/v1/screenshots, refused',
      'POST',
      '/api/v1/screenshots',
      () => ({ url: 'https://example.com', width: 10 }),
      422,
    ],
  ])('%s runs one checker', async (_name, method, path, body, status) => {
    const r = await t.request(method, path.replace(':template', String(templateId)), { token, body: body() });
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    expect(checkers.size).toBe(1);
  });
});
