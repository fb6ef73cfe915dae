import { describe, expect, it } from 'vitest';
import { guessMapping, itemsOf } from './bulk-mapping';

describe('bulk mapping of chart and table layers', () => {
  it("fills a chart's or table's rows from a cell of CSV text, beside its opacity", () => {
    const layers = [
      { layer: 'sales', type: 'chart' as const },
      { layer: 'lines', type: 'table' as const },
    ];
    const mapping = guessMapping(layers, ['sales', 'lines', 'sales.opacity']);
    expect(mapping.layers).toEqual({ sales: { data: 'sales', opacity: 'sales.opacity' }, lines: { data: 'lines' } });
    const rows = [{ sales: 'month,revenue\nJan,12', lines: '', 'sales.opacity': '0.5' }];
    expect(itemsOf(rows, layers, mapping)).toEqual([
      { identifier: 'row_1', variants: [{ layer: 'sales', data: 'month,revenue\nJan,12', opacity: 0.5 }] },
    ]);
  });
});
