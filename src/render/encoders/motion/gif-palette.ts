import { gifenc, type Palette } from './gifenc.js';

/**
 * A GIF's colours (at most 256 per frame). A clip whose frames share their colours (a card whose
 * layers move) takes one global palette: smaller, and no colour shifts from frame to frame. One whose
 * frames differ (a photo that fades in) takes a palette per frame. The choice is made on a few
 * frames drawn first (the first, the middle and the last): one palette for all of them is kept when
 * it draws each within 25% of the error of that frame's own palette.
 */

/** Every STRIDE-th pixel is enough to choose colours (the quantizer's own cost is per pixel). */
const STRIDE = 4;

export const quantizeOptions = (transparent: boolean) =>
  transparent
    ? ({ format: 'rgba4444', oneBitAlpha: true, clearAlpha: true, clearAlphaThreshold: 127 } as const)
    : ({ format: 'rgb565' } as const);

function sampled(pixels: Uint8Array): Uint8Array {
  const out = new Uint8Array(Math.ceil(pixels.length / 4 / STRIDE) * 4);
  for (let i = 0, j = 0; i < pixels.length; i += 4 * STRIDE, j += 4) out.set(pixels.subarray(i, i + 4), j);
  return out;
}

/** Mean squared RGB distance of the pixels to their colour in the palette. */
function error(pixels: Uint8Array, palette: Palette, transparent: boolean): number {
  const opts = quantizeOptions(transparent);
  const index = gifenc.applyPalette(pixels, palette, opts.format);
  let sum = 0;
  for (let p = 0; p < index.length; p++) {
    const c = palette[index[p]];
    for (let k = 0; k < 3; k++) sum += (pixels[p * 4 + k] - c[k]) ** 2;
  }
  return sum / Math.max(1, index.length);
}

/**
 * The global palette for frames like `samples` (straight RGBA), or null when each frame should have
 * its own; `always` keeps the global one whatever the frames.
 */
export function choosePalette(samples: Uint8Array[], transparent: boolean, always = false): Palette | null {
  const opts = quantizeOptions(transparent);
  const parts = samples.map(sampled);
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (all.set(p, at), at + p.length), 0);
  const global = gifenc.quantize(all, 256, opts);
  if (always) return global;
  const fits = parts.every(
    (p) => error(p, global, transparent) <= 1.25 * error(p, gifenc.quantize(p, 256, opts), transparent) + 1,
  );
  return fits ? global : null;
}
