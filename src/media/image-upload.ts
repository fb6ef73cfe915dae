import { looksLikeSvg, sanitiseSvg, SvgRefused } from '../render/index.js';
import { ValidationError } from '../errors/validation-error.js';

/** The largest upload accepted. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** The renderer draws images up to 40 megapixels: a larger one, or a decompression bomb, is refused before it is decoded. */
const MAX_UPLOAD_PIXELS = 40_000_000;

const NOT_AN_IMAGE = 'The file must be an image.';
export const TOO_LARGE = `The file must not be greater than ${MAX_UPLOAD_BYTES / 1024} kilobytes.`;
const DAMAGED = 'The file is damaged or incomplete: it could not be read as an image.';

type OutputFormat = 'png' | 'jpeg' | 'webp' | 'gif';

// Sniffed type → stored format. Each stays in its own format, except AVIF, which the renderer
// cannot draw; an animated GIF, WebP or PNG keeps its first frame (renders are still images).
const OUTPUT: Record<string, OutputFormat> = {
  'image/png': 'png',
  'image/apng': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'webp',
};
const EXTENSION: Record<OutputFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' };

export interface ConvertedImage {
  data: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

const fail = (message: string) => ValidationError.of('file', message);

/**
 * An upload made safe to store and serve: recognised by its bytes (never its name or declared
 * type), turned upright from its EXIF orientation, and re-encoded without metadata (camera, GPS)
 * in its own format. An SVG is stored as the renderer's sanitiser writes it out, or refused with
 * its reason before any other parser sees it.
 */
export async function convertImage(bytes: Buffer): Promise<ConvertedImage> {
  const sniffed = await sniff(bytes);
  if (sniffed === 'svg') return convertSvg(bytes);
  const { sharp, format } = sniffed;
  try {
    // failOn 'error' refuses truncated and corrupt pixel data rather than storing a half-grey image.
    const image = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' }).rotate();
    const encoded = format === 'png' ? image.png() : format === 'gif' ? image.gif() : image[format]({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: `image/${format}`,
      extension: EXTENSION[format],
      width: info.width,
      height: info.height,
    };
  } catch {
    throw fail(DAMAGED);
  }
}

/**
 * Recognised by its bytes (an SVG by its markup, sanitised by convertSvg), and a raster image's size read
 * from its header alone, so a bomb is refused undecoded.
 */
async function sniff(bytes: Buffer) {
  if (bytes.length > MAX_UPLOAD_BYTES) throw fail(TOO_LARGE);
  // Loaded on the first upload, not at every server's start.
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([import('file-type'), import('sharp')]);
  const mime = (await fileTypeFromBuffer(bytes))?.mime ?? '';
  const format = OUTPUT[mime];
  if (!format && looksLikeSvg(bytes)) return 'svg';
  if (!format) throw fail(NOT_AN_IMAGE);
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw fail(DAMAGED);
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS) {
    throw fail(
      `The file must not have more than ${MAX_UPLOAD_PIXELS / 1e6} megapixels; it is ${meta.width}x${meta.height} pixels.`,
    );
  }
  return { sharp, mime, format, width: meta.width, height: meta.height };
}

/**
 * An image another Snapforge stored (a design bundle's media), kept byte for byte so that the design
 * renders identically here: held to an upload's checks (its own bytes, size, megapixels, whole pixel
 * data; an SVG sanitised), but not re-encoded. A format an upload would convert (AVIF) is refused, as no server stores it.
 */
export async function checkStoredImage(bytes: Buffer): Promise<ConvertedImage> {
  const sniffed = await sniff(bytes);
  if (sniffed === 'svg') return convertSvg(bytes);
  const { sharp, mime, format, width, height } = sniffed;
  if (mime !== `image/${format}`) throw fail(NOT_AN_IMAGE);
  await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' })
    .raw()
    .toBuffer()
    .catch(() => Promise.reject(fail(DAMAGED)));
  return { data: bytes, contentType: `image/${format}`, extension: EXTENSION[format], width, height };
}

function convertSvg(bytes: Buffer): ConvertedImage {
  try {
    const svg = sanitiseSvg(bytes);
    const [width, height] = [svg.width, svg.height].map((n) => Math.max(1, Math.round(n)));
    return { data: svg.bytes, contentType: 'image/svg+xml', extension: 'svg', width, height };
  } catch (err) {
    if (err instanceof SvgRefused) throw fail(`The SVG file cannot be used: it ${err.message}.`);
    throw err;
  }
}
