import type { Layer } from '../design.js';
import { defaultFields, readChart, writeChart } from './chart-model.js';
import type { DataRow } from './data-rows.js';

/**
 * What else changes with a layer's rows, so the design keeps drawing them (docs/studio.md "Charts and
 * tables"): a renamed column is renamed where the chart's encoding or the table's columns name it, a
 * column added to or removed from a table's rows is shown or no longer, and rows pasted with other
 * columns re-point a chart at them and give a table their columns.
 */

export interface TableColumn {
  key: string;
  [property: string]: unknown;
}

const columnsOf = (layer: Layer) => (Array.isArray(layer.columns) ? (layer.columns as TableColumn[]) : []);

/** Every `field` naming `from` in the spec's encoding, renamed. */
function renameInEncoding(spec: Record<string, unknown>, from: string, to: string) {
  const enc = spec.encoding as Record<string, Record<string, unknown>> | undefined;
  if (!enc || typeof enc !== 'object') return spec;
  const renamed = Object.entries(enc).map(([ch, c]) => [ch, c?.field === from ? { ...c, field: to } : c]);
  return { ...spec, encoding: Object.fromEntries(renamed) };
}

/** The layer's other properties that name column `from`, now `to`. */
export function afterRename(layer: Layer, from: string, to: string): Partial<Layer> {
  if (layer.type === 'table') return { columns: columnsOf(layer).map((c) => (c.key === from ? { ...c, key: to } : c)) };
  if (layer.type === 'chart' && layer.spec && typeof layer.spec === 'object')
    return { spec: renameInEncoding(layer.spec as Record<string, unknown>, from, to) };
  return {};
}

/** A table shows a column added to its rows. */
export const afterAddColumn = (layer: Layer, column: string): Partial<Layer> =>
  layer.type === 'table' ? { columns: [...columnsOf(layer), { key: column }] } : {};

/** A table no longer shows a column removed from its rows. */
export const afterRemoveColumn = (layer: Layer, column: string): Partial<Layer> =>
  layer.type === 'table' ? { columns: columnsOf(layer).filter((c) => c.key !== column) } : {};

/**
 * After rows with these columns replaced the old ones: a table shows the new columns (a column the
 * rows still have keeps its settings) unless it shows only columns the rows have; a chart whose fields
 * the rows lack plots the first text and number columns.
 */
export function afterNewRows(layer: Layer, rows: DataRow[], columns: string[]): Partial<Layer> {
  if (layer.type === 'table') {
    const old = columnsOf(layer);
    if (old.length && old.every((c) => columns.includes(c.key))) return {};
    return { columns: columns.map((key) => old.find((c) => c.key === key) ?? { key }) };
  }
  if (layer.type !== 'chart') return {};
  const spec = (layer.spec ?? {}) as Record<string, unknown>;
  const model = readChart(spec);
  if (!model) return {};
  const missing = [model.category, model.value].some((f) => !f || !columns.includes(f));
  if (!missing) return {};
  const series = model.series && columns.includes(model.series) ? model.series : undefined;
  return { spec: writeChart(spec, { ...model, ...defaultFields(rows), series }, rows) };
}
