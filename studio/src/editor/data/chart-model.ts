import { columnsOf, isNumeric, type DataRow } from './data-rows.js';

/**
 * The chart builder's reading of a Vega-Lite spec (docs/studio.md "Charts and tables"): a chart type,
 * the fields it plots and a title. Writing a choice back changes only what the builder owns (the mark's
 * type, the plotted channels, the title) and keeps the rest of the spec as written: a channel's axis
 * or title, a `config`, a `transform`. A spec the builder cannot read (layered, faceted, concatenated,
 * another mark) is edited as JSON only.
 */

export const CHART_KINDS = ['column', 'bar', 'line', 'area', 'pie', 'donut', 'scatter'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

export interface ChartModel {
  kind: ChartKind;
  /** The field along the category axis (a pie's slices). */
  category?: string;
  /** The field measured (a pie's angle). */
  value?: string;
  /** The field that splits the values into coloured series (none for a pie). */
  series?: string;
  /** Bars of a series side by side rather than stacked. */
  grouped: boolean;
  title: string;
}

type Channel = Record<string, unknown>;
type Spec = Record<string, unknown>;
type Role = 'category' | 'value' | 'series' | 'offset';

const COMPOSED = ['layer', 'facet', 'repeat', 'concat', 'hconcat', 'vconcat', 'spec'];
/** Each kind's channel for each role it plots. */
const CHANNELS: Record<ChartKind, Partial<Record<Role, string>>> = {
  column: { category: 'x', value: 'y', series: 'color', offset: 'xOffset' },
  bar: { category: 'y', value: 'x', series: 'color', offset: 'yOffset' },
  line: { category: 'x', value: 'y', series: 'color' },
  area: { category: 'x', value: 'y', series: 'color' },
  scatter: { category: 'x', value: 'y', series: 'color' },
  pie: { category: 'color', value: 'theta' },
  donut: { category: 'color', value: 'theta' },
};
const OWNED = new Set(['x', 'y', 'color', 'xOffset', 'yOffset', 'theta']);
const MARK: Record<ChartKind, string> = {
  column: 'bar',
  bar: 'bar',
  line: 'line',
  area: 'area',
  scatter: 'point',
  pie: 'arc',
  donut: 'arc',
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const markOf = (spec: Spec): Channel => (isObject(spec.mark) ? spec.mark : { type: spec.mark });
const fieldOf = (channel: unknown) =>
  isObject(channel) && typeof channel.field === 'string' ? channel.field : undefined;

function kindOf(spec: Spec): ChartKind | undefined {
  const mark = markOf(spec);
  const enc = isObject(spec.encoding) ? spec.encoding : {};
  const type = (ch: string) => (isObject(enc[ch]) ? enc[ch].type : undefined);
  switch (mark.type) {
    case 'arc':
      return Number(mark.innerRadius) > 0 ? 'donut' : 'pie';
    case 'bar':
      return type('x') === 'quantitative' && type('y') !== 'quantitative' ? 'bar' : 'column';
    case 'line':
    case 'area':
      return mark.type;
    case 'point':
    case 'circle':
    case 'square':
      return 'scatter';
  }
  return undefined;
}

/** The builder's view of `spec`, or undefined when the spec is beyond it. */
export function readChart(spec: unknown): ChartModel | undefined {
  if (!isObject(spec) || COMPOSED.some((k) => k in spec)) return undefined;
  const kind = kindOf(spec);
  if (!kind) return undefined;
  const enc = isObject(spec.encoding) ? spec.encoding : {};
  const channels = CHANNELS[kind];
  const field = (role: Role) => (channels[role] ? fieldOf(enc[channels[role]!]) : undefined);
  const title = isObject(spec.title) ? spec.title.text : spec.title;
  return {
    kind,
    category: field('category'),
    value: field('value'),
    series: field('series'),
    grouped: field('offset') !== undefined,
    title: typeof title === 'string' ? title : '',
  };
}

/** The first text column and the first number column: what a new or re-pasted chart plots. */
export function defaultFields(rows: readonly DataRow[]): Pick<ChartModel, 'category' | 'value'> {
  const columns = columnsOf(rows);
  const numbers = columns.filter((c) => isNumeric(rows, c));
  return {
    category: columns.find((c) => !numbers.includes(c)) ?? columns[0],
    value: numbers.find((c) => c !== columns[0]) ?? numbers[0],
  };
}

/** `spec` drawing the model: the builder's channels replaced, everything else kept. */
export function writeChart(spec: Spec, model: ChartModel, rows: readonly DataRow[]): Spec {
  const before = readChart(spec);
  const enc = isObject(spec.encoding) ? spec.encoding : {};
  const oldChannel = (role: Role): Channel | undefined => {
    const ch = before && CHANNELS[before.kind][role];
    return ch && isObject(enc[ch]) ? enc[ch] : undefined;
  };
  const numeric = (field: string) => isNumeric(rows, field);
  const pie = model.kind === 'pie' || model.kind === 'donut';
  const typeFor = (role: Role, field: string) => {
    if (role === 'value') return 'quantitative';
    if (role === 'category' && !pie)
      return numeric(field) ? (model.kind === 'scatter' ? 'quantitative' : 'ordinal') : 'nominal';
    return 'nominal';
  };
  /** A role's channel: what it had (its axis, its title) kept while it plots the same field. */
  const channel = (role: Role, field: string): Channel => {
    const old = oldChannel(role);
    const kept = old && old.field === field ? old : {};
    // A type chosen in the JSON stays while the chart stays of its kind.
    const type = before?.kind === model.kind && typeof kept.type === 'string' ? kept.type : typeFor(role, field);
    // Categories in the rows' order, not sorted by name (Jan, Feb... rather than Apr, Feb...).
    const sort = role === 'category' && type !== 'quantitative' && !('sort' in kept) ? { sort: null } : {};
    return { ...kept, field, type, ...sort };
  };
  const encoding: Record<string, unknown> = Object.fromEntries(Object.entries(enc).filter(([k]) => !OWNED.has(k)));
  const channels = CHANNELS[model.kind];
  const roles: [Role, string | undefined][] = [
    ['category', model.category],
    ['value', model.value],
    ['series', pie ? undefined : model.series],
    ['offset', model.grouped && !pie ? model.series : undefined],
  ];
  for (const [role, field] of roles) if (field && channels[role]) encoding[channels[role]!] = channel(role, field);
  const { title: _, ...rest } = spec;
  const title = model.title ? (isObject(spec.title) ? { ...spec.title, text: model.title } : model.title) : undefined;
  return { ...rest, mark: markFor(spec, model.kind), encoding, ...(title !== undefined && { title }) };
}

/** Mark properties every mark draws with, kept when the chart changes type. */
const PAINT = ['color', 'fill', 'stroke', 'opacity', 'fillOpacity', 'strokeOpacity', 'strokeWidth'];

/** The mark of a kind: the spec's own mark kept while its type stays (its paint when it changes), a donut's hole added or removed. */
function markFor(spec: Spec, kind: ChartKind): unknown {
  const old = markOf(spec);
  const type = kind === 'scatter' && ['circle', 'square'].includes(String(old.type)) ? old.type : MARK[kind];
  const paint = Object.fromEntries(Object.entries(old).filter(([k]) => PAINT.includes(k)));
  const mark: Channel = old.type === type ? { ...old } : { type, ...paint };
  if (kind === 'donut') mark.innerRadius = Number(mark.innerRadius) > 0 ? mark.innerRadius : 50;
  if (kind === 'pie') delete mark.innerRadius;
  return Object.keys(mark).length === 1 ? type : mark;
}
