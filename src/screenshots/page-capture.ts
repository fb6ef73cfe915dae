import { OutboundUrlError, type OutboundPolicy } from '../net/outbound-policy.js';
import { UnavailableError } from '../errors/unavailable-error.js';
import { ValidationError } from '../errors/validation-error.js';
import type { RunningBrowser } from './chromium.js';
import { fetchResource, policyRoute, type Resource } from './policy-route.js';

/** The page could not be captured: a 422 on `url`, as it is the page that failed. Nothing is charged. */
class PageCaptureError extends ValidationError {
  constructor(reason: string) {
    super({ url: [`The page could not be captured: ${reason}.`] });
  }
}

export interface CaptureRequest {
  url: string;
  width: number;
  height: number;
  /** For everything: fetching the page, loading what it loads, taking the picture. */
  timeoutMs: number;
}

// The Accept header Chromium sends with a navigation.
const NAVIGATION_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';

/** A PNG of the page's viewport, in a fresh browser context whose every request goes through the outbound policy. */
export async function capturePage(
  { browser, userAgent }: RunningBrowser,
  policy: OutboundPolicy,
  req: CaptureRequest,
): Promise<Buffer> {
  const deadline = Date.now() + req.timeoutMs;
  const timeLeft = () => Math.max(1, deadline - Date.now());
  const tooSlow = () => new PageCaptureError(`it did not finish within ${req.timeoutMs / 1000} seconds`);
  // The page is fetched ahead of the browser: its redirects are followed (and checked) here, so the
  // browser opens it at its final address, and a page that cannot be fetched is reported, not pictured.
  let document: Resource;
  try {
    document = await fetchResource(policy, req.url, {
      headers: { accept: NAVIGATION_ACCEPT, 'user-agent': userAgent },
      timeoutMs: timeLeft(),
    });
  } catch (err) {
    if (!(err instanceof OutboundUrlError)) throw err;
    throw Date.now() >= deadline ? tooSlow() : new PageCaptureError(err.reason);
  }
  const context = await browser.newContext({
    viewport: { width: req.width, height: req.height },
    serviceWorkers: 'block',
    acceptDownloads: false,
  });
  try {
    await context.route('**/*', policyRoute(policy, document, timeLeft));
    const page = await context.newPage();
    await page
      .goto(navigationAddress(document.url, req.url), { waitUntil: 'domcontentloaded', timeout: timeLeft() })
      .catch((err: unknown) => {
        // A download, a crashed tab...: the browser's own words, without Playwright's call log.
        if (isTimeout(err) || !browser.isConnected()) throw err;
        throw new PageCaptureError(
          `the browser could not open it (${(err as Error).message.split('\n')[0].replace(/^page\.goto: /, '')})`,
        );
      });
    // Slow images and scripts get until a quarter of the budget is left; then what is drawn is captured.
    await page
      .waitForLoadState('load', { timeout: Math.max(1, timeLeft() - req.timeoutMs / 4) })
      .catch((err: unknown) => {
        if (!isTimeout(err)) throw err;
      });
    return await page.screenshot({ type: 'png', timeout: timeLeft() });
  } catch (err) {
    if (err instanceof PageCaptureError) throw err;
    if (isTimeout(err)) throw tooSlow();
    if (!browser.isConnected()) throw new UnavailableError('Chromium stopped during the capture; try again.');
    if (err instanceof Error && /crashed/i.test(err.message))
      throw new PageCaptureError('the page crashed its browser tab');
    throw err;
  } finally {
    await context.close().catch(() => {});
  }
}

const isTimeout = (err: unknown) => err instanceof Error && err.name === 'TimeoutError';

/** Where the fetch ended, keeping the requested #fragment when the redirect gave none (as browsers do). */
function navigationAddress(finalUrl: string, requestedUrl: string): string {
  const address = new URL(finalUrl);
  if (!address.hash) address.hash = new URL(requestedUrl).hash;
  return address.href;
}
