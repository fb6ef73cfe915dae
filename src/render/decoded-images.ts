import { createCanvas, Image, type Canvas } from '@napi-rs/canvas';
import { LRUCache } from 'lru-cache';
import type { ImageAsset } from './types.js';

/**
 * Per-thread caches of what a backend makes from fetched image bytes, keyed by asset id (which
 * names exact bytes): templates reuse their photos and logos, so most renders decode nothing.
 */

const decoded = new LRUCache<number, Image>({
  maxSize: 96 * 1024 * 1024,
  sizeCalculation: (img) => Math.max(1, img.width * img.height * 4),
});

const scaled = new LRUCache<string, Canvas>({
  maxSize: 48 * 1024 * 1024,
  sizeCalculation: (c) => Math.max(1, c.width * c.height * 4),
});

const embeddable = new LRUCache<number, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (b) => Math.max(1, b.length),
});

const bytesOf = (asset: ImageAsset) => Buffer.from(asset.bytes.buffer, asset.bytes.byteOffset, asset.bytes.byteLength);

/** The decoded image, or null when the bytes do not decode. */
export function canvasImage(asset: ImageAsset): Image | null {
  let img = decoded.get(asset.id);
  if (!img) {
    img = new Image();
    img.src = bytesOf(asset);
    if (!img.complete || img.width === 0) return null;
    decoded.set(asset.id, img);
  }
  return img;
}

/** Larger resampled copies are not kept (a cover fit of an extreme aspect ratio can be huge). */
const MAX_SCALED_PIXELS = 4_000_000;

/**
 * The image resampled once to the size it is drawn at, in device pixels: a template draws its
 * photo at the same size every time, and a 1:1 copy costs a fraction of a high-quality downscale
 * from the original (1600x1200 to 840x630: ~2.5 ms per render). Null when the image does not decode.
 */
export function imageAtSize(asset: ImageAsset, width: number, height: number): Image | Canvas | null {
  const img = canvasImage(asset);
  const w = Math.round(width);
  const h = Math.round(height);
  if (!img || w < 1 || h < 1 || w * h > MAX_SCALED_PIXELS || (w === img.width && h === img.height)) return img;
  const key = `${asset.id}:${w}x${h}`;
  let canvas = scaled.get(key);
  if (!canvas) {
    canvas = createCanvas(w, h);
    const ctx = canvas.getContext('2d');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(img, 0, 0, w, h);
    scaled.set(key, canvas);
  }
  return canvas;
}

/**
 * Bytes pdfkit embeds: JPEG as it came (no re-encoding), other opaque images as JPEG (pdfkit
 * re-parses PNG in every document, JPEG it copies), images with transparency as PNG.
 */
export function pdfImage(asset: ImageAsset): Buffer | null {
  if (asset.format === 'jpeg') return bytesOf(asset);
  if (asset.format === 'png' && asset.hasAlpha) return bytesOf(asset);
  let bytes = embeddable.get(asset.id);
  if (!bytes) {
    const img = canvasImage(asset);
    if (!img) return null;
    const canvas = createCanvas(img.width, img.height);
    canvas.getContext('2d').drawImage(img, 0, 0);
    bytes = asset.hasAlpha ? canvas.encodeSync('png') : canvas.encodeSync('jpeg', 92);
    embeddable.set(asset.id, bytes);
  }
  return bytes;
}
