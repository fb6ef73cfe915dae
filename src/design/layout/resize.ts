import type { Constraints } from './layout-fields.js';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Canvas {
  width: number;
  height: number;
}

/**
 * A layer's box on a canvas of another size, as its constraints say (Figma's): `left`/`top` keep the
 * distance to the left/top edge (the default), `right`/`bottom` to the right/bottom edge, `center` the
 * offset of its centre from the canvas's, `left_right`/`top_bottom` both distances (the box stretches),
 * `scale` position and size in proportion.
 */
export function resizedBox(box: Box, constraints: Constraints | undefined, from: Canvas, to: Canvas): Box {
  const [x, width] = axis(box.x, box.width, from.width, to.width, constraints?.horizontal ?? 'left');
  const [y, height] = axis(box.y, box.height, from.height, to.height, verticalAsHorizontal(constraints?.vertical));
  return { x, y, width, height };
}

type Rule = 'left' | 'right' | 'center' | 'left_right' | 'scale';

function verticalAsHorizontal(v: Constraints['vertical'] | undefined): Rule {
  switch (v ?? 'top') {
    case 'top':
      return 'left';
    case 'bottom':
      return 'right';
    case 'top_bottom':
      return 'left_right';
    default:
      return v as Rule;
  }
}

/** One axis: start and length on a canvas side of `to` instead of `from`. */
function axis(start: number, length: number, from: number, to: number, rule: Rule): [number, number] {
  switch (rule) {
    case 'left':
      return [start, length];
    case 'right':
      return [start + to - from, length];
    case 'center':
      return [start + (to - from) / 2, length];
    case 'left_right':
      return [start, Math.max(0, length + to - from)];
    case 'scale':
      return [(start * to) / from, (length * to) / from];
  }
}
