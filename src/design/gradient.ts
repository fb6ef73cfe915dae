import { cmykProblem } from './cmyk.js';
import { isCssColour, looksLikeGradient } from './css-colour.js';

/**
 * CSS `linear-gradient(...)` and `radial-gradient(...)` (CSS Images 3) as a template writes them, each stop's colour
 * kept as its text for the renderer to resolve (render/base/gradient-parser.ts), so that checking a template needs
 * no renderer. Any colour `isCssColour` takes (culori: CSS Color 4 spaces and `rgb(r g b / a)` too, which the npm
 * gradient parsers do not know, and cmyk()). Ours, and bounded: the number of stops is counted before any is parsed.
 * Not taken, each with its reason: repeating gradients, several gradients in one value, colour hints (a position
 * alone between two stops), `em` and other relative lengths.
 */

/** A length along the gradient ray: a share of it (`%`) or pixels. */
export interface StopPosition {
  value: number;
  unit: '%' | 'px';
}

/** A colour stop; `C` is the colour as written (here) or resolved (the renderer's). */
export interface GradientStop<C = string> {
  color: C;
  /** Absent: spread evenly between its positioned neighbours, as CSS does. */
  position: StopPosition | null;
}

interface LinearGradient<C> {
  kind: 'linear';
  /** An angle in degrees (0 points up, 90 right), or the corner `to top right` style names: x and y each -1 or 1. */
  direction: { angle: number } | { corner: [number, number] };
  stops: GradientStop<C>[];
}

type RadialExtent = 'closest-side' | 'closest-corner' | 'farthest-side' | 'farthest-corner';

export interface RadialGradient<C = string> {
  kind: 'radial';
  shape: 'circle' | 'ellipse';
  /** A keyword, or explicit radii (one for a circle, x and y for an ellipse). */
  size: RadialExtent | StopPosition[];
  /** The centre: x and y within the box. */
  at: [StopPosition, StopPosition];
  stops: GradientStop<C>[];
}

export type Gradient<C = string> = LinearGradient<C> | RadialGradient<C>;

const MAX_GRADIENT_STOPS = 64;
/** Far above any real gradient (64 stops written long take ~2,000 characters). */
export const MAX_PAINT_LENGTH = 4096;

const GRADIENT = /^\s*(repeating-)?(linear|radial)-gradient\s*\(([\s\S]*)\)\s*$/i;

/** The gradient in `value`, its colours as written, or the reason it is not one, in words for the template's author. */
export function parseGradient(value: string): Gradient | { problem: string } {
  const m = GRADIENT.exec(value);
  if (!m) return { problem: 'is not one linear-gradient(...) or radial-gradient(...)' };
  if (m[1]) return { problem: 'is a repeating gradient, which is not supported' };
  const args = splitTopLevel(m[3], ',');
  if (!args) return { problem: 'has unbalanced parentheses' };
  if (args.length - 1 > MAX_GRADIENT_STOPS) return { problem: `has more than ${MAX_GRADIENT_STOPS} colour stops` };
  const linear = m[2].toLowerCase() === 'linear';
  const head = linear ? linearDirection(args[0]) : radialShape(args[0]);
  if (head !== null && 'problem' in head) return head;
  const stops: GradientStop[] = [];
  for (const arg of head === null ? args : args.slice(1)) {
    const parsed = parseStops(arg);
    if ('problem' in parsed) return parsed;
    stops.push(...parsed);
  }
  if (stops.length < 2) return { problem: 'needs at least two colour stops' };
  if (stops.length > MAX_GRADIENT_STOPS) return { problem: `has more than ${MAX_GRADIENT_STOPS} colour stops` };
  if (linear)
    return {
      kind: 'linear',
      direction: (head as { direction: LinearGradient<string>['direction'] } | null)?.direction ?? {
        angle: 180,
      },
      stops,
    };
  const shape = (head as Omit<RadialGradient, 'kind' | 'stops'> | null) ?? {
    shape: 'ellipse',
    size: 'farthest-corner',
    at: [CENTER, CENTER],
  };
  return { kind: 'radial', ...shape, stops };
}

/** Why a stored fill would be refused: a gradient that does not parse, or a cmyk() out of range. Other colours keep their lenient rule. */
export function paintProblem(value: string): string | null {
  const cmyk = cmykProblem(value);
  if (cmyk) return cmyk;
  if (!looksLikeGradient(value)) return null;
  const g = parseGradient(value);
  return 'problem' in g ? `The gradient ${g.problem}.` : null;
}

const CENTER: StopPosition = { value: 50, unit: '%' };

/** Splits at `sep` outside parentheses; null when they do not balance. */
function splitTopLevel(s: string, sep: ',' | ' '): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return null;
    else if (depth === 0 && (sep === ',' ? c === ',' : /\s/.test(c))) {
      parts.push(s.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0) return null;
  parts.push(s.slice(start));
  return sep === ' ' ? parts.filter((p) => p !== '') : parts.map((p) => p.trim());
}

const ANGLE = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(deg|grad|rad|turn)?$/i;
const TO_DEGREES: Record<string, number> = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 };
const SIDES: Record<string, [number, number]> = { left: [-1, 0], right: [1, 0], top: [0, -1], bottom: [0, 1] };

