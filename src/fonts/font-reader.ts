import type * as Fontkit from 'fontkit';
import { ValidationError } from '../errors/validation-error.js';
import { checkCmap } from './cmap-check.js';
import { COLLECTION, DAMAGED, NO_CMAP, refuse } from './font-refusals.js';
import { woffToSfnt } from './woff.js';

export interface ParsedFont {
  /** TrueType or OpenType (CFF), whatever the upload was wrapped in. */
  data: Buffer;
  extension: 'ttf' | 'otf';
  family: string;
  weight: number;
  style: 'normal' | 'italic';
}

export type Container = 'sfnt' | 'woff' | 'woff2';

/**
 * Unwraps a font whose container and unpacked sizes font-file.ts has checked, bounds its character
 * map, parses it with fontkit, reads every part a render will use and describes it from its own
 * name and OS/2 tables. Runs in a font-parse worker: fontkit and the WOFF2 decoder meet untrusted
 * bytes there, under a heap and a time limit. Anything wrong is a 422 on `file`.
 */
export async function readFont(bytes: Buffer, container: Container): Promise<ParsedFont> {
  const data = container === 'sfnt' ? bytes : await unwrap(bytes, container);
  checkCmap(data);
  const font = open(await import('fontkit'), data);
  return { data, extension: data.toString('latin1', 0, 4) === 'OTTO' ? 'otf' : 'ttf', ...describe(font) };
}

async function unwrap(bytes: Buffer, container: 'woff' | 'woff2'): Promise<Buffer> {
  try {
    if (container === 'woff') return woffToSfnt(bytes);
    const { decompress } = await import('wawoff2');
    const sfnt = await decompress(bytes);
    return Buffer.from(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  } catch {
    // woffToSfnt's WoffError, zlib's errors, wawoff2's 'ConvertWOFF2ToTTF failed'.
    throw refuse(DAMAGED);
  }
}

/** Parses and reads every part a render will use, so a damaged font fails here, not in a render. */
function open(fontkit: typeof Fontkit, data: Buffer): Fontkit.Font {
  let font: Fontkit.Font;
  try {
    const parsed = fontkit.create(data);
    if (!('characterSet' in parsed)) throw refuse(COLLECTION);
    font = parsed;
    for (const table of Object.values((font as unknown as { directory: { tables: object } }).directory.tables) as {
      offset: number;
      length: number;
    }[]) {
      if (table.offset + table.length > data.length) throw refuse(DAMAGED);
    }
    if (!font.unitsPerEm || !font['OS/2'] || !font.hhea) throw refuse(DAMAGED);
  } catch (e) {
    throw e instanceof ValidationError ? e : refuse(DAMAGED);
  }
  let drawable: number[];
  try {
    drawable = font.characterSet.filter((cp) => cp > 0x20 && font.hasGlyphForCodePoint(cp));
  } catch {
    throw refuse(NO_CMAP);
  }
  if (drawable.length === 0) throw refuse(NO_CMAP);
  try {
    // Outlines are read lazily by fontkit: read some now (and shape them, as the PDF backend will).
    for (const cp of drawable.slice(0, 64)) void font.glyphForCodePoint(cp).path.commands.length;
    font.layout(String.fromCodePoint(...drawable.slice(0, 64)));
  } catch {
    throw refuse(DAMAGED);
  }
  return font;
}

function describe(font: Fontkit.Font): Pick<ParsedFont, 'family' | 'weight' | 'style'> {
  // Typographic family (name ID 16) groups weights beyond the four a legacy family (ID 1) allows.
  const name = (font.getName('preferredFamily', 'en') ?? font.familyName ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 100);
  if (!name) throw refuse('The font has no family name in its name table.');
  const os2 = font['OS/2'] as { usWeightClass?: number; fsSelection?: { italic?: boolean; oblique?: boolean } };
  const weight = Math.min(900, Math.max(100, Math.round((os2.usWeightClass || 400) / 100) * 100));
  const subfamily = font.getName('preferredSubfamily', 'en') ?? font.subfamilyName ?? '';
  const italic =
    os2.fsSelection?.italic === true || os2.fsSelection?.oblique === true || /italic|oblique/i.test(subfamily);
  return { family: name, weight, style: italic ? 'italic' : 'normal' };
}
