import { messageCheck, type RenderableTemplate, type RenderLocale } from '../templates/renderable-template.js';
import type { Checker } from '../validation/checker.js';
import { checkLocaleTag, checkMessageValues, checkRenderLocale } from './render-locale.js';
import { checkSizeNames, checkTemplateSizes } from './render-sizes.js';

/** The most locales one request asks for: a file each, times its sizes. */
const MAX_LOCALES = 20;

/**
 * Which of a template's sizes and locales a render asks for (docs/rendering.md "Sizes" and "Locales"),
 * the same for a snap, a batch and a render URL. Null: not asked (the design's own size; the template's
 * default locale). `locales` holds one locale when `locale` was asked.
 */
export interface RenderVariations {
  sizes: string[] | null;
  locales: RenderLocale[] | null;
}

/** One file a request makes: a size (null: the design's own) in a locale (null: the template's default). */
interface RenderVariation {
  size: string | null;
  locale: RenderLocale | null;
}

/** The variations' fields as a request names them; `locales` and `locale` are one or the other. */
export interface RenderVariationsCommand {
  sizes?: string[] | null;
  locale?: string | null;
  locales?: string[] | null;
  messageValues?: Record<string, unknown> | null;
}

/** The variations' descriptions, GraphQL's and OpenAPI's. */
export const RENDER_VARIATION_DOCS = {
  sizes:
    'The template\'s sizes to draw by name (`default` is its own; docs/rendering.md "Sizes"), a file each in this order, each charged.',
  locale:
    'A BCP 47 locale: text layers that name a message show it in this locale, else in the template\'s default one (docs/rendering.md "Locales").',
  locales: `Several BCP 47 locales (1 to ${MAX_LOCALES}), a file each in this order (times the sizes), each charged; instead of \`locale\`.`,
  messageValues: 'The arguments of the messages, e.g. `{"count": 5}` for a plural.',
};

/** The request's own checks of its sizes and locales (the template's are `checkTemplateVariations`'). */
export function checkRenderVariations(c: Checker, input: RenderVariationsInput): RenderVariations {
  const sizes = checkSizeNames(c, 'sizes', input.sizes);
  if (input.locales == null) {
    const locale = checkRenderLocale(c, input.locale, input.messageValues);
    return { sizes, locales: locale && [locale] };
  }
  if (input.locale != null) c.fail('locales', 'The locales field is prohibited when locale is present.');
  const list = c.list('locales', input.locales);
  if (list === null) return { sizes, locales: null };
  if (list.length === 0) c.fail('locales', 'The locales field must have at least 1 item.');
  if (list.length > MAX_LOCALES) c.fail('locales', `The locales field must not have more than ${MAX_LOCALES} items.`);
  const values = checkMessageValues(c, input.messageValues);
  const tags = list.map((tag, i) => checkLocaleTag(c, `locales.${i}`, tag));
  tags.forEach((tag, i) => {
    if (tag !== null && tags.indexOf(tag) !== i) c.fail(`locales.${i}`, `The locale "${tag}" is asked twice.`);
  });
  const locales = tags.map((tag) => ({ tag, values }));
  return { sizes, locales };
}

type RenderVariationsInput = { [K in keyof RenderVariationsCommand]?: unknown };

/**
 * What only the template tells: each size asked is one it has, and each locale's messages can be
 * formatted with the values given (a 422 naming the field). Returns the messages a locale asked has not
 * in the template's catalogs (drawn in the default locale's words), each once.
 */
export function checkTemplateVariations(c: Checker, t: RenderableTemplate, v: RenderVariations): string[] {
  if (v.sizes) checkTemplateSizes(c, 'sizes', t, v.sizes);
  const missing = new Set<string>();
  for (const locale of v.locales ?? []) {
    const messages = messageCheck(t, locale);
    for (const problem of messages.problems) c.fail('messageValues', `${problem}.`);
    for (const name of messages.missing) missing.add(name);
  }
  return [...missing];
}

/**
 * Every file the request makes, locale by locale and in each the sizes in order: one when neither
 * was asked. A batch makes these for each of its rows.
 */
export function renderMatrix(v: RenderVariations): RenderVariation[] {
  return (v.locales ?? [null]).flatMap((locale) => (v.sizes ?? [null]).map((size) => ({ size, locale })));
}
