import type { ApiError } from '../api/graphql-client';

/**
 * The API's message for one field (matched by its dotted path, or any path under it), or with no
 * field, its whole message when no field-level message explains it.
 */
export function FieldError({ error, field }: { error?: ApiError; field?: string }) {
  if (!error) return null;
  const keys = Object.keys(error.fields);
  const messages = field ? keys.filter((k) => k === field || k.startsWith(`${field}.`)).flatMap((k) => error.fields[k]) : keys.length ? [] : [error.message];
  if (messages.length === 0) return null;
  return (
    <p class="field-error" role="alert">
      {messages.join(' ')}
    </p>
  );
}
