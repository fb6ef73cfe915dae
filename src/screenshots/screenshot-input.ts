import { OutboundUrlError, type OutboundPolicy } from '../net/outbound-policy.js';
import { Checker } from '../validation/checker.js';
import { ValidationError, type FieldErrors } from '../validation/validation-error.js';

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
export async function parseScreenshotRequest(body: ScreenshotRequest, policy: OutboundPolicy): Promise<ValidScreenshotRequest> {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const size = (field: 'width' | 'height') => {
    const value = body[field] ?? DEFAULT_VIEWPORT[field];
    const { min, max } = VIEWPORT_LIMITS[field];
    if (value < min) fail(field, `The ${field} field must be at least ${min}.`);
    if (value > max) fail(field, `The ${field} field must not be greater than ${max}.`);
    return value;
  };
  const width = size('width');
  const height = size('height');
  const url = body.url ?? '';
  if (url === '') fail('url', 'The url field is required.');
  else if (url.length > MAX_URL_LENGTH) fail('url', `The url field must not be greater than ${MAX_URL_LENGTH} characters.`);
  else if (!URL.canParse(url)) fail('url', 'The url field must be a valid URL.');
  else {
    try {
      await policy.assertAllowed(url);
    } catch (e) {
      if (!(e instanceof OutboundUrlError)) throw e;
      fail('url', `The url must be a public http or https address: ${e.reason}.`);
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { url, width, height };
}

/** REST's edge: a body (under camelCase names) as the typed input GraphQL takes; a value its types cannot carry is refused here. */
export function typedScreenshotRequest(body: Record<string, unknown>): ScreenshotRequest {
  const c = new Checker();
  const input = { url: c.string('url', body.url), width: c.integer('width', body.width), height: c.integer('height', body.height) };
  c.done();
  return input;
}
