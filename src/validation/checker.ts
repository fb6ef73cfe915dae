import {
  atLeast,
  fieldWords as words,
  invalidChoice,
  maxChars,
  mustBe,
  notGreater,
  required as isRequired,
} from './sentences.js';
import { ValidationError, type FieldErrors } from '../errors/validation-error.js';

const present = (v: unknown) => v !== undefined && v !== null;

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A command's fields before their types are known: a REST body under camelCase names. */
export type Untyped<T> = { [K in keyof T]?: unknown };

/** Every field of a command, as a record so that TypeScript keeps the list complete. */
export type FieldSet<T> = Record<keyof T, true>;

/** Only the command's own fields of a body: a REST body may carry others (a resource read and sent back). */
export function only<T>(input: Record<string, unknown>, fields: FieldSet<T>): Untyped<T> {
  return Object.fromEntries(
    Object.keys(fields)
      .filter((f) => Object.hasOwn(input, f))
      .map((f) => [f, input[f]]),
  ) as Untyped<T>;
}

/** Collects field errors as Laravel-style validation would: every field checked, all reported. */
export class Checker {
  readonly errors: FieldErrors = {};

  fail(field: string, message: string) {
    (this.errors[field] ??= []).push(message);
  }

  /** A failure GraphQL's types would have caught: only an untyped (REST) caller gets this far with it. */
  failType(field: string, message: string) {
    this.fail(field, message);
  }

  /** Throws the collected errors, if any. */
  done(): void {
    if (Object.keys(this.errors).length > 0) throw new ValidationError(this.errors);
  }

  required(field: string, v: unknown, message = isRequired(words(field))): boolean {
    if (!present(v)) this.failType(field, message);
    return present(v);
  }

  string(field: string, v: unknown, max?: number): string | null {
    if (!present(v)) return null;
    if (typeof v !== 'string') return (this.failType(field, mustBe(words(field), 'a string')), null);
    if (max !== undefined && v.length > max) return (this.fail(field, maxChars(words(field), max)), null);
    return v;
  }

  /** A GraphQL Int (a 32-bit signed integer), within `min` and `max` when given. */
  integer(field: string, v: unknown, { min, max }: { min?: number; max?: number } = {}): number | null {
    if (!present(v)) return null;
    if (!Number.isInteger(v) || Math.abs(v as number) > 2 ** 31 - 1)
      return (this.failType(field, mustBe(words(field), 'an integer')), null);
    const n = v as number;
    if (min !== undefined && n < min) this.fail(field, atLeast(words(field), min));
    if (max !== undefined && n > max) this.fail(field, notGreater(words(field), max));
    return n;
  }

  /** A GraphQL Float: a finite number above 0 and at most `max`. */
  positive(field: string, v: unknown, max: number): number | null {
    if (!present(v)) return null;
    if (typeof v !== 'number' || !Number.isFinite(v))
      return (this.failType(field, mustBe(words(field), 'a number')), null);
    if (v <= 0) return (this.fail(field, mustBe(words(field), 'greater than 0')), null);
    if (v > max) return (this.fail(field, notGreater(words(field), max)), null);
    return v;
  }

  boolean(field: string, v: unknown): boolean | null {
    if (!present(v)) return null;
    if (typeof v !== 'boolean') return (this.failType(field, mustBe(words(field), 'true or false')), null);
    return v;
  }

  oneOf<T extends string>(field: string, v: unknown, allowed: readonly T[]): T | null {
    const s = this.string(field, v);
    if (s !== null && !allowed.includes(s as T)) return (this.fail(field, invalidChoice(words(field), allowed)), null);
    return s as T | null;
  }

  list(field: string, v: unknown): unknown[] | null {
    if (!present(v)) return null;
    if (!Array.isArray(v)) return (this.failType(field, mustBe(words(field), 'an array')), null);
    return v;
  }

  object(field: string, v: unknown): Record<string, unknown> | null {
    if (!isObject(v)) return (this.failType(field, mustBe(words(field), 'an object')), null);
    return v;
  }
}
