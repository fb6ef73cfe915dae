import sharp from 'sharp';
import * as lcmsWasm from 'lcms-wasm';
import type { Cmyk } from '../../design/cmyk.js';

/**
 * The print condition every CMYK colour is converted through: one CMYK ICC profile and LittleCMS
 * (lcms-wasm) transforms between it and sRGB. Loaded once per thread (~0.3 s), on first use.
 *
 * The profile is the CMYK profile libvips builds in, which sharp (already a dependency) installs from
 * npm: "Chemical proof" by Graeme W. Gill (ArgyllCMS), released into the public domain. No FOGRA or
 * GRACoL profile is on npm under a free licence (docs/rendering.md "Print colour"). Its measurement
 * data (the `targ`, `DevD` and `CIED` tags, ~730 KB) is not needed to convert and is left out of the
 * copy every PDF/X embeds.
 */
export interface PrintColour {
  /** The ICC profile a PDF/X embeds as its output intent. */
  profile: Buffer;
  /** Its description, the output condition a PDF/X names. */
  name: string;
  /** How inks print, seen on screen: the sRGB (0-255) of a CMYK colour. */
  toSrgb(cmyk: Cmyk): [number, number, number];
  /** An sRGB colour (0-255) as inks (0-100). */
  toCmyk(r: number, g: number, b: number): Cmyk;
  /** RGBA pixels as CMYK pixels (4 bytes each; alpha dropped). */
  pixelsToCmyk(rgba: Uint8Array, pixels: number): Uint8Array;
  /** CMYK pixels (4 bytes each) as sRGB pixels (3 bytes each): how those inks print, on screen. */
  cmykPixelsToSrgb(cmyk: Uint8Array, pixels: number): Uint8Array;
}

const DROPPED_TAGS = new Set(['targ', 'DevD', 'CIED']);

/** The profile without the tags it does not need to convert: the table rewritten, the data kept where it was. */
function withoutTags(icc: Buffer): Buffer {
  const count = icc.readUInt32BE(128);
  const kept: Buffer[] = [];
  let end = 0;
  for (let i = 0; i < count; i++) {
    const entry = icc.subarray(132 + i * 12, 144 + i * 12);
    if (DROPPED_TAGS.has(entry.toString('latin1', 0, 4))) continue;
    kept.push(entry);
    end = Math.max(end, entry.readUInt32BE(4) + entry.readUInt32BE(8));
  }
  const out = Buffer.alloc(end + ((4 - (end % 4)) % 4));
  icc.copy(out, 0, 0, Math.min(icc.length, end));
  out.fill(0, 132, 132 + count * 12);
  kept.forEach((entry, i) => entry.copy(out, 132 + i * 12));
  out.writeUInt32BE(kept.length, 128);
  out.writeUInt32BE(out.length, 0);
  out.fill(0, 84, 100); // the profile ID (an MD5 of the bytes) is optional, and no longer true
  return out;
}

/** libvips's built-in CMYK profile, as sharp embeds it in a one-pixel CMYK JPEG. */
async function libvipsCmykProfile(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
    .toColourspace('cmyk')
    .withIccProfile('cmyk')
    .jpeg()
    .toBuffer();
  const { icc } = await sharp(jpeg).metadata();
  if (!icc) throw new Error('sharp embedded no CMYK profile');
  return withoutTags(icc);
}

async function load(): Promise<PrintColour> {
  const profile = await libvipsCmykProfile();
  const lcms = await lcmsWasm.instantiate();
  // lcms-wasm's own cmsOpenProfileFromMem copies through the stack, which a 200 KB profile overflows.
  const at = lcms._malloc(profile.length);
  lcms.HEAPU8.set(profile, at);
  const cmyk = lcms._cmsOpenProfileFromMem(at, profile.length);
  lcms._free(at);
  if (!cmyk) throw new Error('LittleCMS could not open the CMYK profile');
  const srgb = lcms.cmsCreate_sRGBProfile();
  const intent = lcmsWasm.INTENT_RELATIVE_COLORIMETRIC;
  const bpc = lcmsWasm.cmsFLAGS_BLACKPOINTCOMPENSATION;
  const toSrgb = lcms.cmsCreateTransform(cmyk, lcmsWasm.TYPE_CMYK_8, srgb, lcmsWasm.TYPE_RGB_8, intent, 0);
  const toCmyk = lcms.cmsCreateTransform(srgb, lcmsWasm.TYPE_RGB_8, cmyk, lcmsWasm.TYPE_CMYK_8, intent, bpc);
  const pixels = lcms.cmsCreateTransform(srgb, lcmsWasm.TYPE_RGBA_8, cmyk, lcmsWasm.TYPE_CMYK_8, intent, bpc);
  const ink = (v: number) => Math.round(Math.min(100, Math.max(0, v)) * 2.55);
  return {
    profile,
    name: lcms.cmsGetProfileInfoASCII(cmyk, lcmsWasm.cmsInfoDescription, 'en', 'US'),
    toSrgb: (c) => [...lcms.cmsDoTransform(toSrgb, new Uint8Array(c.map(ink)), 1)] as [number, number, number],
    toCmyk: (r, g, b) =>
      [...lcms.cmsDoTransform(toCmyk, new Uint8Array([r, g, b]), 1)].map((v) => (v * 100) / 255) as Cmyk,
    // lcms-wasm sizes the output by the input's extra (alpha) channel too: the first 4 bytes a pixel are the CMYK.
    pixelsToCmyk: (rgba, n) => lcms.cmsDoTransform(pixels, rgba, n).subarray(0, 4 * n),
    cmykPixelsToSrgb: (inks, n) => lcms.cmsDoTransform(toSrgb, inks, n),
  };
}

let loaded: Promise<PrintColour> | undefined;

/** The thread's print colour, loaded the first time it is asked for. */
export const printColour = (): Promise<PrintColour> => (loaded ??= load());
