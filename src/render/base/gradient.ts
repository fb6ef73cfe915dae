import type { Gradient as DesignGradient, GradientStop, RadialGradient, StopPosition } from '../../design/gradient.js';
import type { Rgba } from './colour.js';
import { backendStops, type ResolvedStop } from './gradient-stops.js';

/**
 * CSS gradients as the scene carries them (design/gradient.ts's grammar, their colours resolved by gradient-parser.ts) and
 * as the backends draw them: `gradientGeometry` resolves one against the box it fills, so Skia and
 * pdfkit get the same points, radii and stop offsets.
 */

export type Gradient = DesignGradient<Rgba>;

/** What an area is filled with: a colour or a gradient. */
export type Paint = Rgba | Gradient;

export const isGradient = (p: Paint): p is Gradient => 'kind' in p;

/** Whether anything shows. */
export const paintVisible = (p: Paint): boolean => (isGradient(p) ? p.stops.some((s) => s.color.a > 0) : p.a > 0);

/** Whether it covers everything under it. */
export const paintOpaque = (p: Paint): boolean => (isGradient(p) ? p.stops.every((s) => s.color.a === 1) : p.a === 1);

/** A gradient laid on a box (box coordinates): a line, or circles (an ellipse is a circle scaled by `scaleY` about the centre). */
export type GradientGeometry =
  | { kind: 'linear'; x0: number; y0: number; x1: number; y1: number; stops: ResolvedStop[] }
  | { kind: 'radial'; cx: number; cy: number; r: number; scaleY: number; stops: ResolvedStop[] };

const px = (p: StopPosition, length: number) => (p.unit === '%' ? (p.value / 100) * length : p.value);

/** The gradient laid on a `width` x `height` box at the origin, by the CSS Images 3 rules. */
export function gradientGeometry(g: Gradient, width: number, height: number): GradientGeometry {
  if (g.kind === 'linear') {
    const a =
      'angle' in g.direction ? (g.direction.angle * Math.PI) / 180 : cornerAngle(g.direction.corner, width, height);
    const [dx, dy] = [Math.sin(a), -Math.cos(a)];
    // The ray is as long as needed for its ends' perpendiculars to touch the box's corners.
    const length = Math.abs(width * dx) + Math.abs(height * dy);
    // From the start of the ray, which runs through the box's centre.
    const [x0, y0] = [width / 2 - (dx * length) / 2, height / 2 - (dy * length) / 2];
    const { from, to, stops } = backendStops(resolveStops(g.stops, length), 'linear');
    return {
      kind: 'linear',
      x0: x0 + dx * length * from,
      y0: y0 + dy * length * from,
      x1: x0 + dx * length * to,
      y1: y0 + dy * length * to,
      stops,
    };
  }
  const cx = px(g.at[0], width);
  const cy = px(g.at[1], height);
  const [rx, ry] = radii(g, cx, cy, width, height);
  const r = Math.max(rx, 1e-3);
  const { to, stops } = backendStops(resolveStops(g.stops, r), 'radial');
  return { kind: 'radial', cx, cy, r: r * to, scaleY: Math.max(ry, 1e-3) / r, stops };
}

/** `to top right` and the like: the ray is perpendicular to the diagonal between the other two corners. */
function cornerAngle([sx, sy]: [number, number], width: number, height: number): number {
  return Math.atan2(sx * height, -sy * width);
}

function radii(g: RadialGradient<Rgba>, cx: number, cy: number, width: number, height: number): [number, number] {
  if (Array.isArray(g.size)) {
    const rx = px(g.size[0], width);
    return g.shape === 'circle' ? [rx, rx] : [rx, px(g.size[1] ?? g.size[0], height)];
  }
  const [sidesX, sidesY] = [[cx, width - cx].map(Math.abs), [cy, height - cy].map(Math.abs)];
  const closest = g.size.startsWith('closest');
  const pick = (v: number[]) => (closest ? Math.min(...v) : Math.max(...v));
  const side: [number, number] = [pick(sidesX), pick(sidesY)];
  if (g.size.endsWith('side')) {
    if (g.shape === 'ellipse') return side;
    const r = pick([...sidesX, ...sidesY]);
    return [r, r];
  }
  // The corner: the nearest or farthest, by distance.
  const corners = sidesX.flatMap((x) => sidesY.map((y) => [x, y] as const));
  const [kx, ky] = corners.reduce((best, c) => (closest === Math.hypot(...c) < Math.hypot(...best) ? c : best));
  if (g.shape === 'circle') return [Math.hypot(kx, ky), Math.hypot(kx, ky)];
  // An ellipse through that corner with the proportions of the `-side` ellipse.
  const ratio = side[1] > 0 ? side[0] / side[1] : 1;
  const rx = Math.hypot(kx, ky * ratio);
  return [rx, ratio > 0 ? rx / ratio : 0];
}

/**
 * CSS's stop fix-up: the first stop defaults to 0 and the last to 100%, a position below an earlier
 * one is raised to it, and unpositioned stops are spread evenly between their neighbours. Offsets are
 * in ray lengths and may lie before 0 or past 1; gradient-stops.ts makes them what the backends take.
 */
function resolveStops(stops: GradientStop<Rgba>[], length: number): ResolvedStop[] {
  const offsets = stops.map((s) => (s.position ? px(s.position, length) / (length || 1) : null));
  offsets[0] ??= 0;
  offsets[offsets.length - 1] ??= 1;
  let max = -Infinity;
  for (let i = 0; i < offsets.length; i++) if (offsets[i] !== null) offsets[i] = max = Math.max(max, offsets[i]!);
  for (let i = 1; i < offsets.length; i++) {
    if (offsets[i] !== null) continue;
    let j = i;
    while (offsets[j] === null) j++;
    const [from, to] = [offsets[i - 1]!, offsets[j]!];
    for (let k = i; k < j; k++) offsets[k] = from + ((to - from) * (k - i + 1)) / (j - i + 1);
  }
  return stops.map((s, i) => ({ offset: offsets[i]!, color: s.color }));
}
