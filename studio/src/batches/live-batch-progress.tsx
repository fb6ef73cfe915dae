import type { BatchFieldsFragment } from '../generated/graphql';
import { StatusBadge } from '../shell/pager';
import { ProgressBar } from './progress-bar';
import { useBatchProgress } from './use-batch-progress';

/** The status, progress and failure cells of one batch's row, live. */
export function LiveBatchProgress({ batch: initial }: { batch: BatchFieldsFragment }) {
  const { batch } = useBatchProgress(initial);
  return (
    <>
      <td>
        <StatusBadge status={batch.status} />
      </td>
      <td>
        <ProgressBar
          value={batch.processedRows}
          max={batch.totalRows}
          label={`Progress of ${batch.title || batch.uuid}`}
        />
      </td>
      <td>{batch.failed}</td>
    </>
  );
}
