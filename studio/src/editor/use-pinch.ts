import { useEffect } from 'preact/hooks';
import type { RefObject } from 'preact';
import { listen } from '../ui/listen';
import { pinchZoom } from './zoom';

/** A zoom that keeps one screen point over the same design point. */
export interface Anchor {
  clientX: number;
  clientY: number;
  x: number;
  y: number;
}

/** What a pinch reads and changes of the zoom; each reads the zoom's latest state. */
export interface PinchTarget {
  scale(): number;
  /** The design point under a screen point now. */
  designAt(clientX: number, clientY: number): { x: number; y: number };
  /** Zooms to `zoom` keeping `anchor`; at the same zoom, scrolls so that the anchor holds (a pan). */
  zoomAbout(zoom: number, anchor: Anchor): void;
}

/**
 * Two fingers on a touch screen zoom about the point between them and pan as they move together.
 * The second finger turns the first one's press (a drag or a marquee begun) into a pinch.
 */
export function usePinch(stage: RefObject<HTMLDivElement>, target: PinchTarget) {
  useEffect(() => {
    const el = stage.current!;
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
    const down = (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      touches.set(e.pointerId, e);
      if (touches.size !== 2) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      const [first] = touches.keys();
      // What the browser sends when it takes a touch for its own gesture: the canvas ends that press.
      window.dispatchEvent(new PointerEvent('pointercancel', { pointerId: first, pointerType: 'touch' }));
      const s = spread();
      pinch = { distance: s.distance, zoom: target.scale(), ...target.designAt(s.clientX, s.clientY) };
    };
    const move = (e: PointerEvent) => {
      if (!touches.has(e.pointerId)) return;
      touches.set(e.pointerId, e);
      if (!pinch || touches.size !== 2) return;
      const s = spread();
      const zoom = pinchZoom(pinch.zoom, pinch.distance, s.distance);
      target.zoomAbout(zoom, { clientX: s.clientX, clientY: s.clientY, x: pinch.x, y: pinch.y });
    };
    const up = (e: PointerEvent) => {
      if (!e.isTrusted) return; // our own cancel above, not a finger lifted
      touches.delete(e.pointerId);
      if (touches.size < 2) pinch = undefined;
    };
    return listen(
      [el, 'pointerdown', down, { capture: true }],
      [window, 'pointermove', move],
      [window, 'pointerup', up],
      [window, 'pointercancel', up],
    );
  }, []);
}
