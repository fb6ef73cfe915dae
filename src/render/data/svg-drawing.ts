import type { Rgba } from '../base/colour.js';
import type { SvgElement } from '../base/svg-sanitiser.js';
import type { ChartLine } from './chart-text.js';

/**
 * A sanitised SVG (a chart's: chart-drawing.ts) read into what both backends draw as vectors: paths
 * with their fill and stroke, and lines of text laid out in our fonts, each under its transform. Only
 * the elements and attributes a drawing needs are read (Vega's output uses a few): `g`, `path`,
 * `rect`, `line`, `circle`, `ellipse`, `polygon`, `polyline`, `text`/`tspan` and `clipPath`; a
 * gradient fill is drawn in its middle stop's colour. Anything else draws nothing.
 */

/** [a, b, c, d, e, f], as SVG's matrix(): x' = a x + c y + e, y' = b x + d y + f. */
export type Matrix = [number, number, number, number, number, number];

interface StrokeStyle {
  color: Rgba;
  width: number;
  dash: number[] | null;
  cap: 'butt' | 'round' | 'square';
  join: 'miter' | 'round' | 'bevel';
}

/** A clip path: SVG path data under its transform. */
interface Clip {
  d: string;
  matrix: Matrix;
}

export type DrawingOp =
  | { kind: 'path'; d: string; matrix: Matrix; fill: Rgba | null; stroke: StrokeStyle | null; clip: Clip | null }
  | { kind: 'text'; line: ChartLine; matrix: Matrix; color: Rgba; clip: Clip | null };

export interface VectorDrawing {
  ops: DrawingOp[];
}

export interface DrawingReader {
  /** A CSS colour, or null for none or what does not parse. */
  colour(value: string): Rgba | null;
  line(text: string, weight: number, italic: boolean, size: number): ChartLine;
}

interface Style {
  fill: string;
  stroke: string;
  strokeWidth: number;
  dash: number[] | null;
  cap: StrokeStyle['cap'];
  join: StrokeStyle['join'];
  opacity: number;
  fillOpacity: number;
  strokeOpacity: number;
  fontSize: number;
  fontWeight: string;
  fontStyle: string;
  anchor: string;
  clip: Clip | null;
}

const ROOT_STYLE: Style = {
  fill: '#000',
  stroke: 'none',
  strokeWidth: 1,
  dash: null,
  cap: 'butt',
  join: 'miter',
  opacity: 1,
  fillOpacity: 1,
  strokeOpacity: 1,
  fontSize: 16,
  fontWeight: 'normal',
  fontStyle: 'normal',
  anchor: 'start',
  clip: null,
};

/** The drawing of `root`, its `width` x `height` stretched over a box of `boxWidth` x `boxHeight`. */
export function svgDrawing(
  root: SvgElement,
  size: { width: number; height: number },
  box: { width: number; height: number },
  reader: DrawingReader,
): VectorDrawing {
  const ops: DrawingOp[] = [];
  const byId = new Map<string, SvgElement>();
  const index = (e: SvgElement) => {
    const id = attr(e, 'id');
    if (id) byId.set(id, e);
    for (const c of e.children) if (typeof c !== 'string') index(c);
  };
  index(root);
  const scale: Matrix = [box.width / size.width, 0, 0, box.height / size.height, 0, 0];
  const visit = (e: SvgElement, parent: Style, m: Matrix) => {
    const name = e.name.toLowerCase();
    if (['defs', 'clippath', 'lineargradient', 'radialgradient', 'style', 'title', 'desc'].includes(name)) return;
    if (attr(e, 'display') === 'none' || attr(e, 'visibility') === 'hidden') return;
    const own = attr(e, 'transform');
    const matrix = own ? multiply(m, parseTransform(own)) : m;
    const style = styleOf(e, parent, matrix, byId);
    if (name === 'text') return void texts(e, style, matrix, reader, ops);
    const d = shapePath(name, e);
    if (d !== undefined) return void paint(d, style, matrix, reader, byId, ops);
    if (name === 'g' || name === 'svg' || name === 'a')
      for (const c of e.children) if (typeof c !== 'string') visit(c, style, matrix);
  };
  for (const c of root.children) if (typeof c !== 'string') visit(c, ROOT_STYLE, scale);
  return { ops };
}

