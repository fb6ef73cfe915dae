import { useState } from 'preact/hooks';

interface PageInfo {
  hasNextPage: boolean;
  endCursor?: string | null;
}

/**
 * Paging through a newest-first connection: `after` is the cursor of the page shown (null for the
 * first). `newer` goes back a page and `olderFrom(pageInfo)` on past the page shown; each is
 * undefined where there is no such page (a Pager disables its button).
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return {
    after: cursors[cursors.length - 1],
    page: cursors.length,
    newer: cursors.length > 1 ? () => setCursors(cursors.slice(0, -1)) : undefined,
    olderFrom: (info: PageInfo | undefined) =>
      info?.hasNextPage && info.endCursor ? () => setCursors([...cursors, info.endCursor!]) : undefined,
    reset: () => setCursors([null]),
  };
}
