import { useEffect, useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { useCursorPages } from '../api/cursor-pages';
import { subscribe } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import {
  BatchCreatedDocument,
  BatchesDocument,
  type BatchFieldsFragment,
  type BatchStatus,
} from '../generated/graphql';
import { Pager } from '../shell/pager';
import { LiveBatchProgress } from './live-batch-progress';

const STATUSES: BatchStatus[] = ['pending', 'processing', 'completed', 'failed', 'canceled'];

/** Batches, newest first, 50 a page, each with its live progress; filter by status. */
export function BatchesPage() {
  const [status, setStatus] = useState<BatchStatus | ''>('');
  const pages = useCursorPages();
  const { data, error } = useQuery(BatchesDocument, { status: status || null, after: pages.after });
  // Batches started after the page was read (by any client): on top of the first page, as the list would order them.
  const [created, setCreated] = useState<BatchFieldsFragment[]>([]);
  const showsNew = pages.page === 1 && (status === '' || status === 'pending');
  useEffect(() => setCreated([]), [data]);
  useEffect(
    () =>
      showsNew ? subscribe(BatchCreatedDocument, {}, (d) => setCreated((c) => [d.batchCreated, ...c])) : undefined,
    [showsNew],
  );
  const listed = new Set(data?.batches.edges.map((e) => e.node.uuid));
  const rows = [...created.filter((b) => !listed.has(b.uuid)), ...(data?.batches.edges.map((e) => e.node) ?? [])];
  return (
    <main class="page">
      <h1>Batches</h1>
      <p>
        <Link href="/batches/new" class="button">
          New batch from a CSV
        </Link>
      </p>
      <label>
        Status{' '}
        <select value={status} onChange={(e) => (setStatus(e.currentTarget.value as BatchStatus | ''), pages.reset())}>
          <option value="">All</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p role="alert" class="field-error">
          {error}
        </p>
      )}
      <table>
        <thead>
          <tr>
            <th>Batch</th>
            <th>Status</th>
            <th>Progress</th>
            <th>Failed</th>
            <th>Created</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((b) => (
            <tr key={b.uuid}>
              <td>
                <Link href={`/batches/${b.uuid}`}>{b.title || b.uuid}</Link>
              </td>
              <LiveBatchProgress batch={b} />
              <td>{new Date(b.createdAt).toLocaleString()}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && rows.length === 0 && pages.page === 1 && (
        <p>
          No batches{status ? ` ${status}` : ''} yet. Start one from a CSV, with POST /api/v1/snaps/batches or the
          createBatch mutation.
        </p>
      )}
      <Pager newer={pages.newer} older={pages.olderFrom(data?.batches.pageInfo)}>
        Page {pages.page}
      </Pager>
    </main>
  );
}
