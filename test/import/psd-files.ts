import { initializeCanvas, writePsdBuffer, type Layer, type Psd } from 'ag-psd';

// Bitmaps as plain RGBA arrays: the writer needs no canvas.
initializeCanvas(
  () => {
    throw new Error('no canvas in tests');
  },
  (width, height) =>
    ({ width, height, data: new Uint8ClampedArray(width * height * 4), colorSpace: 'srgb' }) as ImageData,
);

type Rgba = [number, number, number, number];
export type Bitmap = { width: number; height: number; data: Uint8ClampedArray };

export const solid = (width: number, height: number, rgba: Rgba): Bitmap => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set(rgba, i * 4);
  return { width, height, data };
};

/** A pattern no RLE run flattens: stripes and a diagonal ramp. */
export const pattern = (width: number, height: number, seed = 1): Bitmap => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = (x * 3 + seed * 40) % 256;
      data[i + 1] = (y * 5 + seed * 70) % 256;
      data[i + 2] = ((x + y) * 2 + seed * 90) % 256;
      data[i + 3] = 255;
    }
  return { width, height, data };
};

/** `top` drawn over `canvas` at (left, top), its alpha times `opacity` and times `mask` (a 0..255 per pixel function). */
export function drawOver(
  canvas: Bitmap,
  top: Bitmap,
  left: number,
  topY: number,
  opacity = 1,
  mask?: (x: number, y: number) => number,
) {
  for (let y = 0; y < top.height; y++)
    for (let x = 0; x < top.width; x++) {
      const cx = left + x;
      const cy = topY + y;
      if (cx < 0 || cy < 0 || cx >= canvas.width || cy >= canvas.height) continue;
      const s = (y * top.width + x) * 4;
      const d = (cy * canvas.width + cx) * 4;
      const a = (top.data[s + 3] / 255) * opacity * ((mask?.(x, y) ?? 255) / 255);
      for (let c = 0; c < 3; c++) canvas.data[d + c] = Math.round(top.data[s + c] * a + canvas.data[d + c] * (1 - a));
    }
}

export const psdBytes = (psd: Psd) => writePsdBuffer(psd);

/** The header's 26 bytes and empty sections, with a canvas of `width` x `height` declared. */
export function declaredCanvas(width: number, height: number, channels = 4): Buffer {
  const b = Buffer.alloc(26 + 12 + 4);
  b.write('8BPS', 0, 'latin1');
  b.writeUInt16BE(1, 4);
  b.writeUInt16BE(channels, 12);
  b.writeUInt32BE(height, 14);
  b.writeUInt32BE(width, 18);
  b.writeUInt16BE(8, 22);
  b.writeUInt16BE(3, 24);
  return b;
}

export type { Layer };
