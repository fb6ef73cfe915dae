import { describe, expect, it } from 'vitest';
import { snapSpan, snapTargets } from './snapping';

describe('snapping', () => {
  const canvas = snapTargets(1000, 40);

  it("snaps a span's start, centre or end to the nearest target within the threshold", () => {
    expect(canvas).toEqual([0, 500, 1000, 40, 960]);
    expect(snapSpan(3, 100, canvas, 5)).toEqual({ start: 0, guide: 0 });
    expect(snapSpan(447, 100, canvas, 5)).toEqual({ start: 450, guide: 500 });
    expect(snapSpan(862, 100, canvas, 5)).toEqual({ start: 860, guide: 960 });
  });

  it('leaves a span that is near no target where it is', () => {
    expect(snapSpan(200, 100, canvas, 5)).toEqual({ start: 200 });
    expect(snapTargets(300, 0)).toEqual([0, 150, 300]);
  });
});
