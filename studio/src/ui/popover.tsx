import { autoUpdate, computePosition, flip, offset, shift, type Placement } from '@floating-ui/dom';
import type { ComponentChildren, JSX, RefObject } from 'preact';
import { createPortal } from 'preact/compat';
import { useLayoutEffect, useRef } from 'preact/hooks';

/** What a popover is placed by: an element (its trigger) or a point on the screen (a context menu). */
export type Anchor = RefObject<HTMLElement> | { x: number; y: number };

const elementOf = (a: Anchor) => ('current' in a ? a.current : null);

/** Keeps `floating` placed by its anchor while it is shown, flipping and shifting to stay in the window. */
export function usePlacement(anchor: Anchor, floating: RefObject<HTMLElement>, open: boolean, placement: Placement) {
  useLayoutEffect(() => {
    const el = floating.current;
    if (!open || !el) return;
    const ref = elementOf(anchor) ?? {
      getBoundingClientRect: () => new DOMRect((anchor as { x: number }).x, (anchor as { y: number }).y, 0, 0),
    };
    const place = () =>
      void computePosition(ref, el, {
        strategy: 'fixed',
        placement,
        middleware: [offset(6), flip(), shift({ padding: 8 })],
      }).then(({ x, y }) => Object.assign(el.style, { left: `${x}px`, top: `${y}px` }));
    return elementOf(anchor) ? autoUpdate(ref as Element, el, place) : (place(), undefined);
  }, [open, anchor, placement]);
}

interface Props extends Omit<JSX.HTMLAttributes<HTMLDivElement>, 'open'> {
  open: boolean;
  /** Called on a press outside it (and outside its trigger) and on Escape inside it. */
  onClose(): void;
  anchor: Anchor;
  placement?: Placement;
  children: ComponentChildren;
}

/**
 * Content floating over the page by its trigger, in the browser's top layer (the Popover API: above
 * dialogs, never clipped by a scrolling panel). Escape or a press elsewhere closes it; Escape gives
 * the focus back to the trigger.
 */
export function Popover({ open, onClose, anchor, placement = 'bottom-start', children, class: cls, ...rest }: Props) {
  const el = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  usePlacement(anchor, el, open, placement);
  useLayoutEffect(() => {
    const node = el.current;
    if (!open || !node) return;
    node.showPopover?.();
    const outside = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!node.contains(t) && !elementOf(anchor)?.contains(t)) close.current();
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [open]);
  if (!open) return null;
  // Out of its trigger's ancestors (a row whose actions fade, a fieldset), into the page, or into the
  // modal dialog it was opened from (what lies outside a modal dialog is inert).
  const host = elementOf(anchor)?.closest('dialog') ?? document.body;
  return createPortal(
    <div
      ref={el}
      popover="manual"
      class={`popover ${cls ?? ''}`}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        e.stopPropagation();
        close.current();
        elementOf(anchor)?.focus();
      }}
      {...rest}
    >
      {children}
    </div>,
    host,
  );
}
