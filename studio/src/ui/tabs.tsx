import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';

/** Tabs (WAI-ARIA): the chosen tab's panel below them; arrow keys move between tabs. */
export function Tabs<K extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  label: string;
  tabs: { key: K; label: string }[];
  value: K;
  onChange(key: NoInfer<K>): void;
  children: ComponentChildren;
}) {
  const id = useId();
  const keys = (e: KeyboardEvent) => {
    const by = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    if (!by) return;
    const at = tabs.findIndex((t) => t.key === value);
    onChange(tabs[(at + by + tabs.length) % tabs.length].key);
    const list = e.currentTarget as HTMLElement;
    requestAnimationFrame(() => list.querySelector<HTMLElement>('[aria-selected=true]')?.focus());
  };
  return (
    <div class="tabs">
      <div role="tablist" aria-label={label} onKeyDown={keys}>
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${id}-${t.key}`}
            aria-selected={t.key === value}
            aria-controls={`${id}-panel`}
            tabIndex={t.key === value ? 0 : -1}
            onClick={() => onChange(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${value}`}>
        {children}
      </div>
    </div>
  );
}
