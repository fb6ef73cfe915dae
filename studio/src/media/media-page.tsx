import { useState } from 'preact/hooks';
import { useQuery } from '../api/use-query';
import { MediaDocument } from '../generated/graphql';
import { Pager } from '../shell/pager';
import { DropZone } from './drop-zone';

/** The media library: drag-and-drop upload, newest first, 12 a page. */
export function MediaPage() {
  const [page, setPage] = useState(1);
  const { data, error, reload } = useQuery(MediaDocument, { page });
  return (
    <main class="page">
      <h1>Media</h1>
      <DropZone onUploaded={() => (page === 1 ? reload() : setPage(1))} />
      {error && (
        <p role="alert" class="field-error">
          {error}
        </p>
      )}
      <ul class="cards">
        {data?.media.items.map((m) => (
          <li key={m.id} class="card">
            <img src={m.src} alt={m.fileName} class="thumb" />
            <span>{m.fileName}</span>
            <small>
              {m.width} × {m.height}
            </small>
            <button type="button" onClick={() => navigator.clipboard?.writeText(m.src)}>
              Copy URL
            </button>
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
