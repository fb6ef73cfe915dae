import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate.js';

const RED = { r: 255, g: 0, b: 0, a: 1 };
const BLUE = { r: 0, g: 0, b: 255, a: 1 };
const CLEAR = { r: 0, g: 0, b: 0, a: 0 };

describe('keyframe interpolation', () => {
  it('moves numbers in a straight line, beyond the ends for an overshoot', () => {
    expect(interpolate(0, 100, 0.5)).toBe(50);
    expect(interpolate(10, -10, 0.25)).toBe(5);
    expect(interpolate(0, 100, 1.1)).toBeCloseTo(110);
  });

  it('mixes colours in sRGB', () => {
    expect(interpolate(RED, BLUE, 0.5)).toEqual({ r: 128, g: 0, b: 128, a: 1 });
  });

  it('mixes premultiplied, so fading to transparent keeps the colour (no grey or black on the way)', () => {
    expect(interpolate(RED, CLEAR, 0.5)).toEqual({ r: 255, g: 0, b: 0, a: 0.5 });
    expect(interpolate(CLEAR, BLUE, 0.25)).toEqual({ r: 0, g: 0, b: 255, a: 0.25 });
    // Half-transparent white to opaque black: white counts for a quarter of the mix's colour.
    expect(interpolate({ r: 255, g: 255, b: 255, a: 0.5 }, { r: 0, g: 0, b: 0, a: 1 }, 0.5)).toEqual({
      r: 85,
      g: 85,
      b: 85,
      a: 0.75,
    });
    expect(interpolate(CLEAR, CLEAR, 0.5)).toEqual(CLEAR);
  });

  it('mixes gradients of the same shape stop by stop, positions and angles too', () => {
    const from = {
      kind: 'linear',
      direction: { angle: 90 },
      stops: [
        { color: RED, position: { value: 0, unit: '%' } },
        { color: BLUE, position: null },
      ],
    };
    const to = {
      kind: 'linear',
      direction: { angle: 180 },
      stops: [
        { color: BLUE, position: { value: 50, unit: '%' } },
        { color: RED, position: null },
      ],
    };
    expect(interpolate(from, to, 0.5)).toEqual({
      kind: 'linear',
      direction: { angle: 135 },
      stops: [
        { color: { r: 128, g: 0, b: 128, a: 1 }, position: { value: 25, unit: '%' } },
        { color: { r: 128, g: 0, b: 128, a: 1 }, position: null },
      ],
    });
  });

  it('switches half-way between values of different shapes, as CSS does', () => {
    const two = { kind: 'linear', stops: [{ color: RED }, { color: BLUE }] };
    const three = { kind: 'linear', stops: [{ color: RED }, { color: BLUE }, { color: RED }] };
    expect(interpolate(two, three, 0.49)).toBe(two);
    expect(interpolate(two, three, 0.5)).toBe(three);
    expect(interpolate(RED, two as never, 0.3)).toBe(RED);
    const px = { value: 10, unit: 'px' };
    expect(interpolate(px, { value: 50, unit: '%' }, 0.7)).toEqual({ value: 50, unit: '%' });
  });
});
