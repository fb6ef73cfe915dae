import type { z } from 'zod';
import { ValidationError, type FieldErrors } from '../errors/validation-error.js';
import {
  article,
  atLeast,
  invalidChoice,
  maxChars,
  maxItems,
  minChars,
  minItems,
  mustBe,
  notGreater,
  pathWords,
  required,
  unknownProperty,
} from './sentences.js';

/**
 * A zod schema's issues as a ValidationError: each at its dotted field path, worded by the spec's sentences
 * (`sentences.ts`), as a Checker words its own (README "One toolkit").
 */

/** The values an enum or a union of literals takes, for the sentence that refuses another; undefined when it is not a choice of values. */
function choices(issue: z.core.$ZodIssue): string[] | undefined {
  if (issue.code === 'invalid_value') return issue.values.map(String);
  if (issue.code !== 'invalid_union') return undefined;
  // A discriminated union names its discriminator's values; a plain union, its branches' refusals.
  const options = (issue as { options?: unknown[] }).options;
  if (options?.length) return options.map(String);
  const values = issue.errors.flat().flatMap((i) => (i.code === 'invalid_value' ? i.values.map(String) : []));
  return values.length ? [...new Set(values)] : undefined;
}

/** One sentence per zod issue, naming the field by its dotted path. Parse with `reportInput: true` so a missing field is told from a wrong one. */
function sentence(field: string, issue: z.core.$ZodIssue): string {
  const path = pathWords(field);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? required(path)
        : mustBe(path, article(issue.expected === 'int' ? 'integer' : issue.expected));
    case 'too_small':
      return issue.origin === 'string'
        ? minChars(path, issue.minimum)
        : issue.origin === 'array'
          ? minItems(path, issue.minimum)
          : atLeast(path, issue.minimum);
    case 'too_big':
      return issue.origin === 'string'
        ? maxChars(path, issue.maximum)
        : issue.origin === 'array'
          ? maxItems(path, issue.maximum)
          : notGreater(path, issue.maximum);
    case 'invalid_value':
    case 'invalid_union':
      return invalidChoice(path, choices(issue));
    case 'invalid_format':
      return mustBe(path, `a valid ${issue.format}`);
    default:
      return issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
  }
}

/** zod's issues as field errors, in the toolkit's sentences (sentences.ts); `prefix` is the path of the value parsed. */
export function fromZod(error: z.ZodError, prefix: (string | number)[] = []): ValidationError {
  const errors: FieldErrors = {};
  const add = (path: string, msg: string) => (errors[path] ??= []).push(msg);
  for (const issue of error.issues) {
    const base = [...prefix, ...issue.path].map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...base, key].join('.'), unknownProperty(pathWords([...base, key].join('.'))));
    } else {
      const path = base.join('.') || 'input';
      add(path, sentence(path, issue));
    }
  }
  return new ValidationError(errors);
}
