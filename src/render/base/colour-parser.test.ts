import { describe, expect, it } from 'vitest';
import { BLACK } from './colour.js';
import { parseColour } from './colour-parser.js';

describe('colours', () => {
  const fallback = { r: 1, g: 2, b: 3, a: 1 };

  it.each([
    ['#abc', { r: 170, g: 187, b: 204, a: 1 }],
    ['#abcd', { r: 170, g: 187, b: 204, a: 0.8666666666666667 }],
    ['#112233', { r: 17, g: 34, b: 51, a: 1 }],
    ['#11223380', { r: 17, g: 34, b: 51, a: 0.5019607843137255 }],
    ['rgb(255, 0, 0)', { r: 255, g: 0, b: 0, a: 1 }],
    ['rgba(0,0,255,0.25)', { r: 0, g: 0, b: 255, a: 0.25 }],
    ['rgb(0 128 0 / 50%)', { r: 0, g: 128, b: 0, a: 0.5 }],
    ['hsl(120, 100%, 50%)', { r: 0, g: 255, b: 0, a: 1 }],
    ['RebeccaPurple', { r: 102, g: 51, b: 153, a: 1 }],
    [' white ', { r: 255, g: 255, b: 255, a: 1 }],
    ['transparent', { r: 0, g: 0, b: 0, a: 0 }],
  ])('parses %s', (input, expected) => {
    expect(parseColour(input, fallback)).toEqual(expected);
  });

  it.each(['', 'nope', '#12', '#1234567', 'rgb(300', 'hsl()', 'url(x)'])('falls back for %j', (input) => {
    expect(parseColour(input, fallback)).toBe(fallback);
  });

  it('falls back for values that are not strings', () => {
    expect(parseColour(42, fallback)).toBe(fallback);
    expect(parseColour(undefined, fallback)).toBe(fallback);
  });
});

describe('cmyk() colours', () => {
  it('keeps the inks and shows them as the print profile prints them, not by the naive formula', () => {
    const cyan = parseColour('cmyk(100%, 0%, 0%, 0%)', { r: 1, g: 2, b: 3, a: 1 });
    expect(cyan.cmyk).toEqual([100, 0, 0, 0]);
    expect(cyan.a).toBe(1);
    // The naive formula says (0, 255, 255); a press's cyan is darker and bluer.
    expect([cyan.r, cyan.g, cyan.b]).not.toEqual([0, 255, 255]);
    expect(cyan.b).toBeGreaterThan(cyan.g);
    expect(parseColour('cmyk(0, 0, 0, 0)', BLACK)).toMatchObject({ r: 255, g: 255, b: 255 });
  });

  it('falls back for a cmyk() out of range (the schema refuses it before)', () => {
    expect(parseColour('cmyk(0, 0, 0, 101)', BLACK)).toBe(BLACK);
  });
});
