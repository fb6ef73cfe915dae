import type { PrintColour } from '../base/print-profile.js';

/**
 * A soft proof (docs/studio.md "Print settings"): drawn pixels shown as the press prints them, each
 * colour converted from sRGB to the print profile's inks and back by LittleCMS, so a colour the inks
 * cannot reach (a saturated #00ff00) comes back as the duller one that prints. In place, over the
 * canvas's premultiplied RGBA: a translucent pixel's colour is converted unpremultiplied, then
 * premultiplied again; a fully transparent one is left alone.
 */
export function softProof(rgba: Uint8Array, pixels: number, print: PrintColour): void {
  const straight = new Uint8Array(rgba.length);
  for (let i = 0; i < rgba.length; i += 4) {
    const a = rgba[i + 3];
    const f = a === 0 || a === 255 ? 1 : 255 / a;
    straight[i] = Math.min(255, Math.round(rgba[i] * f));
    straight[i + 1] = Math.min(255, Math.round(rgba[i + 1] * f));
    straight[i + 2] = Math.min(255, Math.round(rgba[i + 2] * f));
    straight[i + 3] = a;
  }
  const printed = print.cmykPixelsToSrgb(print.pixelsToCmyk(straight, pixels), pixels);
  for (let p = 0, i = 0; p < pixels; p++, i += 4) {
    const a = rgba[i + 3];
    if (a === 0) continue;
    const f = a / 255;
    rgba[i] = Math.round(printed[p * 3] * f);
    rgba[i + 1] = Math.round(printed[p * 3 + 1] * f);
    rgba[i + 2] = Math.round(printed[p * 3 + 2] * f);
  }
}
