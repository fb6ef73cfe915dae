import { ForbiddenError } from '../errors/forbidden-error.js';
import type { TemplateDesignFields } from './template-input.js';

const stable = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );

/**
 * Refuses a draft that changes more than the text of its layers (an embed token with EDIT_TEXT only):
 * the same layers in the same order, each with the same properties but its text. Names what changed.
 */
export function checkTextOnly(before: TemplateDesignFields, after: TemplateDesignFields): void {
  const refuse = (what: string) => {
    throw new ForbiddenError(`This embed token may change text only: ${what} changed.`);
  };
  const { layers: a, ...canvasBefore } = before;
  const { layers: b, ...canvasAfter } = after;
  for (const key of new Set([...Object.keys(canvasBefore), ...Object.keys(canvasAfter)]))
    if (stable(canvasBefore[key as keyof typeof canvasBefore]) !== stable(canvasAfter[key as keyof typeof canvasAfter]))
      refuse(`the template's ${key}`);
  if (stable(a.map((l) => l.layer)) !== stable(b.map((l) => l.layer))) refuse('the layers');
  a.forEach((layer, i) => {
    const other = b[i] as unknown as Record<string, unknown>;
    const own = layer as unknown as Record<string, unknown>;
    for (const key of new Set([...Object.keys(own), ...Object.keys(other)]))
      if (key !== 'text' && stable(own[key]) !== stable(other[key])) refuse(`"${layer.layer}"'s ${key}`);
  });
}
