import type * as Fontkit from 'fontkit';
import { ValidationError } from '../validation/validation-error.js';
import { woffToSfnt } from './woff.js';

/** The largest upload accepted. */
export const MAX_FONT_BYTES = 20 * 1024 * 1024;
/** The largest font a WOFF or WOFF2 file may unpack to, checked from its header before unpacking. */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

const NOT_A_FONT = 'The file must be a font.';
export const TOO_LARGE = `The file must not be greater than ${MAX_FONT_BYTES / 1024} kilobytes.`;
const DAMAGED = 'The font is damaged or incomplete: it could not be read.';
const NO_CMAP = 'The font has no usable character map (cmap): no character can be drawn with it.';
const COLLECTION = 'Font collections (.ttc, .dfont) are not accepted: upload each font of the collection on its own.';

export interface ParsedFont {
  /** TrueType or OpenType (CFF), whatever the upload was wrapped in. */
  data: Buffer;
  extension: 'ttf' | 'otf';
  family: string;
  weight: number;
  style: 'normal' | 'italic';
}

type Container = 'sfnt' | 'woff' | 'woff2' | 'collection';

/** By the first four bytes only: names and declared types are not trusted. */
function containerOf(bytes: Buffer): Container | null {
  if (bytes.length < 12) return null;
  const tag = bytes.toString('latin1', 0, 4);
  if (tag === '\u0000\u0001\u0000\u0000' || tag === 'OTTO' || tag === 'true') return 'sfnt';
  if (tag === 'wOFF') return 'woff';
  if (tag === 'wOF2') return 'woff2';
  if (tag === 'ttcf') return 'collection';
  return null;
}

const fail = (message: string) => ValidationError.of('file', message);

/**
 * An uploaded font made safe to keep: recognised by its bytes, unwrapped from WOFF or WOFF2 (a
 * declared unpacked size above the cap is refused before anything is inflated), parsed with
 * fontkit, its tables bounds-checked and its outlines read, and described from its own name and
 * OS/2 tables. Anything else is a 422 on `file`.
 */
export async function parseFontFile(bytes: Buffer): Promise<ParsedFont> {
  if (bytes.length > MAX_FONT_BYTES) throw fail(TOO_LARGE);
  const container = containerOf(bytes);
  if (!container) throw fail(NOT_A_FONT);
  if (container === 'collection') throw fail(COLLECTION);
  const data = container === 'sfnt' ? bytes : await unwrap(bytes, container);
  // Loaded on the first upload: fontkit (and its brotli) took ~120 ms of every server's start.
  const font = open(await import('fontkit'), data);
  return { data, extension: data.toString('latin1', 0, 4) === 'OTTO' ? 'otf' : 'ttf', ...describe(font) };
}

async function unwrap(bytes: Buffer, container: 'woff' | 'woff2'): Promise<Buffer> {
  // Both formats declare the unpacked size (totalSfntSize) at byte 16 of their header.
  const declared = bytes.readUInt32BE(16);
  if (declared > MAX_UNPACKED_BYTES) {
    throw fail(`The font would unpack to ${Math.ceil(declared / 1024 / 1024)} MB; at most ${MAX_UNPACKED_BYTES / 1024 / 1024} MB is accepted.`);
  }
  try {
    if (container === 'woff') return woffToSfnt(bytes);
    const { decompress } = await import('wawoff2');
    const sfnt = await decompress(bytes);
    return Buffer.from(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  } catch {
    // woffToSfnt's WoffError, zlib's errors, wawoff2's 'ConvertWOFF2ToTTF failed'.
    throw fail(DAMAGED);
  }
}

/** Parses and reads every part a render will use, so a damaged font fails here, not in a render. */
function open(fontkit: typeof Fontkit, data: Buffer): Fontkit.Font {
  let font: Fontkit.Font;
  try {
    const parsed = fontkit.create(data);
    if (!('characterSet' in parsed)) throw fail(COLLECTION);
    font = parsed;
    for (const table of Object.values((font as unknown as { directory: { tables: object } }).directory.tables) as { offset: number; length: number }[]) {
      if (table.offset + table.length > data.length) throw fail(DAMAGED);
    }
    if (!font.unitsPerEm || !font['OS/2'] || !font.hhea) throw fail(DAMAGED);
  } catch (e) {
    throw e instanceof ValidationError ? e : fail(DAMAGED);
  }
  let drawable: number[];
  try {
    drawable = font.characterSet.filter((cp) => cp > 0x20 && font.hasGlyphForCodePoint(cp));
  } catch {
    throw fail(NO_CMAP);
  }
  if (drawable.length === 0) throw fail(NO_CMAP);
  try {
    // Outlines are read lazily by fontkit: read some now (and shape them, as the PDF backend will).
    for (const cp of drawable.slice(0, 64)) void font.glyphForCodePoint(cp).path.commands.length;
    font.layout(String.fromCodePoint(...drawable.slice(0, 64)));
  } catch {
    throw fail(DAMAGED);
  }
  return font;
}

function describe(font: Fontkit.Font): Pick<ParsedFont, 'family' | 'weight' | 'style'> {
  // Typographic family (name ID 16) groups weights beyond the four a legacy family (ID 1) allows.
  const name = (font.getName('preferredFamily', 'en') ?? font.familyName ?? '').replace(/\p{Cc}/gu, '').trim().slice(0, 100);
  if (!name) throw fail('The font has no family name in its name table.');
  const os2 = font['OS/2'] as { usWeightClass?: number; fsSelection?: { italic?: boolean; oblique?: boolean } };
  const weight = Math.min(900, Math.max(100, Math.round((os2.usWeightClass || 400) / 100) * 100));
  const subfamily = font.getName('preferredSubfamily', 'en') ?? font.subfamilyName ?? '';
  const italic = os2.fsSelection?.italic === true || os2.fsSelection?.oblique === true || /italic|oblique/i.test(subfamily);
  return { family: name, weight, style: italic ? 'italic' : 'normal' };
}
