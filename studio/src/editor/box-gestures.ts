import { listen } from '../ui/listen';
import { moveBy, rotateAbout, scaleTo } from './arrange';
import type { Layer } from './design';
import { boundsOf, layersAt, layersIn, union, type Point, type Rect } from './geometry';
import { snapSpan } from './snapping';

/**
 * The canvas's gestures on the layers' boxes (docs/studio.md "The canvas"): picking, dragging the
 * selection, a marquee, and the selection frame's resize and rotate handles. Each is one undo step
 * (`change` names the gesture); layer-boxes.tsx draws the boxes and hands presses here.
 */

const CLICK_PX = 3; // a press that travels less is a click

type OnMove = (dx: number, dy: number, ev: PointerEvent) => void;
/** Follows a press until it is released: `onMove` gets the travel in design pixels, `onEnd` whether it travelled at all (not called when it is cancelled). */
type Track = (e: PointerEvent, onMove: OnMove, onEnd?: (moved: boolean) => void) => void;

/** A press followed over the window; `onRelease` says whether the pointer was lifted (not cancelled) and whether it travelled. */
export function trackPress(
  e: PointerEvent,
  scale: number,
  onMove: OnMove,
  onRelease: (lifted: boolean, moved: boolean) => void,
): void {
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
    stop();
    onRelease(ev.type === 'pointerup', moved);
  };
  const stop = listen([window, 'pointermove', move], [window, 'pointerup', up], [window, 'pointercancel', up]);
}

/** What the gestures read and change, as the canvas is at the press. */
export interface Gestures {
  layers: Layer[];
  selection: number[];
  select(selection: number[]): void;
  change(layers: Layer[], gesture: string): void;
  track: Track;
  /** Where a box moving on one axis snaps: the canvas's edges, centre and safe margin, the ruler guides, the other layers. */
  targets(axis: 'x' | 'y', moving: number[]): number[];
  /** How near snaps, in design pixels (none with Alt). */
  threshold(ev: PointerEvent): number;
  showGuides(x?: number, y?: number): void;
  showMarquee(r: Rect): void;
  pointAt(e: MouseEvent): Point;
}

/** The selection as its frame sees it: one layer, or the box around several; the layers that are not locked. */
export function frameOf(layers: Layer[], selection: number[]) {
  return {
    single: selection.length === 1 ? layers[selection[0]] : undefined,
    group: selection.length > 1 ? union(selection.filter((i) => layers[i]).map((i) => boundsOf(layers[i]))) : undefined,
    free: selection.filter((i) => layers[i] && !layers[i].locked),
  };
}

/** The layers as the gesture found them, with one layer changed. */
const patched = (layers: Layer[], i: number, p: Partial<Layer>) => layers.map((l, j) => (j === i ? { ...l, ...p } : l));

/** Moves the selection together; its box snaps to the targets. */
function drag(g: Gestures, e: PointerEvent, moving: number[], onClick: () => void) {
  const start = g.layers;
  const movable = moving.filter((i) => !start[i].locked);
  if (!movable.length)
    return g.track(
      e,
      () => undefined,
      (moved) => moved || onClick(),
    );
  const b = union(movable.map((i) => boundsOf(start[i])));
  const [tx, ty] = [g.targets('x', movable), g.targets('y', movable)];
  const gesture = `move:${e.timeStamp}`;
  g.track(
    e,
    (dx, dy, ev) => {
      const sx = snapSpan(b.x + Math.round(dx), b.width, tx, g.threshold(ev));
      const sy = snapSpan(b.y + Math.round(dy), b.height, ty, g.threshold(ev));
      g.showGuides(sx.guide, sy.guide);
      g.change(moveBy(start, movable, Math.round(sx.start - b.x), Math.round(sy.start - b.y)), gesture);
    },
    (moved) => moved || onClick(),
  );
}

/**
 * The frame's corner: one layer's own width and height, or the whole selection scaled with the
 * box around it. Its right and bottom edges snap as a moved box does; Shift keeps the proportions.
 */
