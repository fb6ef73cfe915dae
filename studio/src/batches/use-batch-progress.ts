import { useEffect, useState } from 'preact/hooks';
import { subscribe } from '../api/graphql-client';
import { creditsChanged } from '../shell/credits';
import { BatchProgressDocument, type BatchFieldsFragment, type BatchProgressSubscription } from '../generated/graphql';

type Item = BatchProgressSubscription['batchProgress']['changedItems'][number];
const FINISHED = ['completed', 'failed', 'canceled'];

/** A batch kept current over graphql-ws while it runs; `changed` gets the items of every event. */
export function useBatchProgress<B extends BatchFieldsFragment>(
  initial: B,
  changed: (items: Item[]) => void = () => {},
) {
  const [batch, setBatch] = useState<B>(initial);
  const [error, setError] = useState<string>();
  useEffect(() => setBatch(initial), [initial]);
  useEffect(() => {
    if (FINISHED.includes(initial.status)) return;
    return subscribe(
      BatchProgressDocument,
      { uuid: initial.uuid },
      (d) => {
        setBatch((b) => ({ ...b, ...d.batchProgress.batch }));
        changed(d.batchProgress.changedItems);
        if (FINISHED.includes(d.batchProgress.batch.status)) creditsChanged();
      },
      (e) => setError(e.message),
    );
  }, [initial.uuid, initial.status]);
  return { batch, error };
}
