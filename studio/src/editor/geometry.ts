import type { Layer } from './design';

export interface Point {
  x: number;
  y: number;
}
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The point is inside the layer's box, rotated about its centre as the renderer rotates it. */
function contains(l: Layer, p: Point): boolean {
  const cx = l.x + l.width / 2;
  const cy = l.y + l.height / 2;
  const a = (-(l.rotation ?? 0) * Math.PI) / 180;
  const dx = p.x - cx;
  const dy = p.y - cy;
  const lx = dx * Math.cos(a) - dy * Math.sin(a);
  const ly = dx * Math.sin(a) + dy * Math.cos(a);
  return Math.abs(lx) <= l.width / 2 && Math.abs(ly) <= l.height / 2;
}

/** What a click on the canvas can pick: visible, unlocked layers. */
export const pickable = (l: Layer) => !l.hidden && !l.locked;

/** The pickable layers under a point, top of the stack first (the order Alt+click cycles in). */
export const layersAt = (layers: Layer[], p: Point): number[] =>
  layers
    .map((_, i) => i)
    .filter((i) => pickable(layers[i]) && contains(layers[i], p))
    .reverse();

/** The axis-aligned box around a rotated layer. */
export function boundsOf(l: Layer): Rect {
  const a = ((l.rotation ?? 0) * Math.PI) / 180;
  const w = Math.abs(l.width * Math.cos(a)) + Math.abs(l.height * Math.sin(a));
  const h = Math.abs(l.width * Math.sin(a)) + Math.abs(l.height * Math.cos(a));
  return { x: l.x + l.width / 2 - w / 2, y: l.y + l.height / 2 - h / 2, width: w, height: h };
}

/** The box around several rectangles. */
export function union(rects: Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  return {
    x,
    y,
    width: Math.max(...rects.map((r) => r.x + r.width)) - x,
    height: Math.max(...rects.map((r) => r.y + r.height)) - y,
  };
}

/** The pickable layers whose box a marquee touches. */
export const layersIn = (layers: Layer[], r: Rect): number[] =>
  layers
    .map((_, i) => i)
    .filter((i) => {
      if (!pickable(layers[i])) return false;
      const b = boundsOf(layers[i]);
      return b.x < r.x + r.width && b.x + b.width > r.x && b.y < r.y + r.height && b.y + b.height > r.y;
    });
