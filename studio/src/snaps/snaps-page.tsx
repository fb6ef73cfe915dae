import { useCursorPages } from '../api/cursor-pages';
import { useQuery } from '../api/use-query';
import { SnapsDocument } from '../generated/graphql';
import { Pager } from '../shell/pager';
import { thumbnail } from '../shell/thumbnail';

/** The snaps rendered, newest first, with thumbnails; 50 a page. */
export function SnapsPage() {
  const pages = useCursorPages();
  const { data, error } = useQuery(SnapsDocument, { after: pages.after });
  return (
    <main class="page">
      <h1>Snaps</h1>
      {error && (
        <p role="alert" class="field-error">
          {error}
        </p>
      )}
      <ul class="cards">
        {data?.snaps.edges.map(({ node: s }) => (
          <li key={s.id} class="card">
            {s.mediaUrl && s.format !== 'pdf' ? (
              <a href={s.mediaUrl} class="thumb">
                <img src={thumbnail(s.mediaUrl)} alt={`Snap ${s.id}`} loading="lazy" />
              </a>
            ) : s.mediaUrl ? (
              <a href={s.mediaUrl} class="thumb no-thumb">
                PDF
              </a>
            ) : (
              <span class="thumb no-thumb">{s.status}</span>
            )}
            <span>{s.templateTitle ?? 'Deleted template'}</span>
            <small>
              {s.format} · {s.status} · {new Date(s.createdAt).toLocaleString()}
            </small>
            {s.lastError && <p class="field-error">{s.lastError}</p>}
          </li>
        ))}
      </ul>
      {data && data.snaps.edges.length === 0 && pages.page === 1 && (
        <p>
          No snaps yet: render one with POST /api/v1/snaps or the createSnap mutation (the editor's Try it panel has
          both, ready to run).
        </p>
      )}
      <Pager newer={pages.newer} older={pages.olderFrom(data?.snaps.pageInfo)}>
        Page {pages.page}
      </Pager>
    </main>
  );
}
