import { useId, useRef, useState } from 'preact/hooks';
import { ChevronDown } from './icons';
import { Popover } from './popover';

interface Option<V extends string = string> {
  value: V;
  label: string;
  /** Options with the same group are listed under its name. */
  group?: string;
}

interface Props<V extends string> {
  value: V;
  options: Option<V>[];
  onChange(value: NoInfer<V>): void;
  id?: string;
  /** The accessible name when no <label for={id}> names it. */
  label?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/**
 * A choice of one from a list (the WAI-ARIA select-only combobox): a button showing the choice and
 * a listbox below it. Arrow keys, Home, End and a typed letter move; Enter or Space picks; Escape
 * closes. The focus stays on the button (aria-activedescendant), as with the browser's select.
 */
export function Select<V extends string>({ value, options, onChange, id, label, disabled, size }: Props<V>) {
  const own = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const current = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const [active, setActive] = useState(current);
  const show = () => (setActive(current), setOpen(true));
  const pick = (i: number) => (onChange(options[i].value), setOpen(false));
  const keys = (e: KeyboardEvent) => {
    const last = options.length - 1;
    const move = (i: number) => (e.preventDefault(), open ? setActive(Math.min(last, Math.max(0, i))) : show());
    if (e.key === 'ArrowDown') return move(active + 1);
    if (e.key === 'ArrowUp') return move(active - 1);
    if (open && e.key === 'Home') return move(0);
    if (open && e.key === 'End') return move(last);
    if (e.key === 'Enter' || e.key === ' ') return (e.preventDefault(), open ? pick(active) : show());
    if (e.key === 'Escape' && open) return (e.preventDefault(), e.stopPropagation(), setOpen(false));
    if (e.key === 'Tab') return setOpen(false);
    if (e.key.length === 1 && /\S/.test(e.key)) {
      const from = open ? active + 1 : current + 1;
      const at = [...options.slice(from), ...options.slice(0, from)].find((o) =>
        o.label.toLowerCase().startsWith(e.key.toLowerCase()),
      );
      if (at) (open ? setActive : (i: number) => onChange(options[i].value))(options.indexOf(at));
    }
  };
  const listId = `${id ?? own}-list`;
  let group: string | undefined;
  return (
    <>
      <button
        ref={button}
        id={id}
        type="button"
        role="combobox"
        class={`btn select${size === 'sm' ? ' btn-sm' : ''}`}
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={keys}
      >
        <span>{options[current]?.label ?? String(value)}</span>
        <ChevronDown size={14} />
      </button>
      <Popover open={open} onClose={() => setOpen(false)} anchor={button}>
        <ul id={listId} role="listbox" class="listbox" aria-label={label} tabIndex={-1}>
          {options.map((o, i) => {
            const heading = o.group !== group ? (group = o.group) : undefined;
            return [
              heading && (
                <li key={`g-${heading}`} role="presentation" class="group-label">
                  {heading}
                </li>
              ),
              <li
                key={String(o.value)}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === current}
                class={i === active ? 'active' : undefined}
                onPointerDown={(e) => e.preventDefault()}
                onPointerEnter={() => setActive(i)}
                onClick={() => (pick(i), button.current?.focus())}
              >
                {o.label}
              </li>,
            ];
          })}
        </ul>
      </Popover>
    </>
  );
}
