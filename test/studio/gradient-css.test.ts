import { describe, expect, it } from 'vitest';
import { paintProblem } from '../../src/design/gradient.js';
import { parsePaint } from '../../src/render/base/gradient-parser.js';
import { gradientCss, gradientFrom, parseGradient } from '../../studio/src/editor/gradient-css.js';

// The gradient editor's own reader and writer of CSS gradients (the Studio cannot import the engine):
// what it writes, the engine's parser reads as the same gradient.

describe("the Studio's gradient strings", () => {
  it('reads angles, sides, stops with and without positions, and a radial prelude', () => {
    expect(parseGradient('linear-gradient(135deg, #6366f1 0%, #ec4899 60%, #f59e0b 100%)')).toEqual({
      kind: 'linear',
      angle: 135,
      prelude: '',
      stops: [
        { color: '#6366f1', position: 0 },
        { color: '#ec4899', position: 60 },
        { color: '#f59e0b', position: 100 },
      ],
    });
    expect(parseGradient('linear-gradient(to right, rgb(14 165 233 / 100%), transparent)')).toMatchObject({
      angle: 90,
      stops: [
        { color: 'rgb(14 165 233 / 100%)', position: 0 },
        { color: 'transparent', position: 100 },
      ],
    });
    expect(
      parseGradient('linear-gradient(0.25turn, red, lime, blue 80%, black)')?.stops.map((s) => s.position),
    ).toEqual([0, 40, 80, 100]);
    expect(parseGradient('linear-gradient(#f8fafc, #e2e8f0)')?.angle).toBe(180);
    expect(parseGradient('radial-gradient(circle at 30% 40%, #fef08a, #f97316 45%, #7c2d12)')).toMatchObject({
      kind: 'radial',
      prelude: 'circle at 30% 40%',
      stops: [{ position: 0 }, { position: 45 }, { position: 100 }],
    });
  });

  it('leaves to raw text what it does not edit: colours, px or double positions, one stop, repeating gradients', () => {
    for (const v of [
      '#ff0000',
      'linear-gradient(red 0 25%, blue)',
      'linear-gradient(red 10px, blue)',
      'linear-gradient(red)',
      'repeating-linear-gradient(red, blue)',
    ])
      expect(parseGradient(v), v).toBeNull();
  });

  it('writes what the engine parses as the same gradient', () => {
    const cases = [
      gradientFrom('#ff0000', 'linear'),
      { ...gradientFrom('rgba(0, 0, 0, 0.5)', 'radial'), prelude: 'circle at 20% 15%' },
      {
        kind: 'linear' as const,
        angle: 45.5,
        prelude: '',
        stops: [
          { color: 'red', position: 0 },
          { color: 'hsl(240 100% 50%)', position: 33.33 },
          { color: 'blue', position: 100 },
        ],
      },
    ];
    for (const g of cases) {
      const css = gradientCss(g);
      expect(paintProblem(css), css).toBeNull();
      expect(parseGradient(css), css).toEqual(g);
      const engine = parsePaint(css, { r: 0, g: 0, b: 0, a: 0 }) as {
        kind: string;
        stops: { position?: { value: number } }[];
      };
      expect(engine.kind).toBe(g.kind);
      expect(engine.stops.map((s) => s.position?.value)).toEqual(g.stops.map((s) => s.position));
    }
  });
});
