import type { Layer } from './design';
import { boundsOf } from './geometry';

export interface Guide {
  axis: 'x' | 'y';
  at: number;
}

/**
 * Moves a span [start, start + size) so that its start, centre or end lies on a target (canvas
 * edges, centre, safe margin) when one is within `threshold`; returns the new start and the guide.
 */
export function snapSpan(
  start: number,
  size: number,
  targets: number[],
  threshold: number,
): { start: number; guide?: number } {
  let best: { start: number; guide: number; distance: number } | undefined;
  for (const offset of [0, size / 2, size])
    for (const t of targets) {
      const distance = Math.abs(start + offset - t);
      if (distance <= threshold && (!best || distance < best.distance))
        best = { start: t - offset, guide: t, distance };
    }
  return best ? { start: Math.round(best.start), guide: best.guide } : { start };
}

/** Where a box snaps on one axis of a canvas of this length. */
export const snapTargets = (length: number, margin: number) => [
  0,
  length / 2,
  length,
  ...(margin > 0 ? [margin, length - margin] : []),
];

/** The edges and centres of the other visible layers' boxes on one axis: a moved selection snaps to them too. */
export function layerTargets(layers: Layer[], moving: number[], axis: 'x' | 'y'): number[] {
  const size = axis === 'x' ? 'width' : 'height';
  return layers.flatMap((l, i) => {
    if (l.hidden || moving.includes(i)) return [];
    const b = boundsOf(l);
    return [b[axis], b[axis] + b[size] / 2, b[axis] + b[size]];
  });
}
