import type { ComponentChildren } from 'preact';
import { Button } from '../ui/button';

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
      <Button size="sm" disabled={!newer} onClick={newer}>
        Newer
      </Button>
      <span class="muted">{children}</span>
      <Button size="sm" disabled={!older} onClick={older}>
        Older
      </Button>
    </nav>
  );
}

/** A status as a coloured badge (completed, failed, pending, ...). */
export function StatusBadge({ status }: { status: string }) {
  return <span class={`badge badge-${status}`}>{status}</span>;
}

/** A date and time as the person's browser writes them, in a <time> element. */
export function When({ iso }: { iso: string | null | undefined }) {
  return iso ? <time dateTime={iso}>{new Date(iso).toLocaleString()}</time> : <span class="muted">—</span>;
}
