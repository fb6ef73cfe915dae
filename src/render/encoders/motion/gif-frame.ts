import type { Rect } from '../../base/geometry.js';
import { gifenc, type Palette } from './gifenc.js';
import { quantizeOptions } from './gif-palette.js';

/**
 * One frame of an animated GIF, encoded in a render thread: the rectangle that changed, as indexes
 * into the clip's global palette or a palette of its own, LZW-compressed, with its graphic control
 * block (gif-writer.ts sets the delay). An opaque clip's frames stay on screen under the next
 * (disposal 1); a transparent clip's frames are whole and cleared before the next (disposal 2), since
 * a GIF cannot make a shown pixel transparent again any other way.
 */

export interface GifFrameSettings {
  /** The clip's palette, or null for one per frame. */
  palette: Palette | null;
  /** Floyd–Steinberg error diffusion, for gradients and photos; off by default. */
  dither: boolean;
  transparent: boolean;
}

/** Where the image descriptor's left and top sit in a frame block (after the 8-byte graphic control extension). */
const DESCRIPTOR_X = 9;

export function encodeGifFrame(pixels: Uint8Array, rect: Rect, s: GifFrameSettings): Uint8Array {
  // gifenc reads pixels through their whole ArrayBuffer: a view into a larger frame is copied out (Buffer.slice would not copy).
  const rgba =
    pixels.byteOffset === 0 && pixels.byteLength === pixels.buffer.byteLength ? pixels : new Uint8Array(pixels);
  const opts = quantizeOptions(s.transparent);
  const palette = s.palette ?? gifenc.quantize(rgba, 256, opts);
  const index = s.dither
    ? dithered(rgba, rect.width, rect.height, palette)
    : gifenc.applyPalette(rgba, palette, opts.format);
  const clear = s.transparent ? palette.findIndex((c) => c[3] === 0) : -1;
  const encoder = gifenc.GIFEncoder({ auto: false });
  encoder.writeFrame(index, rect.width, rect.height, {
    palette: s.palette ? null : palette,
    transparent: clear >= 0,
    transparentIndex: Math.max(0, clear),
    dispose: s.transparent ? 2 : 1,
    first: false,
  });
  const block = encoder.bytes();
  const view = new DataView(block.buffer, block.byteOffset, block.byteLength);
  view.setUint16(DESCRIPTOR_X, rect.x, true);
  view.setUint16(DESCRIPTOR_X + 2, rect.y, true);
  return block;
}

/** Floyd–Steinberg: each pixel's error against its palette colour spread to the pixels right and below. */
function dithered(rgba: Uint8Array, width: number, height: number, palette: Palette): Uint8Array {
  const work = Float32Array.from(rgba);
  const out = new Uint8Array(width * height);
  // Nearest palette entry by the colour's 5-6-5 bits: the quantizer's own key.
  const nearest = new Int16Array(65536).fill(-1);
  for (let p = 0; p < width * height; p++) {
    const i = p * 4;
    const [r, g, b] = [0, 1, 2].map((k) => Math.min(255, Math.max(0, work[i + k])));
    if (rgba[i + 3] < 128 && palette.some((c) => c[3] === 0)) {
      out[p] = palette.findIndex((c) => c[3] === 0);
      continue;
    }
    const key = ((r >> 3) << 11) | ((g >> 2) << 5) | (b >> 3);
    if (nearest[key] < 0) nearest[key] = gifenc.nearestColorIndex(palette, [r, g, b]);
    const chosen = palette[(out[p] = nearest[key])];
    const x = p % width;
    for (let k = 0; k < 3; k++) {
      const e = [r, g, b][k] - chosen[k];
      if (x + 1 < width) work[i + 4 + k] += (e * 7) / 16;
      if (p + width < width * height) {
        if (x > 0) work[i + width * 4 - 4 + k] += (e * 3) / 16;
        work[i + width * 4 + k] += (e * 5) / 16;
        if (x + 1 < width) work[i + width * 4 + 4 + k] += e / 16;
      }
    }
  }
  return out;
}
