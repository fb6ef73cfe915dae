import type { Rect } from '../base/geometry.js';

/**
 * Geometry shared by QR codes and 2D barcodes: a grid of square cells placed in a layer box. Cell
 * sizes snap to whole device pixels when they are at least 2, so module edges stay sharp in
 * raster output (and are the same in PDF).
 */

export function snapModule(size: number, scale: number): number {
  return size * scale >= 2 ? Math.floor(size * scale) / scale : size;
}

export function snapOffset(offset: number, scale: number): number {
  return Math.round(offset * scale) / scale;
}

/** The dark cells of a row-major grid as rectangles, each row's adjacent cells merged into one. */
export function gridRects(
  dark: ArrayLike<number>,
  columns: number,
  rows: number,
  origin: { x: number; y: number },
  cellWidth: number,
  cellHeight = cellWidth,
): Rect[] {
  const rects: Rect[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < columns;) {
      if (!dark[row * columns + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < columns && dark[row * columns + col]) col++;
      rects.push({
        x: origin.x + start * cellWidth,
        y: origin.y + row * cellHeight,
        width: (col - start) * cellWidth,
        height: cellHeight,
      });
    }
  }
  return rects;
}
