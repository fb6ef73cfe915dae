import { useCallback, useEffect, useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { download } from '../api/graphql-client';
import type { BatchFieldsFragment } from '../generated/graphql';
import { StatusBadge } from '../shell/pager';
import { Button } from '../ui/button';
import { Download } from '../ui/icons';
import { ProgressBar } from './progress-bar';
import { useBatchProgress } from './use-batch-progress';
import { ErrorLine } from '../shell/field-error';

const FINISHED = ['completed', 'failed', 'canceled'];

/** One batch of the run, live; tells the run each change. */
function RunBatch({ batch: initial, changed }: { batch: BatchFieldsFragment; changed(b: BatchFieldsFragment): void }) {
  const { batch, error } = useBatchProgress(initial);
  useEffect(() => changed(batch), [batch, changed]);
  return (
    <li>
      <Link href={`/batches/${batch.uuid}`}>{batch.title}</Link>
      <StatusBadge status={batch.status} />
      <ProgressBar value={batch.processedRows} max={batch.totalRows} label={`Progress of ${batch.title}`} />
      {batch.failed > 0 && <span class="field-error">{batch.failed} failed</span>}
      {error && (
        <span class="field-error" role="alert">
          {error}
        </span>
      )}
    </li>
  );
}

/** Every image of the run as one ZIP: the batch's own archive, or the combined one of several. */
const archiveOf = (batches: BatchFieldsFragment[], name: string) =>
  batches.length === 1
    ? batches[0].archiveUrl
    : `/api/v1/snaps/batches/archive?uuids=${batches.map((b) => b.uuid).join(',')}&name=${encodeURIComponent(name)}`;

/** The run's batches watched on one page, their sum, and every image as one ZIP. */
export function BulkRun({ batches, name }: { batches: BatchFieldsFragment[]; name: string }) {
  const [now, setNow] = useState<Record<string, BatchFieldsFragment>>({});
  const changed = useCallback(
    (b: BatchFieldsFragment) => setNow((n) => (n[b.uuid] === b ? n : { ...n, [b.uuid]: b })),
    [],
  );
  const current = batches.map((b) => now[b.uuid] ?? b);
  const sum = (f: (b: BatchFieldsFragment) => number) => current.reduce((n, b) => n + f(b), 0);
  const done = current.every((b) => FINISHED.includes(b.status));
  const [error, setError] = useState<string>();
  const downloadAll = async () => {
    try {
      await download(archiveOf(current, name));
      setError(undefined);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <section aria-label="Run" class="stack">
      <h2>All rows</h2>
      <ProgressBar value={sum((b) => b.processedRows)} max={sum((b) => b.totalRows)} label="All rows" />
      <p class="muted">
        {sum((b) => b.completed)} completed · {sum((b) => b.failed)} failed · {sum((b) => b.pending)} waiting
      </p>
      <ul class="run-batches">
        {batches.map((b) => (
          <RunBatch key={b.uuid} batch={b} changed={changed} />
        ))}
      </ul>
      <Button variant="primary" icon={<Download size={14} />} onClick={downloadAll} style={{ justifySelf: 'start' }}>
        {done ? 'Download images' : 'Download images so far'} (one ZIP
        {current.length > 1 && ` of ${current.length} batches`})
      </Button>
      <ErrorLine message={error} />
    </section>
  );
}
