import { converter, parse } from 'culori';
import type { Rgba } from './colour.js';
import { parseCmyk } from '../../design/cmyk.js';
import { printColour } from './print-profile.js';

// Apart from colour.ts so that workers, which only draw parsed colours, never load culori.

const toRgb = converter('rgb');
// The scene is built synchronously: the profile that shows inks on screen is loaded with this module.
const print = await printColour();
const channel = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 255);

/**
 * Any CSS colour (hex, rgb(), hsl(), named, transparent, and the CSS Color 4 spaces culori knows), or
 * inks as `cmyk(c, m, y, k)` or a named `spot("name", cmyk(...))` (design/cmyk.ts), shown as they print. Anything else gives `fallback`: the
 * property's documented default, so a typo never fails a render.
 */
export function parseColour(value: unknown, fallback: Rgba): Rgba {
  if (typeof value !== 'string') return fallback;
  const inks = parseCmyk(value);
  if (inks) {
    if (!('cmyk' in inks)) return fallback;
    const [r, g, b] = print.toSrgb(inks.cmyk);
    return { r, g, b, a: 1, cmyk: inks.cmyk, ...(inks.spot && { spot: inks.spot }) };
  }
  const parsed = parse(value.trim());
  if (!parsed) return fallback;
  const { r, g, b, alpha } = toRgb(parsed);
  return { r: channel(r), g: channel(g), b: channel(b), a: Math.min(1, Math.max(0, alpha ?? 1)) };
}
