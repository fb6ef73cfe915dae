import { createCanvas } from '@napi-rs/canvas';
import { LRUCache } from 'lru-cache';
import type { LoadedFace } from '../fonts/font-loader.js';

/** Advance widths in pixels, without letter spacing (the layout adds that per cluster). */
export interface TextMeasurer {
  width(text: string, face: LoadedFace, size: number): number;
}

/**
 * Measures with Skia, which draws the raster output, so wrapped lines fit exactly there; the PDF
 * backend places each word where this layout put it. Cached: templates repeat their words.
 */
export function createCanvasMeasurer(): TextMeasurer {
  const ctx = createCanvas(1, 1).getContext('2d');
  const cache = new LRUCache<string, number>({ max: 50_000 });
  let font = '';
  return {
    width(text, face, size) {
      const key = `${face.face.id}\u0000${size}\u0000${text}`;
      let w = cache.get(key);
      if (w === undefined) {
        const wanted = `${size}px "${face.canvasFamily}"`;
        if (font !== wanted) ctx.font = font = wanted;
        w = ctx.measureText(text).width;
        cache.set(key, w);
      }
      return w;
    },
  };
}
