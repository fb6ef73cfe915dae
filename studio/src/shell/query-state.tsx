import { Skeleton } from '../ui/empty-state';

/** What a page shows while its query has no data: the query's error, or placeholders while it loads. */
export function QueryState({ error }: { error?: string }) {
  return (
    <main class="page">
      {error ? (
        <p role="alert" class="field-error">
          {error}
        </p>
      ) : (
        <Skeleton count={3} />
      )}
    </main>
  );
}
