import type { Scene } from './types.js';

/** Raster output: the template's pixels times the scale, rounded. */
export function outputSize(scene: Scene): { width: number; height: number } {
  return {
    width: Math.max(1, Math.round(scene.width * scene.scale)),
    height: Math.max(1, Math.round(scene.height * scene.scale)),
  };
}

const POINTS_PER_INCH = 72;
const POINTS_PER_MM = POINTS_PER_INCH / 25.4;
/** Crop marks: a gap beyond the bleed, then the mark; the page grows by both. */
const MARK_GAP_MM = 2;
const MARK_LENGTH_MM = 5;

/**
 * PDF page size rule: a print design's page is its physical size (A4 is 595.28x841.89 pt, its 2480x3508 px
 * drawn to fit, a pixel 1/300 in give or take the preset's rounding); a screen design's pixel is a CSS
 * pixel, 0.75 pt (96 px to the inch), so 1200x630 px is a 900x472.5 pt page.
 */
function pointsPerPixel(scene: Scene): { x: number; y: number } {
  const k = 0.75 * scene.scale;
  return scene.page
    ? { x: (scene.page.width / scene.width) * scene.scale, y: (scene.page.height / scene.height) * scene.scale }
    : { x: k, y: k };
}

/** A PDF page's boxes, in points: the trim is the design, the bleed around it, the crop marks around both. */
export interface PageBoxes {
  /** The MediaBox's size. */
  width: number;
  height: number;
  /** Points per design pixel, across and down. */
  scale: { x: number; y: number };
  /** The TrimBox's offset from the MediaBox's corner, and its size. */
  margin: number;
  trimWidth: number;
  trimHeight: number;
  /** How far the BleedBox reaches beyond the trim. */
  bleed: number;
  cropMarks: boolean;
}

export function pageBoxes(scene: Scene): PageBoxes {
  const scale = pointsPerPixel(scene);
  const bleed = (scene.pdf.bleed ?? 0) * POINTS_PER_MM;
  const cropMarks = scene.pdf.cropMarks === true;
  const margin = bleed + (cropMarks ? (MARK_GAP_MM + MARK_LENGTH_MM) * POINTS_PER_MM : 0);
  const trimWidth = scene.width * scale.x;
  const trimHeight = scene.height * scale.y;
  return {
    width: trimWidth + 2 * margin,
    height: trimHeight + 2 * margin,
    scale,
    margin,
    trimWidth,
    trimHeight,
    bleed,
    cropMarks,
  };
}

/** The PDF page's (MediaBox's) size in points. */
export function pageSize(scene: Scene): { width: number; height: number } {
  const { width, height } = pageBoxes(scene);
  return { width, height };
}

/** A crop mark's length and its gap from the trim, in points. */
export const CROP_MARK = { gap: MARK_GAP_MM * POINTS_PER_MM, length: MARK_LENGTH_MM * POINTS_PER_MM };
