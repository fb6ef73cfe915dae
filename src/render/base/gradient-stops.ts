import type { Rgba } from './colour.js';

/**
 * A gradient's colour stops as the backends take them. CSS defines a colour at every point of the
 * gradient ray: the first stop's colour before it, the last stop's after it, hard stops where two
 * stops share a position, and, between two stops, an interpolation in premultiplied sRGB (CSS Images
 * 4). Skia and pdfkit take stops from 0 to 1, pad beyond them with the end colours and interpolate
 * colour and alpha apart; `backendStops` turns the one into the other.
 */

/** A stop at a distance along the ray, in ray lengths (0 its start, 1 its end; CSS allows stops beyond both). */
export interface ResolvedStop {
  offset: number;
  color: Rgba;
}

/** What the backends draw: stops from 0 to 1 over the ray stretched to run from `from` to `to` (in ray lengths). */
export interface BackendStops {
  from: number;
  to: number;
  stops: ResolvedStop[];
}

const mix = (a: Rgba, b: Rgba, t: number): Rgba => ({
  r: Math.round(a.r + (b.r - a.r) * t),
  g: Math.round(a.g + (b.g - a.g) * t),
  b: Math.round(a.b + (b.b - a.b) * t),
  a: a.a + (b.a - a.a) * t,
});

/** CSS's colour just past `offset` (going along the ray): at a hard stop, the later colour. */
function colourAfter(stops: ResolvedStop[], offset: number): Rgba {
  let i = -1;
  while (i + 1 < stops.length && stops[i + 1].offset <= offset) i++;
  if (i < 0) return stops[0].color;
  if (i === stops.length - 1) return stops[i].color;
  const [a, b] = [stops[i], stops[i + 1]];
  return premultipliedMix(a.color, b.color, (offset - a.offset) / (b.offset - a.offset));
}

/** Interpolated as CSS does: in premultiplied sRGB, returned unpremultiplied. */
function premultipliedMix(a: Rgba, b: Rgba, t: number): Rgba {
  const alpha = a.a + (b.a - a.a) * t;
  if (alpha === 0) return { ...mix(a, b, t), a: 0 };
  const channel = (x: number, y: number) => Math.round((x * a.a * (1 - t) + y * b.a * t) / alpha);
  return { r: channel(a.r, b.r), g: channel(a.g, b.g), b: channel(a.b, b.b), a: alpha };
}

/** Premultiplied channels drawn within this of the exact ones (0-255) are close enough. */
const PREMULTIPLIED_ERROR = 0.5;
/** At most 2^this pieces between two stops: 32 kept 0.9 to 0.15 alpha within the error. */
const MAX_DEPTH = 5;

/**
 * The stops between `a` and `b` (both excluded) that make the backends' straight interpolation draw
 * CSS's premultiplied one: none where the alphas are equal (the two agree), else the segment halved
 * until its middle is drawn within PREMULTIPLIED_ERROR.
 */
function premultipliedBetween(a: ResolvedStop, b: ResolvedStop, depth = 0): ResolvedStop[] {
  if (a.color.a === b.color.a || depth >= MAX_DEPTH) return [];
  const exact = premultipliedMix(a.color, b.color, 0.5);
  const drawn = mix(a.color, b.color, 0.5);
  const error = Math.max(...(['r', 'g', 'b'] as const).map((c) => Math.abs(exact[c] - drawn[c]) * exact.a));
  if (error <= PREMULTIPLIED_ERROR) return [];
  const middle = { offset: (a.offset + b.offset) / 2, color: exact };
  return [...premultipliedBetween(a, middle, depth + 1), middle, ...premultipliedBetween(middle, b, depth + 1)];
}

/**
 * Each stretch between two stops, drawn premultiplied: a fully transparent end takes the other end's
 * colour (premultiplied, only the alpha changes), other alphas get the stops between that keep the
 * straight interpolation within the error. A transparent stop between two colours becomes two, one
 * of each colour, at its position.
 */
function premultiplied(stops: ResolvedStop[]): ResolvedStop[] {
  const out: ResolvedStop[] = [];
  const push = (s: ResolvedStop) => {
    const last = out[out.length - 1];
    const same = last && last.offset === s.offset;
    if (!(same && (last.color === s.color || sameColour(last.color, s.color)))) out.push(s);
  };
  for (let i = 1; i < stops.length; i++) {
    let [a, b] = [stops[i - 1], stops[i]];
    if (a.color.a === 0 && b.color.a > 0) a = { offset: a.offset, color: { ...b.color, a: 0 } };
    if (b.color.a === 0 && a.color.a > 0) b = { offset: b.offset, color: { ...a.color, a: 0 } };
    push(a);
    if (b.offset > a.offset) premultipliedBetween(a, b).forEach(push);
    push(b);
  }
  return out;
}

const sameColour = (x: Rgba, y: Rgba) => x.r === y.r && x.g === y.g && x.b === y.b && x.a === y.a;

/**
 * The stops over the part of the ray that shows CSS's colours exactly. A linear ray is stretched to
 * take in stops before its start or past its end; a radial one starts at its centre (stops before it
 * are cut there, keeping the colour just past it) and reaches its last stop. Where a hard stop sits at
 * the stretched ray's end, it runs a little further, so that the backends pad with the end colour
 * rather than with whichever of the hard stop's two colours they pick.
 */
export function backendStops(stops: ResolvedStop[], kind: 'linear' | 'radial'): BackendStops {
  let list = stops;
  if (kind === 'radial' && list[0].offset <= 0)
    list = [{ offset: 0, color: colourAfter(list, 0) }, ...list.filter((s) => s.offset > 0)];
  let from = Math.min(0, list[0].offset);
  let to = Math.max(1, list[list.length - 1].offset);
  const margin = (to - from) / 100;
  const [first, last] = [list[0], list[list.length - 1]];
  const hardAt = (i: number, j: number) => list.length > 1 && list[i].offset === list[j].offset;
  if (first.offset > from || hardAt(0, 1))
    list = [{ offset: first.offset > from ? from : (from -= margin), color: first.color }, ...list];
  if (last.offset < to || hardAt(list.length - 1, list.length - 2))
    list = [...list, { offset: last.offset < to ? to : (to += margin), color: last.color }];
  const span = to - from;
  const unit = list.map((s) => ({ offset: (s.offset - from) / span, color: s.color }));
  return { from, to, stops: premultiplied(unit) };
}
