import { OutboundUrlError, type OutboundPolicy } from '../net/outbound-policy.js';
import { Checker, only, type Untyped } from '../validation/checker.js';
import { maxChars, mustBe } from '../validation/sentences.js';

/** The body of POST /v1/screenshots, with the spec's field names. */
export interface ScreenshotRequest {
  url?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface ValidScreenshotRequest {
  url: string;
  width: number;
  height: number;
}

const DEFAULT_VIEWPORT = { width: 1330, height: 780 };
/** From a small phone to 4K: beyond that a capture costs more memory than a page is worth. */
const VIEWPORT_LIMITS = { width: { min: 320, max: 3840 }, height: { min: 200, max: 2160 } };
const MAX_URL_LENGTH = 2048;

/** Every field checked and every error reported at once; the page address must pass the outbound policy. */
export async function parseScreenshotRequest(
  body: Untyped<ScreenshotRequest>,
  policy: OutboundPolicy,
): Promise<ValidScreenshotRequest> {
  const c = new Checker();
  const width = c.integer('width', body.width ?? DEFAULT_VIEWPORT.width, VIEWPORT_LIMITS.width);
  const height = c.integer('height', body.height ?? DEFAULT_VIEWPORT.height, VIEWPORT_LIMITS.height);
  const url = c.string('url', body.url) ?? '';
  if (c.errors.url) {
    // Mistyped: nothing more to say of it.
  } else if (url === '') c.required('url', null);
  else if (url.length > MAX_URL_LENGTH) c.fail('url', maxChars('url', MAX_URL_LENGTH));
  else if (!URL.canParse(url)) c.fail('url', mustBe('url', 'a valid URL'));
  else {
    try {
      await policy.assertAllowed(url);
    } catch (e) {
      if (!(e instanceof OutboundUrlError)) throw e;
      c.fail('url', `The url must be a public http or https address: ${e.reason}.`);
    }
  }
  c.done();
  return { url, width: width!, height: height! };
}

/** A REST body (under camelCase names) as the request: its own fields. Checked by the service. */
export const screenshotRequestOf = (body: Record<string, unknown>): Untyped<ScreenshotRequest> =>
  only(body, { url: true, width: true, height: true });
