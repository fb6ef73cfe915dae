import type { ComponentChildren } from 'preact';

/** Newer and Older buttons around where the list is; a missing handler disables its button. */
export function Pager({
  newer,
  older,
  children,
}: {
  newer?: () => void;
  older?: () => void;
  children: ComponentChildren;
}) {
  if (!newer && !older) return null;
  return (
    <nav class="pager" aria-label="Pages">
      <button type="button" disabled={!newer} onClick={newer}>
        Newer
      </button>
      <span>{children}</span>
      <button type="button" disabled={!older} onClick={older}>
        Older
      </button>
    </nav>
  );
}
