import { compile } from 'vega-lite';
import { describe, expect, it } from 'vitest';
import { chartSpecProblems } from '../../src/design/chart/chart-spec.js';
import { readDataRows } from '../../src/design/data/data-rows.js';
import { CHART_KINDS, readChart, writeChart } from '../../studio/src/editor/data/chart-model.js';
import { STARTER_CHART } from '../../studio/src/editor/data/data-starters.js';
import { cellValue, readCsv } from '../../studio/src/editor/data/data-rows.js';
import { afterNewRows, afterRename } from '../../studio/src/editor/data/rows-follow.js';
import type { Layer } from '../../studio/src/editor/design.js';

// The Studio's chart builder and rows (it cannot import the engine): what it writes, the API accepts
// and Vega-Lite compiles; what it reads from CSV or a typed cell, the API reads alike.

const ROWS = [
  { month: 'Jan', region: 'North', revenue: 12 },
  { month: 'Feb', region: 'North', revenue: 18 },
  { month: 'Jan', region: 'South', revenue: 8 },
  { month: 'Feb', region: 'South', revenue: 14 },
];

describe("the Studio's chart builder", () => {
  it('writes every chart type, with and without a series, as a spec the API accepts and Vega-Lite compiles', () => {
    for (const kind of CHART_KINDS)
      for (const series of [undefined, 'region'])
        for (const grouped of [false, true]) {
          const model = { kind, category: 'month', value: 'revenue', series, grouped, title: 'Revenue' };
          const spec = writeChart(STARTER_CHART.spec, model, ROWS);
          expect(chartSpecProblems(spec)).toEqual([]);
          expect(() => compile({ ...spec, data: { values: ROWS } } as never)).not.toThrow();
          const pie = kind === 'pie' || kind === 'donut';
          // It reads back what it wrote (a pie has no series; grouping is for bars with a series).
          expect(readChart(spec)).toEqual({
            ...model,
            series: pie ? undefined : series,
            grouped: grouped && !pie && !!series && ['column', 'bar'].includes(kind),
          });
        }
  });

  it('keeps what it does not own: a channel’s axis and title while it plots the same field, config, transform', () => {
    const spec = {
      mark: { type: 'bar', cornerRadiusTopLeft: 3 },
      encoding: {
        x: { field: 'month', type: 'ordinal', sort: ['Jan', 'Feb'], axis: { labelAngle: 0 } },
        y: { field: 'revenue', type: 'quantitative', title: 'Revenue (k€)' },
        tooltip: { field: 'region' },
      },
      config: { view: { stroke: null } },
      transform: [{ filter: 'datum.revenue > 0' }],
      title: { text: 'Old', fontSize: 20 },
    };
    const model = readChart(spec)!;
    expect(model).toEqual({ kind: 'column', category: 'month', value: 'revenue', grouped: false, title: 'Old' });
    const next = writeChart(spec, { ...model, series: 'region', grouped: true, title: 'New' }, ROWS);
    expect(next).toEqual({
      ...spec,
      encoding: {
        ...spec.encoding,
        color: { field: 'region', type: 'nominal' },
        xOffset: { field: 'region', type: 'nominal' },
      },
      title: { text: 'New', fontSize: 20 },
    });
    // Another value field drops the old one's title; a line keeps no bar mark options.
    const line = writeChart(next, { ...readChart(next)!, kind: 'line', value: 'month' }, ROWS) as Record<string, any>;
    expect(line.mark).toBe('line');
    expect(line.encoding.y).toEqual({ field: 'month', type: 'quantitative' });
  });

  it('leaves a spec beyond it to the JSON: layers, facets, another mark', () => {
    expect(readChart({ layer: [{ mark: 'bar' }] })).toBeUndefined();
    expect(readChart({ facet: { field: 'a' }, spec: { mark: 'bar' } })).toBeUndefined();
    expect(readChart({ mark: 'boxplot' })).toBeUndefined();
    expect(readChart({ mark: 'rule' })).toBeUndefined();
  });

  it('follows the rows: a renamed column renamed in the encoding and the columns, pasted rows re-pointed', () => {
    const chart = { layer: 'c', type: 'chart', x: 0, y: 0, width: 1, height: 1, ...STARTER_CHART } as Layer;
    expect(afterRename(chart, 'month', 'period').spec).toMatchObject({
      encoding: { x: { field: 'period' }, y: { field: 'revenue' } },
    });
    const pasted = [{ city: 'Oslo', people: 700 }];
    expect(afterNewRows(chart, pasted, ['city', 'people']).spec).toMatchObject({
      encoding: { x: { field: 'city' }, y: { field: 'people' } },
    });
    expect(afterNewRows(chart, [{ month: 'May', revenue: 3 }], ['month', 'revenue'])).toEqual({});
    const table = { ...chart, type: 'table', columns: [{ key: 'month', header: 'Month' }] } as Layer;
    expect(afterRename(table, 'month', 'period').columns).toEqual([{ key: 'period', header: 'Month' }]);
    expect(afterNewRows(table, pasted, ['city', 'people']).columns).toEqual([{ key: 'city' }, { key: 'people' }]);
    expect(afterNewRows(table, [{ month: 'May', city: 'Oslo' }], ['month', 'city'])).toEqual({});
  });
});

describe("the Studio's rows", () => {
  it('reads a typed cell as the API reads a CSV cell', () => {
    const cells = [
      '12',
      '-1.5',
      '.5',
      '1e3',
      '007',
      'true',
      'FALSE',
      'True',
      '',
      ' 3 ',
      '12 apples',
      '9007199254740993',
      'null',
    ];
    const csv = `${cells.map((_, i) => `c${i}`).join(',')}\n${cells.map((c) => `"${c}"`).join(',')}`;
    const api = readDataRows(csv) as { rows: Record<string, unknown>[] };
    expect(cells.map(cellValue)).toEqual(cells.map((_, i) => api.rows[0][`c${i}`]));
  });

  it('reads pasted CSV as the API does: quotes, embedded commas and line breaks, tabs from a spreadsheet', () => {
    const csv = 'item,note,price\n"Cup, large","two\nlines",9.5\nPlate,,4';
    expect(readCsv(csv)).toEqual({
      rows: (readDataRows(csv) as { rows: unknown[] }).rows,
      columns: ['item', 'note', 'price'],
    });
    expect(readCsv('item\tprice\nCup\t9.5')).toEqual({
      rows: [{ item: 'Cup', price: 9.5 }],
      columns: ['item', 'price'],
    });
    expect(readCsv('a,b\n"open')).toMatchObject({ problem: expect.stringMatching(/^Not valid CSV/) });
  });
});
