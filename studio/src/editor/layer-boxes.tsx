import { useEffect, useRef, useState } from 'preact/hooks';
import type { RefObject } from 'preact';
import { listen } from '../ui/listen';
import { frameOf, press, resize, rotate, trackPress, type Gestures } from './box-gestures';
import type { Layer } from './design';
import { layersAt, type Rect } from './geometry';
import type { Guides } from './guides';
import { layerTargets, snapTargets, type Guide } from './snapping';

interface Props {
  layers: Layer[];
  scale: number;
  canvas: { width: number; height: number; margin: number };
  /** The ruler guides: moved and resized boxes snap to them too. */
  guides: Guides;
  /** Where a press starts picking, dragging or a marquee: the whole stage, not only the canvas. */
  stage: RefObject<HTMLElement>;
  selection: number[];
  select(selection: number[]): void;
  /** The layers after a change; `gesture` names a drag, so the whole drag is one undo step. */
  change(layers: Layer[], gesture: string): void;
  settle(): void;
  /** A double-click on a text layer: edit its text on the canvas. */
  editText(index: number): void;
  /** Boxes can be selected (to read their properties) but not moved. */
  readOnly: boolean;
}

const SNAP_PX = 6; // on screen

/** Where a rectangle in design pixels stands on screen. */
const onScreen = (r: Rect, scale: number) => ({
  left: r.x * scale,
  top: r.y * scale,
  width: r.width * scale,
  height: r.height * scale,
});
/** A layer's box on screen, turned with it (form-field-marks.tsx draws over the same). */
export const box = (l: Layer, scale: number) => ({ ...onScreen(l, scale), transform: `rotate(${l.rotation ?? 0}deg)` });

/** The gestures' view of the canvas now (box-gestures.ts), with the guides and marquee they show while they last. */
function useGestures(props: Props, root: RefObject<HTMLDivElement>) {
  const { layers, scale, canvas, guides: rulerGuides, selection, select, change, settle } = props;
  const [guides, setGuides] = useState<Guide[]>([]);
  const [marquee, setMarquee] = useState<Rect>();
  const gestures: Gestures = {
    layers,
    selection,
    select,
    change,
    track: (e, onMove, onEnd) =>
      trackPress(e, scale, onMove, (lifted, moved) => {
        setGuides([]);
        setMarquee(undefined);
        settle();
        if (lifted) onEnd?.(moved);
      }),
    targets: (axis, moving) => [
      ...snapTargets(axis === 'x' ? canvas.width : canvas.height, canvas.margin),
      ...rulerGuides[axis],
      ...layerTargets(layers, moving, axis),
    ],
    threshold: (ev) => (ev.altKey ? 0 : SNAP_PX / scale),
    showGuides: (x, y) =>
      setGuides([
        ...(x !== undefined ? [{ axis: 'x' as const, at: x }] : []),
        ...(y !== undefined ? [{ axis: 'y' as const, at: y }] : []),
      ]),
    showMarquee: setMarquee,
    pointAt: (e) => {
      const r = root.current!.getBoundingClientRect();
      return { x: (e.clientX - r.left) / scale, y: (e.clientY - r.top) / scale };
    },
  };
  return { gestures, guides, marquee };
}

/** Presses and double-clicks anywhere on the stage, read with the latest render's gestures. */
function useStagePresses(props: Props, gestures: Gestures) {
  const { stage, selection, readOnly, editText } = props;
  const onPress = (e: PointerEvent) => {
    const el = stage.current!;
    // The stage's own scroll bars, the middle button (panning) and other buttons are not picks.
    if (e.button !== 0 || (e.target === el && (e.offsetX >= el.clientWidth || e.offsetY >= el.clientHeight))) return;
    (document.activeElement as HTMLElement | null)?.blur?.(); // keys now go to the canvas, not to a field
    press(gestures, e, readOnly);
  };
  const onDoubleClick = (e: MouseEvent) => {
    const hits = layersAt(gestures.layers, gestures.pointAt(e));
    const target = hits.find((i) => selection.includes(i)) ?? hits[0];
    if (!readOnly && target !== undefined && gestures.layers[target].type === 'text') editText(target);
  };
  const handlers = useRef({ onPress, onDoubleClick });
  handlers.current = { onPress, onDoubleClick };
  useEffect(
    () =>
      listen(
        [stage.current!, 'pointerdown', (e: PointerEvent) => handlers.current.onPress(e)],
        [stage.current!, 'dblclick', (e: MouseEvent) => handlers.current.onDoubleClick(e)],
      ),
    [],
  );
}

/**
 * One box per layer over the rendered canvas, the selection's frame and handles drawn above every
 * box (so no layer covers them), the marquee and snapping guides while a gesture lasts. The gestures
 * are box-gestures.ts's: a selection of several moves, resizes and rotates together.
 */
export function LayerBoxes(props: Props) {
  const { layers, scale, selection, select, readOnly } = props;
  const root = useRef<HTMLDivElement>(null);
  const { gestures, guides, marquee } = useGestures(props, root);
  useStagePresses(props, gestures);
  const { single, group, free } = frameOf(layers, selection);
  // One layer's frame turns with it; a selection's is the box around it, dashed.
  const frame = single && !single.hidden ? box(single, scale) : group && onScreen(group, scale);
  return (
    <div class="boxes" ref={root}>
      {layers.map((l, i) =>
        l.hidden ? null : (
          <div
            key={i}
            role="button"
            tabIndex={0}
            aria-label={`Layer ${l.layer}`}
            aria-pressed={selection.includes(i)}
            class={`box${selection.includes(i) ? ' selected' : ''}${l.locked ? ' locked' : ''}`}
            style={box(l, scale)}
            onFocus={() => selection.includes(i) || select([i])}
          />
        ),
      )}
      {frame && (
        <div class={group ? 'frame group-frame' : 'frame'} style={frame}>
          {!readOnly && free.length > 0 && (
            <>
              <span class="handle resize" aria-hidden="true" onPointerDown={(e) => resize(gestures, e)} />
              <span class="handle rotate" aria-hidden="true" onPointerDown={(e) => rotate(gestures, e)} />
            </>
          )}
        </div>
      )}
      {marquee && <div class="marquee" style={onScreen(marquee, scale)} />}
      {guides.map((g) => (
        <div
          key={`${g.axis}${g.at}`}
          class={`guide guide-${g.axis}`}
          style={g.axis === 'x' ? { left: g.at * scale } : { top: g.at * scale }}
        />
      ))}
    </div>
  );
}
