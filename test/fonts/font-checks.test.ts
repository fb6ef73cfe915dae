import { describe, expect, it } from 'vitest';
import { parseFontFile } from '../../src/fonts/font-file.js';
import { ValidationError } from '../../src/errors/validation-error.js';
import { groupsSubtable, INTER_TTF, lyingWoff2, segmentsSubtable, withCmapSubtable, woffBomb } from './font-bombs.js';
import { INCONSOLATA_OTF, OCRB_TTF, toWoff, toWoff2 } from './font-files.js';

const MB = 1024 * 1024;
const DAMAGED = 'The font is damaged or incomplete: it could not be read.';
const NO_CMAP = 'The font has no usable character map (cmap): no character can be drawn with it.';

/** The reason a font is refused for, or null when it is accepted. */
async function refusal(bytes: Buffer): Promise<string | null> {
  try {
    await parseFontFile(bytes);
    return null;
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    return e.errors.file[0];
  }
}

describe('font bombs are refused by bounded reads, before fontkit or an inflater sees them', () => {
  // Each read in a parse thread of its own, two at a time: about a second each from the TypeScript sources.
  it('accepts real fonts in every container, their own cmaps within bounds', { timeout: 120_000 }, async () => {
    const fonts = [INTER_TTF, OCRB_TTF, INCONSOLATA_OTF];
    const files = [...fonts, ...fonts.map((f) => toWoff(f))];
    // One at a time: wawoff2 garbles compressions that overlap.
    for (const font of fonts) files.push(await toWoff2(font));
    expect(await Promise.all(files.map(refusal))).toEqual(files.map(() => null));
    // A format-13 map of all of Unicode to one glyph (a last-resort font) is within the cap: fontkit
    // reads it, and fails in a way it can catch (its list of 1.1 million code points overflows a spread).
    expect(await refusal(withCmapSubtable(INTER_TTF, groupsSubtable([[0, 0x10ffff, 3]], 13)))).toBe(NO_CMAP);
  });

  it('refuses cmap groups and segments that list more code points than Unicode has', async () => {
    expect(await refusal(withCmapSubtable(INTER_TTF, groupsSubtable([[0, 0xfffffffe, 3]])))).toBe(
      "The font's character map (cmap) maps code points beyond Unicode (above U+10FFFF).",
    );
    const overlapping = groupsSubtable(Array.from({ length: 8 }, (_, i) => [i, 0x10ffff, 3]));
    expect(await refusal(withCmapSubtable(INTER_TTF, overlapping))).toBe(
      "The font's character map (cmap) maps 8912868 code points; at most 1114112 (all of Unicode) are accepted.",
    );
    const format13 = groupsSubtable(
      [
        [0, 0x10ffff, 3],
        [0x20, 0x7e, 4],
      ],
      13,
    );
    expect(await refusal(withCmapSubtable(INTER_TTF, format13))).toBe(
      "The font's character map (cmap) maps 1114207 code points; at most 1114112 (all of Unicode) are accepted.",
    );
    const format4 = segmentsSubtable(Array.from({ length: 20 }, () => [0, 0xfffe]));
    expect(await refusal(withCmapSubtable(INTER_TTF, format4))).toBe(
      "The font's character map (cmap) maps 1310701 code points; at most 1114112 (all of Unicode) are accepted.",
    );
  });

  it('refuses a cmap whose groups run past its table', async () => {
    const sub = groupsSubtable([[0x20, 0x7e, 3]]);
    sub.writeUInt32BE(1_000_000, 12);
    expect(await refusal(withCmapSubtable(INTER_TTF, sub))).toBe(DAMAGED);
  });

  it("sums a WOFF's tables from its directory, whatever its header says, and inflates no table past its declared length", async () => {
    // 16 tables of 64 MB of zeros share one 64 KB deflate stream: 1.1 MB of WOFF, 1 GB unpacked.
    const bomb = woffBomb(INTER_TTF, 16, 64 * MB);
    expect(bomb.readUInt32BE(16)).toBe(INTER_TTF.length);
    expect(await refusal(bomb)).toBe('The font would unpack to 1025 MB; at most 64 MB is accepted.');
    // One table declaring 1 KB whose stream inflates to 8 MB.
    const liar = woffBomb(INTER_TTF, 1, 8 * MB);
    const at = 44 + (liar.readUInt16BE(12) - 1) * 20;
    liar.writeUInt32BE(1024, at + 12);
    expect(await refusal(liar)).toBe(DAMAGED);
  });

  it("sums a WOFF2's tables from its directory before the decoder inflates anything", async () => {
    expect(await refusal(lyingWoff2(128 * MB, 1000))).toBe(
      'The font would unpack to 129 MB; at most 64 MB is accepted.',
    );
    // Within the cap, but not within the font its header declares.
    expect(await refusal(lyingWoff2(32 * MB, 1000))).toBe(DAMAGED);
    const cut = lyingWoff2(1000, 2000).subarray(0, 50);
    expect(await refusal(cut)).toBe(DAMAGED);
  });
});
