import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAndBrowser, buildStudio, violations } from '../studio/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// The API reference page (/docs: Scalar's bundle over openapi.json) under axe-core, as the Studio's pages are: no
// critical or serious violation (WCAG 2.1 A and AA rules and best practices, colour contrast included). Scalar draws a
// section when it scrolls into view and each tag's operations behind "Show More": every one is opened and scrolled
// past before the check, so the whole reference is checked, not the first screen.

/** Opens every "Show More" and scrolls to the end of the page, until nothing is left to open. */
async function drawEverything(page: Page): Promise<number> {
  let opened = 0;
  for (let i = 0; i < 600; i++) {
    const { clicked, atEnd } = await page.evaluate(() => {
      const buttons = [...document.querySelectorAll<HTMLElement>('button.show-more')];
      for (const b of buttons) b.click();
      const root = document.scrollingElement!;
      return { clicked: buttons.length, atEnd: root.scrollTop + innerHeight >= root.scrollHeight - 2 };
    });
    opened += clicked;
    if (atEnd && clicked === 0 && i > 5) return opened;
    await page.mouse.wheel(0, 1800);
    await page.waitForTimeout(100);
  }
  throw new Error('the reference page never reached its end');
}

describe('/docs accessibility (axe-core)', { timeout: 180_000 }, () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    buildStudio(); // it copies Scalar's bundle beside the Studio
    ({ t, browser } = await appAndBrowser(startTestApp('pglite')));
    page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('has no critical or serious violation on its first screen', async () => {
    await page.goto(`${t.url}/docs`);
    await page.getByRole('heading', { name: 'Snapforge REST API' }).first().waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('nor with every tag opened and every section drawn', async () => {
    // Eleven tags and the models.
    expect(await drawEverything(page)).toBeGreaterThanOrEqual(11);
    await page.getByText('List starter designs').first().waitFor({ state: 'attached' });
    expect(await violations(page)).toEqual([]);
  });
});
