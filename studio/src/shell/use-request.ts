import { useState } from 'preact/hooks';
import type { ApiError } from '../api/graphql-client';

/** A form's submission: `send` makes the request, `done` takes its result; the API's error is kept for the form's fields. */
export function useSubmit<T>(send: () => Promise<T>, done: (result: T) => void) {
  const [error, setError] = useState<ApiError>();
  const submit = (e: Event) => {
    e.preventDefault();
    send().then(
      (result) => (setError(undefined), done(result)),
      (err: ApiError) => setError(err),
    );
  };
  return { error, submit };
}

/**
 * An action on a listed thing (revoke a key, redeliver a webhook, change a role): the list is read
 * again after it, and the API's message kept when it is refused (the list read again then too, with
 * `reloadOnError`: a refused change shows what stands).
 */
export function useAction(reload: () => void, { reloadOnError = false } = {}) {
  const [error, setError] = useState<string>();
  const run = (p: Promise<unknown>) =>
    p.then(
      () => (setError(undefined), reload()),
      (e: Error) => (setError(e.message), reloadOnError && reload()),
    );
  return { error, run };
}
