import { converter, parse } from 'culori';

/** sRGB channels 0-255 and alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };
export const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
export const TRANSPARENT: Rgba = { r: 0, g: 0, b: 0, a: 0 };

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

export function cssColour({ r, g, b, a }: Rgba): string {
  return `rgba(${r},${g},${b},${a})`;
}
