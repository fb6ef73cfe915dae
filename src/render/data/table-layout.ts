import { formatCell } from '../../design/table/cell-format.js';
import type { DataRow } from '../../design/data/data-rows.js';
import type { Rgba } from '../base/colour.js';
import type { Rect } from '../base/geometry.js';
import { layoutText, type TextLayout } from '../text/text-layout.js';
import type { TextMeasurer } from '../text/text-measurer.js';
import type { CellStyle, TableColumn, TableNode } from '../base/types.js';

/**
 * A table laid out row by row (docs/rendering.md "Table layers"): each cell's value written in its
 * column's format, wrapped (or cut with "…") in its column's width with the text layout every text
 * layer uses, so PNG and PDF break the same lines. A row is as tall as its tallest cell, never taller
 * than the table's box: a cell with more lines than that ends in "…".
 */

interface TableCell {
  /** Left of the cell's text, in the table's box. */
  x: number;
  layout: TextLayout;
  color: Rgba;
}

export interface TableRow {
  /** The data row's index; -1 for the header, -2 for an image's "+ N more rows". */
  index: number;
  height: number;
  fill: Rgba | null;
  cells: TableCell[];
}

export interface TableLayout {
  /** Each column's left edge and width, in the table's box. */
  columns: { x: number; width: number }[];
  header: TableRow | null;
  rows: TableRow[];
}

/** Rows with their tops, and the border lines as thin rectangles: what a page of the table draws. */
export interface PlacedTable {
  columns: TableLayout['columns'];
  rows: (TableRow & { y: number })[];
  borders: Rect[];
}

/** All rows (a PDF, whose pages page-flow.ts decides), or those that fit the box and a last "+ N more rows" (an image). */
export function layoutTable(node: TableNode, measurer: TextMeasurer, mode: 'all' | 'fit'): TableLayout {
  const columns = columnEdges(node);
  const header = node.header ? headerRow(node, columns, measurer) : null;
  const body = Math.max(0, Math.min(node.height, node.nextPage.height) - (header?.height ?? 0));
  const rows = node.rows.map((row, i) => bodyRow(node, columns, row, i, body, measurer));
  return { columns, header, rows: mode === 'all' ? rows : fitted(node, columns, rows, body, measurer) };
}

/** Sized columns keep their widths (scaled down together if they overflow); the others share the rest. */
function columnEdges(node: TableNode): TableLayout['columns'] {
  const sized = node.columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  const free = node.columns.filter((c) => c.width === null).length;
  const squeeze = sized > node.width ? node.width / sized : 1;
  const share = free > 0 ? Math.max(0, node.width - sized * squeeze) / free : 0;
  let x = 0;
  return node.columns.map((c) => {
    const width = c.width === null ? share : c.width * squeeze;
    const edge = { x, width };
    x += width;
    return edge;
  });
}

function headerRow(node: TableNode, columns: TableLayout['columns'], measurer: TextMeasurer): TableRow {
  const style = node.header!;
  const cells = node.columns.map((c, i) => cell(node, c, columns[i], c.header, style, node.height, measurer));
  return { index: -1, height: rowHeight(node, cells), fill: style.fill.a > 0 ? style.fill : null, cells };
}

function bodyRow(
  node: TableNode,
  columns: TableLayout['columns'],
  row: DataRow,
  index: number,
  tallest: number,
  measurer: TextMeasurer,
): TableRow {
  const named = typeof row._style === 'string' ? node.rowStyles[row._style] : undefined;
  const cells = node.columns.map((c, i) => {
    const style: CellStyle = {
      font: {
        ...(named?.font ?? c.style.font),
        weight: named?.weight ?? c.style.font.weight,
        italic: named?.italic ?? c.style.font.italic,
      },
      fontSize: named?.fontSize ?? c.style.fontSize,
      color: named?.color ?? c.style.color,
    };
    return cell(node, c, columns[i], formatCell(row[c.key] ?? null, c, node.locale), style, tallest, measurer);
  });
  const zebra = index % 2 === 1 ? node.zebraFill : null;
  return { index, height: rowHeight(node, cells), fill: named?.fill ?? zebra ?? node.rowFill, cells };
}

function cell(
  node: TableNode,
  column: TableColumn,
  edge: { x: number; width: number },
  text: string,
  style: CellStyle,
  tallest: number,
  measurer: TextMeasurer,
): TableCell {
  const pad = node.padding;
  const line = style.fontSize * node.lineHeight;
  const layout = layoutText(
    {
      text,
      width: Math.max(1, edge.width - 2 * pad),
      height: column.wrap ? Math.max(line, tallest - 2 * pad) : line,
      font: style.font,
      fontSize: style.fontSize,
      minFontSize: style.fontSize,
      autoFit: false,
      align: column.align,
      verticalAlign: 'top',
      lineHeight: node.lineHeight,
      letterSpacing: 0,
      maxLines: column.wrap ? null : 1,
      direction: 'auto',
    },
    measurer,
  );
  return { x: edge.x + pad, layout, color: style.color };
}

function rowHeight(node: TableNode, cells: TableCell[]): number {
  const lines = (c: TableCell) => Math.max(1, c.layout.lines.length) * c.layout.fontSize * node.lineHeight;
  return Math.max(0, ...cells.map(lines)) + 2 * node.padding;
}

/** The rows that fit the box; when some do not, as many as leave room for "+ N more rows" after them. */
function fitted(
  node: TableNode,
  columns: TableLayout['columns'],
  rows: TableRow[],
  room: number,
  measurer: TextMeasurer,
): TableRow[] {
  let used = 0;
  let n = 0;
  while (n < rows.length && used + rows[n].height <= room) used += rows[n++].height;
  if (n === rows.length) return rows;
  const whole = { x: 0, width: columns.reduce((w, c) => w + c.width, 0) };
  const marker = (left: number): TableRow => {
    const text = node.moreRowsText.replace(/\{count\}/g, left.toLocaleString(node.locale));
    const style = { ...node.columns[0].style, font: { ...node.columns[0].style.font, italic: true } };
    const c = cell(node, { ...node.columns[0], align: 'left', wrap: false }, whole, text, style, room, measurer);
    return { index: -2, height: rowHeight(node, [c]), fill: node.rowFill, cells: [c] };
  };
  while (n > 0 && used + marker(rows.length - n).height > room) used -= rows[--n].height;
  return [...rows.slice(0, n), marker(rows.length - n)];
}

/** The header and these rows stacked from the top, with the border lines `borders` asks for. */
export function placeTable(node: TableNode, layout: TableLayout, rows: TableRow[]): PlacedTable {
  const all = layout.header ? [layout.header, ...rows] : rows;
  let y = 0;
  const placed = all.map((r) => {
    const row = { ...r, y };
    y += r.height;
    return row;
  });
  return { columns: layout.columns, rows: placed, borders: borderLines(node, layout.columns, placed, y) };
}

function borderLines(
  node: TableNode,
  columns: TableLayout['columns'],
  rows: { y: number; height: number }[],
  height: number,
): Rect[] {
  const { width: w, style } = node.border;
  if (w <= 0 || node.border.color.a === 0 || style === 'none' || rows.length === 0) return [];
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const across = (y: number) => ({ x: 0, y: y - w / 2, width, height: w });
  const down = (x: number) => ({ x: x - w / 2, y: 0, width: w, height });
  if (style === 'outer') return [across(0), across(height), down(0), down(width)];
  const under = rows.map((r) => across(r.y + r.height));
  if (style === 'horizontal') return under;
  return [across(0), ...under, ...columns.map((c) => down(c.x)), down(width)];
}
