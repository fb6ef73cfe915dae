import { followOrder } from '../../design/layout/follow-order.js';
import { RenderError } from '../base/render-error.js';
import type { SceneNode } from '../base/types.js';
import type { TextMeasurer } from '../text/text-measurer.js';
import { layoutTextNode } from './text-node-layout.js';

/**
 * The scene's nodes with each follower's top at the bottom of the layer it sits below, plus its gap:
 * a text layer's bottom is where its last line ends (so a title that wraps to more lines pushes what
 * follows down), any other layer's its box's. Followers are placed in order of what they follow.
 */
export function placeFollowers(nodes: readonly SceneNode[], measurer: TextMeasurer): readonly SceneNode[] {
  if (!nodes.some((n) => n.below)) return nodes;
  const placed = followOrder(nodes);
  if ('cycle' in placed)
    throw RenderError.inLayer(placed.cycle[0], `the layers follow each other in a cycle: ${placed.cycle.join(' → ')}.`);
  const byKey = new Map(nodes.map((n) => [n.layer, n]));
  for (const key of placed.order) {
    const node = byKey.get(key)!;
    const above = byKey.get(node.below!.layer);
    if (above) byKey.set(key, { ...node, y: bottomOf(above, measurer) + node.below!.gap } as SceneNode);
  }
  return nodes.map((n) => byKey.get(n.layer)!);
}

function bottomOf(node: SceneNode, measurer: TextMeasurer): number {
  if (node.type !== 'text') return node.y + node.height;
  return node.y + Math.min(node.height, layoutTextNode(node, measurer).layout.bottom);
}
