import { design } from './helpers.js';

/**
 * An invoice whose line items flow over pages (docs/rendering.md "Documents whose rows flow across pages"):
 * an A4-sized letterhead and footer on every page, the address on the first, totals on the last. Every 10th
 * line's description wraps onto a second line.
 */
export function invoiceRows(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    description: `Line item ${i + 1}${(i + 1) % 10 === 0 ? `, a longer description for this line that wraps onto a second line of its own row (end of ${i + 1})` : ''}`,
    qty: (i % 4) + 1,
    unit: 2.5 + (i % 9),
    amount: ((i % 4) + 1) * (2.5 + (i % 9)),
  }));
}

export const INVOICE_LAYERS = [
  {
    layer: 'letterhead',
    type: 'text',
    x: 40,
    y: 30,
    width: 500,
    height: 40,
    text: 'Acme Supplies',
    font_size: 28,
    font_weight: 'bold',
    color: '#1e3a8a',
  },
  { layer: 'rule', type: 'empty', x: 40, y: 78, width: 715, height: 3, background_color: '#1e3a8a' },
  {
    layer: 'address',
    type: 'text',
    x: 40,
    y: 100,
    width: 400,
    height: 80,
    text: 'Bill to\nJane Doe, 1 Main Street\nSpringfield',
    font_size: 14,
    line_height: 1.4,
    show_on: 'first',
  },
  {
    layer: 'lines',
    type: 'table',
    x: 40,
    y: 200,
    width: 715,
    height: 800,
    next_page_y: 100,
    next_page_height: 900,
    font_size: 10,
    padding: 3,
    zebra_color: '#f1f5f9',
    columns: [
      { key: 'description', header: 'Description' },
      { key: 'qty', header: 'Qty', width: 60, format: 'number' },
      { key: 'unit', header: 'Unit price', width: 110, format: 'currency', currency: 'EUR' },
      { key: 'amount', header: 'Amount', width: 110, format: 'currency', currency: 'EUR' },
    ],
    data: [] as unknown[],
  },
  {
    layer: 'total',
    type: 'text',
    x: 455,
    y: 1010,
    width: 300,
    height: 30,
    text: 'Total due: see statement',
    font_size: 16,
    font_weight: 'bold',
    align: 'right',
    show_on: 'last',
  },
  {
    layer: 'footer',
    type: 'text',
    x: 40,
    y: 1075,
    width: 715,
    height: 24,
    text: 'Page {page} of {pages}',
    page_numbers: true,
    font_size: 12,
    align: 'center',
    color: '#64748b',
  },
];

export const invoiceDesign = (lines: number) =>
  design(
    794,
    1123,
    INVOICE_LAYERS.map((l) => (l.type === 'table' ? { ...l, data: invoiceRows(lines) } : l)),
  );
