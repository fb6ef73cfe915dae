import { paintVisible } from '../base/gradient.js';
import { clampRadius } from '../base/geometry.js';
import { RenderError } from '../base/render-error.js';
import { parseSvgPath, type PathOp } from '../../design/svg-path.js';
import type { BoxNode } from '../base/types.js';

/** An empty layer drawn as paths: its fill's outline, and the line its border is stroked along. */
export interface ShapeLayout {
  fill: PathOp[] | null;
  stroke: { ops: PathOp[]; width: number } | null;
}

/**
 * Ellipses and dashed rectangles keep their border inside the box, as a plain rectangle does: the
 * stroke runs half its width in from the edge and the fill stops where it starts. Polygons and
 * paths are stroked along their outline, half the width outside it, as SVG does; a line is only
 * its stroke, `border_width` thick, from the box's top left corner to its bottom right.
 */
export function layoutShape(node: BoxNode): ShapeLayout {
  const { width: w, height: h, shape } = node;
  const bw = node.borderWidth;
  const stroked = bw > 0 && node.borderColor.a > 0;
  const filled = paintVisible(node.fill);
  switch (shape.kind) {
    case 'line':
      return {
        fill: null,
        stroke: stroked
          ? {
              ops: [
                ['M', 0, 0],
                ['L', w, h],
              ],
              width: bw,
            }
          : null,
      };
    case 'polygon':
    case 'path': {
      const ops = shape.kind === 'polygon' ? polygon(shape.points, w, h) : path(node, shape.d, shape.viewBox);
      return { fill: filled ? ops : null, stroke: stroked ? { ops, width: bw } : null };
    }
    default: {
      const inset = Math.min(stroked ? bw : 0, w / 2, h / 2);
      const outline = (by: number) =>
        shape.kind === 'ellipse' ? ellipse(by, w, h) : roundedRect(by, w, h, clampRadius(node.radius, w, h));
      return {
        fill: filled && w > 2 * inset && h > 2 * inset ? outline(inset) : null,
        stroke: stroked ? { ops: outline(inset / 2), width: inset } : null,
      };
    }
  }
}

function polygon(points: [number, number][], w: number, h: number): PathOp[] {
  return [...points.map(([x, y], i): PathOp => [i === 0 ? 'M' : 'L', x * w, y * h]), ['Z']];
}

/** The path with its view box (default: its bounds) stretched over the box. */
function path(node: BoxNode, d: string, viewBox: [number, number, number, number] | null): PathOp[] {
  const parsed = parseSvgPath(d);
  if ('problem' in parsed) throw RenderError.inLayer(node.layer, `the path ${parsed.problem}.`);
  const [x0, y0, vw, vh] = viewBox ?? bounds(parsed);
  const sx = vw > 0 ? node.width / vw : 1;
  const sy = vh > 0 ? node.height / vh : 1;
  return parsed.map((op): PathOp => {
    const out = [...op] as PathOp;
    for (let i = 1; i < out.length; i += 2) {
      out[i] = ((out[i] as number) - x0) * sx;
      out[i + 1] = ((out[i + 1] as number) - y0) * sy;
    }
    return out;
  });
}

/** The exact bounds of the path: end points, and the extremes of its curves. */
function bounds(ops: PathOp[]): [number, number, number, number] {
  const xs: number[] = [];
  const ys: number[] = [];
  let [px, py] = [0, 0];
  for (const op of ops) {
    if (op[0] === 'Z') continue;
    const n = op.length - 1;
    const [x, y] = [op[n - 1] as number, op[n] as number];
    if (op[0] === 'C' || op[0] === 'Q') {
      const cx = op[0] === 'C' ? [px, op[1], op[3], x] : [px, op[1], x];
      const cy = op[0] === 'C' ? [py, op[2], op[4], y] : [py, op[2], y];
      for (const t of [...extremes(cx), ...extremes(cy)]) {
        xs.push(bezier(cx, t));
        ys.push(bezier(cy, t));
      }
    }
    xs.push(x);
    ys.push(y);
    [px, py] = [x, y];
  }
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  return [minX, minY, Math.max(...xs) - minX, Math.max(...ys) - minY];
}

