import { Checker } from '../validation/checker.js';
import { maxItems } from '../validation/sentences.js';
import { ValidationError } from '../errors/validation-error.js';

const MAX_ORIGINS = 20;

/**
 * The origins a form's owner lets embed the form page and read its answers: each an exact web
 * origin (`https://shop.example.com`, a port when not the default), lower-cased. Both CSP
 * `frame-ancestors` and CORS take them as they are; wildcards are refused, since CORS has none.
 */
export function checkFrameAncestors(origins: string[]): string[] {
  if (origins.length > MAX_ORIGINS)
    throw ValidationError.of('frame_ancestors', maxItems('frame ancestors', MAX_ORIGINS));
  const c = new Checker();
  const checked = origins.map((given, i) => {
    const origin = originOf(given.trim());
    if (!origin)
      c.fail(
        `frame_ancestors.${i}`,
        `"${given}" is not an origin: write it as https://example.com (scheme, host and optional port, nothing else).`,
      );
    return origin ?? '';
  });
  c.done();
  return [...new Set(checked)];
}

function originOf(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname.includes('*')) return null;
  // Only scheme://host[:port], optionally with a bare trailing slash: a path or query would be dropped silently otherwise.
  return text.replace(/\/$/, '').toLowerCase() === url.origin ? url.origin : null;
}

/** The CSP directive: the listed origins, or the service's own origin only. */
export const frameAncestorsDirective = (origins: string[]) =>
  `frame-ancestors ${origins.length ? origins.join(' ') : "'self'"}`;
