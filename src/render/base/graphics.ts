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

/** A drop shadow of what the layer draws, in the layer's own (rotated) frame, template pixels. */
export interface Shadow {
  color: Rgba;
  blur: number;
  x: number;
  y: number;
}
