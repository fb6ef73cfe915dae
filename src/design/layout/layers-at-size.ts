import type { Constraints } from './layout-fields.js';
import { resizedBox } from './resize.js';
import type { TemplateSize } from './sizes.js';

interface Placed {
  layer: string;
  x: number;
  y: number;
  width: number;
  height: number;
  constraints?: Constraints;
}

/**
 * A design's layers drawn at one of its sizes: each box moved and stretched as its constraints say
 * (resize.ts), then the size's own overrides for that layer set over it (checked when the template
 * was written, so the result is a valid layer).
 */
export function layersAtSize<L extends Placed>(
  layers: readonly L[],
  from: { width: number; height: number },
  size: TemplateSize,
): L[] {
  return layers.map((l) => {
    const box = resizedBox(l, l.constraints, from, size);
    return { ...l, ...box, ...(size.layers?.[l.layer] as Partial<L> | undefined) };
  });
}
