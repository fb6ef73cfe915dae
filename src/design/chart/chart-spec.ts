import { expressionProblem } from './chart-expressions.js';

/**
 * A chart layer's `spec`: a Vega-Lite specification without its data (docs/rendering.md "Chart
 * layers"). Checked when a template is written, so that a stored chart cannot fetch, link or run away:
 * nothing may name a URL (`url`, an `image` mark, `href`), data comes only from the layer's `data`, and
 * every expression is parsed and held to chart-expressions.ts's rule. Vega-Lite compiles it in the
 * render thread (render/data/chart-view.ts), where what it refuses is a render error naming the layer.
 */

/** The spec as stored JSON, at most. */
const MAX_SPEC_BYTES = 64 * 1024;

/** Vega-Lite's marks, less `image` (a picture fetched from a URL). */
const CHART_MARKS = [
  'arc',
  'area',
  'bar',
  'boxplot',
  'circle',
  'errorband',
  'errorbar',
  'line',
  'point',
  'rect',
  'rule',
  'square',
  'text',
  'tick',
  'trail',
] as const;

/** Keys whose string values are Vega expressions. */
const EXPRESSION_KEYS = new Set(['calculate', 'filter', 'expr', 'test', 'labelExpr', 'signal', 'update']);

/** Bounds on what sizes the work Vega does for a chart besides its rows. */
const MAXIMA: Record<string, number> = { maxbins: 200, tickCount: 100, steps: 1_000, bandwidth: 1e6 };

export interface SpecProblem {
  /** Where in the spec, from its root (`["transform", 0, "calculate"]`). */
  path: (string | number)[];
  message: string;
}

/** Every reason the spec may not be drawn (the first few), with where each is. */
export function chartSpecProblems(spec: unknown): SpecProblem[] {
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec))
    return [{ path: [], message: 'The spec must be a Vega-Lite specification (an object).' }];
  if (JSON.stringify(spec).length > MAX_SPEC_BYTES)
    return [{ path: [], message: `The spec must not be larger than ${MAX_SPEC_BYTES / 1024} KB as JSON.` }];
  const problems: SpecProblem[] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: spec, path: [] }];
  while (stack.length > 0 && problems.length < 5) {
    const { value, path } = stack.pop()!;
    if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push({ value: v, path: [...path, i] }));
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, v] of Object.entries(value)) {
      const at = [...path, key];
      const message = keyProblem(key, v);
      if (message) problems.push({ path: at, message });
      else stack.push({ value: v, path: at });
    }
  }
  return problems;
}

function keyProblem(key: string, value: unknown): string | undefined {
  if (key === 'url' || key === 'href')
    return `A chart may not name a URL (${key}): nothing is fetched or linked; give its rows in the layer's data.`;
  if (key === 'data' || key === 'datasets')
    return `A chart takes its rows from the layer's data, not from the spec's ${key}.`;
  if (key === 'mark') return markProblem(value);
  if (key === 'bin' && typeof value === 'object' && value !== null && ('step' in value || 'steps' in value))
    return 'A chart bins by maxbins (at most 200), not by step or steps.';
  if (key in MAXIMA && typeof value === 'number' && !(Math.abs(value) <= MAXIMA[key]))
    return `The ${key} must be at most ${MAXIMA[key]}.`;
  if (EXPRESSION_KEYS.has(key) && typeof value === 'string') {
    const problem = expressionProblem(value);
    if (problem) return `The expression ${problem}.`;
  }
  return undefined;
}

function markProblem(mark: unknown): string | undefined {
  const type = typeof mark === 'object' && mark !== null ? (mark as { type?: unknown }).type : mark;
  if (typeof type !== 'string') return 'The mark must be a mark type, or an object with one as its type.';
  if (type === 'image') return 'A chart may not use the image mark: nothing is fetched.';
  if (!(CHART_MARKS as readonly string[]).includes(type))
    return `The mark "${type.slice(0, 40)}" is not a chart mark. Valid values: ${CHART_MARKS.join(', ')}.`;
  return undefined;
}
