import type { DataRow } from '../data/data-rows.js';

/**
 * A chart's alternative text when the layer gives none (a tagged PDF's Figure, docs/rendering.md
 * "Chart layers"): what kind of chart, its title, which field is drawn against which, and the first
 * rows' values, so a screen reader hears the numbers a sighted reader sees.
 */

const KINDS: Record<string, string> = {
  bar: 'Bar chart',
  line: 'Line chart',
  area: 'Area chart',
  arc: 'Pie chart',
  point: 'Scatter plot',
  circle: 'Scatter plot',
  square: 'Scatter plot',
  rect: 'Heat map',
  tick: 'Strip plot',
  boxplot: 'Box plot',
};
const MAX_ROWS_READ = 12;
export const MAX_ALT_LENGTH = 1_000;

type Spec = Record<string, unknown>;
interface Channel {
  field?: unknown;
  title?: unknown;
}

export function describeChart(spec: Spec, rows: readonly DataRow[]): string {
  const unit = firstUnit(spec);
  const mark = typeof unit.mark === 'object' && unit.mark !== null ? (unit.mark as Spec).type : unit.mark;
  const encoding = (unit.encoding ?? {}) as Record<string, Channel | undefined>;
  const name = (c: string) => fieldOf(encoding[c]);
  const title = titleOf(spec.title);
  const kind = KINDS[String(mark)] ?? 'Chart';
  const value = name('theta') ?? name('y') ?? name('size');
  const by = [name('x'), name('color')].filter((f) => f && f !== value);
  const heading = `${kind}${title ? ` "${title}"` : ''}${value ? `: ${labelOf(encoding, value)}${by.length ? ` by ${by.map((f) => labelOf(encoding, f!)).join(' and ')}` : ''}` : ''}.`;
  const fields = [...by, value].filter((f): f is string => Boolean(f));
  const read = rows.slice(0, MAX_ROWS_READ).map((r) => fields.map((f) => String(r[f] ?? '')).join(' '));
  const more = rows.length > MAX_ROWS_READ ? ` (and ${rows.length - MAX_ROWS_READ} more)` : '';
  const text = fields.length > 0 && read.length > 0 ? `${heading} ${read.join('; ')}${more}.` : heading;
  return text.length > MAX_ALT_LENGTH ? `${text.slice(0, MAX_ALT_LENGTH - 1)}…` : text;
}

/** A layered chart is described by its first layer. */
function firstUnit(spec: Spec): Spec {
  const layers = spec.layer;
  if (!spec.mark && Array.isArray(layers) && typeof layers[0] === 'object' && layers[0] !== null)
    return { encoding: spec.encoding, ...(layers[0] as Spec) };
  return spec;
}

function fieldOf(channel: Channel | undefined): string | undefined {
  return typeof channel?.field === 'string' ? channel.field : undefined;
}

function labelOf(encoding: Record<string, Channel | undefined>, field: string): string {
  const titled = Object.values(encoding).find((c) => c?.field === field && typeof c.title === 'string');
  return (titled?.title as string | undefined) ?? field;
}

function titleOf(title: unknown): string | undefined {
  if (typeof title === 'string') return title;
  if (Array.isArray(title)) return title.join(' ');
  const text = (title as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' ? text : Array.isArray(text) ? text.join(' ') : undefined;
}
