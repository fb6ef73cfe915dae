import { useRef, useState } from 'preact/hooks';
import { Button, IconButton } from '../ui/button';
import { Bold, Copy, Ellipsis, ImagePlus, Pencil, Trash2 } from '../ui/icons';
import { Popover } from '../ui/popover';
import { union, boundsOf } from './geometry';
import { MediaLibrary } from './media-picker';
import type { Action } from './shortcuts';
import type { Layers } from './use-layers';

interface Props {
  ed: Layers;
  scale: number;
  act(a: Action): void;
  editText(index: number): void;
  /** Opens the canvas's context menu by the toolbar's ⋯ button. */
  more(at: { x: number; y: number }): void;
}

const GAP = 44; // px between the selection's top and the toolbar's bottom: clear of the rotate handle

/**
 * The selection's own toolbar, floating above it on the canvas: what a designer does most to it
 * (edit a text, make it bold, replace an image), duplicate, delete, and the rest in a menu.
 */
export function FloatingToolbar({ ed, scale, act, editText, more }: Props) {
  const { design, selection } = ed;
  const media = useRef<HTMLButtonElement>(null);
  const [picking, setPicking] = useState(false);
  const layers = selection.map((i) => design.layers[i]).filter((l) => l && !l.hidden);
  if (!layers.length) return null;
  const box = union(layers.map(boundsOf));
  const one = selection.length === 1 ? selection[0] : undefined;
  const layer = one === undefined ? undefined : design.layers[one];
  const below = box.y * scale < GAP + 8; // no room above: under the selection instead
  const style = {
    left: (box.x + box.width / 2) * scale,
    top: below ? (box.y + box.height) * scale + 36 : box.y * scale - GAP,
  };
  const bold = layer && (layer.font_weight === 'bold' || Number(layer.font_weight) >= 600);
  return (
    <div
      class={`floating-toolbar${below ? ' below' : ''}`}
      role="toolbar"
      aria-label="Selection"
      style={style}
      onPointerDown={(e) => e.stopPropagation()}
      onDblClick={(e) => e.stopPropagation()}
    >
      {layer?.type === 'text' && (
        <>
          <IconButton
            size="sm"
            label="Edit text"
            shortcut="Double-click"
            icon={<Pencil size={14} />}
            onClick={() => editText(one!)}
          />
          <IconButton
            size="sm"
            label="Bold (the whole layer)"
            aria-pressed={!!bold}
            icon={<Bold size={14} />}
            onClick={() => ed.updateLayer(one!, { font_weight: bold ? 'normal' : 'bold' })}
          />
        </>
      )}
      {layer?.type === 'image' && (
        <>
          <Button
            innerRef={media}
            size="sm"
            variant="ghost"
            icon={<ImagePlus size={14} />}
            aria-expanded={picking}
            onClick={() => setPicking(!picking)}
          >
            Replace image
          </Button>
          <Popover
            open={picking}
            onClose={() => setPicking(false)}
            anchor={media}
            aria-label="Media library"
            role="dialog"
          >
            <div style={{ padding: 'var(--space-3)', width: 320 }}>
              <MediaLibrary
                value={String(layer.image_url ?? '')}
                onPick={(src) => (ed.updateLayer(one!, { image_url: src }), setPicking(false))}
              />
            </div>
          </Popover>
        </>
      )}
      <IconButton
        size="sm"
        label="Duplicate"
        shortcut="Ctrl+D"
        icon={<Copy size={14} />}
        onClick={() => act({ do: 'duplicate' })}
      />
      <IconButton
        size="sm"
        label="Delete"
        shortcut="Del"
        icon={<Trash2 size={14} />}
        onClick={() => act({ do: 'delete' })}
      />
      <IconButton
        size="sm"
        label="More actions"
        icon={<Ellipsis size={14} />}
        onClick={(e) => {
          const r = (e.currentTarget as HTMLElement).getBoundingClientRect();
          more({ x: r.left, y: r.bottom });
        }}
      />
    </div>
  );
}
