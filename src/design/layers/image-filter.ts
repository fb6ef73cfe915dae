/**
 * An image layer's `filter`: CSS filter functions, space-separated, applied left to right
 * (docs/rendering.md "Image filters"). Parsed here, beside the layer schema, so a template write
 * refuses what the renderer could not draw; the renderer draws the parsed steps.
 */

/** Each function and the largest amount it takes: a fraction (1 = 100%), or pixels for blur. */
const FUNCTIONS = {
  grayscale: { max: 1, clamp: true, unit: 'fraction' },
  sepia: { max: 1, clamp: true, unit: 'fraction' },
  invert: { max: 1, clamp: true, unit: 'fraction' },
  opacity: { max: 1, clamp: true, unit: 'fraction' },
  brightness: { max: 10, clamp: false, unit: 'fraction' },
  contrast: { max: 10, clamp: false, unit: 'fraction' },
  saturate: { max: 10, clamp: false, unit: 'fraction' },
  blur: { max: 100, clamp: false, unit: 'px' },
} as const;

type FilterFunction = keyof typeof FUNCTIONS;
export interface FilterStep {
  fn: FilterFunction;
  /** A fraction (1 = 100%), or pixels for blur. */
  amount: number;
}

const MAX_FILTER_STEPS = 10;
const NAMES = Object.keys(FUNCTIONS).join(', ');
const STEP = /^([a-z-]+)\(\s*([^()]*?)\s*\)/i;
const NUMBER = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%|px)?$/i;

/** The steps of a filter value, or a sentence saying why it does not parse. `none` and '' are no steps. */
export function parseFilter(value: string): FilterStep[] | string {
  let rest = value.trim();
  if (rest === '' || rest.toLowerCase() === 'none') return [];
  const steps: FilterStep[] = [];
  while (rest !== '') {
    if (steps.length === MAX_FILTER_STEPS) return `at most ${MAX_FILTER_STEPS} filter functions are allowed`;
    const m = STEP.exec(rest);
    if (!m) return `"${rest.slice(0, 40)}" is not a filter function: use ${NAMES}, as in "grayscale(1) blur(2px)"`;
    const fn = m[1].toLowerCase() as FilterFunction;
    const spec = FUNCTIONS[fn] as (typeof FUNCTIONS)[FilterFunction] | undefined;
    if (!spec) return `${m[1]}() is not a supported filter function: use ${NAMES}`;
    const amount = parseAmount(m[2], spec.unit);
    if (amount === null)
      return `${fn}(${m[2]}) takes ${spec.unit === 'px' ? 'a length in px' : 'a number or a percentage'}`;
    if (amount < 0 || (!spec.clamp && amount > spec.max))
      return `${fn}(${m[2]}) must be between 0 and ${spec.unit === 'px' ? `${spec.max}px` : `${spec.max * 100}%`}`;
    steps.push({ fn, amount: Math.min(amount, spec.max) });
    rest = rest.slice(m[0].length).trimStart();
  }
  return steps;
}

/** CSS's defaults for an empty argument: the full effect, no blur. */
function parseAmount(arg: string, unit: 'fraction' | 'px'): number | null {
  if (arg === '') return unit === 'px' ? 0 : 1;
  const m = NUMBER.exec(arg);
  if (!m) return null;
  const n = Number(m[1]);
  if (!Number.isFinite(n)) return null;
  if (unit === 'px') return m[2]?.toLowerCase() === 'px' || n === 0 ? n : null;
  if (m[2]?.toLowerCase() === 'px') return null;
  return m[2] === '%' ? n / 100 : n;
}
