import { LRUCache } from 'lru-cache';
import { astProblem } from '../../design/chart/chart-expressions.js';
import { RenderError } from '../base/render-error.js';
import type { ChartNode } from '../base/types.js';

/**
 * A chart layer's Vega-Lite spec and rows drawn by Vega, headless, into an SVG string
 * (docs/rendering.md "Chart layers"). Vega loads on the first chart a thread draws, not before.
 * - Nothing is fetched: the loader refuses everything (the template check already refused every
 *   `url`), and the rows are the layer's own.
 * - No code is generated: expressions run in vega-interpreter (no `Function`), every one of the
 *   compiled chart checked by design/chart/chart-expressions.ts's rule first, and the chart stops
 *   with a render error naming the layer once it has run for TIME_LIMIT_MS.
 * - Text is measured with the layer's fonts, as chart-text.ts lays it out (`measure`), so what Vega
 *   fits and cuts is what the backends draw; every text of the chart is in the layer's family.
 */

export const TIME_LIMIT_MS = 500;
/** Expression evaluations between two looks at the clock. */
const CLOCK_EVERY = 256;

/** A label's width in the chart's font at this weight, style and size. */
export type ChartMeasure = (text: string, weight: number, italic: boolean, size: number) => number;

type Vega = typeof import('vega');
/** What Vega's measure is given of a text mark. */
interface MarkText {
  font?: string;
  fontSize?: number;
  fontWeight?: unknown;
  fontStyle?: unknown;
}
type Runtime = ReturnType<Vega['parse']>;
let modules: Promise<{ vega: Vega; compile: typeof import('vega-lite').compile; interpreter: object }> | undefined;

/** Each chart in flight, by the font name its config gives every text: how Vega measures its labels. */
const measuring = new Map<string, ChartMeasure>();
let charts = 0;

/** Compiled and parsed charts by what they were compiled from; the rows come per render. */
const runtimes = new LRUCache<string, { runtime: Runtime } | { problem: string }>({ max: 64 });

function loadVega() {
  modules ??= (async () => {
    const [vega, vl, { expressionInterpreter }] = await Promise.all([
      import('vega'),
      import('vega-lite'),
      import('vega-interpreter'),
    ]);
    // Vega's own measure is a guess (0.8 em a character) without node-canvas: ours is the layer's font.
    (vega as unknown as { textMetrics: { width: (item: MarkText, text: unknown) => number } }).textMetrics.width = (
      item,
      text,
    ) => {
      const measure = measuring.get(String(item.font));
      const size = item.fontSize ?? 11;
      return measure ? measure(String(text ?? ''), weightOf(item.fontWeight), item.fontStyle === 'italic', size) : 0;
    };
    return { vega, compile: vl.compile, interpreter: expressionInterpreter };
  })();
  return modules;
}

export const weightOf = (w: unknown): number =>
  w === 'bold' ? 700 : typeof w === 'number' ? w : Number.isFinite(Number(w)) && w !== null && w !== '' ? Number(w) : 400;

/** The chart as SVG text, its size the node's box; throws a RenderError naming the layer. */
export async function chartSvg(node: ChartNode, measure: ChartMeasure): Promise<string> {
  const { vega, compile, interpreter } = await loadVega();
  const deadline = Date.now() + TIME_LIMIT_MS;
  const font = `snapforge-chart-${++charts}`;
  measuring.set(font, measure);
  try {
    const compiled = runtimeOf(vega, compile, node);
    if ('problem' in compiled) throw cannotDraw(node, compiled.problem);
    const view = new vega.View(compiled.runtime, {
      renderer: 'none',
      logLevel: vega.None,
      loader: refusingLoader(),
      expr: bounded(interpreter, deadline, node.layer),
    });
    // Vega marks the rows it ingests: it gets copies (a stored template's rows are frozen and shared).
    view.data('rows', node.rows.map((r) => ({ ...r })));
    view.signal('snapforge_font', font);
    try {
      return await view.toSVG();
    } finally {
      view.finalize();
    }
  } catch (e) {
    if (e instanceof RenderError) throw e;
    throw cannotDraw(node, (e as Error).message, e);
  } finally {
    measuring.delete(font);
  }
}

const cannotDraw = (node: ChartNode, problem: string, cause?: unknown) =>
  RenderError.inLayer(node.layer, `the chart cannot be drawn: ${problem.replace(/\.$/, '')}.`, { cause });

