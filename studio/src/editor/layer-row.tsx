import { memo } from 'preact/compat';
import { useState } from 'preact/hooks';
import { IconButton } from '../ui/button';
import { ArrowDown, ArrowUp, Copy, Ellipsis, Eye, EyeOff, Lock, LockOpen, Pencil, Trash2 } from '../ui/icons';
import { MenuButton } from '../ui/menu';
import type { Layer } from './design';
import { LayerIcon } from './layer-icon';

const THUMB = { width: 32, height: 22 };

/**
 * The layer's part of the draft render, as a small picture: a crop of the canvas image (the list's
 * `--draft`, so a new image re-renders no row), no render of its own.
 */
function Thumbnail({ layer, canvas }: { layer: Layer; canvas: { width: number; height: number } }) {
  const k = Math.min(THUMB.width / Math.max(1, layer.width), THUMB.height / Math.max(1, layer.height));
  const style = {
    backgroundSize: `${canvas.width * k}px ${canvas.height * k}px`,
    backgroundPosition: `${-layer.x * k + (THUMB.width - layer.width * k) / 2}px ${-layer.y * k + (THUMB.height - layer.height * k) / 2}px`,
  };
  return <span class="layer-thumb" aria-hidden="true" style={style} />;
}

/** What a row does to the design; one object for the list's life, so rows whose layer is unchanged skip rendering. */
export interface RowActions {
  select(index: number, add: boolean): void;
  update(index: number, patch: Partial<Layer>): void;
  duplicate(index: number): void;
  remove(index: number): void;
  move(index: number, to: number): void;
  /** A press on the row that may become a drag to reorder. */
  startDrag(e: PointerEvent, index: number): void;
}

interface Props {
  index: number;
  layer: Layer;
  /** The top of the stack's index. */
  last: number;
  selected: boolean;
  canvas: { width: number; height: number };
  readOnly: boolean;
  actions: RowActions;
  /** Where a dragged row would land, shown as a line on this row's edge. */
  drop?: 'above' | 'below';
}

/**
 * One layer in the list (a click anywhere on it selects it, Shift adds): its type, a thumbnail, its key (double-click to rename in place), and its
 * actions as icons on hover or focus (hide, lock, duplicate, delete, and a menu to reorder).
 */
export const LayerRow = memo(function LayerRow(p: Props) {
  const { index: i, layer: l, last, selected, readOnly, actions: ed, drop } = p;
  const [renaming, setRenaming] = useState(false);
  const rename = (to: string) => {
    setRenaming(false);
    if (to.trim() && to !== l.layer) ed.update(i, { layer: to.trim() });
  };
  return (
    <li
      class={`layer-row${selected ? ' selected' : ''}${l.hidden ? ' is-hidden' : ''}${drop ? ` drop-${drop}` : ''}`}
      onPointerDown={(e) =>
        readOnly || (e.target as Element).closest('button:not(.layer-name), input') || ed.startDrag(e, i)
      }
      onClick={(e) => (e.target as Element).closest('.layer-actions, input') || ed.select(i, e.shiftKey)}
    >
      <LayerIcon type={l.type} />
      <Thumbnail layer={l} canvas={p.canvas} />
      {renaming ? (
        <input
          class="input input-sm"
          aria-label={`Rename ${l.layer}`}
          defaultValue={l.layer}
          ref={(el) => void (el && requestAnimationFrame(() => el.select()))}
          onKeyDown={(e) => {
            e.stopPropagation();
            if (e.key === 'Enter') rename(e.currentTarget.value);
            if (e.key === 'Escape') setRenaming(false);
          }}
          onBlur={(e) => rename(e.currentTarget.value)}
        />
      ) : (
        <button
          type="button"
          class="layer-name"
          aria-current={selected}
          onDblClick={() => readOnly || setRenaming(true)}
          onKeyDown={(e) => {
            const by = e.altKey && { ArrowUp: 1, ArrowDown: -1 }[e.key];
            if (by && !readOnly) (e.preventDefault(), e.stopPropagation(), ed.move(i, i + by));
            if (e.key === 'F2' && !readOnly) setRenaming(true);
          }}
        >
          {l.layer}
        </button>
      )}
      {(l.hidden || l.locked) && (
        <span class="layer-state" aria-hidden="true">
          {l.hidden && <EyeOff size={12} />}
          {l.locked && <Lock size={12} />}
        </span>
      )}
      <fieldset class="editable layer-actions" disabled={readOnly}>
        <IconButton
          size="sm"
          label={`${l.hidden ? 'Show' : 'Hide'} ${l.layer}`}
          aria-pressed={!!l.hidden}
          icon={l.hidden ? <EyeOff size={14} /> : <Eye size={14} />}
          onClick={() => ed.update(i, { hidden: !l.hidden })}
        />
        <IconButton
          size="sm"
          label={`${l.locked ? 'Unlock' : 'Lock'} ${l.layer}`}
          aria-pressed={!!l.locked}
          icon={l.locked ? <Lock size={14} /> : <LockOpen size={14} />}
          onClick={() => ed.update(i, { locked: l.locked ? undefined : true })}
        />
        <IconButton
          size="sm"
          label={`Duplicate ${l.layer}`}
          icon={<Copy size={14} />}
          onClick={() => ed.duplicate(i)}
        />
        <IconButton size="sm" label={`Delete ${l.layer}`} icon={<Trash2 size={14} />} onClick={() => ed.remove(i)} />
        <MenuButton
          label={`Actions for ${l.layer}`}
          icon={<Ellipsis size={14} />}
          items={[
            { label: 'Rename', icon: <Pencil size={14} />, shortcut: 'F2', onSelect: () => setRenaming(true) },
            {
              label: 'Bring forward',
              icon: <ArrowUp size={14} />,
              shortcut: 'Ctrl+]',
              disabled: i === last,
              onSelect: () => ed.move(i, i + 1),
            },
            {
              label: 'Send backward',
              icon: <ArrowDown size={14} />,
              shortcut: 'Ctrl+[',
              disabled: i === 0,
              onSelect: () => ed.move(i, i - 1),
            },
            { label: 'Bring to front', disabled: i === last, onSelect: () => ed.move(i, last) },
            { label: 'Send to back', disabled: i === 0, onSelect: () => ed.move(i, 0) },
          ]}
        />
      </fieldset>
    </li>
  );
});
