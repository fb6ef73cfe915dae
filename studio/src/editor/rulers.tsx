import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { RefObject } from 'preact';
import type { Guides } from './guides';

type Axis = 'x' | 'y';
/** Starts dragging a guide: a new one (`index` undefined, pulled from a ruler) or the guide at `index`. */
export type DragGuide = (e: PointerEvent, axis: Axis, index?: number) => void;

const THICKNESS = 20; // px, as .ruler in styles.css
const STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];
const MIN_LABEL_GAP = 50; // screen px between numbered ticks

/**
 * A guide follows the pointer in design pixels; released over its ruler (above the stage for a
 * horizontal guide, left of it for a vertical one) it is removed, so a click on a ruler adds none.
 */
export function guideDragger(
  stage: RefObject<HTMLDivElement>,
  scale: number,
  guides: Guides,
  setGuides: (g: Guides) => void,
): DragGuide {
  return (e, axis, index) => {
    e.preventDefault();
    e.stopPropagation();
    const others = guides[axis].filter((_, i) => i !== index);
    const onRuler = (ev: PointerEvent) => {
      const s = stage.current!.getBoundingClientRect();
      return axis === 'x' ? ev.clientX < s.left : ev.clientY < s.top;
    };
    const move = (ev: PointerEvent) => {
      if (ev.pointerId !== e.pointerId) return;
      const c = stage.current!.querySelector('.canvas')!.getBoundingClientRect();
      const at = Math.round((axis === 'x' ? ev.clientX - c.left : ev.clientY - c.top) / scale);
      setGuides({ ...guides, [axis]: onRuler(ev) ? others : [...others, at] });
    };
    const up = (ev: PointerEvent) => {
      if (ev.pointerId !== e.pointerId) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };
}

/** Draws a ruler: design pixels along it, 0 at `origin` screen pixels from its start, numbered every `step`. */
function draw(el: HTMLCanvasElement, along: Axis, origin: number, scale: number) {
  const dpr = window.devicePixelRatio || 1;
  const w = el.clientWidth;
  const h = el.clientHeight;
  el.width = w * dpr;
  el.height = h * dpr;
  const g = el.getContext('2d')!;
  g.scale(dpr, dpr);
  // The theme's colours (ui/tokens.css), read at each draw.
  const css = getComputedStyle(el);
  g.fillStyle = css.getPropertyValue('--surface') || '#fff';
  g.fillRect(0, 0, w, h);
  g.fillStyle = g.strokeStyle = css.getPropertyValue('--text-muted') || '#555';
  g.font = `10px ${css.getPropertyValue('--font') || 'sans-serif'}`;
  g.lineWidth = 1;
  const length = along === 'x' ? w : h;
  const step = STEPS.find((s) => s * scale >= MIN_LABEL_GAP) ?? STEPS[STEPS.length - 1];
  const minor = step / 5;
  g.beginPath();
  for (let k = Math.ceil(-origin / scale / minor); k <= Math.floor((length - origin) / scale / minor); k++) {
    const at = Math.round(origin + k * minor * scale) + 0.5;
    const tick = k % 5 === 0 ? THICKNESS : THICKNESS / 4;
    if (along === 'x') (g.moveTo(at, THICKNESS), g.lineTo(at, THICKNESS - tick));
    else (g.moveTo(THICKNESS, at), g.lineTo(THICKNESS - tick, at));
    if (k % 5 !== 0) continue;
    const label = String(Math.round(k * minor));
    if (along === 'x') g.fillText(label, at + 3, 10);
    else (g.save(), g.translate(10, at - 3), g.rotate(-Math.PI / 2), g.fillText(label, 0, 0), g.restore());
  }
  g.stroke();
  el.dataset.origin = String(origin);
  el.dataset.step = String(step);
}

function Ruler({
  along,
  stage,
  scale,
  startGuide,
}: {
  along: Axis;
  stage: RefObject<HTMLDivElement>;
  scale: number;
  startGuide: DragGuide;
}) {
  const el = useRef<HTMLCanvasElement>(null);
  const redraw = useRef(() => undefined as void);
  redraw.current = () => {
    const canvas = stage.current!.querySelector('.canvas')!.getBoundingClientRect();
    const ruler = el.current!.getBoundingClientRect();
    draw(el.current!, along, along === 'x' ? canvas.left - ruler.left : canvas.top - ruler.top, scale);
  };
  useLayoutEffect(() => redraw.current());
  useEffect(() => {
    const update = () => redraw.current();
    const ro = new ResizeObserver(update);
    ro.observe(el.current!);
    ro.observe(stage.current!);
    stage.current!.addEventListener('scroll', update, { passive: true });
    return () => (ro.disconnect(), stage.current?.removeEventListener('scroll', update));
  }, []);
  // The top ruler (along x) gives horizontal guides (a y), the left one vertical guides.
  return (
    <canvas
      ref={el}
      class={`ruler ruler-${along}`}
      aria-hidden="true"
      title={`Drag onto the canvas for a ${along === 'x' ? 'horizontal' : 'vertical'} guide`}
      onPointerDown={(e) => e.button === 0 && startGuide(e, along === 'x' ? 'y' : 'x')}
    />
  );
}

/** The rulers along the stage's top and left, in design pixels at the zoom, following the scroll. */
export function Rulers(props: { stage: RefObject<HTMLDivElement>; scale: number; startGuide: DragGuide }) {
  return (
    <>
      <div class="ruler-corner" aria-hidden="true" />
      <Ruler along="x" {...props} />
      <Ruler along="y" {...props} />
    </>
  );
}

/** The guides over the canvas; each is dragged to move it, or back onto its ruler to remove it. */
export function GuideLines({ guides, scale, drag }: { guides: Guides; scale: number; drag: DragGuide }) {
  const line = (axis: Axis) => (at: number, i: number) => (
    <div
      key={`${axis}${i}`}
      role="separator"
      aria-orientation={axis === 'x' ? 'vertical' : 'horizontal'}
      aria-label={`${axis === 'x' ? 'Vertical' : 'Horizontal'} guide at ${at} px`}
      class={`guide-line guide-line-${axis}`}
      style={axis === 'x' ? { left: at * scale } : { top: at * scale }}
      onPointerDown={(e) => e.button === 0 && drag(e, axis, i)}
    />
  );
  return <>{[...guides.x.map(line('x')), ...guides.y.map(line('y'))]}</>;
}
