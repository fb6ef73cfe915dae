import type { GoldenCase } from './golden-cases.js';
import { design } from './helpers.js';

// The golden set of chart and table layers (data-layers.test.ts; docs/rendering.md "Chart layers" and
// "Table layers" show each layer as JSON), 400x260 on white.

const SALES = [
  { month: 'Jan', region: 'North', revenue: 12 },
  { month: 'Feb', region: 'North', revenue: 18 },
  { month: 'Mar', region: 'North', revenue: 27 },
  { month: 'Apr', region: 'North', revenue: 22 },
  { month: 'Jan', region: 'South', revenue: 8 },
  { month: 'Feb', region: 'South', revenue: 14 },
  { month: 'Mar', region: 'South', revenue: 11 },
  { month: 'Apr', region: 'South', revenue: 19 },
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr'];
const x = { field: 'month', type: 'ordinal', sort: MONTHS, title: null };
const y = { field: 'revenue', type: 'quantitative', title: 'Revenue (k€)' };
const color = { field: 'region', type: 'nominal', title: 'Region' };

const chart = (layer: string, spec: Record<string, unknown>) => ({
  layer,
  type: 'chart',
  x: 10,
  y: 10,
  width: 380,
  height: 240,
  data: SALES,
  spec,
});

export const CHART_LAYERS = {
  'chart-bar-grouped': chart('sales', {
    title: 'Revenue by month',
    mark: 'bar',
    encoding: { x, xOffset: { field: 'region' }, y, color },
  }),
  'chart-bar-stacked': chart('sales', {
    mark: { type: 'bar', cornerRadiusTopLeft: 3, cornerRadiusTopRight: 3 },
    encoding: { x, y, color },
  }),
  'chart-line': chart('sales', { mark: { type: 'line', point: true }, encoding: { x, y, color } }),
  'chart-area': chart('sales', { mark: { type: 'area', opacity: 0.85 }, encoding: { x, y, color } }),
  'chart-donut': chart('sales', {
    mark: { type: 'arc', innerRadius: 60, stroke: '#ffffff' },
    encoding: {
      theta: { field: 'revenue', type: 'quantitative', aggregate: 'sum' },
      color: { field: 'month', type: 'nominal', sort: MONTHS, title: 'Month' },
    },
  }),
  'chart-scatter': chart('sales', {
    mark: { type: 'point', filled: true, size: 90 },
    encoding: {
      x: { field: 'revenue', type: 'quantitative', title: 'Revenue (k€)' },
      y: { field: 'month', type: 'ordinal', sort: MONTHS, title: null },
      color,
      shape: color,
    },
  }),
};

export const INVOICE_TABLE = {
  layer: 'lines',
  type: 'table',
  x: 10,
  y: 10,
  width: 380,
  height: 240,
  font_size: 13,
  padding: 6,
  locale: 'en-US',
  header_background_color: '#1e3a8a',
  header_color: '#ffffff',
  zebra_color: '#eff6ff',
  border_color: '#93c5fd',
  borders: 'horizontal',
  row_styles: { total: { font_weight: 'bold', background_color: '#fef3c7' } },
  columns: [
    { key: 'item', header: 'Item' },
    { key: 'qty', header: 'Qty', width: 50, format: 'number' },
    { key: 'price', header: 'Price', width: 90, format: 'currency', currency: 'USD' },
    { key: 'date', header: 'Shipped', width: 100, format: 'date', date_style: 'medium' },
  ],
  data: [
    { item: 'Espresso beans, 1 kg', qty: 2, price: 24.5, date: '2026-03-02' },
    { item: 'Ceramic cup', qty: 6, price: 9, date: '2026-03-04' },
    { item: 'Milk frother with a long name that wraps', qty: 1, price: 79.99, date: '2026-03-09' },
    { item: 'Descaler', qty: 3, price: 6.25, date: '2026-03-11' },
    { item: 'Total', price: 198.24, _style: 'total' },
  ],
};

export const DATA_CASES: GoldenCase[] = [
  ...Object.entries(CHART_LAYERS).map(([name, layer]) => ({
    name,
    title: name,
    request: { design: design(400, 260, [layer]) },
  })),
  { name: 'table-styled', title: 'a styled table', request: { design: design(400, 260, [INVOICE_TABLE]) } },
];
