import { createCanvas, Image, type Canvas } from '@napi-rs/canvas';
import { LRUCache } from 'lru-cache';
import type { ImageAsset } from '../base/types.js';

/**
 * Per-thread caches of what the backends make from fetched image bytes, keyed by asset id (which
 * names exact bytes): templates reuse their photos and logos, so most renders decode nothing.
 * Originals are not kept decoded: a template draws an image at one size, so the resampled copy
 * is what is reused, and a 1600x1200 original would hold 7.7 MB per thread for nothing.
 */

const atSize = new LRUCache<string, Image | Canvas>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (c) => Math.max(1, c.width * c.height * 4),
});

const embeddable = new LRUCache<string, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (b) => Math.max(1, b.length),
});

/** Larger resampled copies are not kept (a cover fit of an extreme aspect ratio can be huge). */
const MAX_KEPT_PIXELS = 4_000_000;

const views = new WeakMap<ImageAsset, Buffer>();

/** The asset's bytes as a Buffer, one per asset: a PDF/X finds the photo it prepared by this Buffer (pdf-ink-images.ts). */
function bytesOf(asset: ImageAsset): Buffer {
  let view = views.get(asset);
  if (!view) views.set(asset, (view = Buffer.from(asset.bytes.buffer, asset.bytes.byteOffset, asset.bytes.byteLength)));
  return view;
}

/** An SVG (sanitised by the asset loader, its root set to stretch to any box) is drawn at `width` x `height`, not scaled from a bitmap. */
function decode(asset: ImageAsset, width?: number, height?: number): Image | null {
  const img = new Image();
  if (asset.format === 'svg' && width && height) {
    img.width = width;
    img.height = height;
  }
  img.src = bytesOf(asset);
  return img.complete && img.width > 0 ? img : null;
}

/**
 * The image resampled once to the size it is drawn at, in device pixels, through `filter` (a
 * canvas filter, image-filter.ts) when there is one: a 1:1 copy costs a fraction of a high-quality
 * downscale from the original (1600x1200 to 840x630: ~2.5 ms per render), and a filtered copy is
 * reused as it is. Null when the bytes do not decode.
 */
export function imageAtSize(asset: ImageAsset, width: number, height: number, filter = ''): Image | Canvas | null {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const key = `${asset.id}:${w}x${h}:${filter}`;
  const kept = atSize.get(key);
  if (kept) return kept;
  const img = decode(asset, w, h);
  if (!img) return null;
  let out: Image | Canvas = img;
  if (w !== img.width || h !== img.height || asset.format === 'svg' || filter) {
    out = createCanvas(w, h);
    const ctx = out.getContext('2d');
    ctx.imageSmoothingQuality = 'high';
    if (filter) ctx.filter = filter;
    ctx.drawImage(img, 0, 0, w, h);
  }
  if (w * h <= MAX_KEPT_PIXELS) atSize.set(key, out);
  return out;
}

/** A drawing made once per thread and kept by `key` (a blurred image layer, canvas-image.ts). */
export function keptDrawing(key: string, draw: () => Canvas): Canvas {
  let kept = atSize.get(key) as Canvas | undefined;
  if (!kept) {
    kept = draw();
    if (kept.width * kept.height <= MAX_KEPT_PIXELS) atSize.set(key, kept);
  }
  return kept;
}

/** PNG bytes of a drawing, kept by `key`, for a PDF to embed what it cannot draw itself. */
export function keptPng(key: string, draw: () => Image | Canvas | null): Buffer | null {
  let bytes = embeddable.get(key);
  if (!bytes) {
    const img = draw();
    if (!img) return null;
    const canvas = createCanvas(img.width, img.height);
    canvas.getContext('2d').drawImage(img, 0, 0);
    bytes = canvas.encodeSync('png');
    embeddable.set(key, bytes);
  }
  return bytes;
}

/** PNG bytes of imageAtSize, for a PDF to embed what it cannot draw itself (an SVG, a filter). */
export function pdfRaster(asset: ImageAsset, width: number, height: number, filter: string): Buffer | null {
  const key = `${asset.id}:${Math.round(width)}x${Math.round(height)}:${filter}`;
  return keptPng(key, () => imageAtSize(asset, width, height, filter));
}

/**
 * Bytes pdfkit embeds: JPEG as it came (no re-encoding, unless `reencode`), other opaque images as
 * JPEG (pdfkit re-parses PNG in every document, JPEG it copies), images with transparency as PNG.
 */
export function pdfImage(asset: ImageAsset, reencode = false): Buffer | null {
  if (asset.format === 'jpeg' && !reencode) return bytesOf(asset);
  if (asset.format === 'png' && asset.hasAlpha) return bytesOf(asset);
  let bytes = embeddable.get(`${asset.id}`);
  if (!bytes) {
    const img = decode(asset);
    if (!img) return null;
    const canvas = createCanvas(img.width, img.height);
    canvas.getContext('2d').drawImage(img, 0, 0);
    bytes = asset.hasAlpha ? canvas.encodeSync('png') : canvas.encodeSync('jpeg', 92);
    embeddable.set(`${asset.id}`, bytes);
  }
  return bytes;
}
