import { IntlMessageFormat } from 'intl-messageformat';
import { z } from 'zod';

/**
 * A template's messages per locale (docs/rendering.md "Locales"): ICU MessageFormat strings (plurals,
 * selects, numbers, currencies and dates through `Intl`) by key, per BCP 47 locale, and the locale a
 * missing message falls back to. A text layer names a message with `message`.
 */
const MAX_CATALOG_BYTES = 256 * 1024;
const MAX_MESSAGE = 10_000;

/** The locale's canonical BCP 47 form, or undefined when it is not one. */
export function canonicalLocale(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

const locale = z.string().refine((t) => canonicalLocale(t) !== undefined, 'The locale is not a BCP 47 language tag');

export const localesSchema = z
  .strictObject({
    default_locale: locale,
    /** A right-to-left locale mirrors the layout (layers marked `rtl: "keep"` stay). */
    mirror_rtl: z.boolean().default(false),
    messages: z.record(z.string(), z.record(z.string().min(1).max(64), z.string().max(MAX_MESSAGE))),
  })
  .superRefine((c, ctx) => {
    if (Buffer.byteLength(JSON.stringify(c)) > MAX_CATALOG_BYTES) {
      ctx.addIssue({
        code: 'custom',
        message: `The catalogs must not be greater than ${MAX_CATALOG_BYTES / 1024} kilobytes as JSON.`,
      });
      return;
    }
    if (!c.messages[c.default_locale])
      ctx.addIssue({
        code: 'custom',
        path: ['default_locale'],
        message: `No messages are given for "${c.default_locale}".`,
      });
    for (const [tag, messages] of Object.entries(c.messages)) {
      if (canonicalLocale(tag) === undefined) {
        ctx.addIssue({ code: 'custom', path: ['messages', tag], message: `"${tag}" is not a BCP 47 language tag` });
        continue;
      }
      for (const [key, text] of Object.entries(messages)) {
        const problem = parseProblem(text, tag);
        if (problem)
          ctx.addIssue({
            code: 'custom',
            path: ['messages', tag, key],
            message: `The message does not parse: ${problem}.`,
          });
      }
    }
  });
export type Locales = z.output<typeof localesSchema>;

function parseProblem(text: string, tag: string): string | undefined {
  try {
    new IntlMessageFormat(text, tag);
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * The message `key` in `tag`, its arguments filled from `values`; from the default locale when `tag`
 * has none (`missing` then says so); undefined when no locale has it. A message that cannot be
 * formatted with these values (an argument absent) shows its source, and `problem` says why.
 */
export function formatMessage(
  catalog: Locales,
  key: string,
  tag: string,
  values: Record<string, unknown>,
): { text: string; missing: boolean; problem?: string } | undefined {
  const own = catalog.messages[tag]?.[key];
  const text = own ?? catalog.messages[catalog.default_locale]?.[key];
  if (text === undefined) return undefined;
  const missing = own === undefined;
  try {
    const formatted = new IntlMessageFormat(text, missing ? catalog.default_locale : tag).format(
      values as Record<string, string | number | Date>,
    );
    return { text: Array.isArray(formatted) ? formatted.join('') : String(formatted), missing };
  } catch (e) {
    return { text, missing, problem: `The message "${key}" cannot be formatted: ${(e as Error).message}` };
  }
}