function runtimeOf(vega: Vega, compile: typeof import('vega-lite').compile, node: ChartNode) {
  const input = chartInput(node);
  const key = JSON.stringify(input);
  let known = runtimes.get(key);
  if (!known) {
    try {
      const spec = compile(input as never, { logger: vega.logger(vega.None) }).spec;
      const runtime = vega.parse(spec, undefined, { ast: true });
      const problem = runtimeProblem(runtime);
      known = problem ? { problem: `an expression ${problem}` } : { runtime };
    } catch (e) {
      known = { problem: (e as Error).message };
    }
    runtimes.set(key, known);
  }
  return known;
}

/**
 * What Vega-Lite compiles: the layer's spec at the layer's size, its rows by name, transparent, in
 * the layer's type and colours. Every text's font is a signal the render sets (a name per chart in
 * flight, which is how Vega's measure finds the chart's faces): a font the spec names is not used.
 */
function chartInput(node: ChartNode): Record<string, unknown> {
  const { data: _data, datasets: _datasets, width: _w, height: _h, config, ...spec } = node.spec;
  const size = node.fontSize;
  const text = { color: node.color, fontSize: size };
  const own = {
    font: { expr: 'snapforge_font' },
    axis: { labelFontSize: size, titleFontSize: size * 1.1, labelColor: node.color, titleColor: node.color },
    legend: { labelFontSize: size, titleFontSize: size * 1.1, labelColor: node.color, titleColor: node.color },
    header: { labelFontSize: size, titleFontSize: size * 1.1, labelColor: node.color, titleColor: node.color },
    title: { fontSize: size * 1.4, color: node.color, subtitleColor: node.color, subtitleFontSize: size },
    text,
    ...(node.colors && { range: { category: node.colors } }),
  };
  return {
    ...(withoutFonts(spec) as Record<string, unknown>),
    params: [...((spec.params as unknown[] | undefined) ?? []), { name: 'snapforge_font', value: 'sans' }],
    data: { name: 'rows' },
    width: node.width,
    height: node.height,
    autosize: { type: 'fit', contains: 'padding' },
    padding: 0,
    background: 'transparent',
    config: mergeConfig(own, withoutFonts(config ?? {}) as Record<string, unknown>),
  };
}

/** The spec's config over ours, one level deep (`axis: {labelAngle}` keeps our label size). */
function mergeConfig(own: Record<string, unknown>, theirs: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...own };
  for (const [k, v] of Object.entries(theirs)) {
    const mine = own[k];
    out[k] =
      typeof v === 'object' && v !== null && !Array.isArray(v) && typeof mine === 'object' && mine !== null
        ? { ...mine, ...v }
        : v;
  }
  return out;
}

/** A copy without font names (`font`, `labelFont`...): the layer's family draws every text. */
function withoutFonts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFonts);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k, v]) => !(/^font$|Font$/.test(k) && (typeof v === 'string' || typeof v === 'object')))
      .map(([k, v]) => [k, withoutFonts(v)]),
  );
}

/** Why a compiled chart may not run: the first expression chart-expressions.ts refuses. */
function runtimeProblem(runtime: unknown): string | undefined {
  const stack: unknown[] = [runtime];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null) continue;
    for (const [k, v] of Object.entries(value)) {
      if (k === 'ast') {
        const problem = astProblem(v);
        if (problem) return problem;
      } else if (typeof v === 'object') stack.push(v);
    }
  }
  return undefined;
}

/** A loader that loads nothing: whatever a chart would fetch or read is refused. */
function refusingLoader() {
  const refuse = async () => {
    throw new Error('a chart loads nothing (no URL or file)');
  };
  return { load: refuse, sanitize: refuse, http: refuse, file: refuse };
}

type Interpreter = Record<string, (...args: unknown[]) => (...args: unknown[]) => unknown>;

/** vega-interpreter, every evaluation counted: past the deadline the chart stops with a render error. */
function bounded(interpreter: object, deadline: number, layer: string): object {
  let count = 0;
  const tick = () => {
    if (++count % CLOCK_EVERY === 0 && Date.now() > deadline)
      throw RenderError.inLayer(layer, `the chart took longer than ${TIME_LIMIT_MS} ms to draw: give it fewer rows or simpler transforms.`);
  };
  return Object.fromEntries(
    Object.entries(interpreter as Interpreter).map(([name, make]) => [
      name,
      (...args: unknown[]) => {
        const run = make(...args);
        return (...a: unknown[]) => (tick(), run(...a));
      },
    ]),
  );
}
