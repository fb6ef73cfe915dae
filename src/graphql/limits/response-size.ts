import { walkJson } from '../../validation/walk-json.js';

/**
 * Whether `value` as JSON would take more than `max` bytes (counted closely, not exactly). It
 * stops counting at `max`: a 400 MB result costs no more to refuse than an 8 MB one.
 */
export function exceedsBytes(value: unknown, max: number): boolean {
  let total = 0;
  let over = false;
  walkJson(value, ({ value: v, key }) => {
    // A key with its quotes and colon, a comma; a string with its quotes; braces; a number or literal.
    total += (key === undefined ? 0 : Buffer.byteLength(key) + 3) + 1;
    total += typeof v === 'string' ? Buffer.byteLength(v) + 2 : typeof v === 'object' && v !== null ? 2 : String(v).length;
    if (total > max) over = true;
    return !over;
  });
  return over;
}
