import { useState } from 'preact/hooks';
import { useQuery } from '../api/use-query';
import { MediaDocument } from '../generated/graphql';
import { Pager } from '../shell/pager';
import { Button } from '../ui/button';
import { Copy } from '../ui/icons';
import { PageHead } from '../ui/page-head';
import { toast } from '../ui/toast';
import { DropZone } from './drop-zone';
import { ErrorLine } from '../shell/field-error';

/** The media library: drag-and-drop upload, newest first, 12 a page. */
export function MediaPage() {
  const [page, setPage] = useState(1);
  const { data, error, reload } = useQuery(MediaDocument, { page });
  return (
    <main class="page">
      <PageHead title="Media" />
      <DropZone onUploaded={() => (page === 1 ? reload() : setPage(1))} />
      <ErrorLine message={error} />
      <ul class="cards small">
        {data?.media.items.map((m) => (
          <li key={m.id} class="card">
            <span class="thumb">
              <img src={m.src} alt={m.fileName} />
            </span>
            <span class="title">{m.fileName}</span>
            <span class="meta">
              {m.width} × {m.height}
            </span>
            <div class="card-actions">
              <Button
                size="sm"
                icon={<Copy size={14} />}
                onClick={() => navigator.clipboard?.writeText(m.src).then(() => toast('URL copied'))}
              >
                Copy URL
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {data && data.media.total === 0 && (
        <p class="hint">No images yet: drop one above. Image layers pick from here.</p>
      )}
      {data && data.media.lastPage > 1 && (
        <Pager
          newer={page > 1 ? () => setPage(page - 1) : undefined}
          older={page < data.media.lastPage ? () => setPage(page + 1) : undefined}
        >
          Page {data.media.currentPage} of {data.media.lastPage}
        </Pager>
      )}
    </main>
  );
}
