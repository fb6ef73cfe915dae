import type { ComponentChildren } from 'preact';

/** What an empty list shows: what it will hold, and what to do next. */
export function EmptyState({
  icon,
  title,
  children,
  actions,
}: {
  icon: ComponentChildren;
  title: string;
  children?: ComponentChildren;
  actions?: ComponentChildren;
}) {
  return (
    <div class="empty">
      {icon}
      <h2>{title}</h2>
      {children && <p>{children}</p>}
      {actions && <div class="row">{actions}</div>}
    </div>
  );
}

/** Placeholders shaped like the content that is loading (cards or rows), announced as loading. */
export function Skeleton({ count = 6, kind = 'cards' }: { count?: number; kind?: 'cards' | 'rows' }) {
  return (
    <div role="status" aria-label="Loading" class={kind === 'cards' ? 'cards' : 'stack'}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} class="skeleton" style={{ height: kind === 'cards' ? 220 : 40 }} />
      ))}
    </div>
  );
}
