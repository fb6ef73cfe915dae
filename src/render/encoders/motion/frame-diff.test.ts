import { describe, expect, it } from 'vitest';
import { changedRect, cropRgba, evenOrigin, unpremultiply } from './frame-diff.js';

const frame = (width: number, height: number, paint: [number, number][] = []) => {
  const f = new Uint8Array(width * height * 4).fill(255);
  for (const [x, y] of paint) f[(y * width + x) * 4] = 0;
  return f;
};

describe('the rectangle that changed between two frames', () => {
  it('is null for identical frames and the bounding box of every changed pixel otherwise', () => {
    expect(changedRect(frame(8, 6), frame(8, 6), 8, 6)).toBeNull();
    expect(
      changedRect(
        frame(8, 6),
        frame(8, 6, [
          [2, 1],
          [5, 4],
          [3, 2],
        ]),
        8,
        6,
      ),
    ).toEqual({ x: 2, y: 1, width: 4, height: 4 });
    expect(changedRect(frame(8, 6), frame(8, 6, [[7, 5]]), 8, 6)).toEqual({ x: 7, y: 5, width: 1, height: 1 });
  });

  it('reads frames that are views at any offset', () => {
    const changed = frame(8, 6, [[1, 1]]);
    const shifted = new Uint8Array(changed.length + 1);
    shifted.set(changed, 1);
    expect(changedRect(frame(8, 6), shifted.subarray(1), 8, 6)).toEqual({ x: 1, y: 1, width: 1, height: 1 });
  });

  it('grows to even left and top edges, and crops pixels out of a frame', () => {
    expect(evenOrigin({ x: 3, y: 5, width: 2, height: 2 })).toEqual({ x: 2, y: 4, width: 3, height: 3 });
    const f = frame(4, 3, [[1, 1]]);
    expect([...cropRgba(f, 4, { x: 1, y: 1, width: 2, height: 1 })]).toEqual([0, 255, 255, 255, 255, 255, 255, 255]);
  });

  it('turns premultiplied pixels straight, opaque and clear ones unchanged', () => {
    expect([...unpremultiply(Uint8Array.of(64, 32, 0, 128, 10, 20, 30, 255, 0, 0, 0, 0))]).toEqual([
      128, 64, 0, 128, 10, 20, 30, 255, 0, 0, 0, 0,
    ]);
  });
});
