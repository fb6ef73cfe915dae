import { describe, expect, it } from 'vitest';
import { cmykProblem, parseCmyk } from './cmyk.js';

describe('cmyk()', () => {
  it.each([
    ['cmyk(0%, 90%, 80%, 0%)', [0, 90, 80, 0]],
    ['cmyk(0, 90, 80, 0)', [0, 90, 80, 0]],
    [' CMYK(100 40 0 10) ', [100, 40, 0, 10]],
    ['cmyk(12.5%, .5, 0, 100)', [12.5, 0.5, 0, 100]],
  ])('reads %s as inks', (value, inks) => {
    expect(parseCmyk(value)).toEqual({ cmyk: inks });
  });

  it.each([
    'cmyk(0, 101, 0, 0)',
    'cmyk(-1, 0, 0, 0)',
    'cmyk(0, 0, 0)',
    'cmyk(a, b, c, d)',
    'cmyk(0, 0, 0, 0, 0)',
    'cmyk(0,0,0,0',
  ])('gives a problem for %s', (value) => {
    expect(parseCmyk(value)).toEqual({ problem: expect.stringMatching(/^cmyk\(\) takes four ink percentages/) });
  });

  it('is not concerned with other colours', () => {
    expect(parseCmyk('#fff')).toBeNull();
    expect(cmykProblem('red')).toBeNull();
  });

  it("finds a gradient's stop out of range", () => {
    expect(cmykProblem('linear-gradient(cmyk(0, 0, 0, 0), cmyk(0, 0, 0, 150))')).toMatch(/out of range/);
    expect(cmykProblem('linear-gradient(cmyk(0, 0, 0, 0), white)')).toBeNull();
  });
});
