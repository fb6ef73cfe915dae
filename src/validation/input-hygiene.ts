import { pathWords } from './sentences.js';
import { ValidationError } from '../errors/validation-error.js';
import { walkJson } from './walk-json.js';

/** Deeper than any real input (a batch item's variant's options sit at depth 5). */
export const MAX_INPUT_DEPTH = 32;

// An unpaired UTF-16 surrogate: a JSON `\ud800` escape, which no database, font or file name accepts.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(s: string): string | null {
  if (s.includes('\0')) return 'contains a NUL character (\\u0000), which no text may hold';
  if (LONE_SURROGATE.test(s))
    return 'contains a lone UTF-16 surrogate (an unpaired \\uD800-\\uDFFF escape), which is not valid Unicode text';
  return null;
}

/**
 * Rejects, before any work is done, input that would fail deep inside (PostgreSQL refuses NUL and
 * lone surrogates; recursive code overflows on deep nesting): a 422 naming the root field.
 */
export function checkInputHygiene(input: unknown): ValidationError | null {
  let error: ValidationError | null = null;
  walkJson(input, ({ value, key, depth, field }) => {
    const name = pathWords(field ?? 'body');
    if (depth > MAX_INPUT_DEPTH) {
      error = ValidationError.of(name, `The ${name} field nests deeper than ${MAX_INPUT_DEPTH} levels.`);
      return false;
    }
    const problem = (key !== undefined && textProblem(key)) || (typeof value === 'string' && textProblem(value));
    if (problem) {
      error = ValidationError.of(name, `The ${name} field ${problem}.`);
      return false;
    }
  });
  return error;
}
