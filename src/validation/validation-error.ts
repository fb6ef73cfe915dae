import type { z } from 'zod';

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
  return more > 0 ? `${all[0]} (and ${more} more error${more > 1 ? 's' : ''})` : (all[0] ?? 'The given data was invalid.');
}

export const article = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

/** A field as a sentence names it: `template_id` reads "template id". */
export const display = (path: string) => path.replace(/_/g, ' ');

/** One sentence per zod issue, naming the field by its dotted path. Parse with `reportInput: true` so a missing field is told from a wrong one. */
function sentence(field: string, issue: z.core.$ZodIssue): string {
  const path = display(field);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `The ${path} field is required.` : `The ${path} field must be ${article(issue.expected === 'int' ? 'integer' : issue.expected)}.`;
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array'
        ? `The ${path} field must have at least ${issue.minimum} ${issue.origin === 'string' ? 'characters' : 'items'}.`
        : `The ${path} field must be at least ${issue.minimum}.`;
    case 'too_big':
      return issue.origin === 'string'
        ? `The ${path} field must not be greater than ${issue.maximum} characters.`
        : issue.origin === 'array'
          ? `The ${path} field must not have more than ${issue.maximum} items.`
          : `The ${path} field must not be greater than ${issue.maximum}.`;
    case 'invalid_value':
      return `The selected ${path} is invalid.`;
    case 'invalid_union':
      return `The selected ${path} is invalid.`;
    case 'invalid_format':
      return `The ${path} field must be a valid ${issue.format}.`;
    default:
      return issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
  }
}

export function fromZod(error: z.ZodError, prefix: (string | number)[] = []): ValidationError {
  const errors: FieldErrors = {};
  const add = (path: string, msg: string) => (errors[path] ??= []).push(msg);
  for (const issue of error.issues) {
    const base = [...prefix, ...issue.path].map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...base, key].join('.'), `The ${display([...base, key].join('.'))} field is not a known property.`);
    } else {
      const path = base.join('.') || 'input';
      add(path, sentence(path, issue));
    }
  }
  return new ValidationError(errors);
}
