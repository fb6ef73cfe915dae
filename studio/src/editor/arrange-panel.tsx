import { Button, IconButton } from '../ui/button';
import {
  AlignCenterVertical,
  AlignEndHorizontal,
  AlignEndVertical,
  AlignHorizontalDistributeCenter,
  AlignStartHorizontal,
  AlignStartVertical,
  AlignCenterHorizontal,
  AlignVerticalDistributeCenter,
  Lock,
  LockOpen,
} from '../ui/icons';
import { Section } from '../ui/section';
import { align, distribute, type Alignment } from './arrange';
import type { Design, Layer } from './design';

const ALIGNMENTS: [Alignment, string, preact.ComponentChildren][] = [
  ['left', 'Align left edges', <AlignStartVertical size={16} />],
  ['centre', 'Align horizontal centres', <AlignCenterVertical size={16} />],
  ['right', 'Align right edges', <AlignEndVertical size={16} />],
  ['top', 'Align top edges', <AlignStartHorizontal size={16} />],
  ['middle', 'Align vertical centres', <AlignCenterHorizontal size={16} />],
  ['bottom', 'Align bottom edges', <AlignEndHorizontal size={16} />],
];
const DISTRIBUTIONS: ['x' | 'y', string, preact.ComponentChildren][] = [
  ['x', 'Distribute horizontally', <AlignHorizontalDistributeCenter size={14} />],
  ['y', 'Distribute vertically', <AlignVerticalDistributeCenter size={14} />],
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
    <Section title="Arrange" flat>
      {selection.length > 1 && <p class="hint">{selection.length} layers selected</p>}
      <div class="row" role="group" aria-label="Align" style={{ gap: 2 }}>
        {ALIGNMENTS.map(([how, label, icon]) => (
          <IconButton
            key={how}
            size="sm"
            label={label + to}
            icon={icon}
            onClick={() => setLayers(align(design.layers, selection, how, design))}
          />
        ))}
      </div>
      <div class="row" role="group" aria-label="Distribute">
        {selection.length > 1 &&
          DISTRIBUTIONS.map(([axis, label, icon]) => (
            <Button
              key={axis}
              size="sm"
              icon={icon}
              disabled={selection.length < 3}
              onClick={() => setLayers(distribute(design.layers, selection, axis))}
            >
              {label}
            </Button>
          ))}
        <Button
          size="sm"
          icon={locked ? <LockOpen size={14} /> : <Lock size={14} />}
          aria-pressed={locked}
          onClick={() => setLayers(design.layers.map((l, i) => (selection.includes(i) ? withLock(l, !locked) : l)))}
        >
          {locked ? 'Unlock' : 'Lock'}
        </Button>
      </div>
    </Section>
  );
}

/** A lock set or cleared (an unlocked layer leaves the property out, as the renderer's default). */
export function withLock(l: Layer, on: boolean): Layer {
  const { locked: _, ...rest } = l;
  return on ? ({ ...rest, locked: true } as Layer) : (rest as Layer);
}
