import type { Below } from '../../design/layout/layout-fields.js';
import type { SceneNode } from '../base/types.js';

/** Where a layer that is not drawn (hidden, or nothing to draw) stood: the layers under it close up to its top. */
export interface Gone {
  y: number;
  below?: Below;
}

/**
 * A layer that sits below one that is not drawn sits below what that one sat below, or at its top:
 * the stack closes up, as an auto layout's hidden child takes no room.
 */
export function closeUp(all: SceneNode[], gone: Map<string, Gone>): SceneNode[] {
  const nodes = unwrapGone(all, gone);
  if (gone.size === 0 || !nodes.some((n) => n.below)) return nodes;
  return nodes.map((node) => {
    let below = node.below;
    let y = node.y;
    for (let hops = 0; below && gone.has(below.layer) && hops <= gone.size; hops++) {
      const g = gone.get(below.layer)!;
      if (g.below) below = { layer: g.below.layer, gap: below.gap };
      else [y, below] = [g.y, undefined];
    }
    if (below === node.below) return node;
    const { below: _, ...rest } = node;
    return below ? { ...rest, below } : { ...rest, y };
  });
}

/** A box that wraps a layer not drawn is not drawn either: it is gone from where that layer stood. */
function unwrapGone(nodes: SceneNode[], gone: Map<string, Gone>): SceneNode[] {
  let kept = nodes;
  for (let changed = true; changed;) {
    changed = false;
    kept = kept.filter((n) => {
      const around = n.wraps && gone.get(n.wraps.layer);
      if (!around) return true;
      gone.set(n.layer, around);
      changed = true;
      return false;
    });
  }
  return kept;
}
