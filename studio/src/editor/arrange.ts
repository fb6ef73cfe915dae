import { boundsOf, union } from './geometry';
import type { Layer } from './design';

export type Alignment = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';

/**
 * Moves the selected layers so that one edge or centre of each lines up with the same edge or
 * centre of the selection's box (of the canvas when one layer is selected). Rotated layers are
 * aligned by the box around them, which is what the eye sees.
 */
export function align(layers: Layer[], selected: number[], how: Alignment, canvas: { width: number; height: number }): Layer[] {
  const frame = selected.length === 1 ? { x: 0, y: 0, ...canvas } : union(selected.map((i) => boundsOf(layers[i])));
  const horizontal = how === 'left' || how === 'centre' || how === 'right';
  const at = (start: number, size: number) => (how === 'left' || how === 'top' ? start : how === 'centre' || how === 'middle' ? start + size / 2 : start + size);
  const target = horizontal ? at(frame.x, frame.width) : at(frame.y, frame.height);
  return layers.map((l, i) => {
    if (!selected.includes(i) || l.locked) return l;
    const b = boundsOf(l);
    const by = Math.round(target - (horizontal ? at(b.x, b.width) : at(b.y, b.height)));
    return horizontal ? { ...l, x: l.x + by } : { ...l, y: l.y + by };
  });
}

/** Spaces three or more layers evenly between the outermost two: equal gaps between their boxes. */
export function distribute(layers: Layer[], selected: number[], axis: 'x' | 'y'): Layer[] {
  const size = axis === 'x' ? 'width' : 'height';
  const order = [...selected].sort((a, b) => boundsOf(layers[a])[axis] - boundsOf(layers[b])[axis]);
  const boxes = order.map((i) => boundsOf(layers[i]));
  const first = boxes[0];
  const last = boxes[boxes.length - 1];
  const gap = (last[axis] + last[size] - first[axis] - boxes.reduce((s, b) => s + b[size], 0)) / (boxes.length - 1);
  const next = [...layers];
  let at = first[axis];
  order.forEach((i, k) => {
    if (!layers[i].locked) next[i] = { ...layers[i], [axis]: Math.round(layers[i][axis] + at - boxes[k][axis]) };
    at += boxes[k][size] + gap;
  });
  return next;
}

/** The layers moved by (dx, dy), locked ones left where they are. */
export const moveBy = (layers: Layer[], selected: number[], dx: number, dy: number): Layer[] =>
  layers.map((l, i) => (selected.includes(i) && !l.locked ? { ...l, x: l.x + dx, y: l.y + dy } : l));
