/**
 * The CSS gradient strings the gradient editor reads and writes, in the engine's syntax
 * (docs/rendering.md "Gradients"): `linear-gradient(<angle>deg, <stops>)` and
 * `radial-gradient([<prelude>,] <stops>)`, each stop a colour and a position in %. The editor
 * handles that subset; any other value (px positions, two positions, colour hints) parses to
 * null and stays editable as raw text. Not the design language's parser (`src/design/gradient.ts`): that one checks
 * each colour with culori and keeps the whole grammar (corners, radii, px); the editor's model is this subset with
 * every position resolved, and its bundle stays without culori.
 */

interface GradientStop {
  color: string;
  /** 0 to 100 (%). */
  position: number;
}

export interface Gradient {
  kind: 'linear' | 'radial';
  /** Linear: degrees, 0 points up, 90 right (CSS). */
  angle: number;
  /** Radial: what precedes the stops (`circle at 30% 40%`), kept as written; '' for the default. */
  prelude: string;
  stops: GradientStop[];
}

/** CSS's keyword directions as angles (corners as their 45° diagonals). */
const SIDES: Record<string, number> = {
  'to top': 0,
  'to top right': 45,
  'to right top': 45,
  'to right': 90,
  'to bottom right': 135,
  'to right bottom': 135,
  'to bottom': 180,
  'to bottom left': 225,
  'to left bottom': 225,
  'to left': 270,
  'to top left': 315,
  'to left top': 315,
};
const ANGLE = /^(-?\d*\.?\d+)(deg|turn|rad|grad)$/;
const PER_DEGREE: Record<string, number> = { deg: 1, turn: 360, rad: 180 / Math.PI, grad: 0.9 };
const PERCENT = /^(-?\d*\.?\d+)%$/;
const RADIAL_PRELUDE =
  /^(circle|ellipse|closest-side|closest-corner|farthest-side|farthest-corner|at\b|-?\d*\.?\d+(px|%))/;

/** Splits at commas (or spaces) outside parentheses. */
function split(text: string, by: ',' | ' '): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0 && (by === ',' ? ch === ',' : /\s/.test(ch))) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The editor's model of a gradient, or null for a solid colour or a gradient beyond the editor's subset. */
export function parseGradient(css: string): Gradient | null {
  const m = /^(linear|radial)-gradient\((.*)\)$/is.exec(css.trim());
  if (!m) return null;
  const kind = m[1].toLowerCase() as Gradient['kind'];
  const args = split(m[2], ',');
  let angle = 180;
  let prelude = '';
  const first = args[0]?.toLowerCase().replace(/\s+/g, ' ') ?? '';
  if (kind === 'linear' && (first in SIDES || ANGLE.test(first))) {
    const a = ANGLE.exec(first);
    angle = a ? round(Number(a[1]) * PER_DEGREE[a[2]]) : SIDES[first];
    args.shift();
  } else if (kind === 'radial' && RADIAL_PRELUDE.test(first)) {
    prelude = args.shift()!;
  }
  if (args.length < 2) return null;
  const stops: { color: string; position?: number }[] = [];
  for (const arg of args) {
    const words = split(arg, ' ');
    const last = PERCENT.exec(words[words.length - 1]);
    if (words.length > 2 || (words.length === 2 && !last)) return null;
    stops.push({ color: words[0], position: last && words.length === 2 ? Number(last[1]) : undefined });
  }
  return { kind, angle, prelude, stops: fixPositions(stops) };
}

/** Missing positions as CSS places them: the ends at 0 and 100, the rest spread evenly between known ones. */
function fixPositions(stops: { color: string; position?: number }[]): GradientStop[] {
  const pos = stops.map((s) => s.position);
  pos[0] ??= 0;
  pos[pos.length - 1] ??= 100;
  for (let i = 1; i < pos.length; i++) {
    if (pos[i] !== undefined) continue;
    let j = i;
    while (pos[j] === undefined) j++;
    const from = pos[i - 1]!;
    for (let k = i; k < j; k++) pos[k] = round(from + ((pos[j]! - from) * (k - i + 1)) / (j - i + 1));
  }
  return stops.map((s, i) => ({ color: s.color, position: pos[i]! }));
}

/** The CSS string of a gradient, every stop with its position. */
export function gradientCss(g: Gradient): string {
  const stops = g.stops.map((s) => `${s.color} ${round(s.position)}%`).join(', ');
  if (g.kind === 'radial') return `radial-gradient(${g.prelude ? `${g.prelude}, ` : ''}${stops})`;
  return `linear-gradient(${round(g.angle)}deg, ${stops})`;
}

/** A gradient begun from a solid colour: that colour fading to white. */
export function gradientFrom(color: string, kind: Gradient['kind']): Gradient {
  return {
    kind,
    angle: 180,
    prelude: '',
    stops: [
      { color, position: 0 },
      { color: '#ffffff', position: 100 },
    ],
  };
}
