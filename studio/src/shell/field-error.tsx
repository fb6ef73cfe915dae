import type { ApiError } from '../api/graphql-client';

/**
 * The API's message for one field (matched by its dotted path, or any path under it unless
 * `exact`), or with no field, its whole message when no field-level message explains it.
 */
export function FieldError({ error, field, exact }: { error?: ApiError; field?: string; exact?: boolean }) {
  if (!error) return null;
  const keys = Object.keys(error.fields);
  const matches = (k: string) => k === field || (!exact && k.startsWith(`${field}.`));
  const messages = field ? keys.filter(matches).flatMap((k) => error.fields[k]) : keys.length ? [] : [error.message];
  if (messages.length === 0) return null;
  return (
    <p class="field-error" role="alert">
      {messages.join(' ')}
    </p>
  );
}

/** A message that is not a field's (a page's query failed, an action was refused), or nothing. */
export function ErrorLine({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" class="field-error">
      {message}
    </p>
  );
}
