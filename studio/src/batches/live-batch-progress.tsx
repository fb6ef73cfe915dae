import type { BatchFieldsFragment } from '../generated/graphql';
import { ProgressBar } from './progress-bar';
import { useBatchProgress } from './use-batch-progress';

/** The status, progress and failure cells of one batch's row, live. */
export function LiveBatchProgress({ batch: initial }: { batch: BatchFieldsFragment }) {
  const { batch } = useBatchProgress(initial);
  return (
    <>
      <td>
        <span class={`status status-${batch.status}`}>{batch.status}</span>
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
