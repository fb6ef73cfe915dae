/**
 * An image encoded band by band (jpeg-bands.ts, png-bands.ts): a band's encoding depends only on
 * its pixels, so a band whose pixels equal those of a kept static prefix (static-layers.ts) reuses
 * that prefix's encoded band, and a render encodes only the bands its varying layers touch.
 */

/** Encoded bands of a kept prefix's pixels, filled in as renders need them. */
export type KeptBands<T> = (T | undefined)[];

/**
 * Encodes premultiplied RGBA `pixels` in bands of `bandRows` rows, all at once. With `kept`, bands
 * whose pixels equal `kept.pixels` take their encoding from `kept.bands` (and leave it there when encoded).
 */
export function encodeBands<T>(
  pixels: Buffer,
  width: number,
  height: number,
  bandRows: number,
  kept: { pixels: Buffer; bands: KeptBands<T> } | undefined,
  encode: (band: Buffer, rows: number) => Promise<T>,
): Promise<T[]> {
  const stride = width * 4;
  return Promise.all(
    Array.from({ length: Math.ceil(height / bandRows) }, async (_, b) => {
      const start = b * bandRows * stride;
      const band = pixels.subarray(start, Math.min(height, (b + 1) * bandRows) * stride);
      const reusable = kept !== undefined && band.equals(kept.pixels.subarray(start, start + band.length));
      const known = reusable ? kept.bands[b] : undefined;
      if (known) return known;
      const encoded = await encode(band, band.length / stride);
      if (reusable) kept.bands[b] = encoded;
      return encoded;
    }),
  );
}
