import { useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { request } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import { BatchDocument, CancelBatchDocument, type BatchQuery } from '../generated/graphql';
import { QueryState } from '../shell/query-state';
import { thumbnail } from '../shell/thumbnail';
import { ProgressBar } from './progress-bar';
import { useBatchProgress } from './use-batch-progress';

type Item = BatchQuery['batch']['items'][number];

/** One batch: live progress, items appearing with thumbnails as they complete, failures with their error, cancel. */
export function BatchPage({ uuid }: { uuid: string }) {
  const { data, error } = useQuery(BatchDocument, { uuid });
  if (error || !data) return <QueryState error={error} />;
  return <LiveBatch initial={data.batch} />;
}

function LiveBatch({ initial }: { initial: BatchQuery['batch'] }) {
  const [items, setItems] = useState<Item[]>(initial.items);
  const { batch, error } = useBatchProgress(initial, (changed) =>
    setItems((list) => {
      const next = [...list];
      for (const c of changed) {
        const at = next.findIndex((i) => i.id === c.id);
        if (at >= 0) next[at] = c;
        else next.push(c);
      }
      return next;
    }),
  );
  const [cancelError, setCancelError] = useState<string>();
  const running = batch.status === 'pending' || batch.status === 'processing';
  const cancel = () =>
    request(CancelBatchDocument, { uuid: batch.uuid }).then(
      () => setCancelError(undefined),
      (e: Error) => setCancelError(e.message),
    );
  return (
    <main class="page">
      <p>
        <Link href="/batches">← Batches</Link>
      </p>
      <h1>
        {batch.title || 'Batch'} <span class={`status status-${batch.status}`}>{batch.status}</span>
      </h1>
      <ProgressBar value={batch.processedRows} max={batch.totalRows} label="Batch progress" />
      <p>
        {batch.completed} completed · {batch.failed} failed · {batch.canceled} canceled · {batch.pending} waiting ·{' '}
        {batch.format}
      </p>
      {running && (
        <button type="button" onClick={cancel}>
          Cancel batch
        </button>
      )}
      {(error || cancelError) && (
        <p role="alert" class="field-error">
          {error ?? cancelError}
        </p>
      )}
      <ul class="cards items">
        {items.map((i) => (
          <li key={i.id} class={`card item item-${i.status}`} data-status={i.status}>
            {i.mediaUrl?.endsWith('.pdf') ? (
              <a class="thumb" href={i.mediaUrl}>
                PDF
              </a>
            ) : i.status === 'completed' && i.mediaUrl ? (
              <img class="thumb" src={thumbnail(i.mediaUrl)} alt={`Item ${i.identifier}`} />
            ) : (
              <span class="no-thumb">{i.status}</span>
            )}
            <span>{i.identifier}</span>
            {i.lastError && <p class="field-error">{i.lastError}</p>}
          </li>
        ))}
      </ul>
    </main>
  );
}
