import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useEffect, useState } from 'preact/hooks';
import { request } from './graphql-client';

/** Runs a query when its variables (or `refreshOn`) change; `reload` runs it again. */
export function useQuery<R, V>(doc: TypedDocumentNode<R, V>, variables?: V, refreshOn?: unknown) {
  const [data, setData] = useState<R | undefined>();
  const [error, setError] = useState<string | undefined>();
  const key = JSON.stringify([variables ?? {}, refreshOn]);
  const reload = useCallback(() => {
    request(doc, variables).then(
      (d) => (setData(d), setError(undefined)),
      (e: Error) => setError(e.message),
    );
  }, [doc, key]);
  useEffect(reload, [reload]);
  return { data, error, reload };
}
