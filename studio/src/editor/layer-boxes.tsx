import { useState } from 'preact/hooks';
import type { Layer } from './design';
import { snapSpan, snapTargets, type Guide } from './snapping';

type Patch = Partial<Layer>;

interface Props {
  layers: Layer[];
  scale: number;
  canvas: { width: number; height: number; margin: number };
  selected: number | undefined;
  select(index: number): void;
  /** A change to one layer; `gesture` names a drag, so the whole drag is one undo step. */
  update(index: number, patch: Patch, gesture?: string): void;
  settle(): void;
  /** Boxes can be selected (to read their properties) but not moved. */
  readOnly: boolean;
}

const SNAP_PX = 6; // on screen

/** One box per layer over the rendered canvas: select, drag, resize, rotate, nudge with the arrow keys. */
export function LayerBoxes({ layers, scale, canvas, selected, select, update, settle, readOnly }: Props) {
  const [guides, setGuides] = useState<Guide[]>([]);

  const track = (e: PointerEvent, index: number, onMove: (dx: number, dy: number, ev: PointerEvent) => void) => {
    e.preventDefault();
    e.stopPropagation();
    select(index);
    const x0 = e.clientX;
    const y0 = e.clientY;
    const move = (ev: PointerEvent) => onMove((ev.clientX - x0) / scale, (ev.clientY - y0) / scale, ev);
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      setGuides([]);
      settle();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  const drag = (e: PointerEvent, i: number) => {
    const l = layers[i];
    const gesture = `drag:${i}:${e.timeStamp}`;
    track(e, i, (dx, dy, ev) => {
      const threshold = ev.altKey ? 0 : SNAP_PX / scale;
      const sx = snapSpan(Math.round(l.x + dx), l.width, snapTargets(canvas.width, canvas.margin), threshold);
      const sy = snapSpan(Math.round(l.y + dy), l.height, snapTargets(canvas.height, canvas.margin), threshold);
      setGuides([...(sx.guide !== undefined ? [{ axis: 'x' as const, at: sx.guide }] : []), ...(sy.guide !== undefined ? [{ axis: 'y' as const, at: sy.guide }] : [])]);
      update(i, { x: sx.start, y: sy.start }, gesture);
    });
  };

  const resize = (e: PointerEvent, i: number) => {
    const l = layers[i];
    const gesture = `resize:${i}:${e.timeStamp}`;
    track(e, i, (dx, dy, ev) => {
      const threshold = ev.altKey ? 0 : SNAP_PX / scale;
      const right = snapSpan(Math.round(l.x + l.width + dx), 0, snapTargets(canvas.width, canvas.margin), threshold);
      const bottom = snapSpan(Math.round(l.y + l.height + dy), 0, snapTargets(canvas.height, canvas.margin), threshold);
      update(i, { width: Math.max(1, right.start - l.x), height: Math.max(1, bottom.start - l.y) }, gesture);
    });
  };

  const rotate = (e: PointerEvent, i: number) => {
    const box = (e.currentTarget as HTMLElement).parentElement!.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const gesture = `rotate:${i}:${e.timeStamp}`;
    track(e, i, (_dx, _dy, ev) => {
      const degrees = (Math.atan2(ev.clientY - cy, ev.clientX - cx) * 180) / Math.PI + 90;
      // Shift snaps to 15° steps; without it, to whole degrees, 0 included within 3°.
      const step = ev.shiftKey ? 15 : 1;
      let r = Math.round(degrees / step) * step;
      r = ((r % 360) + 360) % 360;
      if (r <= 3 || r >= 357) r = 0;
      update(i, { rotation: r }, gesture);
    });
  };

  const nudge = (e: KeyboardEvent, i: number) => {
    const step = e.shiftKey ? 10 : 1;
    const d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
    if (!d) return;
    e.preventDefault();
    const l = layers[i];
    update(i, { x: l.x + d[0], y: l.y + d[1] }, `nudge:${i}`);
  };

  return (
    <div class="boxes">
      {layers.map((l, i) =>
        l.hidden ? null : (
          <div
            key={i}
            role="button"
            tabIndex={0}
            aria-label={`Layer ${l.layer}`}
            aria-pressed={selected === i}
            class={`box${selected === i ? ' selected' : ''}`}
            style={{ left: l.x * scale, top: l.y * scale, width: l.width * scale, height: l.height * scale, transform: `rotate(${l.rotation ?? 0}deg)` }}
            onPointerDown={(e) => (readOnly ? select(i) : drag(e, i))}
            onKeyDown={(e) => readOnly || nudge(e, i)}
            onFocus={() => select(i)}
          >
            {selected === i && !readOnly && (
              <>
                <span class="handle resize" aria-hidden="true" onPointerDown={(e) => resize(e, i)} />
                <span class="handle rotate" aria-hidden="true" onPointerDown={(e) => rotate(e, i)} />
              </>
            )}
          </div>
        ),
      )}
      {guides.map((g) => (
        <div key={`${g.axis}${g.at}`} class={`guide guide-${g.axis}`} style={g.axis === 'x' ? { left: g.at * scale } : { top: g.at * scale }} />
      ))}
    </div>
  );
}
