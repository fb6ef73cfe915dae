import type { Layer } from '../../design/layers/layer-schema.js';
import { BLACK } from '../base/colour.js';
import { parseColour } from '../base/colour-parser.js';
import { castsBoxShadow } from '../../design/shadow-kind.js';
import type { BoxShape, Shadow } from '../base/graphics.js';
import type { SceneNode } from '../base/types.js';

/**
 * A layer's shadow, or null when it casts none (no colour, a transparent one, or nothing to offset,
 * blur or spread). A rectangle or an ellipse casts a box shadow; every other layer a drop shadow.
 */
export function shadowOf(layer: Layer): Shadow | null {
  if (layer.shadow_color === undefined) return null;
  const box = layer.type === 'empty' && castsBoxShadow(layer.shape);
  const shadow: Shadow = {
    kind: box ? 'box-shadow' : 'drop-shadow',
    color: parseColour(layer.shadow_color, BLACK),
    blur: layer.shadow_blur ?? 0,
    x: layer.shadow_x ?? 0,
    y: layer.shadow_y ?? 0,
    spread: box ? (layer.shadow_spread ?? 0) : 0,
  };
  const { blur, x, y, spread } = shadow;
  return shadow.color.a > 0 && (blur > 0 || x !== 0 || y !== 0 || spread !== 0) ? shadow : null;
}

export function shapeOf(layer: Extract<Layer, { type: 'empty' }>): BoxShape {
  switch (layer.shape) {
    case 'polygon':
      return { kind: 'polygon', points: layer.points! };
    case 'path':
      return { kind: 'path', d: layer.path!, viewBox: layer.path_viewbox ?? null };
    case 'ellipse':
    case 'line':
      return { kind: layer.shape };
    default:
      return { kind: 'rectangle' };
  }
}

/** A dash pattern that draws something; a pattern of zeros (or none) is a solid border. */
export const borderDashOf = (layer: Extract<Layer, { type: 'empty' }>): number[] | null =>
  layer.border_dash?.some((d) => d > 0) ? layer.border_dash : null;

/** Whether a node has room to draw in: a box needs both sides, a line one. */
export const hasExtent = (node: SceneNode): boolean =>
  node.type === 'empty' && node.shape.kind === 'line'
    ? node.width + node.height > 0
    : node.width > 0 && node.height > 0;
