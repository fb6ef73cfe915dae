import { FIXED_KEYS, type TemplateSize } from '../design/layout/sizes.js';
import { fromZod } from '../validation/zod-errors.js';
import type { Checker } from '../validation/checker.js';
import { layerSchema, type Layer } from '../design/layers/layer-schema.js';

/**
 * The per-size overrides of a template's sizes (docs/rendering.md "Sizes"): each names a layer of the
 * design and, set over it, leaves a valid layer, so every size draws. Problems go to `c` under
 * `sizes.<i>.layers.<key>[.<property>]`.
 */
export function checkSizeOverrides(c: Checker, sizes: readonly TemplateSize[], layers: readonly Layer[]): void {
  const byKey = new Map(layers.map((l) => [l.layer, l]));
  sizes.forEach((size, i) => {
    for (const [key, override] of Object.entries(size.layers ?? {})) {
      const at = `sizes.${i}.layers.${key}`;
      const layer = byKey.get(key);
      const fixed = FIXED_KEYS.find((k) => k in override);
      if (!layer) c.fail(at, `No layer has the key "${key}".`);
      else if (fixed) c.fail(`${at}.${fixed}`, `The ${fixed} of a layer cannot be set per size.`);
      else {
        const parsed = layerSchema.safeParse({ ...layer, ...override });
        if (!parsed.success) Object.assign(c.errors, fromZod(parsed.error, ['sizes', i, 'layers', key]).errors);
      }
    }
  });
}
