import { converter, parse } from 'culori';
import type { Rgba } from './colour.js';

// Apart from colour.ts so that workers, which only draw parsed colours, never load culori.

const toRgb = converter('rgb');
const channel = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 255);

/**
 * Any CSS colour (hex, rgb(), hsl(), named, transparent, and the CSS Color 4 spaces culori knows).
 * Anything else gives `fallback`: the property's documented default, so a typo never fails a render.
 */
export function parseColour(value: unknown, fallback: Rgba): Rgba {
  if (typeof value !== 'string') return fallback;
  const parsed = parse(value.trim());
  if (!parsed) return fallback;
  const { r, g, b, alpha } = toRgb(parsed);
  return { r: channel(r), g: channel(g), b: channel(b), a: Math.min(1, Math.max(0, alpha ?? 1)) };
}