const attr = (e: SvgElement, name: string) => e.attributes.find(([k]) => k === name)?.[1];
const num = (v: string | undefined, fallback = 0) => {
  const n = v === undefined ? NaN : parseFloat(v);
  return Number.isFinite(n) ? n : fallback;
};

function styleOf(e: SvgElement, p: Style, matrix: Matrix, byId: Map<string, SvgElement>): Style {
  const a = (n: string) => attr(e, n);
  const dash = a('stroke-dasharray');
  const clip = /^url\(#(.+)\)$/.exec(a('clip-path') ?? '')?.[1];
  const clipElement = clip ? byId.get(clip) : undefined;
  const clipShape = clipElement?.children.find((c): c is SvgElement => typeof c !== 'string');
  const clipD = clipShape && shapePath(clipShape.name.toLowerCase(), clipShape);
  return {
    fill: a('fill') ?? p.fill,
    stroke: a('stroke') ?? p.stroke,
    strokeWidth: num(a('stroke-width'), p.strokeWidth),
    dash:
      dash === undefined
        ? p.dash
        : dash === 'none'
          ? null
          : dash
              .split(/[\s,]+/)
              .map(Number)
              .filter(Number.isFinite),
    cap: (a('stroke-linecap') as Style['cap']) ?? p.cap,
    join: (a('stroke-linejoin') as Style['join']) ?? p.join,
    opacity: p.opacity * num(a('opacity'), 1),
    fillOpacity: num(a('fill-opacity'), p.fillOpacity),
    strokeOpacity: num(a('stroke-opacity'), p.strokeOpacity),
    fontSize: num(a('font-size'), p.fontSize),
    fontWeight: a('font-weight') ?? p.fontWeight,
    fontStyle: a('font-style') ?? p.fontStyle,
    anchor: a('text-anchor') ?? p.anchor,
    clip: clipD ? { d: clipD, matrix } : p.clip,
  };
}

/** A paint's colour with the opacities over it; a gradient's middle stop. */
function colourOf(value: string, alpha: number, reader: DrawingReader, byId: Map<string, SvgElement>): Rgba | null {
  const gradient = /^url\(#(.+)\)$/.exec(value)?.[1];
  let css = value;
  if (gradient) {
    const stops = (byId.get(gradient)?.children ?? []).filter((c): c is SvgElement => typeof c !== 'string');
    css = (stops.length > 0 && attr(stops[Math.floor((stops.length - 1) / 2)], 'stop-color')) || 'none';
  }
  if (css === 'none') return null;
  const c = reader.colour(css);
  return c && c.a * alpha > 0 ? { ...c, a: c.a * alpha } : null;
}

function paint(
  d: string,
  s: Style,
  matrix: Matrix,
  reader: DrawingReader,
  byId: Map<string, SvgElement>,
  ops: DrawingOp[],
) {
  const fill = colourOf(s.fill, s.opacity * s.fillOpacity, reader, byId);
  const strokeColour = s.strokeWidth > 0 ? colourOf(s.stroke, s.opacity * s.strokeOpacity, reader, byId) : null;
  const stroke = strokeColour && {
    color: strokeColour,
    width: s.strokeWidth,
    dash: s.dash?.length ? s.dash : null,
    cap: s.cap,
    join: s.join,
  };
  if (fill || stroke) ops.push({ kind: 'path', d, matrix, fill, stroke, clip: s.clip });
}

/** A text element's lines: its own text, or each `tspan` at its x, y, dx and dy (em counts in the font size). */
function texts(e: SvgElement, s: Style, matrix: Matrix, reader: DrawingReader, ops: DrawingOp[]) {
  const color = colourOf(s.fill, s.opacity * s.fillOpacity, reader, new Map());
  if (!color) return;
  const em = (v: string | undefined) => (v?.endsWith('em') ? parseFloat(v) * s.fontSize : num(v));
  let x = num(attr(e, 'x')) + em(attr(e, 'dx'));
  let y = num(attr(e, 'y')) + em(attr(e, 'dy'));
  const spans = e.children.some((c) => typeof c !== 'string') ? e.children : [e];
  for (const span of spans) {
    const el = typeof span === 'string' ? undefined : span;
    if (el && el !== e) {
      x = attr(el, 'x') !== undefined ? num(attr(el, 'x')) : x;
      y = attr(el, 'y') !== undefined ? num(attr(el, 'y')) : y;
      x += em(attr(el, 'dx'));
      y += em(attr(el, 'dy'));
    }
    const raw = el ? el.children.filter((c) => typeof c === 'string').join('') : (span as string);
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const weight = s.fontWeight === 'bold' ? 700 : s.fontWeight === 'normal' ? 400 : num(s.fontWeight, 400);
    const line = reader.line(text, weight, s.fontStyle === 'italic', s.fontSize);
    const shift = s.anchor === 'middle' ? line.width / 2 : s.anchor === 'end' ? line.width : 0;
    ops.push({ kind: 'text', line, matrix: multiply(matrix, [1, 0, 0, 1, x - shift, y]), color, clip: s.clip });
  }
}

/** A basic shape as path data; undefined for an element that is not one. */
function shapePath(name: string, e: SvgElement): string | undefined {
  const n = (k: string) => num(attr(e, k));
  switch (name) {
    case 'path':
      return attr(e, 'd') || undefined;
    case 'rect': {
      const [x, y, w, h] = [n('x'), n('y'), n('width'), n('height')];
      if (!(w > 0 && h > 0)) return undefined;
      const r = Math.min(n('rx') || n('ry'), w / 2, h / 2);
      if (r <= 0) return `M${x},${y}h${w}v${h}h${-w}Z`;
      return `M${x + r},${y}h${w - 2 * r}a${r},${r} 0 0 1 ${r},${r}v${h - 2 * r}a${r},${r} 0 0 1 ${-r},${r}h${2 * r - w}a${r},${r} 0 0 1 ${-r},${-r}v${2 * r - h}a${r},${r} 0 0 1 ${r},${-r}Z`;
    }
    case 'line':
      return `M${n('x1')},${n('y1')}L${n('x2')},${n('y2')}`;
    case 'circle':
    case 'ellipse': {
      const [cx, cy] = [n('cx'), n('cy')];
      const [rx, ry] = name === 'circle' ? [n('r'), n('r')] : [n('rx'), n('ry')];
      if (!(rx > 0 && ry > 0)) return undefined;
      return `M${cx - rx},${cy}a${rx},${ry} 0 1 0 ${2 * rx},0a${rx},${ry} 0 1 0 ${-2 * rx},0Z`;
    }
    case 'polygon':
    case 'polyline': {
      const points = (attr(e, 'points') ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      if (points.length < 4 || points.some((p) => !Number.isFinite(p))) return undefined;
      const pairs = [];
      for (let i = 0; i + 1 < points.length; i += 2) pairs.push(`${points[i]},${points[i + 1]}`);
      return `M${pairs.join('L')}${name === 'polygon' ? 'Z' : ''}`;
    }
  }
  return undefined;
}

function multiply([a, b, c, d, e, f]: Matrix, [a2, b2, c2, d2, e2, f2]: Matrix): Matrix {
  return [a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2, a * e2 + c * f2 + e, b * e2 + d * f2 + f];
}

/** An SVG transform list: translate, scale, rotate (about a point too), skewX, skewY, matrix. */
function parseTransform(list: string): Matrix {
  let m: Matrix = [1, 0, 0, 1, 0, 0];
  for (const [, fn, args] of list.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const v = args
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    const rad = ((v[0] ?? 0) * Math.PI) / 180;
    let t: Matrix | undefined;
    if (fn === 'translate') t = [1, 0, 0, 1, v[0] || 0, v[1] || 0];
    else if (fn === 'scale') t = [v[0] ?? 1, 0, 0, v[1] ?? v[0] ?? 1, 0, 0];
    else if (fn === 'rotate') {
      const [cx, cy] = [v[1] || 0, v[2] || 0];
      const r: Matrix = [Math.cos(rad), Math.sin(rad), -Math.sin(rad), Math.cos(rad), 0, 0];
      t = multiply(multiply([1, 0, 0, 1, cx, cy], r), [1, 0, 0, 1, -cx, -cy]);
    } else if (fn === 'skewX') t = [1, 0, Math.tan(rad), 1, 0, 0];
    else if (fn === 'skewY') t = [1, Math.tan(rad), 0, 1, 0, 0];
    else if (fn === 'matrix' && v.length === 6 && v.every(Number.isFinite)) t = v as Matrix;
    if (t && t.every(Number.isFinite)) m = multiply(m, t);
  }
  return m;
}
