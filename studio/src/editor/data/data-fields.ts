import { TABLE_BORDERS } from '../../../../src/design/layers/layer-choices.js';
import { check, color, FONT_WEIGHTS, json, n, own, sel, text, type FieldSpec } from '../field-spec.js';

/** The chart's and the table's properties (docs/rendering.md "Chart layers", "Table layers") in the inspector's field table. */

const rows = own('Data', 'data', 'Rows', 'data');
const font = own('Text', 'font_family', 'Font', 'font');

export const CHART_FIELDS: FieldSpec[] = [
  own('Chart', 'spec', 'Chart', 'chart'),
  own('Chart', 'colors', 'Series colours', 'colours'),
  text('Chart', 'alt', 'Alternative text (PDF readers; empty: written from the chart)', { optional: true }),
  rows,
  font,
  n('Text', 'font_size', 'Size'),
  color('Text', 'color', 'Text colour'),
];

export const TABLE_FIELDS: FieldSpec[] = [
  n('Position and size', 'next_page_y', 'Next Y', 1, true),
  n('Position and size', 'next_page_height', 'Next H', 1, true),
  own('Table', 'columns', 'Columns', 'columns'),
  check('Table', 'header', 'Header row'),
  sel('Table', 'header_font_weight', 'Header weight', FONT_WEIGHTS),
  n('Table', 'padding', 'Padding'),
  text('Table', 'locale', 'Locale (numbers, amounts, dates)', { placeholder: 'en-US' }),
  text('Table', 'more_rows_text', 'Rows left out (images; {count})'),
  json('Table', 'row_styles', 'Row styles (JSON; a row names one in _style)', '{"total": {"font_weight": "bold"}}'),
  rows,
  font,
  n('Text', 'font_size', 'Size'),
  n('Text', 'line_height', 'Line height', 0.05),
  color('Text', 'color', 'Colour'),
  color('Fill', 'header_background_color', 'Header fill'),
  color('Fill', 'header_color', 'Header text colour', true),
  color('Fill', 'row_background_color', 'Row fill', true),
  color('Fill', 'zebra_color', 'Zebra stripes', true),
  sel('Border', 'borders', 'Lines', TABLE_BORDERS, {
    horizontal: 'Between rows',
    all: 'A grid',
    outer: 'The frame',
    none: 'None',
  }),
  color('Border', 'border_color', 'Line colour'),
  n('Border', 'border_width', 'Line width', 0.5),
];

/** The renderer's defaults where a chart's or table's differ from the other types' (layer-fields.ts DEFAULTS). */
export const CHART_DEFAULTS = { data: [], font_size: 14, color: '#334155' };
export const TABLE_DEFAULTS = {
  data: [],
  locale: 'en-US',
  font_size: 16,
  color: '#111827',
  line_height: 1.25,
  padding: 8,
  header: true,
  header_background_color: '#f1f5f9',
  header_font_weight: 'bold',
  border_color: '#cbd5e1',
  border_width: 1,
  borders: 'horizontal',
  more_rows_text: '+ {count} more rows',
};