export function resize(g: Gestures, e: PointerEvent) {
  const start = g.layers;
  const { single, group, free } = frameOf(start, g.selection);
  const gesture = `resize:${e.timeStamp}`;
  const [tx, ty] = [g.targets('x', free), g.targets('y', free)];
  const b = group ?? { x: single!.x, y: single!.y, width: single!.width, height: single!.height };
  g.track(e, (dx, dy, ev) => {
    const right = snapSpan(Math.round(b.x + b.width + dx), 0, tx, g.threshold(ev));
    const bottom = snapSpan(Math.round(b.y + b.height + dy), 0, ty, g.threshold(ev));
    g.showGuides(right.guide, bottom.guide);
    const to = { x: b.x, y: b.y, width: Math.max(1, right.start - b.x), height: Math.max(1, bottom.start - b.y) };
    if (ev.shiftKey) {
      // Shift keeps the proportions: the larger of the two factors scales both sides.
      const k = Math.max(to.width / b.width, to.height / b.height);
      Object.assign(to, {
        width: Math.max(1, Math.round(b.width * k)),
        height: Math.max(1, Math.round(b.height * k)),
      });
    }
    g.change(
      group ? scaleTo(start, free, b, to) : patched(start, g.selection[0], { width: to.width, height: to.height }),
      gesture,
    );
  });
}

/** The frame's round handle: one layer turns about its centre, a selection about the centre of the box around it. */
export function rotate(g: Gestures, e: PointerEvent) {
  const frame = (e.currentTarget as HTMLElement).parentElement!.getBoundingClientRect();
  const cx = frame.left + frame.width / 2;
  const cy = frame.top + frame.height / 2;
  const start = g.layers;
  const { group, free } = frameOf(start, g.selection);
  const centre = group && { x: group.x + group.width / 2, y: group.y + group.height / 2 };
  const gesture = `rotate:${e.timeStamp}`;
  g.track(e, (_dx, _dy, ev) => {
    const degrees = (Math.atan2(ev.clientY - cy, ev.clientX - cx) * 180) / Math.PI + 90;
    // Shift snaps to 15° steps; without it, to whole degrees, 0 included within 3°.
    const step = ev.shiftKey ? 15 : 1;
    let r = Math.round(degrees / step) * step;
    r = ((r % 360) + 360) % 360;
    if (r <= 3 || r >= 357) r = 0;
    g.change(centre ? rotateAbout(start, free, centre, r) : patched(start, g.selection[0], { rotation: r }), gesture);
  });
}

/** A marquee from the press: every layer it touches is selected, after `base` (Shift keeps the selection). */
function marquee(g: Gestures, e: PointerEvent, base: number[]) {
  const p0 = g.pointAt(e);
  g.select(base);
  g.track(e, (dx, dy) => {
    const r = { x: Math.min(p0.x, p0.x + dx), y: Math.min(p0.y, p0.y + dy), width: Math.abs(dx), height: Math.abs(dy) };
    g.showMarquee(r);
    g.select([...base, ...layersIn(g.layers, r).filter((i) => !base.includes(i))]);
  });
}

/**
 * A press on the stage: picks the top layer under the pointer, or the selected one when it is under
 * the pointer (so a covered layer, once selected, can be dragged), and drags the selection; Alt+click
 * goes down through the layers there; Shift+click adds or removes; a press on nothing draws a marquee.
 */
export function press(g: Gestures, e: PointerEvent, readOnly: boolean) {
  const hits = layersAt(g.layers, g.pointAt(e));
  const { selection, select } = g;
  if (readOnly) return (e.preventDefault(), select(hits.slice(0, 1)));
  if (e.shiftKey) {
    if (!hits.length) return marquee(g, e, selection);
    e.preventDefault();
    return select(selection.includes(hits[0]) ? selection.filter((i) => i !== hits[0]) : [...selection, hits[0]]);
  }
  if (!hits.length) return marquee(g, e, []);
  const target = hits.find((i) => selection.includes(i)) ?? hits[0];
  const moving = selection.includes(target) ? selection : [target];
  if (moving !== selection) select(moving);
  // A click picks the top layer; Alt+click the one below the selected one there (round to the top again).
  // A drag moves the selection, covered or not; Alt+drag moves it without snapping.
  const below = hits[(hits.indexOf(target) + 1) % hits.length];
  drag(g, e, moving, () => select([e.altKey ? below : hits[0]]));
}
