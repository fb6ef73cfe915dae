import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { createCanvas, Image } from '@napi-rs/canvas';
import type { PrintColour } from '../base/print-profile.js';

/**
 * A PDF/X's raster images in inks, kept per thread by their bytes' hash: a template prints the same
 * photo again and again, and converting it (decode, LittleCMS) costs far more than the rest of the page.
 *
 * A photo the document shows as it came (pdf-image.ts `photos`) is converted before its pages are drawn
 * and kept as a CMYK JPEG (`prepareInkJpegs`): a fifth of its inks deflated, which every document copies
 * (0.7 MB against 3.4 MB for the bench's 1600x1200 photo; the plain PDF's JPEG is 0.3 MB). libjpeg writes
 * CMYK as Adobe does, inverted, which the `Decode [1 0 1 0 1 0 1 0]` of pdf-print.ts `cmykImage` reads
 * back. What only appears while drawing (a filtered or blurred raster) is converted there, synchronously,
 * and deflated.
 */

/** An image's pixels in inks, and its alpha (deflated 8-bit grey) when it has any. */
export interface InkImage {
  width: number;
  height: number;
  inks: Buffer;
  filter: 'DCTDecode' | 'FlateDecode';
  alpha: Buffer | null;
}

const inkImages = new LRUCache<string, InkImage>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (i) => Math.max(1, i.inks.length + (i.alpha?.length ?? 0)),
});

/** Conversions in flight, so two documents drawn at once convert a photo once. */
const converting = new Map<string, Promise<void>>();

/**
 * JPEG quality of the inks: 46.7 dB PSNR against them for the bench's 1600x1200 photo, 704 KB (90: 48.6 dB,
 * 907 KB; every document copies the bytes). mozjpeg's 90 was as small and as close, at ten times the encoding time.
 */
const QUALITY = 85;

let conversions = 0;

/** How many images this thread has converted to inks: a test's proof that a kept photo is not converted again. */
export const inkConversions = (): number => conversions;

/** A photo a document embeds as it came: its asset's id (which names exact bytes) and those bytes. */
export interface Photo {
  id: number;
  bytes: Buffer;
}

/** The content hash by asset id: hashing a 300 KB photo took ~0.5 ms of every document. */
const hashes = new LRUCache<number, string>({ max: 4096 });
/** This document's photos' hashes by their Buffer, which pdfkit opens while drawing. */
const prepared = new WeakMap<Buffer, string>();

const hashOf = (src: Buffer) => createHash('sha1').update(src).digest('base64');

function photoKey({ id, bytes }: Photo): string {
  let key = hashes.get(id);
  if (!key) hashes.set(id, (key = hashOf(bytes)));
  prepared.set(bytes, key);
  return key;
}

/** Decoded by Skia (PNG, JPEG, WebP) as the raster backends decode it, converted from sRGB through the profile. */
function toInks(
  src: Buffer,
  print: PrintColour,
): { width: number; height: number; inks: Uint8Array; alpha: Buffer | null } {
  conversions++;
  const img = new Image();
  img.src = src;
  const { width, height } = img;
  const context = createCanvas(width, height).getContext('2d');
  context.drawImage(img, 0, 0);
  // getImageData's pixels are not premultiplied: a translucent pixel keeps its colour.
  const rgba = context.getImageData(0, 0, width, height).data as unknown as Uint8Array;
  const pixels = width * height;
  let opaque = true;
  const alpha = Buffer.allocUnsafe(pixels);
  for (let i = 0; i < pixels; i++) if ((alpha[i] = rgba[i * 4 + 3]) !== 255) opaque = false;
  return {
    width,
    height,
    inks: print.pixelsToCmyk(rgba, pixels),
    alpha: opaque ? null : deflateSync(alpha, { level: 1 }),
  };
}

/** CMYK pixels (4 bytes each) as a CMYK JPEG: libvips takes the four inks as planes joined into one CMYK image. */
async function cmykJpeg(inks: Uint8Array, width: number, height: number): Promise<Buffer> {
  const pixels = width * height;
  const planes = [0, 1, 2, 3].map(() => Buffer.allocUnsafe(pixels));
  const [c, m, y, k] = planes;
  for (let i = 0, j = 0; i < pixels; i++, j += 4) {
    c[i] = inks[j];
    m[i] = inks[j + 1];
    y[i] = inks[j + 2];
    k[i] = inks[j + 3];
  }
  const raw = { raw: { width, height, channels: 1 as const } };
  return sharp(c, raw).joinChannel([m, y, k], raw).toColourspace('cmyk').jpeg({ quality: QUALITY }).toBuffer();
}

/** Converts each of these images to a CMYK JPEG once per thread, before a document draws them. */
export async function prepareInkJpegs(photos: readonly Photo[], print: PrintColour): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const photo of photos) {
    const key = photoKey(photo);
    if (inkImages.get(key)?.filter === 'DCTDecode') continue;
    let conversion = converting.get(key);
    if (!conversion) {
      conversion = (async () => {
        const { width, height, inks, alpha } = toInks(photo.bytes, print);
        const jpeg = await cmykJpeg(inks, width, height);
        inkImages.set(key, { width, height, inks: jpeg, filter: 'DCTDecode', alpha });
      })()
        // Left to the drawing, as before this step: converted there, or refused with its layer named.
        .catch(() => undefined)
        .finally(() => converting.delete(key));
      converting.set(key, conversion);
    }
    pending.push(conversion);
  }
  await Promise.all(pending);
}

/** The image in inks: as prepared, else converted now and deflated (a raster drawn for this document). */
export function inkImage(src: Buffer, print: PrintColour): InkImage {
  const key = prepared.get(src) ?? hashOf(src);
  const kept = inkImages.get(key);
  if (kept) return kept;
  const { width, height, inks, alpha } = toInks(src, print);
  const image: InkImage = { width, height, inks: deflateSync(inks, { level: 1 }), filter: 'FlateDecode', alpha };
  inkImages.set(key, image);
  return image;
}
