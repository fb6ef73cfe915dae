import { useCursorPages } from '../api/cursor-pages';
import { useQuery } from '../api/use-query';
import { SnapsDocument } from '../generated/graphql';
import { Pager, StatusBadge, When } from '../shell/pager';
import { thumbnail } from '../shell/thumbnail';
import { EmptyState, Skeleton } from '../ui/empty-state';
import { FileText, Images } from '../ui/icons';
import { PageHead } from '../ui/page-head';
import { ErrorLine } from '../shell/field-error';

/** The snaps rendered, newest first, with thumbnails; 50 a page. */
export function SnapsPage() {
  const pages = useCursorPages();
  const { data, error } = useQuery(SnapsDocument, { after: pages.after });
  return (
    <main class="page">
      <PageHead title="Snaps" />
      <ErrorLine message={error} />
      {!data && !error && <Skeleton />}
      <ul class="cards small">
        {data?.snaps.edges.map(({ node: s }) => (
          <li key={s.id} class="card">
            {s.mediaUrl && s.format !== 'pdf' ? (
              <a href={s.mediaUrl} class="thumb">
                <img src={thumbnail(s.mediaUrl)} alt={`Snap ${s.id}`} loading="lazy" />
              </a>
            ) : s.mediaUrl ? (
              <a href={s.mediaUrl} class="thumb">
                <FileText size={28} aria-hidden="true" />
                PDF
              </a>
            ) : (
              <span class="thumb">{s.status}</span>
            )}
            <span class="title">{s.templateTitle ?? 'Deleted template'}</span>
            <span class="meta row">
              <StatusBadge status={s.status} /> {s.format} · <When iso={s.createdAt} />
            </span>
            {s.lastError && <p class="field-error message">{s.lastError}</p>}
          </li>
        ))}
      </ul>
      {data && data.snaps.edges.length === 0 && pages.page === 1 && (
        <EmptyState icon={<Images size={28} />} title="No snaps yet">
          Render one with POST /api/v1/snaps or the createSnap mutation: the editor's Try it tab has both, ready to run.
        </EmptyState>
      )}
      <Pager newer={pages.newer} older={pages.olderFrom(data?.snaps.pageInfo)}>
        Page {pages.page}
      </Pager>
    </main>
  );
}
