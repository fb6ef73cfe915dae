import { isObject } from './checker.js';
import type { FieldErrors } from '../errors/validation-error.js';

/**
 * A resource's camelCase fields and their public names (REST bodies, webhook payloads, 422 paths).
 * A nested entry names a field holding another table's objects (or a list of them). The order is
 * the order of a resource written out.
 */
export type FieldTable = { readonly [field: string]: string | readonly [name: string, nested: FieldTable] };

const nameOf = (e: FieldTable[string]) => (typeof e === 'string' ? e : e[0]);

function mapNested(value: unknown, map: (o: Record<string, unknown>) => Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((v) => (isObject(v) ? map(v) : v));
  return isObject(value) ? map(value) : value;
}

/**
 * A camelCase value under its public names: the table's fields first, in its order, then any key it
 * does not name, unchanged (a stored variant is already public). `fields` picks some, in that order.
 * Undefined reads null.
 */
export function toPublic(table: FieldTable, value: object, fields?: readonly string[]): Record<string, unknown> {
  const source = value as Record<string, unknown>;
  const keys = fields ?? [...Object.keys(table), ...Object.keys(source).filter((k) => !Object.hasOwn(table, k))];
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (!Object.hasOwn(source, key)) continue;
    const e = Object.hasOwn(table, key) ? table[key] : key;
    out[nameOf(e)] = typeof e === 'string' ? (source[key] ?? null) : mapNested(source[key], (o) => toPublic(e[1], o));
  }
  return out;
}

/** A public body (of unknown shape) under camelCase names: the table's fields only; values as sent. */
export function fromPublic(table: FieldTable, body: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!isObject(body)) return out;
  for (const [field, e] of Object.entries(table)) {
    const name = nameOf(e);
    if (Object.hasOwn(body, name))
      out[field] = typeof e === 'string' ? body[name] : mapNested(body[name], (o) => fromPublic(e[1], o));
  }
  return out;
}

/** A dotted camelCase path under its public names (`items.0.variants.1.imageUrl` → `items.0.variants.1.image_url`). */
function publicPath(table: FieldTable, path: string): string {
  let at: FieldTable | undefined = table;
  return path
    .split('.')
    .map((segment) => {
      if (/^\d+$/.test(segment)) return segment;
      const e: FieldTable[string] | undefined = at && Object.hasOwn(at, segment) ? at[segment] : undefined;
      at = e === undefined || typeof e === 'string' ? undefined : e[1];
      return e === undefined ? segment : nameOf(e);
    })
    .join('.');
}

/** Field errors keyed by public paths. */
export function publicErrors(table: FieldTable, errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, messages]) => [publicPath(table, path), messages]));
}
