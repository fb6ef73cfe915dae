import type { ComponentChildren } from 'preact';

export interface Segment<V extends string> {
  value: V;
  /** Its name; shown unless the segment has an icon, then a tooltip. */
  label: string;
  icon?: ComponentChildren;
}

/**
 * One choice of a few, side by side (a radio group): arrow keys move and choose, as in any radio
 * group; only the chosen segment is in the tab order.
 */
export function Segmented<V extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
  full,
}: {
  label: string;
  value: V;
  options: Segment<V>[];
  onChange(value: NoInfer<V>): void;
  disabled?: boolean;
  full?: boolean;
}) {
  const at = options.findIndex((o) => o.value === value);
  const keys = (e: KeyboardEvent) => {
    const by = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (!by) return;
    e.preventDefault();
    const next = options[(at + by + options.length) % options.length];
    onChange(next.value);
    const group = e.currentTarget as HTMLElement;
    requestAnimationFrame(() => group.querySelector<HTMLElement>('[aria-checked=true]')?.focus());
  };
  return (
    <div class={`segmented${full ? ' full' : ''}`} role="radiogroup" aria-label={label} onKeyDown={keys}>
      {options.map((o, i) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          aria-label={o.icon ? o.label : undefined}
          data-tip={o.icon ? o.label : undefined}
          tabIndex={o.value === value || (at < 0 && i === 0) ? 0 : -1}
          disabled={disabled}
          onClick={() => onChange(o.value)}
        >
          {o.icon ?? o.label}
        </button>
      ))}
    </div>
  );
}