/** The first argument of linear-gradient if it is a direction; null when it is a colour stop. */
function linearDirection(
  arg: string,
): { direction: { angle: number } | { corner: [number, number] } } | { problem: string } | null {
  const a = ANGLE.exec(arg);
  if (a) {
    if (!a[2] && Number(a[1]) !== 0) return { problem: `has an angle without a unit ("${arg}")` };
    return { direction: { angle: Number(a[1]) * TO_DEGREES[(a[2] ?? 'deg').toLowerCase()] } };
  }
  const words = arg.toLowerCase().split(/\s+/);
  if (words[0] !== 'to') return null;
  const sides = words.slice(1).map((w) => SIDES[w]);
  if (sides.length < 1 || sides.length > 2 || sides.some((s) => !s))
    return { problem: `has an unknown direction ("${arg}")` };
  const [x, y] = [sides.reduce((v, s) => v + s[0], 0), sides.reduce((v, s) => v + s[1], 0)];
  if (sides.length === 2 && (x === 0 || y === 0)) return { problem: `has an unknown direction ("${arg}")` };
  if (sides.length === 1) return { direction: { angle: x === 1 ? 90 : x === -1 ? 270 : y === -1 ? 0 : 180 } };
  return { direction: { corner: [x, y] } };
}

const LENGTH = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%|px)?$/i;

function length(token: string): StopPosition | null {
  const m = LENGTH.exec(token);
  if (!m || (!m[2] && Number(m[1]) !== 0)) return null;
  return { value: Number(m[1]), unit: (m[2]?.toLowerCase() ?? 'px') as '%' | 'px' };
}

const EXTENTS = new Set<string>(['closest-side', 'closest-corner', 'farthest-side', 'farthest-corner']);
const X_KEYWORDS: Record<string, number> = { left: 0, center: 50, right: 100 };
const Y_KEYWORDS: Record<string, number> = { top: 0, center: 50, bottom: 100 };

/** The first argument of radial-gradient if it is a shape, size or position; null when it is a colour stop. */
function radialShape(arg: string): Omit<RadialGradient, 'kind' | 'stops'> | { problem: string } | null {
  const tokens = arg.toLowerCase().split(/\s+/);
  const atIndex = tokens.indexOf('at');
  const before = atIndex < 0 ? tokens : tokens.slice(0, atIndex);
  const isShapeWord = (t: string) => t === 'circle' || t === 'ellipse' || EXTENTS.has(t) || length(t) !== null;
  if (atIndex < 0 && !before.every(isShapeWord)) return null;
  const bad = { problem: `has an unknown shape or position ("${arg}")` };
  let shape: 'circle' | 'ellipse' | undefined;
  let extent: RadialExtent | undefined;
  const lengths: StopPosition[] = [];
  for (const t of before) {
    if (t === 'circle' || t === 'ellipse') {
      if (shape) return bad;
      shape = t;
    } else if (EXTENTS.has(t)) extent = t as RadialExtent;
    else if (length(t)) lengths.push(length(t)!);
    else return bad;
  }
  if (lengths.length > 2 || (lengths.length > 0 && extent)) return bad;
  shape ??= lengths.length === 1 ? 'circle' : 'ellipse';
  if (shape === 'circle' && lengths.length === 2) return bad;
  if (shape === 'ellipse' && lengths.length === 1) return bad;
  const at = atIndex < 0 ? [CENTER, CENTER] : position(tokens.slice(atIndex + 1));
  if (!at) return bad;
  return {
    shape,
    size: lengths.length > 0 ? lengths : (extent ?? 'farthest-corner'),
    at: at as [StopPosition, StopPosition],
  };
}

/** `at` one or two keywords or lengths: x then y, or two keywords in either order. */
function position(tokens: string[]): StopPosition[] | null {
  if (tokens.length === 0 || tokens.length > 2) return null;
  const pct = (value: number): StopPosition => ({ value, unit: '%' });
  if (tokens.length === 1) {
    const t = tokens[0];
    if (t in X_KEYWORDS) return [pct(X_KEYWORDS[t]), CENTER];
    if (t in Y_KEYWORDS) return [CENTER, pct(Y_KEYWORDS[t])];
    const l = length(t);
    return l && [l, CENTER];
  }
  const [a, b] = tokens;
  if (a in Y_KEYWORDS && !(a in X_KEYWORDS) && b in X_KEYWORDS) return [pct(X_KEYWORDS[b]), pct(Y_KEYWORDS[a])];
  const x = a in X_KEYWORDS ? pct(X_KEYWORDS[a]) : length(a);
  const y = b in Y_KEYWORDS ? pct(Y_KEYWORDS[b]) : length(b);
  return x && y && [x, y];
}

/** One comma-separated stop: a colour and none, one or two positions (two make two stops). */
function parseStops(arg: string): GradientStop[] | { problem: string } {
  const tokens = splitTopLevel(arg, ' ');
  if (!tokens || tokens.length === 0) return { problem: 'has an empty colour stop' };
  const positions: StopPosition[] = [];
  while (tokens.length > 1 && positions.length < 2 && length(tokens[tokens.length - 1]))
    positions.unshift(length(tokens.pop()!)!);
  const text = tokens.join(' ');
  if (tokens.length === 1 && length(text)) return { problem: `has a colour hint ("${arg}"), which is not supported` };
  if (!isCssColour(text)) return { problem: `has a colour stop that is not a CSS colour ("${text}")` };
  const color = text;
  return positions.length === 0 ? [{ color, position: null }] : positions.map((position) => ({ color, position }));
}
