import type { Rgba } from './colour.js';

/** An empty layer's outline within its box (docs/rendering.md "Shapes"). */
export type BoxShape =
  | { kind: 'rectangle' }
  | { kind: 'ellipse' }
  /** From the box's top left corner to its bottom right. */
  | { kind: 'line' }
  /** Corners in the box's own coordinates, 0 to 1. */
  | { kind: 'polygon'; points: [number, number][] }
  /** SVG path data, its view box (default: the path's bounds) stretched over the box. */
  | { kind: 'path'; d: string; viewBox: [number, number, number, number] | null };

/**
 * A layer's shadow, in the layer's own (rotated) frame, template pixels (docs/rendering.md "Shadows").
 * `box-shadow` (a rectangle's or ellipse's): cast by the border box grown by `spread`, never drawn
 * inside the border box, as CSS `box-shadow`. `drop-shadow` (every other layer): cast by what the
 * layer draws, as CSS `filter: drop-shadow()`; its spread is 0.
 */
export interface Shadow {
  kind: 'box-shadow' | 'drop-shadow';
  color: Rgba;
  blur: number;
  x: number;
  y: number;
  spread: number;
}
