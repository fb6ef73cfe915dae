import type { BoxShape as Shape } from '../../../src/design/layers/layer-choices.js';
import type { Layer } from './design';

/** A five-pointed star in a 100 × 100 box: the path a new `path` shape starts with. */
const STAR = 'M50 0 L61 35 L98 35 L68 57 L79 91 L50 70 L21 91 L32 57 L2 35 L39 35 Z';
const TRIANGLE = [
  [0.5, 0],
  [1, 1],
  [0, 1],
];

/** Each shape's icon (24 × 24) and what it needs to draw, added where the layer has none. */
const SHAPES: { shape: Shape; label: string; icon: string; needs(layer: Layer): Partial<Layer> }[] = [
  { shape: 'rectangle', label: 'Rectangle', icon: 'M3 5h18v14H3z', needs: () => ({}) },
  { shape: 'ellipse', label: 'Ellipse', icon: 'M12 5a9 7 0 1 0 0.01 0z', needs: () => ({}) },
  // A line is its border: one 0 wide draws nothing.
  { shape: 'line', label: 'Line', icon: 'M3 20L21 4', needs: (l) => (l.border_width ? {} : { border_width: 4 }) },
  {
    shape: 'polygon',
    label: 'Triangle (polygon)',
    icon: 'M12 3L22 21H2z',
    needs: (l) => (l.points ? {} : { points: TRIANGLE }),
  },
  {
    shape: 'path',
    label: 'Star (path)',
    icon: 'M12 2l2.6 8H23l-6.8 5 2.6 8L12 18l-6.8 5 2.6-8L1 10h8.4z',
    needs: (l) => (l.path ? {} : { path: STAR }),
  },
];

/**
 * An empty layer's shape, picked by its picture: a polygon starts as a triangle and a path as a
 * star (docs/rendering.md "Shapes"), ready to edit in their fields below.
 */
export function ShapePicker({ id, layer, onPick }: { id: string; layer: Layer; onPick(patch: Partial<Layer>): void }) {
  const current = (layer.shape as Shape | undefined) ?? 'rectangle';
  return (
    <div id={id} class="shape-picker" role="radiogroup" aria-label="Shape">
      {SHAPES.map(({ shape, label, icon, needs }) => (
        <button
          type="button"
          key={shape}
          role="radio"
          aria-checked={current === shape}
          aria-label={label}
          title={label}
          onClick={() => onPick({ shape, ...needs(layer) })}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d={icon}
              fill={shape === 'line' ? 'none' : 'currentColor'}
              stroke="currentColor"
              stroke-width={shape === 'line' ? 2.5 : 0}
            />
          </svg>
        </button>
      ))}
    </div>
  );
}
