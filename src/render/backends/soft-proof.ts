import type { PrintColour } from '../base/print-profile.js';

/**
 * A soft proof (docs/studio.md "Print settings"): drawn pixels shown as the press prints them, each
 * colour converted from sRGB to the print profile's inks and back by LittleCMS, so a colour the inks
 * cannot reach (a saturated #00ff00) comes back as the one that prints. In place, over the canvas's
 * premultiplied RGBA: a translucent pixel's colour is converted unpremultiplied, then premultiplied
 * again; a fully transparent one is left alone.
 *
 * LittleCMS converts a grid of 33 x 33 x 33 colours once per thread and each pixel is interpolated
 * in it (trilinear), as LittleCMS's own optimised transforms do: converting every pixel of a
 * 1200 x 630 canvas through it twice took ~190 ms, the grid and the interpolation ~20 (bench/print.ts).
 */
const GRID = 33;
const STEP = 255 / (GRID - 1);

const grids = new WeakMap<PrintColour, Uint8Array>();

/** The proofed sRGB of every grid colour, red slowest: 3 bytes each. */
function gridOf(print: PrintColour): Uint8Array {
  let grid = grids.get(print);
  if (grid) return grid;
  const n = GRID ** 3;
  const rgba = new Uint8Array(n * 4);
  for (let i = 0; i < n; i++) {
    rgba[i * 4] = Math.round(Math.floor(i / (GRID * GRID)) * STEP);
    rgba[i * 4 + 1] = Math.round((Math.floor(i / GRID) % GRID) * STEP);
    rgba[i * 4 + 2] = Math.round((i % GRID) * STEP);
    rgba[i * 4 + 3] = 255;
  }
  grid = print.cmykPixelsToSrgb(print.pixelsToCmyk(rgba, n), n).slice();
  grids.set(print, grid);
  return grid;
}

/** Scalar code only: arrays or closures per pixel made it ten times slower. */
export function softProof(rgba: Uint8Array, pixels: number, print: PrintColour): void {
  const grid = gridOf(print);
  const G2 = GRID * GRID;
  const last = GRID - 2;
  for (let i = 0; i < pixels * 4; i += 4) {
    const a = rgba[i + 3];
    if (a === 0) continue;
    const f = a === 255 ? 1 / STEP : 255 / a / STEP;
    // Where the colour falls in the grid: the cell's corner and the fractions across it.
    const x = Math.min(GRID - 1, rgba[i] * f);
    const y = Math.min(GRID - 1, rgba[i + 1] * f);
    const z = Math.min(GRID - 1, rgba[i + 2] * f);
    const r0 = Math.min(last, x | 0);
    const g0 = Math.min(last, y | 0);
    const b0 = Math.min(last, z | 0);
    const fr = x - r0;
    const fg = y - g0;
    const fb = z - b0;
    const base = (r0 * G2 + g0 * GRID + b0) * 3;
    const m = a / 255;
    for (let c = 0; c < 3; c++) {
      const p = base + c;
      const c00 = grid[p] + (grid[p + 3] - grid[p]) * fb;
      const c01 = grid[p + GRID * 3] + (grid[p + GRID * 3 + 3] - grid[p + GRID * 3]) * fb;
      const c10 = grid[p + G2 * 3] + (grid[p + G2 * 3 + 3] - grid[p + G2 * 3]) * fb;
      const c11 = grid[p + G2 * 3 + GRID * 3] + (grid[p + G2 * 3 + GRID * 3 + 3] - grid[p + G2 * 3 + GRID * 3]) * fb;
      const lo = c00 + (c01 - c00) * fg;
      const hi = c10 + (c11 - c10) * fg;
      rgba[i + c] = Math.round((lo + (hi - lo) * fr) * m);
    }
  }
}
