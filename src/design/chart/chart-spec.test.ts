import { describe, expect, it } from 'vitest';
import { expressionProblem } from './chart-expressions.js';
import { chartSpecProblems } from './chart-spec.js';
import { describeChart } from './chart-alt.js';

const bar = { mark: 'bar', encoding: { x: { field: 'm' }, y: { field: 'v', type: 'quantitative' } } };

describe('chartSpecProblems', () => {
  it('accepts a Vega-Lite spec without data', () => {
    expect(chartSpecProblems(bar)).toEqual([]);
    expect(
      chartSpecProblems({
        layer: [bar, { mark: { type: 'rule' }, encoding: { y: { aggregate: 'mean', field: 'v' } } }],
      }),
    ).toEqual([]);
    expect(chartSpecProblems({ ...bar, transform: [{ calculate: 'datum.v * 2 + round(datum.w)', as: 'w' }] })).toEqual(
      [],
    );
  });

  it('refuses anything that would fetch or link, naming where it is', () => {
    expect(chartSpecProblems({ ...bar, data: { url: 'https://example.com/x.csv' } })).toEqual([
      { path: ['data'], message: "A chart takes its rows from the layer's data, not from the spec's data." },
    ]);
    expect(chartSpecProblems({ layer: [{ mark: 'image', encoding: { url: { field: 'u' } } }] })[0]).toMatchObject({
      path: ['layer', 0, 'mark'],
      message: 'A chart may not use the image mark: nothing is fetched.',
    });
    expect(chartSpecProblems({ ...bar, encoding: { ...bar.encoding, href: { field: 'link' } } })[0].path).toEqual([
      'encoding',
      'href',
    ]);
    expect(chartSpecProblems({ mark: 'pyramid' })[0].message).toMatch(
      /^The mark "pyramid" is not a chart mark\. Valid values: arc,/,
    );
  });

  it('refuses runaway expressions and work beyond the bounds', () => {
    const runaway = { ...bar, transform: [{ calculate: 'sequence(0, 1e9)', as: 'w' }] };
    expect(chartSpecProblems(runaway)).toEqual([
      { path: ['transform', 0, 'calculate'], message: 'The expression calls sequence(), which charts do not allow.' },
    ]);
    expect(expressionProblem("test(regexp('(a+)+$'), datum.s)")).toMatch(
      /^calls (test|regexp)\(\), which charts do not allow$/,
    );
    expect(expressionProblem('/(a+)+$/.test(datum.s)')).toMatch(/regular expression|does not parse/);
    expect(expressionProblem('datum.a +')).toMatch(/^does not parse/);
    expect(chartSpecProblems({ ...bar, encoding: { x: { field: 'v', bin: { step: 1e-9 } } } })[0].message).toMatch(
      /maxbins/,
    );
    expect(chartSpecProblems({ ...bar, encoding: { x: { field: 'v', bin: { maxbins: 1e6 } } } })[0].message).toBe(
      'The maxbins must be at most 200.',
    );
  });
});

describe('describeChart', () => {
  it('says the kind, the fields and the first values', () => {
    const rows = [
      { m: 'Jan', v: 10 },
      { m: 'Feb', v: 30 },
    ];
    expect(describeChart({ ...bar, title: 'Sales' }, rows)).toBe('Bar chart "Sales": v by m. Jan 10; Feb 30.');
    expect(
      describeChart({ mark: 'arc', encoding: { theta: { field: 'v' }, color: { field: 'm', title: 'Month' } } }, rows),
    ).toBe('Pie chart: v by Month. Jan 10; Feb 30.');
  });
});
