import { useEffect } from 'preact/hooks';
import type { RefObject } from 'preact';
import { listen } from '../ui/listen';

/**
 * Pans the stage by its scroll: Space+drag, or a drag with the middle button. The press is captured
 * before the canvas sees it: a pan is not a pick.
 */
export function usePan(stage: RefObject<HTMLDivElement>) {
  useEffect(() => {
    const el = stage.current!;
    let space = false;
    const key = (e: KeyboardEvent) => {
      if (e.code !== 'Space' || (e.target as HTMLElement).matches('input, textarea, select, button, [contenteditable]'))
        return;
      space = e.type === 'keydown';
      el.classList.toggle('panning', space);
      e.preventDefault();
    };
    const press = (e: PointerEvent) => {
      if (e.button !== 1 && !space) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      const start = { x: e.clientX, y: e.clientY, left: el.scrollLeft, top: el.scrollTop };
      const move = (ev: PointerEvent) => (
        (el.scrollLeft = start.left - (ev.clientX - start.x)),
        (el.scrollTop = start.top - (ev.clientY - start.y))
      );
      const stop = listen([window, 'pointermove', move], [window, 'pointerup', () => stop()]);
    };
    return listen([el, 'pointerdown', press, { capture: true }], [window, 'keydown', key], [window, 'keyup', key]);
  }, []);
}
