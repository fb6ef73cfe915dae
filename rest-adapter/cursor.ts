import type { TemplatesQueryVariables } from './generated/operations.js';

interface PageInfo {
  startCursor?: string | null;
  endCursor?: string | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

// A REST cursor carries its direction, so one `cursor` parameter serves both next and previous.
const encode = (dir: 'n' | 'p', relay: string) => Buffer.from(`${dir}:${relay}`).toString('base64url');

export function pageArgs(
  cursor: unknown,
  size: number,
): Pick<TemplatesQueryVariables, 'first' | 'after' | 'last' | 'before'> {
  const decoded = typeof cursor === 'string' ? Buffer.from(cursor, 'base64url').toString() : '';
  const m = /^([np]):(.+)$/.exec(decoded);
  if (m?.[1] === 'p') return { last: size, before: m[2] };
  return { first: size, after: m?.[2] ?? null };
}

/** `meta` of the spec's cursor lists. */
export function cursorMeta(cursor: unknown, page: PageInfo) {
  const backward = pageArgs(cursor, 1).before !== undefined;
  const hasNext = backward || page.hasNextPage;
  const hasPrevious = backward ? page.hasPreviousPage : !!pageArgs(cursor, 1).after;
  return {
    previous_cursor: hasPrevious && page.startCursor ? encode('p', page.startCursor) : null,
    next_cursor: hasNext && page.endCursor ? encode('n', page.endCursor) : null,
  };
}
