import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { RefObject } from 'preact';
import { listen } from '../ui/listen';
import { usePan } from './use-pan';
import { usePinch, type Anchor } from './use-pinch';
import { fitZoom, wheelZoom } from './zoom';

/** The stage's size, followed as the window or the panels change. */
function useRoom(stage: RefObject<HTMLDivElement>) {
  const [room, setRoom] = useState({ width: 800, height: 600 });
  useEffect(() => {
    const ro = new ResizeObserver(([e]) => setRoom({ width: e.contentRect.width, height: e.contentRect.height }));
    ro.observe(stage.current!);
    return () => ro.disconnect();
  }, []);
  return room;
}

/**
 * The canvas's zoom and pan over a scrolling stage. "Fit" (the default) follows the stage's size;
 * Ctrl+wheel and trackpad pinch zoom about the pointer; Space+drag and the middle button pan; two
 * fingers on a touch screen zoom and pan together (the design point between them stays between them).
 */
export function useZoom(stage: RefObject<HTMLDivElement>, design: { width: number; height: number }) {
  const room = useRoom(stage);
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
    const wheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return; // a plain wheel scrolls the stage
      e.preventDefault();
      zoomTo(wheelZoom(latest.current, e.deltaY), e);
    };
    return listen([stage.current!, 'wheel', wheel, { passive: false }]);
  }, []);
  usePinch(stage, {
    scale: () => latest.current,
    designAt,
    // The fingers moved together: a pan.
    zoomAbout: (z, a) => (z === latest.current ? hold(a) : ((anchor.current = a), setZoom(z))),
  });

  // After the pinch: a two-finger press stops before the pan's listener sees it.
  usePan(stage);

  /** The middle of what the stage shows, in design pixels: where a new layer goes. */
  const visibleCentre = () => {
    const s = stage.current!.getBoundingClientRect();
    const c = designAt(s.left + s.width / 2, s.top + s.height / 2);
    return { x: Math.min(design.width, Math.max(0, c.x)), y: Math.min(design.height, Math.max(0, c.y)) };
  };
  return { scale, zoom, zoomTo, visibleCentre };
}
