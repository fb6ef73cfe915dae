import { describe, expect, it } from 'vitest';
import { formatCell, formatProblem, localeProblem } from './cell-format.js';

describe('formatCell', () => {
  it('writes numbers, amounts, percentages and dates in the locale', () => {
    expect(formatCell(1234.5, { format: 'number' }, 'en-US')).toBe('1,234.5');
    expect(formatCell(1234.5, { format: 'number', decimals: 2 }, 'de-DE')).toBe('1.234,50');
    expect(formatCell('1234.5', { format: 'currency', currency: 'EUR' }, 'fr-FR')).toBe('1\u202f234,50\u00a0€');
    expect(formatCell(0.125, { format: 'percent', decimals: 1 }, 'en-US')).toBe('12.5%');
    expect(formatCell('2026-01-31', { format: 'date', date_style: 'long' }, 'en-GB')).toBe('31 January 2026');
  });

  it('writes a value that is not what the format wants as it is, and nothing for null', () => {
    expect(formatCell('n/a', { format: 'currency', currency: 'USD' }, 'en-US')).toBe('n/a');
    expect(formatCell('soon', { format: 'date' }, 'en-US')).toBe('soon');
    expect(formatCell(null, { format: 'number' }, 'en-US')).toBe('');
  });

  it('refuses an unknown currency or locale', () => {
    expect(formatProblem({ format: 'currency' })).toBe('The currency field is required when format is currency.');
    expect(formatProblem({ format: 'currency', currency: 'XYZ' })).toMatch(/not an ISO 4217 currency code/);
    expect(localeProblem('en-US')).toBeUndefined();
    expect(localeProblem('not a locale!')).toMatch(/is not a BCP 47 language tag/);
  });
});
