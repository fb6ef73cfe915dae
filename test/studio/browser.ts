import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { createSignInLink } from '../../src/studio/studio-sessions.js';
import { studioLinkUrl } from '../../src/accounts/studio-link-url.js';
import { launchChromium } from '../support/chromium.js';
import { ROOT } from '../support/paths.js';
import { freePort } from '../support/processes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Every run takes them; only STUDIO_SCREENSHOTS=docs writes the committed copies (a plain
// `npm test` then leaves the checkout clean).
const SCREENSHOTS =
  process.env.STUDIO_SCREENSHOTS === 'docs' ? join(ROOT, 'docs', 'studio') : join(ROOT, '.tmp', 'studio-screenshots');

/** studio/dist, rebuilt when a source is newer (a fresh clone's first run builds it). */
export function buildStudio(): void {
  execFileSync(process.execPath, ['scripts/build-studio.js', '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
}

/** The page as the docs show it (docs/studio/<name>.png with STUDIO_SCREENSHOTS=docs), transitions finished (a full progress bar drawn full), an editor's canvas current. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  // An editor's canvas showing an older design than its panels would mislead the reader.
  if (await page.locator('img.draft').count()) await page.locator('img.draft[data-current=true]').waitFor();
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}

/**
 * The app starting and Chromium launching at once (each is seconds of a test file's set-up); when
 * one fails, the other is stopped before the error is thrown, so nothing is left running.
 */
export async function appAndBrowser(starting: Promise<TestApp>): Promise<{ t: TestApp; browser: Browser }> {
  const [app, browser] = await Promise.allSettled([starting, launchChromium()]);
  if (app.status === 'fulfilled' && browser.status === 'fulfilled') return { t: app.value, browser: browser.value };
  if (app.status === 'fulfilled') await app.value.close();
  if (browser.status === 'fulfilled') await browser.value.close();
  throw app.status === 'rejected' ? app.reason : (browser as PromiseRejectedResult).reason;
}

/**
 * Follows a page's requests from now on; `settled()` waits until none has been in flight for
 * `quietMs` (Playwright's `networkidle` waits a fixed 500 ms after the last one, on every page
 * visited). Subscriptions over a WebSocket do not count, as there.
 */
export function requestsOf(page: Page) {
  const inFlight = new Set<Request>();
  const done = (r: Request) => inFlight.delete(r);
  page
    .on('request', (r) => inFlight.add(r))
    .on('requestfinished', done)
    .on('requestfailed', done);
  return {
    async settled(quietMs = 150, timeoutMs = 15_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      let quietSince = inFlight.size ? Infinity : Date.now();
      while (Date.now() - quietSince < quietMs) {
        if (Date.now() > deadline)
          throw new Error(
            `requests still in flight after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`,
          );
        await new Promise((r) => setTimeout(r, 25));
        if (inFlight.size) quietSince = Infinity;
        else if (quietSince === Infinity) quietSince = Date.now();
      }
    },
  };
}

/** The real app on its own port (its address is PUBLIC_URL, so links and media load), and a Chromium page signed in as a new account. */
export async function signedInStudio(opts: {
  credits: number;
  viewport: { width: number; height: number };
  env?: Record<string, string>;
}) {
  buildStudio();
  const port = await freePort();
  const { t, browser } = await appAndBrowser(
    startTestApp('pglite', { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...opts.env }),
  );
  const account = await t.account({ credits: opts.credits });
  const context = await browser.newContext({ viewport: opts.viewport });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(studioLinkUrl(t.url, await createSignInLink(t.app.services.database.prisma, account.email)));
  return { t, browser, context, page, token: account.token };
}

/** The critical and serious violations on the page as it is, one line each: rule, impact, where. */
export async function violations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Only violations carry their nodes back: the passes of a long page (the API reference) were most of its time.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
}

/** Picks an option of one of the Studio's selects (a combobox and its listbox), as a person does: open, click. */
export async function choose(combobox: Locator, option: string | RegExp): Promise<void> {
  await combobox.click();
  await combobox
    .page()
    .getByRole('listbox')
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .click();
}

/** A layer's row in the layer list, hovered so that its actions show. */
export async function layerRow(page: Page, key: string): Promise<Locator> {
  const row = page.locator('.layer-row').filter({ has: page.getByRole('button', { name: key, exact: true }) });
  await row.hover();
  return row;
}
