import { align, distribute, type Alignment } from './arrange';
import type { Design, Layer } from './design';

const ALIGNMENTS: [Alignment, string, string][] = [
  ['left', 'Align left edges', '⇤'],
  ['centre', 'Align horizontal centres', '↔'],
  ['right', 'Align right edges', '⇥'],
  ['top', 'Align top edges', '⤒'],
  ['middle', 'Align vertical centres', '↕'],
  ['bottom', 'Align bottom edges', '⤓'],
];

interface Props {
  design: Design;
  selection: number[];
  setLayers(layers: Layer[]): void;
}

/** Align (to each other, or to the canvas for one layer), distribute, lock: each click one undo step. */
export function ArrangePanel({ design, selection, setLayers }: Props) {
  const locked = selection.every((i) => design.layers[i].locked);
  const to = selection.length === 1 ? ' to the canvas' : '';
  return (
    <section class="panel arrange" aria-label="Arrange">
      <h2>Arrange {selection.length > 1 && <small>{selection.length} layers selected</small>}</h2>
      <div class="arrange-buttons" role="group" aria-label="Align">
        {ALIGNMENTS.map(([how, label, icon]) => (
          <button
            key={how}
            type="button"
            aria-label={label + to}
            title={label + to}
            onClick={() => setLayers(align(design.layers, selection, how, design))}
          >
            {icon}
          </button>
        ))}
      </div>
      <div class="arrange-buttons" role="group" aria-label="Distribute">
        <button
          type="button"
          disabled={selection.length < 3}
          onClick={() => setLayers(distribute(design.layers, selection, 'x'))}
        >
          Distribute horizontally
        </button>
        <button
          type="button"
          disabled={selection.length < 3}
          onClick={() => setLayers(distribute(design.layers, selection, 'y'))}
        >
          Distribute vertically
        </button>
        <button
          type="button"
          aria-pressed={locked}
          onClick={() => setLayers(design.layers.map((l, i) => (selection.includes(i) ? withLock(l, !locked) : l)))}
        >
          {locked ? 'Unlock' : 'Lock'}
        </button>
      </div>
    </section>
  );
}

/** A lock set or cleared (an unlocked layer leaves the property out, as the renderer's default). */
function withLock(l: Layer, on: boolean): Layer {
  const { locked: _, ...rest } = l;
  return on ? ({ ...rest, locked: true } as Layer) : (rest as Layer);
}
