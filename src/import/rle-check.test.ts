import { describe, expect, it } from 'vitest';
import { rleProblem } from './rle-check.js';

/** Rows of PackBits with a 16-bit row table in front. */
const stream = (rows: number[][]) => {
  const table = rows.flatMap((r) => [r.length >> 8, r.length & 0xff]);
  return new Uint8Array([...table, ...rows.flat()]);
};

describe('RLE streams checked before decoding', () => {
  it('takes rows that decode to exactly their width', () => {
    // 4 literal bytes; then a run of 4.
    expect(
      rleProblem(
        stream([
          [3, 1, 2, 3, 4],
          [253, 9],
        ]),
        4,
        2,
        false,
      ),
    ).toBeUndefined();
  });

  it('names a row that decodes long or short, a table that runs past the data, and bytes left over', () => {
    expect(
      rleProblem(
        stream([
          [3, 1, 2, 3, 4],
          [129, 9],
        ]),
        4,
        2,
        false,
      ),
    ).toBe('row 2 decodes to 128 pixels, not 4');
    expect(rleProblem(stream([[1, 1, 2]]), 4, 1, false)).toBe('row 1 decodes to 2 pixels, not 4');
    const cut = stream([[253, 9]]).subarray(0, 3);
    expect(rleProblem(cut, 4, 1, false)).toBe("row 1 runs past the channel's data");
    expect(rleProblem(new Uint8Array([...stream([[253, 9]]), 0]), 4, 1, false)).toBe(
      'its row table does not account for all its bytes',
    );
  });
});
