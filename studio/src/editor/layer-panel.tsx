import { useRef, useState } from 'preact/hooks';
import { IconButton } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { Layers as LayersIcon } from '../ui/icons';
import { LAYER_LABEL, LAYER_TYPES, type LayerType } from './design';
import { LayerIcon } from './layer-icon';
import { LayerRow } from './layer-row';
import type { Layers } from './use-layers';

interface Props {
  ed: Layers;
  /** The draft render, cropped for each row's thumbnail. */
  src?: string;
  add(type: LayerType): void;
  /** Layers can be selected (to read their properties) but not added, moved or removed. */
  readOnly: boolean;
}

const DRAG_PX = 4;

/**
 * The layer tree, top of the stack first: add one of each type, select (Shift adds), rename in
 * place, hide, lock, duplicate, delete, and drag a row to reorder (Alt+arrow keys, or its menu).
 */
export function LayerPanel({ ed, src, add, readOnly }: Props) {
  const order = ed.design.layers.map((_, i) => i).reverse();
  const list = useRef<HTMLOListElement>(null);
  const [drop, setDrop] = useState<{ from: number; to: number }>();
  /** The stack index a pointer at `y` would drop at: rows are listed top of the stack first. */
  const indexAt = (y: number) => {
    const rows = [...list.current!.children] as HTMLElement[];
    const above = rows.filter((r) => r.getBoundingClientRect().top + r.offsetHeight / 2 < y).length;
    return ed.design.layers.length - 1 - Math.min(above, rows.length - 1);
  };
  const startDrag = (e: PointerEvent, from: number) => {
    if (e.button !== 0) return;
    const y0 = e.clientY;
    let to: number | undefined;
    const move = (ev: PointerEvent) => {
      if (to === undefined && Math.abs(ev.clientY - y0) < DRAG_PX) return;
      to = indexAt(ev.clientY);
      setDrop({ from, to });
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      setDrop(undefined);
      if (to !== undefined) ed.moveLayer(from, to);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };
  return (
    <section class="layers-panel" aria-label="Layers">
      <header class="panel-head">
        <h2>Layers</h2>
        <fieldset class="editable add-layer" disabled={readOnly} aria-label="Add a layer">
          {LAYER_TYPES.map((t) => (
            <IconButton
              key={t}
              size="sm"
              label={`Add ${LAYER_LABEL[t]}`}
              icon={<LayerIcon type={t} size={15} />}
              onClick={() => add(t)}
            />
          ))}
        </fieldset>
      </header>
      <ol ref={list} class="layer-tree">
        {order.map((i) => (
          <LayerRow
            key={i}
            index={i}
            ed={ed}
            src={src}
            readOnly={readOnly}
            startDrag={startDrag}
            drop={drop && drop.to === i && drop.from !== i ? (drop.to > drop.from ? 'above' : 'below') : undefined}
          />
        ))}
      </ol>
      {drop && drop.to !== drop.from && (
        <p class="visually-hidden" role="status">
          Moving {ed.design.layers[drop.from].layer} to position {ed.design.layers.length - drop.to}
        </p>
      )}
      {ed.design.layers.length === 0 && (
        <EmptyState icon={<LayersIcon size={22} />} title="No layers yet">
          Add text, an image, a shape or a code with the buttons above.
        </EmptyState>
      )}
    </section>
  );
}
