import { walkJson } from '../../validation/walk-json.js';
import { coded } from '../errors.js';

/**
 * About how many bytes `value` takes as JSON (counted closely, not exactly), without building the
 * JSON. It stops counting once past `stopAfter`: a 400 MB result costs no more to measure than an 8 MB one.
 */
export function jsonBytes(value: unknown, stopAfter = Infinity): number {
  let total = 0;
  walkJson(value, ({ value: v, key }) => {
    // A key with its quotes and colon, a comma; a string with its quotes; braces; a number or literal.
    total += (key === undefined ? 0 : Buffer.byteLength(key) + 3) + 1;
    total +=
      typeof v === 'string' ? Buffer.byteLength(v) + 2 : typeof v === 'object' && v !== null ? 2 : String(v).length;
    return total <= stopAfter;
  });
  return total;
}

/** Whether `value` as JSON would take more than `max` bytes. */
export const exceedsBytes = (value: unknown, max: number): boolean => jsonBytes(value, max) > max;

/** The answer to an operation whose result, or what it read to make it, is over GRAPHQL_MAX_RESPONSE_BYTES. */
export const responseTooLarge = (max: number) =>
  coded('RESPONSE_TOO_LARGE', `The response would be larger than ${max} bytes: select fewer fields or smaller pages.`, {
    maxBytes: max,
  });
