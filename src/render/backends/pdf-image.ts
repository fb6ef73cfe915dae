import { pdfImage, pdfRaster } from './decoded-images.js';
import { filterCss } from './image-filter.js';
import { RenderError } from '../base/render-error.js';
import type { ImageClip, LaidOutImage } from '../scene/image-layout.js';

/**
 * PDF has no filters and pdfkit draws no SVG: an image with a filter, or an SVG, is drawn by Skia
 * (as the raster backend draws it) at twice the output resolution and embedded as PNG. Masks and
 * flips stay vector: a clipping path and a transform.
 */
const RASTER_FACTOR = 2;
/** A raster larger than this is drawn at a lower factor (a cover fit of an extreme aspect ratio is huge). */
const MAX_RASTER_PIXELS = 16_000_000;

export function drawPdfImage(doc: PDFKit.PDFDocument, item: LaidOutImage, alpha: number, scale: number): void {
  const { node, placement: p, clip } = item;
  const bytes = node.filter.length > 0 || item.asset.format === 'svg' ? raster(item, scale) : pdfImage(item.asset);
  if (!bytes) throw RenderError.inLayer(node.layer, `the image at ${item.asset.url} could not be decoded.`);
  if (node.flipX || node.flipY) doc.transform(node.flipX ? -1 : 1, 0, 0, node.flipY ? -1 : 1, node.flipX ? node.width : 0, node.flipY ? node.height : 0);
  if (clip) clipPath(doc, clip).clip();
  doc.opacity(alpha).image(bytes, p.x, p.y, { width: p.width, height: p.height });
}

function raster(item: LaidOutImage, scale: number): Buffer | null {
  const { width, height } = item.placement;
  const factor = Math.min(scale * RASTER_FACTOR, Math.sqrt(MAX_RASTER_PIXELS / Math.max(1, width * height)));
  return pdfRaster(item.asset, width * factor, height * factor, filterCss(item.node.filter, factor));
}

function clipPath(doc: PDFKit.PDFDocument, clip: ImageClip): PDFKit.PDFDocument {
  if (clip.shape === 'ellipse') return doc.ellipse(clip.cx, clip.cy, clip.rx, clip.ry);
  return clip.radius > 0 ? doc.roundedRect(clip.x, clip.y, clip.width, clip.height, clip.radius) : doc.rect(clip.x, clip.y, clip.width, clip.height);
}