function bezier(p: number[], t: number): number {
  const u = 1 - t;
  return p.length === 3
    ? u * u * p[0] + 2 * u * t * p[1] + t * t * p[2]
    : u * u * u * p[0] + 3 * u * u * t * p[1] + 3 * u * t * t * p[2] + t * t * t * p[3];
}

/** Where a quadratic or cubic Bézier's derivative is zero, within 0-1. */
function extremes(p: number[]): number[] {
  if (p.length === 3) {
    const d = p[0] - 2 * p[1] + p[2];
    return d === 0 ? [] : [(p[0] - p[1]) / d].filter((t) => t > 0 && t < 1);
  }
  // B'(t)/3 = a t² + b t + c
  const a = -p[0] + 3 * p[1] - 3 * p[2] + p[3];
  const b = 2 * (p[0] - 2 * p[1] + p[2]);
  const c = p[1] - p[0];
  if (Math.abs(a) < 1e-12) return b === 0 ? [] : [-c / b].filter((t) => t > 0 && t < 1);
  const disc = b * b - 4 * a * c;
  if (disc < 0) return [];
  const r = Math.sqrt(disc);
  return [(-b + r) / (2 * a), (-b - r) / (2 * a)].filter((t) => t > 0 && t < 1);
}

/** Cubic Bézier handle length for a quarter circle of radius 1. */
const KAPPA = 0.5522847498;

function ellipse(inset: number, w: number, h: number): PathOp[] {
  return ellipsePath(w / 2, h / 2, w / 2 - inset, h / 2 - inset);
}

/** An ellipse about (cx, cy) as four Béziers, clockwise from its right (a radio button field's circle too). */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): PathOp[] {
  const [kx, ky] = [rx * KAPPA, ry * KAPPA];
  return [
    ['M', cx + rx, cy],
    ['C', cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry],
    ['C', cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy],
    ['C', cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry],
    ['C', cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy],
    ['Z'],
  ];
}

/**
 * A rectangle's or an ellipse's border box grown by `spread` on every side (shrunk when it is
 * negative; nothing when it shrinks away): the shape its box shadow casts. Corners are spread as CSS
 * spreads a box shadow's: a radius grows by the spread, a radius smaller than the spread by less
 * (by `spread × (1 + (r / spread − 1)³)`), so square corners stay square.
 */
export function boxOutline(node: BoxNode, spread: number): PathOp[] {
  const { width: w, height: h } = node;
  if (w + 2 * spread <= 0 || h + 2 * spread <= 0) return [];
  if (node.shape.kind === 'ellipse') return ellipse(-spread, w, h);
  const r = clampRadius(node.radius, w, h);
  const spreadRadius = spread >= 0 && r < spread ? r + spread * (1 + (r / spread - 1) ** 3) : r + spread;
  return roundedRect(-spread, w, h, spreadRadius - spread);
}

function roundedRect(inset: number, w: number, h: number, radius: number): PathOp[] {
  const [x0, y0, x1, y1] = [inset, inset, w - inset, h - inset];
  const r = Math.max(0, Math.min(radius - inset, (x1 - x0) / 2, (y1 - y0) / 2));
  const k = r * (1 - KAPPA);
  if (r === 0) return [['M', x0, y0], ['L', x1, y0], ['L', x1, y1], ['L', x0, y1], ['Z']];
  return [
    ['M', x0 + r, y0],
    ['L', x1 - r, y0],
    ['C', x1 - k, y0, x1, y0 + k, x1, y0 + r],
    ['L', x1, y1 - r],
    ['C', x1, y1 - k, x1 - k, y1, x1 - r, y1],
    ['L', x0 + r, y1],
    ['C', x0 + k, y1, x0, y1 - k, x0, y1 - r],
    ['L', x0, y0 + r],
    ['C', x0, y0 + k, x0 + k, y0, x0 + r, y0],
    ['Z'],
  ];
}
