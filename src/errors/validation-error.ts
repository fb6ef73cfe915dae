export type FieldErrors = Record<string, string[]>;

/** A rejected input: the spec's 422 body `{message, errors: {field: [..]}}`, field paths dotted. */
export class ValidationError extends Error {
  constructor(readonly errors: FieldErrors) {
    super(summary(errors));
  }

  static of(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}

/** "<first message> (and N more errors)", the summary API clients of Laravel-style services expect. */
function summary(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  const more = all.length - 1;
  return more > 0
    ? `${all[0]} (and ${more} more error${more > 1 ? 's' : ''})`
    : (all[0] ?? 'The given data was invalid.');
}
