import { useEffect, useRef, useState } from 'preact/hooks';
import { listen } from './listen';
import { usePlacement } from './popover';

const DELAY_MS = 400;

/**
 * One tooltip for the whole app: the `data-tip` of the element under the pointer (after a moment)
 * or with the keyboard focus (at once). `name\0shortcut` shows the shortcut as a key. It only repeats
 * the element's accessible name, so assistive technology is not told twice (aria-hidden).
 */
export function TooltipHost() {
  const [target, setTarget] = useState<HTMLElement>();
  const el = useRef<HTMLDivElement>(null);
  const anchor = useRef<HTMLElement | null>(null);
  anchor.current = target ?? null;
  usePlacement(anchor, el, !!target, 'bottom');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tipOf = (e: Event) => (e.target as Element | null)?.closest?.<HTMLElement>('[data-tip]') ?? undefined;
    const hide = () => (clearTimeout(timer), setTarget(undefined));
    const over = (e: PointerEvent) => {
      const t = tipOf(e);
      clearTimeout(timer);
      if (!t) return setTarget(undefined);
      timer = setTimeout(() => setTarget(t), DELAY_MS);
    };
    const focus = (e: FocusEvent) => {
      const t = tipOf(e);
      if (t?.matches(':focus-visible')) setTarget(t);
    };
    const key = (e: KeyboardEvent) => e.key === 'Escape' && hide();
    return listen(
      [document, 'pointerover', over],
      [document, 'focusin', focus],
      [document, 'focusout', hide],
      [document, 'pointerdown', hide, { capture: true }],
      [document, 'keydown', key],
      [window, 'scroll', hide, { capture: true }],
    );
  }, []);
  useEffect(() => void (target && el.current?.showPopover?.()), [target]);
  if (!target?.isConnected) return null;
  const [name, shortcut] = target.dataset.tip!.split('\u0000');
  return (
    <div ref={el} popover="manual" class="tooltip" aria-hidden="true">
      {name}
      {shortcut && <kbd>{shortcut}</kbd>}
    </div>
  );
}
