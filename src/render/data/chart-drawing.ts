import { LRUCache } from 'lru-cache';
import { TRANSPARENT, type Rgba } from '../base/colour.js';
import { RenderError } from '../base/render-error.js';
import { sanitisedSvgTree, SvgRefused } from '../base/svg-sanitiser.js';
import type { ChartNode, SceneNode } from '../base/types.js';
import type { TextMeasurer } from '../text/text-measurer.js';
import { chartLine } from './chart-text.js';
import { chartSvg } from './chart-view.js';
import { svgDrawing, type VectorDrawing } from './svg-drawing.js';

/** Each chart of a scene drawn, by its layer key: what scene-layout.ts hands the backends. */
export type ChartDrawings = ReadonlyMap<string, VectorDrawing>;
export const NO_CHARTS: ChartDrawings = new Map();

/** Drawings by what they were drawn from, per thread: a card whose chart did not change draws it at once. */
const drawings = new LRUCache<string, VectorDrawing>({ max: 64 });

/**
 * The scene's charts drawn as vectors (chart-view.ts → SVG → svg-sanitiser.ts → svg-drawing.ts), before
 * the scene is laid out: Vega draws asynchronously. A scene without charts costs nothing here.
 */
export async function drawCharts(nodes: readonly SceneNode[], measurer: TextMeasurer): Promise<ChartDrawings> {
  const charts = nodes.filter((n): n is ChartNode => n.type === 'chart');
  if (charts.length === 0) return NO_CHARTS;
  const { parseColour } = await import('../base/colour-parser.js');
  const out = new Map<string, VectorDrawing>();
  for (const node of charts) {
    const key = JSON.stringify([
      node.spec,
      node.rows,
      node.width,
      node.height,
      node.font,
      node.fontSize,
      node.color,
      node.colors,
    ]);
    let drawing = drawings.get(key);
    if (!drawing) {
      const line = (text: string, weight: number, italic: boolean, size: number) =>
        chartLine(text, { ...node.font, weight, italic }, size, measurer);
      const svg = await chartSvg(node, (text, weight, italic, size) => line(text, weight, italic, size).width);
      const tree = readSvg(node, svg);
      drawing = svgDrawing(tree.root, tree, node, { colour: colourOf(parseColour), line });
      drawings.set(key, drawing);
    }
    out.set(node.layer, drawing);
  }
  return out;
}

/** Colours parsed once per thread: a chart repeats a handful of them on every path. */
const colours = new Map<string, Rgba | null>();
const colourOf =
  (parse: (v: string, fallback: Rgba) => Rgba) =>
  (css: string): Rgba | null => {
    let c = colours.get(css);
    if (c === undefined) {
      const parsed = parse(css, TRANSPARENT);
      c = parsed.a > 0 ? parsed : null;
      if (colours.size > 1_000) colours.clear();
      colours.set(css, c);
    }
    return c;
  };

function readSvg(node: ChartNode, svg: string) {
  try {
    return sanitisedSvgTree(svg);
  } catch (e) {
    if (e instanceof SvgRefused)
      throw RenderError.inLayer(node.layer, `the chart's drawing was refused: the SVG ${e.message}.`);
    throw e;
  }
}
