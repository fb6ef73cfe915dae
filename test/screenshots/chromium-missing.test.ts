import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('screenshots when CHROMIUM_PATH names no browser', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp('pglite', { CHROMIUM_PATH: '/nonexistent/chromium' });
    ({ token } = await t.account({ credits: 5 }));
  });
  afterAll(() => t?.close());

  // A public IP literal: valid without DNS, and never contacted since nothing can be captured.
  it('answers 503 naming the setting (no other browser is tried), charges nothing, and the rest of the API keeps working', async () => {
    const usage = async () => (await t.request('GET', '/api/v1/usage', { token })).body;
    const before = await usage();
    const r = await t.request('POST', '/api/v1/screenshots', { token, body: { url: 'http://1.1.1.1/' } });
    expect(r.status).toBe(503);
    expect(r.body).toEqual({
      message:
        "CHROMIUM_PATH (/nonexistent/chromium) is not an executable file: correct it, or unset it to use the system's or the bundled Chromium.",
    });
    expect(await usage()).toEqual(before);
    expect((await t.request('GET', '/api/v1/screenshots', { token })).status).toBe(200);
    expect((await t.request('GET', '/api/v1/templates', { token })).status).toBe(200);
    const gql = await t.graphql('mutation { createScreenshot(input: { url: "http://1.1.1.1/" }) { id } }', {}, token);
    expect(gql.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
  });
});
