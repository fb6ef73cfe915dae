import { followOrder } from '../../design/layout/follow-order.js';
import { paddingSides } from '../../design/layout/layout-fields.js';
import type { Rect } from '../base/geometry.js';
import { RenderError } from '../base/render-error.js';
import type { SceneNode } from '../base/types.js';
import type { TextMeasurer } from '../text/text-measurer.js';
import { layoutTextNode } from './text-node-layout.js';

/**
 * The scene's nodes with each follower placed after what it follows: a layer `below` another has its
 * top at that one's bottom plus its gap (a text layer's bottom is where its last line ends, so a title
 * that wraps to more lines pushes what follows down; any other layer's its box's), and a layer that
 * `wraps` another takes that one's drawn box grown by its padding (a text layer's: its lines). A box
 * around nothing drawn (a text without lines) is not drawn, and what sits below it closes up to its top.
 */
export function placeFollowers(nodes: readonly SceneNode[], measurer: TextMeasurer): readonly SceneNode[] {
  if (!nodes.some((n) => n.below || n.wraps)) return nodes;
  const placed = followOrder(nodes);
  if ('cycle' in placed)
    throw RenderError.inLayer(placed.cycle[0], `the layers follow each other in a cycle: ${placed.cycle.join(' → ')}.`);
  const byKey = new Map(nodes.map((n) => [n.layer, n]));
  const empty = new Set<string>();
  for (const key of placed.order) {
    const node = byKey.get(key)!;
    if (node.wraps) {
      const inner = byKey.get(node.wraps.layer);
      if (!inner) continue;
      const box = drawnBox(inner, measurer);
      if (!box) empty.add(key);
      const p = paddingSides(node.wraps.padding);
      const around = box
        ? {
            x: box.x - p.left,
            y: box.y - p.top,
            width: box.width + p.left + p.right,
            height: box.height + p.top + p.bottom,
          }
        : { x: inner.x, y: inner.y, width: 0, height: 0 };
      byKey.set(key, { ...node, ...around } as SceneNode);
    } else {
      const above = byKey.get(node.below!.layer);
      if (above) byKey.set(key, { ...node, y: bottomOf(above, measurer) + node.below!.gap } as SceneNode);
    }
  }
  return nodes.filter((n) => !empty.has(n.layer)).map((n) => byKey.get(n.layer)!);
}

function bottomOf(node: SceneNode, measurer: TextMeasurer): number {
  if (node.type !== 'text') return node.y + node.height;
  return node.y + Math.min(node.height, layoutTextNode(node, measurer).layout.bottom);
}

/** What a layer draws in: a text layer's lines (within its box), any other layer's box; null when nothing. */
function drawnBox(node: SceneNode, measurer: TextMeasurer): Rect | null {
  if (node.type !== 'text') return node.width > 0 && node.height > 0 ? node : null;
  const { pieces, top, bottom } = layoutTextNode(node, measurer).layout;
  if (pieces.length === 0) return null;
  const left = Math.min(...pieces.map((p) => p.x));
  const right = Math.max(...pieces.map((p) => p.x + p.width));
  const [y0, y1] = [Math.max(0, top), Math.min(node.height, bottom)];
  return { x: node.x + left, y: node.y + y0, width: right - left, height: Math.max(0, y1 - y0) };
}
