import { blurredImage } from './canvas-image.js';
import { keptPng, pdfImage, pdfRaster } from './decoded-images.js';
import { blurReach, filterCss } from './image-filter.js';
import { RenderError } from '../base/render-error.js';
import { isPdfA } from './pdf-document.js';
import type { ImageClip, LaidOutImage } from '../scene/image-layout.js';
import type { Photo } from './pdf-ink-images.js';

/**
 * PDF has no filters and pdfkit draws no SVG: an image with a filter, or an SVG, is drawn by Skia
 * (as the raster backend draws it) at twice the output resolution and embedded as PNG. Masks and
 * flips stay vector, a clipping path and a transform, but under a blur, which is drawn on them.
 */
const RASTER_FACTOR = 2;
/** A raster larger than this is drawn at a lower factor (a cover fit of an extreme aspect ratio is huge). */
const MAX_RASTER_PIXELS = 16_000_000;

export function drawPdfImage(doc: PDFKit.PDFDocument, item: LaidOutImage, alpha: number, scale: number): void {
  const { node, placement: p, clip } = item;
  if (blurReach(node.filter, 1) > 0) return drawBlurredPdf(doc, item, alpha, scale);
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

/**
 * A filter with a blur is drawn on what the layer shows, as CSS draws it (canvas-image.ts
 * `blurredImage`): that drawing is embedded, flip and clip included, with the room the blur spreads into.
 */
function drawBlurredPdf(doc: PDFKit.PDFDocument, item: LaidOutImage, alpha: number, scale: number): void {
  const reach = blurReach(item.node.filter, 1);
  const { width, height } = item.placement;
  // What is drawn is the box with its blur's room; what is resampled, the whole placed image.
  const factor = Math.min(
    rasterFactor(item.node.width + 2 * reach, item.node.height + 2 * reach, scale),
    rasterFactor(width, height, scale),
  );
  const { canvas, margin, key } = blurredImage(item, factor);
  const image = opening(doc, key, () => keptPng(key, () => canvas));
  if (!image) throw RenderError.inLayer(item.node.layer, `the image at ${item.asset.url} could not be decoded.`);
  doc.opacity(alpha).image(image, -margin / factor, -margin / factor, {
    width: canvas.width / factor,
    height: canvas.height / factor,
  });
}

/** An image pdfkit cannot embed as it came (a filter, an SVG): Skia draws it for the document. */
const isRastered = (item: LaidOutImage) => item.node.filter.length > 0 || item.asset.format === 'svg';

/** Each of these images that is embedded as it came, its asset's id and bytes: a PDF/X's photos, converted to inks before drawing (pdf-print.ts). */
export const photos = (items: readonly LaidOutImage[]): Photo[] =>
  items.flatMap((item) => {
    const bytes = isRastered(item) ? null : pdfImage(item.asset);
    return bytes ? [{ id: item.asset.id, bytes }] : [];
  });

/** pdfkit's opened image: what `doc.image` embeds once and places again and again. */
type OpenedImage = Parameters<PDFKit.PDFDocument['image']>[0];
const opened = new WeakMap<PDFKit.PDFDocument, Map<string, OpenedImage>>();

/**
 * The image as this document embeds it. pdfkit embeds bytes anew on every `image()` call, so the
 * document keeps what it opened, by the exact bytes and how they are drawn: an image a document
 * shows twice (on one page or on several pages) is in the file once.
 */
function embedded(doc: PDFKit.PDFDocument, item: LaidOutImage, scale: number): OpenedImage | null {
  const rastered = isRastered(item);
  const { width, height } = item.placement;
  const key = rastered
    ? `${item.asset.id}:${Math.round(width)}x${Math.round(height)}:${filterCss(item.node.filter, 1)}:${scale}`
    : `${item.asset.id}`;
  return opening(
    doc,
    key,
    () => (rastered ? raster(item, scale) : pdfImage(item.asset)),
    // PDF/A with an sRGB output intent takes no DeviceCMYK: a CMYK JPEG becomes the RGB the raster formats draw.
    () => pdfImage(item.asset, true),
  );
}

/** The image this document opened by `key`, opening `bytes` the first time (`rgb` in their place where PDF/A refuses CMYK). */
function opening(
  doc: PDFKit.PDFDocument,
  key: string,
  bytes: () => Buffer | null,
  rgb?: () => Buffer | null,
): OpenedImage | null {
  let images = opened.get(doc);
  if (!images) opened.set(doc, (images = new Map()));
  let image = images.get(key);
  if (!image) {
    const src = bytes();
    if (!src) return null;
    // openImage is pdfkit's, missing from its types, as is the colour space it read.
    const open = (b: Buffer) =>
      (doc as unknown as { openImage(src: Buffer): OpenedImage & { colorSpace?: string } }).openImage(b);
    let read = open(src);
    if (rgb && isPdfA(doc) && read.colorSpace === 'DeviceCMYK') {
      const converted = rgb();
      if (!converted) return null;
      read = open(converted);
    }
    image = read;
    images.set(key, image);
  }
  return image;
}

/** Device pixels per template pixel for a `width` x `height` raster: twice the output's, less for a huge one. */
const rasterFactor = (width: number, height: number, scale: number) =>
  Math.min(scale * RASTER_FACTOR, Math.sqrt(MAX_RASTER_PIXELS / Math.max(1, width * height)));

function raster(item: LaidOutImage, scale: number): Buffer | null {
  const { width, height } = item.placement;
  const factor = rasterFactor(width, height, scale);
  return pdfRaster(item.asset, width * factor, height * factor, filterCss(item.node.filter, factor));
}

function clipPath(doc: PDFKit.PDFDocument, clip: ImageClip): PDFKit.PDFDocument {
  if (clip.shape === 'ellipse') return doc.ellipse(clip.cx, clip.cy, clip.rx, clip.ry);
  return clip.radius > 0
    ? doc.roundedRect(clip.x, clip.y, clip.width, clip.height, clip.radius)
    : doc.rect(clip.x, clip.y, clip.width, clip.height);
}
