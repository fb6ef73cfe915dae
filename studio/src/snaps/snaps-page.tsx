import { useQuery } from '../api/use-query';
import { SnapsDocument } from '../generated/graphql';

/** The snaps rendered, newest first, with thumbnails. */
export function SnapsPage() {
  const { data, error } = useQuery(SnapsDocument);
  return (
    <main class="page">
      <h1>Snaps</h1>
      {error && <p role="alert" class="field-error">{error}</p>}
      <ul class="cards">
        {data?.snaps.edges.map(({ node: s }) => (
          <li key={s.id} class="card">
            {s.mediaUrl && s.format !== 'pdf' ? (
              <a href={s.mediaUrl} class="thumb"><img src={s.mediaUrl} alt={`Snap ${s.id}`} /></a>
            ) : s.mediaUrl ? (
              <a href={s.mediaUrl} class="thumb no-thumb">PDF</a>
            ) : (
              <span class="thumb no-thumb">{s.status}</span>
            )}
            <span>{s.templateTitle ?? 'Deleted template'}</span>
            <small>{s.format} · {s.status} · {new Date(s.createdAt).toLocaleString()}</small>
            {s.lastError && <p class="field-error">{s.lastError}</p>}
          </li>
        ))}
      </ul>
      {data && data.snaps.edges.length === 0 && <p>No snaps yet.</p>}
    </main>
  );
}
