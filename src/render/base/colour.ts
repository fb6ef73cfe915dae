/**
 * sRGB channels 0-255 and alpha 0-1: a colour as the backends draw it. A colour given as inks
 * (`cmyk(...)`) keeps them in `cmyk` (0-100), which a PDF/X writes as they are; its r, g and b are
 * those inks as they print, converted through the print profile (print-profile.ts).
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
  cmyk?: [number, number, number, number];
  /** A spot ink's name (`spot(...)`), `cmyk` its fallback: a PDF's Separation colour space (pdf-print.ts). */
  spot?: string;
}

export const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };
export const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
export const TRANSPARENT: Rgba = { r: 0, g: 0, b: 0, a: 0 };

export function cssColour({ r, g, b, a }: Rgba): string {
  return `rgba(${r},${g},${b},${a})`;
}
