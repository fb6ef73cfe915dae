import { describe, expect, it } from 'vitest';
import { DATA_LIMITS, readDataRows, rowsAsCsv } from './data-rows.js';

describe('readDataRows', () => {
  it('takes records as they are, and CSV with a header row as records with numbers and booleans typed', () => {
    const records = [{ item: 'A', qty: 2, paid: true, note: null }];
    expect(readDataRows(records)).toEqual({ rows: records });
    expect(readDataRows('item,qty,price\nA,2,3.5\n"B, large",1,x\n')).toEqual({
      rows: [
        { item: 'A', qty: 2, price: 3.5 },
        { item: 'B, large', qty: 1, price: 'x' },
      ],
    });
  });

  it('reads CSV of one column, and separated by semicolons', () => {
    expect(readDataRows('n\n1\n2')).toEqual({ rows: [{ n: 1 }, { n: 2 }] });
    expect(readDataRows('a;b\n1;x')).toEqual({ rows: [{ a: 1, b: 'x' }] });
  });

  it('refuses what is not rows, naming the row', () => {
    expect(readDataRows(42)).toEqual({ problem: 'must be an array of records or CSV text.' });
    expect(readDataRows([{ a: 1 }, 'x'])).toEqual({ problem: 'must be an array of records: row 2 is not an object.' });
    expect(readDataRows([{ a: { b: 1 } }])).toMatchObject({
      problem: expect.stringContaining('nested object in row 1 ("a")'),
    });
    expect(readDataRows('a,b\n1,2,3\n')).toMatchObject({
      problem: expect.stringMatching(/^is not valid CSV: .*\(row 1\)\.$/),
    });
  });

  it('refuses 100,000 rows, and more than a megabyte, before reading them', () => {
    const many = Array.from({ length: 100_000 }, () => ({ x: 1 }));
    expect(readDataRows(many)).toEqual({ problem: 'has 100,000 rows: at most 5,000 are accepted.' });
    expect(readDataRows(`x\n${'1\n'.repeat(100_000)}`)).toEqual({
      problem: 'has 100,001 rows: at most 5,000 are accepted.',
    });
    const wide = Array.from({ length: 2_000 }, () => ({ text: 'x'.repeat(900) }));
    expect(readDataRows(wide)).toEqual({ problem: 'is larger than 1 MB.' });
    expect(readDataRows('x'.repeat(DATA_LIMITS.bytes + 1))).toEqual({ problem: 'is larger than 1 MB.' });
    expect(readDataRows([Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`c${i}`, i]))])).toEqual({
      problem: 'has more than 50 columns.',
    });
  });

  it('writes rows back as CSV', () => {
    expect(rowsAsCsv([{ item: 'A, B', qty: 2 }])).toBe('item,qty\r\n"A, B",2');
  });
});
