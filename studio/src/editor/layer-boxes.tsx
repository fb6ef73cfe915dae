import { useEffect, useRef, useState } from 'preact/hooks';
import type { RefObject } from 'preact';
import { moveBy, rotateAbout, scaleTo } from './arrange';
import type { Layer } from './design';
import { boundsOf, layersAt, layersIn, union, type Point, type Rect } from './geometry';
import type { Guides } from './guides';
import { layerTargets, snapSpan, snapTargets, type Guide } from './snapping';

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
const CLICK_PX = 3; // a press that travels less is a click

/** Where a rectangle in design pixels stands on screen. */
const onScreen = (r: Rect, scale: number) => ({
  left: r.x * scale,
  top: r.y * scale,
  width: r.width * scale,
  height: r.height * scale,
});
const box = (l: Layer, scale: number) => ({ ...onScreen(l, scale), transform: `rotate(${l.rotation ?? 0}deg)` });

/**
 * One box per layer over the rendered canvas. A press picks the top layer under the pointer, or the
 * selected one when it is under the pointer (so a covered layer, once selected, can be dragged);
 * Alt+click goes down through the layers there; Shift+click adds or removes; a press on nothing
 * draws a marquee. The selection's frame and handles are drawn above every box, so no layer covers
 * them; a selection of several moves, resizes and rotates together.
 */
