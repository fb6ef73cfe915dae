/** Four ink coverages, cyan, magenta, yellow and black, each 0 to 100 (percent). */
export type Cmyk = [number, number, number, number];

const CMYK = /^\s*cmyk\(\s*([^()]*)\)\s*$/i;
const NUMBER = /^(-?\d+(?:\.\d+)?|-?\.\d+)%?$/;

/** What a template's author reads when a cmyk() value does not parse (docs/rendering.md "Print colour"). */
const CMYK_SYNTAX = 'cmyk() takes four ink percentages from 0 to 100, such as cmyk(0%, 90%, 80%, 0%)';

const SPOT = /^\s*spot\(\s*"([^",\\()\u0000-\u001f]{1,63})"\s*,\s*(cmyk\s*\([^()]*\))\s*\)\s*$/i;

/** What a template's author reads when a spot() value does not parse (docs/rendering.md "Print colour"). */
const SPOT_SYNTAX =
  'spot() takes an ink\'s name in double quotes (1 to 63 characters, no brackets or commas) and its cmyk() fallback, such as spot("PANTONE 185 C", cmyk(0, 91, 76, 0))';

/**
 * A named spot ink with the process inks that stand in for it: `spot("PANTONE 185 C", cmyk(0, 91, 76, 0))`.
 * A PDF names the ink (a Separation colour space, the fallback its alternate); images and every other
 * use show the fallback. Parsed as a cmyk() with the ink's name beside it.
 */
function parseSpot(value: string): { cmyk: Cmyk; spot: string } | { problem: string } {
  const m = SPOT.exec(value);
  const fallback = m && parseCmyk(m[2]);
  if (!m || !m[1].trim() || !fallback) return { problem: `${SPOT_SYNTAX}.` };
  return 'problem' in fallback ? fallback : { cmyk: fallback.cmyk, spot: m[1].trim() };
}

/**
 * `cmyk(c, m, y, k)`: four values from 0 to 100, each with or without `%` (so `cmyk(0, 90, 80, 0)` and
 * `cmyk(0%, 90%, 80%, 0%)` are one colour), separated by commas or spaces. Percentages rather than 0-1
 * because that is how print software (and a print shop's colour swatch) writes inks. Null when the value
 * is not a cmyk() at all; a problem when it is one that does not parse or is out of range.
 */
export function parseCmyk(value: string): { cmyk: Cmyk; spot?: string } | { problem: string } | null {
  if (/^\s*spot\s*\(/i.test(value)) return parseSpot(value);
  if (!/^\s*cmyk\s*\(/i.test(value)) return null;
  const m = CMYK.exec(value);
  const parts = m ? m[1].split(/\s*,\s*|\s+/).filter((p) => p !== '') : [];
  if (parts.length !== 4 || !parts.every((p) => NUMBER.test(p))) return { problem: `${CMYK_SYNTAX}.` };
  const inks = parts.map((p) => Number.parseFloat(p));
  if (inks.some((v) => v < 0 || v > 100)) return { problem: `${CMYK_SYNTAX}: "${value.trim()}" is out of range.` };
  return { cmyk: inks as Cmyk };
}

/** The problem of the first cmyk() or spot() inside `value` (a colour, or a gradient's stops) that does not parse, or null. */
export function cmykProblem(value: string): string | null {
  // A spot() up to its fallback's closing bracket (or as far as it goes), else a cmyk().
  for (const m of value.matchAll(/spot\s*\([^()]*(?:\([^()]*\)?)?\s*\)?|cmyk\s*\([^()]*\)?/gi)) {
    const parsed = parseCmyk(m[0]);
    if (parsed && 'problem' in parsed) return parsed.problem;
  }
  return null;
}
