import { useState } from 'preact/hooks';
import { request } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import { BatchDocument, CancelBatchDocument, type BatchQuery } from '../generated/graphql';
import { StatusBadge } from '../shell/pager';
import { QueryState } from '../shell/query-state';
import { Button } from '../ui/button';
import { FileText, X } from '../ui/icons';
import { PageHead } from '../ui/page-head';
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
      <PageHead
        back={{ href: '/batches', label: 'Batches' }}
        title={
          <>
            {batch.title || 'Batch'} <StatusBadge status={batch.status} />
          </>
        }
      >
        {running && (
          <Button variant="danger" icon={<X size={14} />} onClick={cancel}>
            Cancel batch
          </Button>
        )}
      </PageHead>
      <ProgressBar value={batch.processedRows} max={batch.totalRows} label="Batch progress" />
      <p class="muted">
        {batch.completed} completed · {batch.failed} failed · {batch.canceled} canceled · {batch.pending} waiting ·{' '}
        {batch.format}
      </p>
      {(error || cancelError) && (
        <p role="alert" class="field-error">
          {error ?? cancelError}
        </p>
      )}
      <ul class="cards small items">
        {items.map((i) => (
          <li key={i.id} class={`card item item-${i.status}`} data-status={i.status}>
            {i.mediaUrl?.endsWith('.pdf') ? (
              <a class="thumb" href={i.mediaUrl}>
                <FileText size={28} aria-hidden="true" />
                PDF
              </a>
            ) : i.status === 'completed' && i.mediaUrl ? (
              <span class="thumb">
                <img src={thumbnail(i.mediaUrl)} alt={`Item ${i.identifier}`} />
              </span>
            ) : (
              <span class="thumb">{i.status}</span>
            )}
            <span class="title">{i.identifier}</span>
            {i.lastError && <p class="field-error message">{i.lastError}</p>}
          </li>
        ))}
      </ul>
    </main>
  );
}
