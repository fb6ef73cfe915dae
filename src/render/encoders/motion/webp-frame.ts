import sharp from 'sharp';

/**
 * One frame of an animated WebP, encoded in a render thread: the rectangle that changed, encoded by
 * libvips (sharp) as a still WebP at the still renders' settings, of which the frame keeps the
 * image chunks (ALPH and VP8, or VP8L) for webp-writer.ts to place in an ANMF chunk.
 */

/** The still WebP's settings (canvas-backend.ts): quality 85 looks like JPEG 90; effort 0 is libwebp's fastest. */
const WEBP = { quality: 85, effort: 0 } as const;

/** `rgba`: the rectangle's pixels, premultiplied as the canvas holds them. */
export async function encodeWebpFrame(
  rgba: Uint8Array,
  width: number,
  height: number,
  opaque: boolean,
): Promise<Buffer> {
  const raw = sharp(rgba, { raw: { width, height, channels: 4, premultiplied: !opaque } });
  const file = await (opaque ? raw.removeAlpha() : raw).webp(WEBP).toBuffer();
  return imageChunks(file);
}

/** A still WebP's image chunks: everything after its RIFF header but the VP8X chunk (the ANMF frame says that). */
function imageChunks(file: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 12; at + 8 <= file.length;) {
    const size = file.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (file.toString('latin1', at, at + 4) !== 'VP8X') parts.push(file.subarray(at, end));
    at = end;
  }
  return Buffer.concat(parts);
}
