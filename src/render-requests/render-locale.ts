import { canonicalLocale } from '../design/locale/catalog.js';
import type { RenderLocale } from '../templates/renderable-template.js';
import type { Checker } from '../validation/checker.js';

/** The most a render's message values may take as JSON. */
const MAX_VALUES_BYTES = 16 * 1024;

/** A BCP 47 tag, kept canonical; null when absent or refused (a 422 on `field`). */
export function checkLocaleTag(c: Checker, field: string, value: unknown): string | null {
  const tag = c.string(field, value, 64);
  const canonical = tag === null ? null : canonicalLocale(tag);
  if (tag !== null && !canonical) c.fail(field, `The locale "${tag}" is not a BCP 47 language tag.`);
  return canonical ?? null;
}

/** The values a render's messages' arguments take (`{count: 5}`); {} when none were given. */
export function checkMessageValues(c: Checker, value: unknown): Record<string, unknown> {
  const values = value == null ? {} : c.object('messageValues', value);
  if (values && Buffer.byteLength(JSON.stringify(values)) > MAX_VALUES_BYTES)
    c.fail(
      'messageValues',
      `The message values field must not be greater than ${MAX_VALUES_BYTES / 1024} kilobytes as JSON.`,
    );
  return values ?? {};
}

/**
 * The locale a render asks for (docs/rendering.md "Locales"): a BCP 47 tag, kept canonical, and the
 * values its messages' arguments take. Null when neither was asked (the template's default locale).
 */
export function checkRenderLocale(c: Checker, tagValue: unknown, valuesValue: unknown): RenderLocale | null {
  const tag = checkLocaleTag(c, 'locale', tagValue);
  const values = checkMessageValues(c, valuesValue);
  if (tagValue == null && valuesValue == null) return null;
  return { tag, values };
}
