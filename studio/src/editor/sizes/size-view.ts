import { layersAtSize } from '../../../../src/design/layout/layers-at-size.js';
import type { TemplateSize } from '../../../../src/design/layout/sizes.js';
import type { Design, Layer } from '../design';

/** The design's own canvas as a render names it (the API's `default`, never a size's name). */
export const OWN_SIZE = 'default';
/** What a size's override may not set (the API refuses them): which layer, its type, what it follows. */
const DESIGN_ONLY = ['layer', 'type', 'below', 'wraps'];

type Placed = Parameters<typeof layersAtSize>[0][number];
const placed = (layers: Layer[]) => layers as unknown as Placed[];
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The design as the editor shows it at one of its sizes: that canvas, each layer moved as its
 * constraints say and the size's overrides set over it, with the renderer's own arithmetic
 * (src/design/layout). The design itself when it has no size of that name.
 */
export function designAtSize(d: Design, name: string): Design {
  const size = d.sizes?.find((s) => s.name === name);
  if (!size) return d;
  const layers = layersAtSize(placed(d.layers), d, size as TemplateSize) as unknown as Layer[];
  return { ...d, width: size.width, height: size.height, layers };
}

/**
 * A change made to the design shown at size `name` (`view` before, `next` after), written back to the
 * design: a property changed on a layer becomes that size's override for it (`sizes[i].layers[key]`),
 * the canvas's width and height the size's own; the title, background, animation and catalogs are
 * the design's. A layer added, removed or moved changes the stack, which is the design's at every
 * size. An override equal to what the size draws without it is dropped, so setting a property back
 * takes the hand away.
 */
export function writtenAtSize(base: Design, name: string, view: Design, next: Design): Design {
  const size = base.sizes?.find((s) => s.name === name);
  if (!size) return next;
  const overrides: Record<string, Partial<Layer>> = { ...size.layers };
  const sameStack =
    next.layers.length === view.layers.length && next.layers.every((l, i) => l.layer === view.layers[i].layer);
  let layers: Layer[];
  if (sameStack) {
    layers = base.layers.map((own, i) => {
      const was = view.layers[i];
      const now = next.layers[i];
      let out = own;
      for (const k of new Set([...Object.keys(was), ...Object.keys(now)])) {
        if (same(was[k], now[k])) continue;
        if (DESIGN_ONLY.includes(k)) out = { ...out, [k]: now[k] };
        else overrides[own.layer] = { ...overrides[own.layer], [k]: now[k] };
      }
      return out;
    });
  } else {
    const own = new Map(base.layers.map((l) => [l.layer, l]));
    layers = next.layers.map((l) => own.get(l.layer) ?? l);
  }
  const plain = layersAtSize(placed(layers), base, {
    ...size,
    layers: undefined,
  } as TemplateSize) as unknown as Layer[];
  const kept: Record<string, Partial<Layer>> = {};
  for (const l of plain) {
    const left = Object.entries(overrides[l.layer] ?? {}).filter(([k, v]) => v !== undefined && !same(v, l[k]));
    if (left.length > 0) kept[l.layer] = Object.fromEntries(left) as Partial<Layer>;
  }
  const written = {
    name,
    width: next.width,
    height: next.height,
    ...(Object.keys(kept).length > 0 && { layers: kept }),
  };
  return {
    ...next,
    width: base.width,
    height: base.height,
    layers,
    sizes: base.sizes!.map((s) => (s.name === name ? written : s)),
  };
}
