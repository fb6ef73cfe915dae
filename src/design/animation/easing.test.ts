import { describe, expect, it } from 'vitest';
import { parseEasing, type Easing } from './easing.js';

const easing = (text: string): Easing => {
  const e = parseEasing(text);
  if (typeof e !== 'function') throw new Error(`${text} ${e.problem}`);
  return e;
};

/**
 * The reference: the cubic Bézier's y where its x is `p`, by bisection on the curve's parameter to
 * 1e-12 (the curve's x is monotonic for x1, x2 in 0..1), the definition CSS Easing 1 gives.
 */
function reference(x1: number, y1: number, x2: number, y2: number, p: number): number {
  const at = (a: number, b: number, t: number) => 3 * a * t * (1 - t) ** 2 + 3 * b * t * t * (1 - t) + t ** 3;
  let [lo, hi] = [0, 1];
  while (hi - lo > 1e-12) {
    const mid = (lo + hi) / 2;
    if (at(x1, x2, mid) < p) lo = mid;
    else hi = mid;
  }
  return at(y1, y2, (lo + hi) / 2);
}

const KEYWORDS: [string, [number, number, number, number]][] = [
  ['ease', [0.25, 0.1, 0.25, 1]],
  ['ease-in', [0.42, 0, 1, 1]],
  ['ease-out', [0, 0, 0.58, 1]],
  ['ease-in-out', [0.42, 0, 0.58, 1]],
  ['cubic-bezier(0.1, 0.7, 1.0, 0.1)', [0.1, 0.7, 1, 0.1]],
  // y outside 0..1: an overshoot, as `pop` uses.
  ['cubic-bezier(0.34, 1.56, 0.64, 1)', [0.34, 1.56, 0.64, 1]],
];

describe('CSS easing functions', () => {
  it.each(KEYWORDS)('%s matches the curve CSS defines, within browsers’ 1e-6', (text, points) => {
    const e = easing(text);
    for (let p = 0; p <= 1.0001; p += 0.05) expect(e(p)).toBeCloseTo(reference(...points, Math.min(p, 1)), 6);
  });

  it('keeps the values browsers show for the keywords at the half-way point', () => {
    expect(easing('linear')(0.5)).toBe(0.5);
    expect(easing('ease-in-out')(0.5)).toBeCloseTo(0.5, 9);
    expect(easing('ease')(0.5)).toBeCloseTo(0.8024033877, 6);
    expect(easing('ease-in')(0.5)).toBeCloseTo(0.3153568125, 6);
    expect(easing('ease-out')(0.5)).toBeCloseTo(0.6846431875, 6);
  });

  it('steps() as CSS Easing 1 defines them, jump-end by default', () => {
    const at = (text: string) => [0, 0.1, 0.25, 0.49, 0.5, 0.74, 0.75, 0.99, 1].map(easing(text));
    expect(at('steps(4)')).toEqual([0, 0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1]);
    expect(at('steps(4, jump-end)')).toEqual(at('steps(4, end)'));
    expect(at('steps(4, jump-start)')).toEqual([0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1, 1, 1]);
    expect(at('steps(4, start)')).toEqual(at('steps(4, jump-start)'));
    expect(at('steps(3, jump-none)')).toEqual([0, 0, 0, 0.5, 0.5, 1, 1, 1, 1]);
    expect(at('steps(3, jump-both)')).toEqual([0.25, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 0.75, 1]);
    expect(at('step-start')).toEqual(at('steps(1, jump-start)'));
    expect(at('step-end')).toEqual(at('steps(1, jump-end)'));
  });

  it('takes any case and spacing CSS takes', () => {
    expect(easing('  Cubic-Bezier( .42 ,0, .58,1 ) ')(0.3)).toBeCloseTo(easing('ease-in-out')(0.3), 12);
    expect(easing('STEPS(2,JUMP-NONE)')(0.6)).toBe(1);
  });

  it.each([
    ['bounce', 'is not one of linear'],
    ['cubic-bezier(1.5, 0, 0.5, 1)', 'x values (the first and third) are not between 0 and 1'],
    ['cubic-bezier(0.1, 0.2, 0.3)', 'is not one of'],
    ['steps(0)', 'count is not between 1 and 10000'],
    ['steps(1, jump-none)', 'count is not between 2 and 10000'],
    ['steps(2, sideways)', 'unknown position "sideways"'],
    ['steps(2.5)', 'is not one of'],
    [`cubic-bezier(${'0'.repeat(200)}, 0, 1, 1)`, 'longer than 100 characters'],
  ])('refuses %s, saying why', (text, why) => {
    const e = parseEasing(text);
    expect(typeof e).toBe('object');
    expect((e as { problem: string }).problem).toContain(why);
  });
});
