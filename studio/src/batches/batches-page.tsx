import { useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { useCursorPages } from '../api/cursor-pages';
import { useQuery } from '../api/use-query';
import { BatchesDocument, type BatchStatus } from '../generated/graphql';
import { Pager } from '../shell/pager';
import { LiveBatchProgress } from './live-batch-progress';

const STATUSES: BatchStatus[] = ['pending', 'processing', 'completed', 'failed', 'canceled'];

/** Batches, newest first, 50 a page, each with its live progress; filter by status. */
export function BatchesPage() {
  const [status, setStatus] = useState<BatchStatus | ''>('');
  const pages = useCursorPages();
  const { data, error } = useQuery(BatchesDocument, { status: status || null, after: pages.after });
  return (
    <main class="page">
      <h1>Batches</h1>
      <label>
        Status{' '}
        <select value={status} onChange={(e) => (setStatus(e.currentTarget.value as BatchStatus | ''), pages.reset())}>
          <option value="">All</option>
          {STATUSES.map((s) => <option key={s} value={s}>{s}</option>)}
        </select>
      </label>
      {error && <p role="alert" class="field-error">{error}</p>}
      <table>
        <thead>
          <tr><th>Batch</th><th>Status</th><th>Progress</th><th>Failed</th><th>Created</th></tr>
        </thead>
        <tbody>
          {data?.batches.edges.map(({ node: b }) => (
            <tr key={b.uuid}>
              <td><Link href={`/batches/${b.uuid}`}>{b.title || b.uuid}</Link></td>
              <LiveBatchProgress batch={b} />
              <td>{new Date(b.createdAt).toLocaleString()}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && data.batches.edges.length === 0 && pages.page === 1 && <p>No batches{status ? ` ${status}` : ''} yet. Start one with POST /api/v1/snaps/batches or the createBatch mutation.</p>}
      <Pager newer={pages.newer} older={pages.olderFrom(data?.batches.pageInfo)}>
        Page {pages.page}
      </Pager>
    </main>
  );
}
