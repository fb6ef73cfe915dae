import { createCanvas, Image } from '@napi-rs/canvas';
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
