import type { Rect } from '../../base/geometry.js';

/**
 * Where two frames of a clip differ. An animated GIF, APNG or WebP stores each frame as the
 * rectangle that changed since the one before (the rest stays on screen), so a layer sliding over a
 * still card costs the pixels it crosses, not the whole canvas.
 */

const words = (pixels: Uint8Array): Uint32Array | null =>
  pixels.byteOffset % 4 === 0 ? new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.byteLength / 4) : null;

/** The smallest rectangle holding every pixel that differs between two RGBA frames of `width`; null when none does. */
export function changedRect(before: Uint8Array, after: Uint8Array, width: number, height: number): Rect | null {
  const [a, b] = [
    words(before) ?? new Uint32Array(new Uint8Array(before).buffer),
    words(after) ?? new Uint32Array(new Uint8Array(after).buffer),
  ];
  let top = -1;
  for (let y = 0, i = 0; y < height && top < 0; y++)
    for (let x = 0; x < width; x++, i++)
      if (a[i] !== b[i]) {
        top = y;
        break;
      }
  if (top < 0) return null;
  let bottom = top;
  for (let y = height - 1; y > top; y--) {
    const row = y * width;
    let differs = false;
    for (let x = 0; x < width; x++)
      if (a[row + x] !== b[row + x]) {
        differs = true;
        break;
      }
    if (differs) {
      bottom = y;
      break;
    }
  }
  let [left, right] = [width, -1];
  for (let y = top; y <= bottom; y++) {
    const row = y * width;
    for (let x = 0; x < left; x++)
      if (a[row + x] !== b[row + x]) {
        left = x;
        break;
      }
    for (let x = width - 1; x > right; x--)
      if (a[row + x] !== b[row + x]) {
        right = x;
        break;
      }
  }
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** The rectangle grown to even left and top edges (an animated WebP's frames start on even pixels). */
export function evenOrigin(r: Rect): Rect {
  const [dx, dy] = [r.x % 2, r.y % 2];
  return { x: r.x - dx, y: r.y - dy, width: r.width + dx, height: r.height + dy };
}

/** The pixels of `rect` of an RGBA frame `width` wide, as their own RGBA image. */
export function cropRgba(frame: Uint8Array, width: number, rect: Rect): Uint8Array {
  if (rect.x === 0 && rect.width === width)
    return frame.subarray(rect.y * width * 4, (rect.y + rect.height) * width * 4);
  const out = new Uint8Array(rect.width * rect.height * 4);
  for (let y = 0; y < rect.height; y++) {
    const from = ((rect.y + y) * width + rect.x) * 4;
    out.set(frame.subarray(from, from + rect.width * 4), y * rect.width * 4);
  }
  return out;
}

/** Canvas pixels are premultiplied by alpha; image formats store them straight. Opaque pixels are left as they are. */
export function unpremultiply(rgba: Uint8Array): Uint8Array {
  const out = new Uint8Array(rgba.length);
  for (let i = 0; i < rgba.length; i += 4) {
    const a = rgba[i + 3];
    if (a === 255 || a === 0) {
      out[i] = rgba[i];
      out[i + 1] = rgba[i + 1];
      out[i + 2] = rgba[i + 2];
    } else {
      out[i] = Math.min(255, Math.round((rgba[i] * 255) / a));
      out[i + 1] = Math.min(255, Math.round((rgba[i + 1] * 255) / a));
      out[i + 2] = Math.min(255, Math.round((rgba[i + 2] * 255) / a));
    }
    out[i + 3] = a;
  }
  return out;
}
