/** Four ink coverages, cyan, magenta, yellow and black, each 0 to 100 (percent). */
export type Cmyk = [number, number, number, number];

const CMYK = /^\s*cmyk\(\s*([^()]*)\)\s*$/i;
const NUMBER = /^(-?\d+(?:\.\d+)?|-?\.\d+)%?$/;

/** What a template's author reads when a cmyk() value does not parse (docs/rendering.md "Print colour"). */
const CMYK_SYNTAX = 'cmyk() takes four ink percentages from 0 to 100, such as cmyk(0%, 90%, 80%, 0%)';

/**
 * `cmyk(c, m, y, k)`: four values from 0 to 100, each with or without `%` (so `cmyk(0, 90, 80, 0)` and
 * `cmyk(0%, 90%, 80%, 0%)` are one colour), separated by commas or spaces. Percentages rather than 0-1
 * because that is how print software (and a print shop's colour swatch) writes inks. Null when the value
 * is not a cmyk() at all; a problem when it is one that does not parse or is out of range.
 */
export function parseCmyk(value: string): { cmyk: Cmyk } | { problem: string } | null {
  if (!/^\s*cmyk\s*\(/i.test(value)) return null;
  const m = CMYK.exec(value);
  const parts = m ? m[1].split(/\s*,\s*|\s+/).filter((p) => p !== '') : [];
  if (parts.length !== 4 || !parts.every((p) => NUMBER.test(p))) return { problem: `${CMYK_SYNTAX}.` };
  const inks = parts.map((p) => Number.parseFloat(p));
  if (inks.some((v) => v < 0 || v > 100)) return { problem: `${CMYK_SYNTAX}: "${value.trim()}" is out of range.` };
  return { cmyk: inks as Cmyk };
}

/** The problem of the first cmyk() inside `value` (a colour, or a gradient's stops) that does not parse, or null. */
export function cmykProblem(value: string): string | null {
  for (const m of value.matchAll(/cmyk\s*\([^()]*\)?/gi)) {
    const parsed = parseCmyk(m[0]);
    if (parsed && 'problem' in parsed) return parsed.problem;
  }
  return null;
}
