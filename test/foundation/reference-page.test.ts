import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { CHROMIUM_PATH, launchChromium } from '../support/chromium.js';

describe.skipIf(!existsSync(CHROMIUM_PATH))('the API reference page in a real browser', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestApp('pglite'), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('shows the operations of openapi.json, asking nothing of any other host', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const response = await page.goto(`${t.url}/docs`);
    expect(response?.status()).toBe(200);
    await page.getByText('Verify the token').first().waitFor({ timeout: 20_000 });
    await page.getByText('Snapforge REST API').first().waitFor();
    await page.close();
    expect(requests).toContain(`${t.url}/api/v1/openapi.json`);
    expect(
      requests.filter((u) => !u.startsWith(`${t.url}/`) && !u.startsWith('data:') && !u.startsWith('blob:')),
    ).toEqual([]);
  });
});
