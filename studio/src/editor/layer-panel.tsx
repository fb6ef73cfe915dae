import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { IconButton } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { FormInput, Layers as LayersIcon } from '../ui/icons';
import { LAYER_LABEL, LAYER_TYPES, type LayerType } from './design';
import { LayerIcon } from './layer-icon';
import { LayerRow, type RowActions } from './layer-row';
import type { Layers } from './use-layers';

interface Props {
  ed: Layers;
  /** The draft render, cropped for each row's thumbnail. */
  src?: string;
  add(type: LayerType): void;
  /** A text layer that is already a PDF form field (docs/studio.md "Form fields"). */
  addFormField(): void;
  /** Layers can be selected (to read their properties) but not added, moved or removed. */
  readOnly: boolean;
}

const DRAG_PX = 4;

const THUMBNAILS_AFTER_MS = 400;

/**
 * The draft render as a short blob: URL for the rows' thumbnails, a moment after the canvas settles:
 * fifty rows each given the data URL (some 200 kB of text) made every new canvas image cost fifty
 * parses of it, and a second decode of the image in the same frame as the canvas's (the 50-layer bench).
 */
function useBlobUrl(latest?: string) {
  const [dataUrl, setDataUrl] = useState(latest);
  useEffect(() => {
    const t = setTimeout(() => setDataUrl(latest), THUMBNAILS_AFTER_MS);
    return () => clearTimeout(t);
  }, [latest]);
  const url = useMemo(() => {
    if (!dataUrl) return undefined;
    const [head, body] = dataUrl.split(',');
    const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
    return URL.createObjectURL(new Blob([bytes], { type: /data:([^;]+)/.exec(head)?.[1] }));
  }, [dataUrl]);
  useEffect(() => () => url && URL.revokeObjectURL(url), [url]);
  return url;
}

/**
 * The layer tree, top of the stack first: add one of each type, select (Shift adds), rename in
 * place, hide, lock, duplicate, delete, and drag a row to reorder (Alt+arrow keys, or its menu).
 */
export function LayerPanel({ ed, src, add, addFormField, readOnly }: Props) {
  const order = ed.design.layers.map((_, i) => i).reverse();
  const thumbnails = useBlobUrl(src);
  const list = useRef<HTMLOListElement>(null);
  const [drop, setDrop] = useState<{ from: number; to: number }>();
  const latest = useRef(ed);
  latest.current = ed;
  const actions = useMemo<RowActions>(() => {
    /** The stack index a pointer at `y` would drop at: rows are listed top of the stack first. */
    const indexAt = (y: number) => {
      const rows = [...list.current!.children] as HTMLElement[];
      const above = rows.filter((r) => r.getBoundingClientRect().top + r.offsetHeight / 2 < y).length;
      return latest.current.design.layers.length - 1 - Math.min(above, rows.length - 1);
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
        if (to !== undefined) latest.current.moveLayer(from, to);
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
    };
    return {
      select: (i, add) => latest.current.select(i, add),
      update: (i, patch) => latest.current.updateLayer(i, patch),
      duplicate: (i) => latest.current.duplicate(i),
      remove: (i) => latest.current.removeLayers([i]),
      move: (i, to) => latest.current.moveLayer(i, to),
      startDrag,
    };
  }, []);
  const canvas = useMemo(
    () => ({ width: ed.design.width, height: ed.design.height }),
    [ed.design.width, ed.design.height],
  );
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
          <IconButton size="sm" label="Add form field" icon={<FormInput size={15} />} onClick={addFormField} />
        </fieldset>
      </header>
      <ol ref={list} class="layer-tree" style={{ '--draft': thumbnails ? `url(${thumbnails})` : 'none' }}>
        {order.map((i) => (
          <LayerRow
            key={i}
            index={i}
            layer={ed.design.layers[i]}
            last={ed.design.layers.length - 1}
            selected={ed.selection.includes(i)}
            canvas={canvas}
            readOnly={readOnly}
            actions={actions}
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
          Add text, an image, a shape, a code, a chart or a table with the buttons above.
        </EmptyState>
      )}
    </section>
  );
}
