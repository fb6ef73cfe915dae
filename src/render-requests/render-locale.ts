import { canonicalLocale } from '../design/locale/catalog.js';
import type { RenderLocale } from '../templates/renderable-template.js';
import type { Checker } from '../validation/checker.js';

/** The most a render's message values may take as JSON. */
const MAX_VALUES_BYTES = 16 * 1024;

/**
 * The locale a render asks for (docs/rendering.md "Locales"): a BCP 47 tag, kept canonical, and the
 * values its messages' arguments take. Null when neither was asked (the template's default locale).
 */
export function checkRenderLocale(c: Checker, tagValue: unknown, valuesValue: unknown): RenderLocale | null {
  const tag = c.string('locale', tagValue, 64);
  const canonical = tag === null ? null : canonicalLocale(tag);
  if (tag !== null && !canonical) c.fail('locale', `The locale "${tag}" is not a BCP 47 language tag.`);
  const values = valuesValue == null ? {} : c.object('messageValues', valuesValue);
  if (values && Buffer.byteLength(JSON.stringify(values)) > MAX_VALUES_BYTES)
    c.fail(
      'messageValues',
      `The message values field must not be greater than ${MAX_VALUES_BYTES / 1024} kilobytes as JSON.`,
    );
  if (tag === null && valuesValue == null) return null;
  return { tag: canonical ?? null, values: values ?? {} };
}
