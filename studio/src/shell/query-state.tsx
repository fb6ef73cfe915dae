/** What a page shows while its query has no data: the query's error, or that it is loading. */
export function QueryState({ error }: { error?: string }) {
  return (
    <main class="page">
      {error ? (
        <p role="alert" class="field-error">
          {error}
        </p>
      ) : (
        <p>Loading…</p>
      )}
    </main>
  );
}
