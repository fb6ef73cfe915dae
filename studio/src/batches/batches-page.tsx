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
import { Pager, When } from '../shell/pager';
import { EmptyState } from '../ui/empty-state';
import { FileSpreadsheet, Layers } from '../ui/icons';
import { PageHead } from '../ui/page-head';
import { Select } from '../ui/select';
import { LiveBatchProgress } from './live-batch-progress';
import { ErrorLine } from '../shell/field-error';
import { Table } from '../ui/table';

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
      <PageHead title="Batches">
        <Select
          label="Status"
          size="sm"
          value={status}
          onChange={(v) => (setStatus(v), pages.reset())}
          options={[{ value: '' as const, label: 'All statuses' }, ...STATUSES.map((s) => ({ value: s, label: s }))]}
        />
        <Link href="/batches/new" class="btn btn-primary">
          <FileSpreadsheet size={16} aria-hidden="true" />
          New batch from a CSV
        </Link>
      </PageHead>
      <ErrorLine message={error} />
      {rows.length > 0 && (
        <Table columns={['Batch', 'Status', 'Progress', 'Failed', 'Created']}>
          {rows.map((b) => (
            <tr key={b.uuid}>
              <td>
                <Link href={`/batches/${b.uuid}`}>{b.title || b.uuid}</Link>
              </td>
              <LiveBatchProgress batch={b} />
              <td>
                <When iso={b.createdAt} />
              </td>
            </tr>
          ))}
        </Table>
      )}
      {data && rows.length === 0 && pages.page === 1 && (
        <EmptyState icon={<Layers size={28} />} title={`No batches${status ? ` ${status}` : ''} yet`}>
          A batch renders many images from one template. Start one from a CSV here, with POST /api/v1/snaps/batches or
          the createBatch mutation.
        </EmptyState>
      )}
      <Pager newer={pages.newer} older={pages.olderFrom(data?.batches.pageInfo)}>
        Page {pages.page}
      </Pager>
    </main>
  );
}
