import { pdfImage, pdfRaster } from './decoded-images.js';
import { filterCss } from './image-filter.js';
import { RenderError } from '../base/render-error.js';
import { isPdfA } from './pdf-document.js';
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
  const image = embedded(doc, item, scale);
  if (!image) throw RenderError.inLayer(node.layer, `the image at ${item.asset.url} could not be decoded.`);
  if (node.flipX || node.flipY)
    doc.transform(
      node.flipX ? -1 : 1,
      0,
      0,
      node.flipY ? -1 : 1,
      node.flipX ? node.width : 0,
      node.flipY ? node.height : 0,
    );
  if (clip) clipPath(doc, clip).clip();
  doc.opacity(alpha).image(image, p.x, p.y, { width: p.width, height: p.height });
}

/** pdfkit's opened image: what `doc.image` embeds once and places again and again. */
type OpenedImage = Parameters<PDFKit.PDFDocument['image']>[0];
const opened = new WeakMap<PDFKit.PDFDocument, Map<string, OpenedImage>>();

/**
 * The image as this document embeds it. pdfkit embeds bytes anew on every `image()` call, so the
 * document keeps what it opened, by the exact bytes and how they are drawn: an image a document
 * shows twice (on one page or on several pages) is in the file once.
 */
function embedded(doc: PDFKit.PDFDocument, item: LaidOutImage, scale: number): OpenedImage | null {
  const rastered = item.node.filter.length > 0 || item.asset.format === 'svg';
  const { width, height } = item.placement;
  const key = rastered
    ? `${item.asset.id}:${Math.round(width)}x${Math.round(height)}:${filterCss(item.node.filter, 1)}:${scale}`
    : `${item.asset.id}`;
  let images = opened.get(doc);
  if (!images) opened.set(doc, (images = new Map()));
  let image = images.get(key);
  if (!image) {
    const bytes = rastered ? raster(item, scale) : pdfImage(item.asset);
    if (!bytes) return null;
    // openImage is pdfkit's, missing from its types, as is the colour space it read.
    const open = (src: Buffer) =>
      (doc as unknown as { openImage(src: Buffer): OpenedImage & { colorSpace?: string } }).openImage(src);
    let read = open(bytes);
    // PDF/A with an sRGB output intent takes no DeviceCMYK: a CMYK JPEG becomes the RGB the raster formats draw.
    if (isPdfA(doc) && read.colorSpace === 'DeviceCMYK') {
      const rgb = pdfImage(item.asset, true);
      if (!rgb) return null;
      read = open(rgb);
    }
    image = read;
    images.set(key, image);
  }
  return image;
}

function raster(item: LaidOutImage, scale: number): Buffer | null {
  const { width, height } = item.placement;
  const factor = Math.min(scale * RASTER_FACTOR, Math.sqrt(MAX_RASTER_PIXELS / Math.max(1, width * height)));
  return pdfRaster(item.asset, width * factor, height * factor, filterCss(item.node.filter, factor));
}

function clipPath(doc: PDFKit.PDFDocument, clip: ImageClip): PDFKit.PDFDocument {
  if (clip.shape === 'ellipse') return doc.ellipse(clip.cx, clip.cy, clip.rx, clip.ry);
  return clip.radius > 0
    ? doc.roundedRect(clip.x, clip.y, clip.width, clip.height, clip.radius)
    : doc.rect(clip.x, clip.y, clip.width, clip.height);
}
