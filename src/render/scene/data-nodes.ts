import type { Layer } from '../../design/layers/layer-schema.js';
import { describeChart } from '../../design/chart/chart-alt.js';
import { weightOf, type FontWeight } from '../../design/type-fields.js';
import { readDataRows, type DataRow } from '../../design/data/data-rows.js';
import { BLACK, TRANSPARENT } from '../base/colour.js';
import { parseColour } from '../base/colour-parser.js';
import { resolveFont, type AccountFamilies } from '../fonts/fonts.js';
import type { ChartNode, RowStyle, TableColumn, TableNode } from '../base/types.js';

type ChartLayer = Extract<Layer, { type: 'chart' }>;
type TableLayer = Extract<Layer, { type: 'table' }>;
type Base = Omit<ChartNode, 'type' | 'spec' | 'rows' | 'font' | 'fontSize' | 'color' | 'colors' | 'alt'>;

const NUMERIC_FORMATS = new Set(['number', 'currency', 'percent']);

/**
 * A variant's rows (records or CSV: design/data/data-rows.ts), or the layer's own. The API checked
 * them; a caller that skipped the check and sent rows that do not read gets the layer's.
 */
export function rowsOf(layer: { data: DataRow[] }, variant: unknown): readonly DataRow[] {
  if (variant === undefined) return layer.data;
  const read = readDataRows(variant);
  return 'rows' in read ? read.rows : layer.data;
}

export function chartNode(base: Base, layer: ChartLayer, account: AccountFamilies, withAlt: boolean): ChartNode {
  return {
    ...base,
    type: 'chart',
    spec: layer.spec,
    rows: layer.data,
    font: resolveFont(layer.font_family, account),
    fontSize: layer.font_size,
    color: layer.color,
    colors: layer.colors ?? null,
    // Only a PDF carries it; written from the rows, which may be thousands.
    alt: layer.alt || (withAlt ? describeChart(layer.spec, layer.data) : ''),
  };
}

export function tableNode(base: Base, layer: TableLayer, account: AccountFamilies): TableNode {
  const color = parseColour(layer.color, BLACK);
  const typeOf = (o: { font_family?: string; font_weight?: FontWeight; font_style?: string; font_size?: number }) => ({
    ...(o.font_family !== undefined && { font: resolveFont(o.font_family, account) }),
    ...(o.font_weight !== undefined && { weight: weightOf(o.font_weight) }),
    ...(o.font_style !== undefined && { italic: o.font_style === 'italic' }),
    ...(o.font_size !== undefined && { fontSize: o.font_size }),
  });
  const family = resolveFont(layer.font_family, account);
  const columns = layer.columns.map((c): TableColumn => {
    const own = typeOf(c);
    return {
      key: c.key,
      header: c.header ?? c.key,
      width: c.width ?? null,
      align: c.align ?? (NUMERIC_FORMATS.has(c.format) ? 'right' : 'left'),
      wrap: c.wrap,
      format: c.format,
      currency: c.currency,
      decimals: c.decimals,
      date_style: c.date_style,
      style: {
        font: { ...(own.font ?? family), weight: own.weight ?? 400, italic: own.italic ?? false },
        fontSize: own.fontSize ?? layer.font_size,
        color: c.color ? parseColour(c.color, color) : color,
      },
    };
  });
  const fill = (v: string | undefined) => (v ? parseColour(v, TRANSPARENT) : null);
  return {
    ...base,
    type: 'table',
    columns,
    rows: layer.data,
    locale: layer.locale,
    lineHeight: layer.line_height,
    padding: layer.padding,
    header: layer.header
      ? {
          font: { ...family, weight: weightOf(layer.header_font_weight), italic: false },
          fontSize: layer.font_size,
          color: layer.header_color ? parseColour(layer.header_color, color) : color,
          fill: parseColour(layer.header_background_color, TRANSPARENT),
        }
      : null,
    rowFill: fill(layer.row_background_color),
    zebraFill: fill(layer.zebra_color),
    border: { color: parseColour(layer.border_color, BLACK), width: layer.border_width, style: layer.borders },
    rowStyles: Object.fromEntries(
      Object.entries(layer.row_styles ?? {}).map(([name, s]): [string, RowStyle] => [
        name,
        { ...typeOf(s), ...(s.color && { color: parseColour(s.color, color) }), fill: fill(s.background_color) },
      ]),
    ),
    moreRowsText: layer.more_rows_text,
    nextPage: { y: layer.next_page_y ?? layer.y, height: layer.next_page_height ?? layer.height },
  };
}
