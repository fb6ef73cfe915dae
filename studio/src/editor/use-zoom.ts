import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { RefObject } from 'preact';
import { fitZoom, pinchZoom, wheelZoom } from './zoom';

/** A zoom that keeps one screen point over the same design point. */
interface Anchor {
  clientX: number;
  clientY: number;
  x: number;
  y: number;
}

/**
 * The canvas's zoom and pan over a scrolling stage. "Fit" (the default) follows the stage's size;
 * Ctrl+wheel and trackpad pinch zoom about the pointer; Space+drag and the middle button pan; two
 * fingers on a touch screen zoom and pan together (the design point between them stays between them).
 */
export function useZoom(stage: RefObject<HTMLDivElement>, design: { width: number; height: number }) {
  const [room, setRoom] = useState({ width: 800, height: 600 });
  const [zoom, setZoom] = useState<number | 'fit'>('fit');
  const scale = zoom === 'fit' ? fitZoom(room, design) : zoom;
  const anchor = useRef<Anchor>();
  // Each Fit asked for: the layout effect below then scrolls back to the design's top left.
  const [fits, setFits] = useState(0);
  const latest = useRef(scale);
  latest.current = scale;

  /** The design point under a screen point now. */
  const designAt = (clientX: number, clientY: number) => {
    const c = stage.current!.querySelector('.canvas')!.getBoundingClientRect();
    return { x: (clientX - c.left) / latest.current, y: (clientY - c.top) / latest.current };
  };
  /** Zooms, about a screen point (the stage's centre when none is given). */
  const zoomTo = (z: number | 'fit', about?: { clientX: number; clientY: number }) => {
    const s = stage.current!.getBoundingClientRect();
    const { clientX, clientY } = about ?? { clientX: s.left + s.width / 2, clientY: s.top + s.height / 2 };
    anchor.current = z === 'fit' ? undefined : { clientX, clientY, ...designAt(clientX, clientY) };
    if (z === 'fit') setFits((n) => n + 1);
    setZoom(z);
  };
  /** Scrolls so that the anchor's design point is under its screen point again. */
  const hold = (a: Anchor) => {
    const el = stage.current!;
    const now = designAt(a.clientX, a.clientY);
    el.scrollLeft += (a.x - now.x) * latest.current;
    el.scrollTop += (a.y - now.y) * latest.current;
  };
  useLayoutEffect(() => {
    const a = anchor.current;
    anchor.current = undefined;
    if (a) hold(a);
  }, [scale]);
  // A layer beyond the canvas's edge keeps the stage scrollable when the design fits: the scroll of
  // the zoom before would hide the design's left part (issue 39).
  useLayoutEffect(() => {
    if (fits) stage.current!.scrollTo(0, 0);
  }, [fits]);

  useEffect(() => {
    const el = stage.current!;
    const ro = new ResizeObserver(([e]) => setRoom({ width: e.contentRect.width, height: e.contentRect.height }));
    ro.observe(el);
    const wheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return; // a plain wheel scrolls the stage
      e.preventDefault();
      zoomTo(wheelZoom(latest.current, e.deltaY), e);
    };
    let space = false;
    const key = (e: KeyboardEvent) => {
      if (e.code !== 'Space' || (e.target as HTMLElement).matches('input, textarea, select, button, [contenteditable]'))
        return;
      space = e.type === 'keydown';
      el.classList.toggle('panning', space);
      e.preventDefault();
    };
    // Captured before the canvas sees the press: a pan is not a pick.
    const press = (e: PointerEvent) => {
      if (e.button !== 1 && !space) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      const start = { x: e.clientX, y: e.clientY, left: el.scrollLeft, top: el.scrollTop };
      const move = (ev: PointerEvent) => (
        (el.scrollLeft = start.left - (ev.clientX - start.x)),
        (el.scrollTop = start.top - (ev.clientY - start.y))
      );
      const up = () => (window.removeEventListener('pointermove', move), window.removeEventListener('pointerup', up));
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
    };
    // Touch: the second finger turns the first one's press (a drag or a marquee begun) into a pinch.
    const touches = new Map<number, { clientX: number; clientY: number }>();
    let pinch: { distance: number; zoom: number; x: number; y: number } | undefined;
    const spread = () => {
      const [a, b] = [...touches.values()];
      return {
        distance: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
        clientX: (a.clientX + b.clientX) / 2,
        clientY: (a.clientY + b.clientY) / 2,
      };
    };
    const touchDown = (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      touches.set(e.pointerId, e);
      if (touches.size !== 2) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      const [first] = touches.keys();
      // What the browser sends when it takes a touch for its own gesture: the canvas ends that press.
      window.dispatchEvent(new PointerEvent('pointercancel', { pointerId: first, pointerType: 'touch' }));
      const s = spread();
      pinch = { distance: s.distance, zoom: latest.current, ...designAt(s.clientX, s.clientY) };
    };
    const touchMove = (e: PointerEvent) => {
      if (!touches.has(e.pointerId)) return;
      touches.set(e.pointerId, e);
      if (!pinch || touches.size !== 2) return;
      const s = spread();
      const z = pinchZoom(pinch.zoom, pinch.distance, s.distance);
      const a = { clientX: s.clientX, clientY: s.clientY, x: pinch.x, y: pinch.y };
      if (z === latest.current) return hold(a); // the fingers moved together: a pan
      anchor.current = a;
      setZoom(z);
    };
    const touchUp = (e: PointerEvent) => {
      if (!e.isTrusted) return; // our own cancel above, not a finger lifted
      touches.delete(e.pointerId);
      if (touches.size < 2) pinch = undefined;
    };
    el.addEventListener('pointerdown', touchDown, { capture: true });
    window.addEventListener('pointermove', touchMove);
    window.addEventListener('pointerup', touchUp);
    window.addEventListener('pointercancel', touchUp);
    el.addEventListener('wheel', wheel, { passive: false });
    el.addEventListener('pointerdown', press, { capture: true });
    window.addEventListener('keydown', key);
    window.addEventListener('keyup', key);
    return () => {
      ro.disconnect();
      el.removeEventListener('wheel', wheel);
      el.removeEventListener('pointerdown', press, { capture: true });
      el.removeEventListener('pointerdown', touchDown, { capture: true });
      window.removeEventListener('pointermove', touchMove);
      window.removeEventListener('pointerup', touchUp);
      window.removeEventListener('pointercancel', touchUp);
      window.removeEventListener('keydown', key);
      window.removeEventListener('keyup', key);
    };
  }, []);

  /** The middle of what the stage shows, in design pixels: where a new layer goes. */
  const visibleCentre = () => {
    const s = stage.current!.getBoundingClientRect();
    const c = designAt(s.left + s.width / 2, s.top + s.height / 2);
    return { x: Math.min(design.width, Math.max(0, c.x)), y: Math.min(design.height, Math.max(0, c.y)) };
  };
  return { scale, zoom, zoomTo, visibleCentre };
}
