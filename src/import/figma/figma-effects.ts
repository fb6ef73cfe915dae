import { cssColour } from './figma-paint.js';
import { nodes, num, str, type FigmaNode } from './figma-node.js';

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A node's visible effects as layer properties: the first drop shadow as the shadow properties
 * (Figma's radius is CSS's blur, as its own CSS export writes it; the spread only where the layer
 * draws a box shadow), a layer blur as an image's `filter: blur()` (half Figma's radius: CSS blur()
 * takes the deviation). Whatever else is reported, in words, in `notes`.
 */
export function effectsOf(
  node: FigmaNode,
  layer: { type: string; shape?: unknown },
  notes: string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const boxShadow = layer.type === 'empty' && (layer.shape === 'rectangle' || layer.shape === 'ellipse');
  for (const effect of nodes(node.effects)) {
    if (effect.visible === false) continue;
    const type = str(effect.type) ?? 'unknown';
    if (type === 'DROP_SHADOW' && out.shadow_color === undefined) {
      const offset = (effect.offset ?? {}) as FigmaNode;
      Object.assign(out, {
        shadow_color: cssColour(effect.color),
        shadow_blur: round(Math.min(500, Math.max(0, num(effect.radius)))),
        shadow_x: round(num(offset.x)),
        shadow_y: round(num(offset.y)),
      });
      const spread = num(effect.spread);
      if (spread && boxShadow) out.shadow_spread = round(spread);
      else if (spread) notes.push('Its shadow spread is not kept: a drop shadow of this layer has no spread.');
    } else if (type === 'LAYER_BLUR' && layer.type === 'image' && out.filter === undefined) {
      out.filter = `blur(${round(num(effect.radius) / 2)}px)`;
    } else {
      const what = type === 'DROP_SHADOW' ? 'a second drop shadow' : `its ${type.toLowerCase().replace('_', ' ')}`;
      notes.push(`Its effect ${what} is not kept.`);
    }
  }
  return out;
}
