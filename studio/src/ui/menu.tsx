import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { IconButton } from './button';
import { Popover, type Anchor } from './popover';

export interface MenuItem {
  label: string;
  onSelect(): void;
  icon?: ComponentChildren;
  shortcut?: string;
  disabled?: boolean;
  danger?: boolean;
  /** A line above it. */
  separated?: boolean;
}

/**
 * A menu of actions (WAI-ARIA menu): the first item takes the focus, arrow keys move, Enter picks,
 * Escape closes and gives the focus back. By its trigger, or at a point (a context menu).
 */
export function Menu({
  label,
  items,
  anchor,
  onClose,
}: {
  label: string;
  items: MenuItem[];
  anchor: Anchor;
  onClose(): void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const buttons = () => [...list.current!.querySelectorAll<HTMLElement>('[role=menuitem]:not([aria-disabled=true])')];
  useLayoutEffect(() => buttons()[0]?.focus(), []);
  const keys = (e: KeyboardEvent) => {
    const all = buttons();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[e.key];
    if (to !== undefined) (e.preventDefault(), all[(to + all.length) % all.length]?.focus());
    if (e.key === 'Tab') onClose();
  };
  return (
    <Popover open onClose={onClose} anchor={anchor} class="menu">
      <div ref={list} role="menu" aria-label={label} onKeyDown={keys}>
        {items.map((item) => [
          item.separated && <hr key={`${item.label}-hr`} />,
          <button
            key={item.label}
            type="button"
            role="menuitem"
            class={item.danger ? 'danger' : undefined}
            aria-disabled={item.disabled || undefined}
            tabIndex={-1}
            onClick={() => item.disabled || (onClose(), item.onSelect())}
          >
            {item.icon}
            {item.label}
            {item.shortcut && <span class="shortcut">{item.shortcut}</span>}
          </button>,
        ])}
      </div>
    </Popover>
  );
}

/** An icon button that opens a menu of actions (a layer's, a template card's). */
export function MenuButton({ label, icon, items }: { label: string; icon: ComponentChildren; items: MenuItem[] }) {
  const ref = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        innerRef={ref}
        label={label}
        icon={icon}
        size="sm"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      />
      {open && <Menu label={label} items={items} anchor={ref} onClose={() => setOpen(false)} />}
    </>
  );
}
