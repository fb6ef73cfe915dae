/**
 * CSS easing functions (CSS Easing Functions Level 1): `linear`, `ease`, `ease-in`, `ease-out`,
 * `ease-in-out`, `cubic-bezier(x1, y1, x2, y2)`, `steps(n[, position])`, `step-start`, `step-end`.
 * A cubic Bézier is solved for x as browsers solve it (Chromium's and WebKit's UnitBezier: Newton's
 * method from the input, then bisection), so a keyframe eases where a browser would put it.
 */

/** Progress through a keyframe interval (0 to 1) into eased progress. */
export type Easing = (progress: number) => number;

const BEZIER_KEYWORDS: Record<string, [number, number, number, number]> = {
  ease: [0.25, 0.1, 0.25, 1],
  'ease-in': [0.42, 0, 1, 1],
  'ease-out': [0, 0, 0.58, 1],
  'ease-in-out': [0.42, 0, 0.58, 1],
};

const STEP_POSITIONS = ['jump-start', 'jump-end', 'jump-none', 'jump-both', 'start', 'end'] as const;
type StepPosition = (typeof STEP_POSITIONS)[number];

/** The longest easing text taken: far above any real one (`cubic-bezier(...)` with long decimals). */
const MAX_EASING_LENGTH = 100;

const NUMBER = '\\s*([+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:e[+-]?\\d+)?)\\s*';
const CUBIC_BEZIER = new RegExp(`^cubic-bezier\\(${NUMBER},${NUMBER},${NUMBER},${NUMBER}\\)$`, 'i');
const STEPS = /^steps\(\s*([+-]?\d+)\s*(?:,\s*([a-z-]+)\s*)?\)$/i;

const cache = new Map<string, Easing>();

/** The easing `text` names, or why it does not name one (a sentence's end, for the template's author). */
export function parseEasing(text: string): Easing | { problem: string } {
  const known = cache.get(text);
  if (known) return known;
  const parsed = parse(text.trim().toLowerCase());
  if (typeof parsed === 'function' && cache.size < 1000) cache.set(text, parsed);
  return parsed;
}

function parse(text: string): Easing | { problem: string } {
  if (text.length > MAX_EASING_LENGTH) return { problem: `is longer than ${MAX_EASING_LENGTH} characters` };
  if (text === 'linear') return (p) => p;
  if (text in BEZIER_KEYWORDS) return cubicBezier(...BEZIER_KEYWORDS[text]);
  if (text === 'step-start') return steps(1, 'jump-start');
  if (text === 'step-end') return steps(1, 'jump-end');
  const bezier = CUBIC_BEZIER.exec(text);
  if (bezier) {
    const [x1, y1, x2, y2] = bezier.slice(1).map(Number);
    if (!(x1 >= 0 && x1 <= 1 && x2 >= 0 && x2 <= 1))
      return { problem: 'is a cubic-bezier() whose x values (the first and third) are not between 0 and 1' };
    return cubicBezier(x1, y1, x2, y2);
  }
  const step = STEPS.exec(text);
  if (step) {
    const n = Number(step[1]);
    const position = (step[2] ?? 'jump-end') as StepPosition;
    if (!STEP_POSITIONS.includes(position))
      return { problem: `is a steps() with an unknown position "${step[2]}" (${STEP_POSITIONS.join(', ')})` };
    const least = position === 'jump-none' ? 2 : 1;
    if (!(n >= least && n <= 10_000)) return { problem: `is a steps() whose count is not between ${least} and 10000` };
    return steps(n, position);
  }
  return {
    problem:
      'is not one of linear, ease, ease-in, ease-out, ease-in-out, step-start, step-end, cubic-bezier(x1, y1, x2, y2) or steps(n, position)',
  };
}

/** Newton's method stops within this of x; Chromium's kBezierEpsilon. */
const EPSILON = 1e-7;

/** The curve from (0,0) to (1,1) through control points (x1,y1) and (x2,y2), as y for x. */
function cubicBezier(x1: number, y1: number, x2: number, y2: number): Easing {
  // Polynomial coefficients, as UnitBezier keeps them.
  const cx = 3 * x1;
  const bx = 3 * (x2 - x1) - cx;
  const ax = 1 - cx - bx;
  const cy = 3 * y1;
  const by = 3 * (y2 - y1) - cy;
  const ay = 1 - cy - by;
  const sampleX = (t: number) => ((ax * t + bx) * t + cx) * t;
  const sampleY = (t: number) => ((ay * t + by) * t + cy) * t;
  const slopeX = (t: number) => (3 * ax * t + 2 * bx) * t + cx;
  const solveX = (x: number) => {
    let t = x;
    for (let i = 0; i < 8; i++) {
      const error = sampleX(t) - x;
      if (Math.abs(error) < EPSILON) return t;
      const slope = slopeX(t);
      if (Math.abs(slope) < 1e-6) break;
      t -= error / slope;
    }
    let [lo, hi] = [0, 1];
    t = x;
    while (lo < hi) {
      const v = sampleX(t);
      if (Math.abs(v - x) < EPSILON) return t;
      if (x > v) lo = t;
      else hi = t;
      t = (lo + hi) / 2;
      if (hi - lo < EPSILON / 2) break;
    }
    return t;
  };
  return (p) => (p <= 0 ? 0 : p >= 1 ? 1 : sampleY(solveX(p)));
}

/** CSS's step easing algorithm (without the before flag, which only a fill before the start sets). */
function steps(n: number, position: StepPosition): Easing {
  const start = position === 'jump-start' || position === 'start' || position === 'jump-both';
  const jumps = position === 'jump-both' ? n + 1 : position === 'jump-none' ? n - 1 : n;
  return (p) => {
    let step = Math.floor(p * n) + (start ? 1 : 0);
    if (p >= 0 && step < 0) step = 0;
    if (p <= 1 && step > jumps) step = jumps;
    return step / jumps;
  };
}
