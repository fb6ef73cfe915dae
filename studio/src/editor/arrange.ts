import { boundsOf, union, type Point, type Rect } from './geometry';
import type { Layer } from './design';

export type Alignment = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';

/**
 * Moves the selected layers so that one edge or centre of each lines up with the same edge or
 * centre of the selection's box (of the canvas when one layer is selected). Rotated layers are
 * aligned by the box around them, which is what the eye sees.
 */
export function align(
  layers: Layer[],
  selected: number[],
  how: Alignment,
  canvas: { width: number; height: number },
): Layer[] {
  const frame = selected.length === 1 ? { x: 0, y: 0, ...canvas } : union(selected.map((i) => boundsOf(layers[i])));
  const horizontal = how === 'left' || how === 'centre' || how === 'right';
  const at = (start: number, size: number) =>
    how === 'left' || how === 'top' ? start : how === 'centre' || how === 'middle' ? start + size / 2 : start + size;
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

/**
 * The selection's boxes scaled with the box around them, from `from` to `to`: each layer's centre
 * keeps its place relative to that box and its width and height scale by the box's factors.
 */
export function scaleTo(layers: Layer[], selected: number[], from: Rect, to: Rect): Layer[] {
  const sx = to.width / from.width;
  const sy = to.height / from.height;
  return layers.map((l, i) => {
    if (!selected.includes(i) || l.locked) return l;
    const width = Math.max(1, Math.round(l.width * sx));
    const height = Math.max(1, Math.round(l.height * sy));
    const cx = to.x + (l.x + l.width / 2 - from.x) * sx;
    const cy = to.y + (l.y + l.height / 2 - from.y) * sy;
    return { ...l, x: Math.round(cx - width / 2), y: Math.round(cy - height / 2), width, height };
  });
}

/** The selection turned by `degrees` about a point: each layer's centre goes round it and the layer turns as much. */
export function rotateAbout(layers: Layer[], selected: number[], centre: Point, degrees: number): Layer[] {
  const a = (degrees * Math.PI) / 180;
  return layers.map((l, i) => {
    if (!selected.includes(i) || l.locked) return l;
    const dx = l.x + l.width / 2 - centre.x;
    const dy = l.y + l.height / 2 - centre.y;
    const cx = centre.x + dx * Math.cos(a) - dy * Math.sin(a);
    const cy = centre.y + dx * Math.sin(a) + dy * Math.cos(a);
    return {
      ...l,
      x: Math.round(cx - l.width / 2),
      y: Math.round(cy - l.height / 2),
      rotation: ((((l.rotation ?? 0) + degrees) % 360) + 360) % 360,
    };
  });
}