export function LayerBoxes({
  layers,
  scale,
  canvas,
  guides: rulerGuides,
  stage,
  selection,
  select,
  change,
  settle,
  editText,
  readOnly,
}: Props) {
  const [guides, setGuides] = useState<Guide[]>([]);
  const [marquee, setMarquee] = useState<Rect>();
  const root = useRef<HTMLDivElement>(null);

  const pointAt = (e: MouseEvent): Point => {
    const r = root.current!.getBoundingClientRect();
    return { x: (e.clientX - r.left) / scale, y: (e.clientY - r.top) / scale };
  };

  /** Follows a press until it is released: `onMove` gets the travel in design pixels, `onEnd` whether it travelled at all (not called when it is cancelled). */
  const track = (
    e: PointerEvent,
    onMove: (dx: number, dy: number, ev: PointerEvent) => void,
    onEnd?: (moved: boolean) => void,
  ) => {
    e.preventDefault();
    e.stopPropagation();
    const x0 = e.clientX;
    const y0 = e.clientY;
    let moved = false;
    const move = (ev: PointerEvent) => {
      if (ev.pointerId !== e.pointerId) return; // another finger
      if (!moved && Math.hypot(ev.clientX - x0, ev.clientY - y0) < CLICK_PX) return;
      moved = true;
      onMove((ev.clientX - x0) / scale, (ev.clientY - y0) / scale, ev);
    };
    // A cancel (a second finger turned the touch into a pinch) ends the press where it got to.
    const up = (ev: PointerEvent) => {
      if (ev.pointerId !== e.pointerId) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      setGuides([]);
      setMarquee(undefined);
      settle();
      if (ev.type === 'pointerup') onEnd?.(moved);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  };

  const threshold = (ev: PointerEvent) => (ev.altKey ? 0 : SNAP_PX / scale);
  const guidesOf = (x?: number, y?: number): Guide[] => [
    ...(x !== undefined ? [{ axis: 'x' as const, at: x }] : []),
    ...(y !== undefined ? [{ axis: 'y' as const, at: y }] : []),
  ];

  /** Where a box snaps on one axis: the canvas's edges, centre and safe margin, the ruler guides, the other layers' edges and centres. */
  const targets = (axis: 'x' | 'y', moving: number[]) => [
    ...snapTargets(axis === 'x' ? canvas.width : canvas.height, canvas.margin),
    ...rulerGuides[axis],
    ...layerTargets(layers, moving, axis),
  ];

  /** Moves the selection together; its box snaps to the targets above. */
  const drag = (e: PointerEvent, moving: number[], onClick: () => void) => {
    const start = layers;
    const movable = moving.filter((i) => !start[i].locked);
    if (!movable.length)
      return track(
        e,
        () => undefined,
        (moved) => moved || onClick(),
      );
    const b = union(movable.map((i) => boundsOf(start[i])));
    const [tx, ty] = [targets('x', movable), targets('y', movable)];
    const gesture = `move:${e.timeStamp}`;
    track(
      e,
      (dx, dy, ev) => {
        const sx = snapSpan(b.x + Math.round(dx), b.width, tx, threshold(ev));
        const sy = snapSpan(b.y + Math.round(dy), b.height, ty, threshold(ev));
        setGuides(guidesOf(sx.guide, sy.guide));
        change(moveBy(start, movable, Math.round(sx.start - b.x), Math.round(sy.start - b.y)), gesture);
      },
      (moved) => moved || onClick(),
    );
  };

  /** The layers as the gesture found them, with one layer changed. */
  const patch = (i: number, p: Partial<Layer>) => layers.map((l, j) => (j === i ? { ...l, ...p } : l));
  const single = selection.length === 1 ? layers[selection[0]] : undefined;
  const group =
    selection.length > 1 ? union(selection.filter((i) => layers[i]).map((i) => boundsOf(layers[i]))) : undefined;
  const free = selection.filter((i) => layers[i] && !layers[i].locked);

  /**
   * The frame's corner: one layer's own width and height, or the whole selection scaled with the
   * box around it. Its right and bottom edges snap as a moved box does; Shift keeps the proportions.
   */
  const resize = (e: PointerEvent) => {
    const start = layers;
    const gesture = `resize:${e.timeStamp}`;
    const [tx, ty] = [targets('x', free), targets('y', free)];
    const b = group ?? { x: single!.x, y: single!.y, width: single!.width, height: single!.height };
    track(e, (dx, dy, ev) => {
      const right = snapSpan(Math.round(b.x + b.width + dx), 0, tx, threshold(ev));
      const bottom = snapSpan(Math.round(b.y + b.height + dy), 0, ty, threshold(ev));
      setGuides(guidesOf(right.guide, bottom.guide));
      const to = { x: b.x, y: b.y, width: Math.max(1, right.start - b.x), height: Math.max(1, bottom.start - b.y) };
      if (ev.shiftKey) {
        // Shift keeps the proportions: the larger of the two factors scales both sides.
        const k = Math.max(to.width / b.width, to.height / b.height);
        Object.assign(to, {
          width: Math.max(1, Math.round(b.width * k)),
          height: Math.max(1, Math.round(b.height * k)),
        });
      }
      change(
        group ? scaleTo(start, free, b, to) : patch(selection[0], { width: to.width, height: to.height }),
        gesture,
      );
    });
  };

  /** The frame's round handle: one layer turns about its centre, a selection about the centre of the box around it. */
  const rotate = (e: PointerEvent) => {
    const frame = (e.currentTarget as HTMLElement).parentElement!.getBoundingClientRect();
    const cx = frame.left + frame.width / 2;
    const cy = frame.top + frame.height / 2;
    const start = layers;
    const centre = group && { x: group.x + group.width / 2, y: group.y + group.height / 2 };
    const gesture = `rotate:${e.timeStamp}`;
    track(e, (_dx, _dy, ev) => {
      const degrees = (Math.atan2(ev.clientY - cy, ev.clientX - cx) * 180) / Math.PI + 90;
      // Shift snaps to 15° steps; without it, to whole degrees, 0 included within 3°.
      const step = ev.shiftKey ? 15 : 1;
      let r = Math.round(degrees / step) * step;
      r = ((r % 360) + 360) % 360;
      if (r <= 3 || r >= 357) r = 0;
      change(centre ? rotateAbout(start, free, centre, r) : patch(selection[0], { rotation: r }), gesture);
    });
  };
  // One layer's frame turns with it; a selection's is the box around it, dashed.
  const frame = single && !single.hidden ? box(single, scale) : group && onScreen(group, scale);

  const marqueeFrom = (e: PointerEvent, base: number[]) => {
    const p0 = pointAt(e);
    select(base);
    track(e, (dx, dy) => {
      const r = {
        x: Math.min(p0.x, p0.x + dx),
        y: Math.min(p0.y, p0.y + dy),
        width: Math.abs(dx),
        height: Math.abs(dy),
      };
      setMarquee(r);
      select([...base, ...layersIn(layers, r).filter((i) => !base.includes(i))]);
    });
  };

  const press = (e: PointerEvent) => {
    const el = stage.current!;
    // The stage's own scroll bars, the middle button (panning) and other buttons are not picks.
    if (e.button !== 0 || (e.target === el && (e.offsetX >= el.clientWidth || e.offsetY >= el.clientHeight))) return;
    (document.activeElement as HTMLElement | null)?.blur?.(); // keys now go to the canvas, not to a field
    const hits = layersAt(layers, pointAt(e));
    if (readOnly) return (e.preventDefault(), select(hits.slice(0, 1)));
    if (e.shiftKey) {
      if (!hits.length) return marqueeFrom(e, selection);
      e.preventDefault();
      return select(selection.includes(hits[0]) ? selection.filter((i) => i !== hits[0]) : [...selection, hits[0]]);
    }
    if (!hits.length) return marqueeFrom(e, []);
    const target = hits.find((i) => selection.includes(i)) ?? hits[0];
    const moving = selection.includes(target) ? selection : [target];
    if (moving !== selection) select(moving);
    // A click picks the top layer; Alt+click the one below the selected one there (round to the top again).
    // A drag moves the selection, covered or not; Alt+drag moves it without snapping.
    const below = hits[(hits.indexOf(target) + 1) % hits.length];
    drag(e, moving, () => select([e.altKey ? below : hits[0]]));
  };
  const doubleClick = (e: MouseEvent) => {
    const hits = layersAt(layers, pointAt(e));
    const target = hits.find((i) => selection.includes(i)) ?? hits[0];
    if (!readOnly && target !== undefined && layers[target].type === 'text') editText(target);
  };
  // Listeners on the stage, reading the latest render's state through a ref.
  const handlers = useRef({ press, doubleClick });
  handlers.current = { press, doubleClick };
  useEffect(() => {
    const el = stage.current!;
    const onPress = (e: PointerEvent) => handlers.current.press(e);
    const onDouble = (e: MouseEvent) => handlers.current.doubleClick(e);
    el.addEventListener('pointerdown', onPress);
    el.addEventListener('dblclick', onDouble);
    return () => (el.removeEventListener('pointerdown', onPress), el.removeEventListener('dblclick', onDouble));
  }, []);

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
              <span class="handle resize" aria-hidden="true" onPointerDown={resize} />
              <span class="handle rotate" aria-hidden="true" onPointerDown={rotate} />
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
