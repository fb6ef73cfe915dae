import { createHash } from 'node:crypto';
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { LRUCache } from 'lru-cache';
import type { KeptBands } from '../encoders/bands.js';
import type { PngBand } from '../encoders/png-bands.js';
import type { Scene, SceneAssets } from '../base/types.js';

/**
 * Per-thread bitmaps of scenes' static prefixes: the bottom layers no variant of a request touches
 * (Scene.staticLayers), drawn over the background. A render that finds its prefix here copies it
 * onto the canvas and lays out and draws only the layers above.
 *
 * The key is the prefix's content, not a template id: output size, background, the JPEG white
 * fill, every prefix node as the scene has it (text, fonts by face id, colours, geometry) and the
 * id of each image's fetched bytes. So a changed template, a changed image behind the same URL
 * (refetched by the asset loader: a new id) or another account's design never finds a bitmap
 * it does not match. SHA-256, since one thread's cache serves every account.
 */

/**
 * What is kept of a prefix: its bitmap, to restore; its pixels as read back, to find the bands of
 * a render its varying layers left alone; and those bands encoded as JPEG and PNG (bands.ts).
 */
export interface KeptPrefix {
  bitmap: Canvas;
  pixels: Buffer;
  jpegBands: KeptBands<Buffer>;
  pngBands: KeptBands<PngBand>;
}

/** Bytes a kept prefix holds per output pixel: bitmap 4, pixels 4, JPEG bands well under 1, PNG bands about 1. */
const BYTES_PER_PIXEL = 10;
/** Three 1200x630 prefixes per thread. */
const MAX_BYTES = 24 * 1024 * 1024;
const kept = new LRUCache<string, KeptPrefix>({
  maxSize: MAX_BYTES,
  sizeCalculation: (k) => k.bitmap.width * k.bitmap.height * BYTES_PER_PIXEL,
});

/**
 * A prefix is kept the second time it is drawn: one-off designs (Studio drafts, a template
 * rendered once) cost no copy and push no useful bitmap out.
 */
const seenOnce = new LRUCache<string, true>({ max: 256 });

export interface StaticPrefix {
  key: string;
  /** Nodes it covers, from the bottom. */
  layers: number;
}

/** The scene's static prefix, or null when there is none worth caching. */
export function staticPrefix(scene: Scene, assets: SceneAssets, whiteUnder: boolean): StaticPrefix | null {
  const layers = scene.staticLayers;
  if (layers === 0) return null;
  const nodes = scene.nodes.slice(0, layers);
  const imageIds = nodes.map((n) => (n.type === 'image' ? assets[n.url]?.id : 0));
  // An image that was not loaded fails in layout, which a cached bitmap would skip.
  if (imageIds.some((id) => id === undefined)) return null;
  const content = JSON.stringify(
    [scene.width, scene.height, scene.scale, scene.background, whiteUnder, imageIds, nodes],
    facesById,
  );
  return { key: createHash('sha256').update(content).digest('base64'), layers };
}

/** Uploaded faces carry their bytes; their id names them. */
function facesById(key: string, value: unknown): unknown {
  return key === 'faces' ? (value as { id: string }[]).map((f) => f.id) : value;
}

/** Copies a kept prefix onto the canvas, and returns it; undefined when there is none. */
export function restorePrefix(prefix: StaticPrefix, ctx: SKRSContext2D): KeptPrefix | undefined {
  const found = kept.get(prefix.key);
  if (found) copyPixels(found.bitmap, ctx);
  return found;
}

/** Called with the canvas holding exactly the prefix: keeps a copy the second time the key comes. */
export function keepPrefix(prefix: StaticPrefix, canvas: Canvas): void {
  if (!seenOnce.has(prefix.key)) {
    seenOnce.set(prefix.key, true);
    return;
  }
  if (canvas.width * canvas.height * BYTES_PER_PIXEL > MAX_BYTES) return;
  const bitmap = createCanvas(canvas.width, canvas.height);
  copyPixels(canvas, bitmap.getContext('2d'));
  kept.set(prefix.key, { bitmap, pixels: canvas.data(), jpegBands: [], pngBands: [] });
  seenOnce.delete(prefix.key);
}

/**
 * Replaces every pixel of the target with the source's: the 'copy' operator at identity, without
 * smoothing, so premultiplied pixels move unchanged (no blending with what the canvas held).
 */
function copyPixels(from: Canvas, to: SKRSContext2D): void {
  to.save();
  to.setTransform(1, 0, 0, 1, 0, 0);
  to.globalCompositeOperation = 'copy';
  to.globalAlpha = 1;
  to.imageSmoothingEnabled = false;
  to.drawImage(from, 0, 0);
  to.restore();
}
