import { MAX_SIZES, OWN_SIZE } from '../design/layout/sizes.js';
import { sizeOf, type RenderableTemplate } from '../templates/renderable-template.js';
import type { Checker } from '../validation/checker.js';

/** A size's name as a request gives it (checked against the template's by checkTemplateSize). */
export const checkSizeName = (c: Checker, field: string, value: unknown): string | null => c.string(field, value, 32);

/**
 * The sizes a render asks for by name (docs/rendering.md "Sizes"): a file each, in the order asked;
 * `default` is the design's own. Null when none were asked (the design's own size, as always).
 */
export function checkSizeNames(c: Checker, field: string, value: unknown): string[] | null {
  const list = c.list(field, value);
  if (list === null) return null;
  if (list.length === 0) c.fail(field, `The ${field} field must have at least 1 item.`);
  if (list.length > MAX_SIZES + 1) c.fail(field, `The ${field} field must not have more than ${MAX_SIZES + 1} items.`);
  const names = list.flatMap((v, i) => {
    const name = checkSizeName(c, `${field}.${i}`, v);
    if (name !== null && list.indexOf(v) !== i) c.fail(`${field}.${i}`, `The size "${name}" is asked twice.`);
    return name === null ? [] : [name];
  });
  return names.length === list.length ? names : null;
}

/** Each size asked is one the template has, else a 422 naming it and the sizes it has. */
export function checkTemplateSizes(c: Checker, field: string, t: RenderableTemplate, names: readonly string[]): void {
  names.forEach((name, i) => checkTemplateSize(c, `${field}.${i}`, t, name));
}

/** A size asked is one the design has (`default` is its own), else a 422 on `field` naming the sizes it has. */
export function checkTemplateSize(c: Checker, field: string, t: { sizes?: unknown }, name: string): void {
  if (name === OWN_SIZE || sizeOf(t, name)) return;
  const known = [OWN_SIZE, ...((t.sizes ?? []) as { name: string }[]).map((s) => s.name)];
  c.fail(field, `The template has no size "${name}": its sizes are ${known.join(', ')}.`);
}
