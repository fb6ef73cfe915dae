import type { Scene } from './types.js';

/** Raster output: the template's pixels times the scale, rounded. */
export function outputSize(scene: Scene): { width: number; height: number } {
  return { width: Math.max(1, Math.round(scene.width * scene.scale)), height: Math.max(1, Math.round(scene.height * scene.scale)) };
}

/** PDF page size rule: a CSS pixel is 0.75 pt (96 px to the inch), so 1200x630 px is a 900x472.5 pt page. */
export const POINTS_PER_PIXEL = 0.75;

export function pageSize(scene: Scene): { width: number; height: number } {
  const k = POINTS_PER_PIXEL * scene.scale;
  return { width: scene.width * k, height: scene.height * k };
}
