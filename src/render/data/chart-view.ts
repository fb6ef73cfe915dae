import { LRUCache } from 'lru-cache';
import { astProblem } from '../../design/chart/chart-expressions.js';
import { RenderError } from '../base/render-error.js';
import type { ChartNode } from '../base/types.js';
import { createHash } from 'node:crypto';
import { chartInput } from './chart-input.js';

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
 * - A chart's View is kept per thread (by its compiled spec and font): a render with other rows sets
 *   them and runs again, which re-evaluates only what depends on them (about half the cost of a new View).
 */

const TIME_LIMIT_MS = 500;
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

/** Each kept View's measure, by the font name its texts are given (its key): how Vega measures its labels. */
const measuring = new Map<string, ChartMeasure>();

/** Compiled and parsed charts by what they were compiled from; the rows come per render. */
const runtimes = new LRUCache<string, { runtime: Runtime; key: string } | { problem: string }>({ max: 64 });

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

const weightOf = (w: unknown): number =>
  w === 'bold'
    ? 700
    : typeof w === 'number'
      ? w
      : Number.isFinite(Number(w)) && w !== null && w !== ''
        ? Number(w)
        : 400;

/** A View kept for a chart (its compiled spec and font): drawing it again with other rows runs only what changed. */
interface KeptView {
  view: InstanceType<Vega['View']>;
  /** When the run in progress must stop (bounded()). */
  clock: { deadline: number };
  /** Runs on this View, one at a time: a thread draws two renders at once, which may share a chart. */
  queue: Promise<unknown>;
}

const views = new LRUCache<string, KeptView>({
  max: 32,
  dispose: (kept, key) => {
    kept.view.finalize();
    measuring.delete(key);
  },
});

/** The chart as SVG text, its size the node's box; throws a RenderError naming the layer. */
export async function chartSvg(node: ChartNode, measure: ChartMeasure): Promise<string> {
  const { vega, compile, interpreter } = await loadVega();
  const compiled = runtimeOf(vega, compile, node);
  if ('problem' in compiled) throw cannotDraw(node, compiled.problem);
  // The View's font name is its key: Vega's measure finds the chart's faces by it.
  const key = `snapforge-chart:${compiled.key}:${node.font.faces?.[0]?.id ?? node.font.family}`;
  let kept = views.get(key);
  if (!kept) {
    const clock = { deadline: 0 };
    const view = new vega.View(compiled.runtime, {
      renderer: 'none',
      logLevel: vega.None,
      loader: refusingLoader(),
      expr: bounded(interpreter, clock),
    });
    view.signal('snapforge_font', key);
    measuring.set(key, measure);
    kept = { view, clock, queue: Promise.resolve() };
    views.set(key, kept);
  }
  const { view, clock } = kept;
  const run = kept.queue.then(async () => {
    clock.deadline = Date.now() + TIME_LIMIT_MS;
    // Vega marks the rows it ingests: it gets copies (a stored template's rows are frozen and shared).
    view.data(
      'rows',
      node.rows.map((r) => ({ ...r })),
    );
    return view.toSVG();
  });
  kept.queue = run.catch(() => undefined);
  try {
    return await run;
  } catch (e) {
    // A View that stopped half way is not drawn again.
    views.delete(key);
    if (e instanceof ChartTimeLimit)
      throw RenderError.inLayer(
        node.layer,
        `the chart took longer than ${TIME_LIMIT_MS} ms to draw: give it fewer rows or simpler transforms.`,
      );
    throw cannotDraw(node, (e as Error).message, e);
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
      known = problem ? { problem: `an expression ${problem}` } : { runtime, key: hash(key) };
    } catch (e) {
      known = { problem: (e as Error).message };
    }
    runtimes.set(key, known);
  }
  return known;
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

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);

/** A loader that loads nothing: whatever a chart would fetch or read is refused. */
function refusingLoader() {
  const refuse = async () => {
    throw new Error('a chart loads nothing (no URL or file)');
  };
  return { load: refuse, sanitize: refuse, http: refuse, file: refuse };
}

type Interpreter = Record<string, (...args: unknown[]) => (...args: unknown[]) => unknown>;

/** A chart stopped by its clock. */
class ChartTimeLimit extends Error {}

/** vega-interpreter, every evaluation counted: past the clock's deadline the chart stops. */
function bounded(interpreter: object, clock: { deadline: number }): object {
  let count = 0;
  const tick = () => {
    if (++count % CLOCK_EVERY === 0 && Date.now() > clock.deadline) throw new ChartTimeLimit();
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
