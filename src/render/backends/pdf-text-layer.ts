import type * as fontkit from 'fontkit';

const COMBINING_MARK = /[\p{Mn}\p{Me}]/u;

/**
 * The /ActualText a drawn piece needs so that the PDF reads back `text`, or undefined when its glyphs
 * already do through the ToUnicode map. pdfkit maps each glyph to the characters of fontkit's one glyph
 * object per id, so a glyph several letters share (an Arabic skeleton whose dots are separate marks), a
 * mark given no characters, or a vowel sign drawn before its consonant reads back wrong.
 *
 * A right-to-left piece always gets one, in drawn (visual) order: readers lay a span's text left to right
 * over the glyphs it covers, then reorder right-to-left runs into reading order, as they do for glyphs.
 * So does a letter-spaced piece, whose gaps readers take for spaces between words, and a piece with
 * combining marks: readers place a mark by its glyph's origin, and a mark drawn last sits where the next
 * piece begins (Thai words touch), so it would join the next word's first letter.
 */
export function actualText(
  text: string,
  rtl: boolean,
  letterSpacing: number,
  glyphsOf: (text: string) => fontkit.Glyph[],
): string | undefined {
  if (rtl) return [...text].reverse().join('');
  if (letterSpacing !== 0 || COMBINING_MARK.test(text)) return text;
  let mapped = '';
  for (const glyph of glyphsOf(text)) mapped += String.fromCodePoint(...glyph.codePoints);
  return mapped === text ? undefined : text;
}
