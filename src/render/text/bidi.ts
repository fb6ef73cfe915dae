import bidiJs from 'bidi-js';

// bidi-js is CommonJS with types that declare an ES default export; at run time the import is the factory.
const bidi = (bidiJs as unknown as typeof bidiJs.default)();

// Strong right-to-left characters and the explicit RTL controls; without any, all text is level 0.
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}\u200F\u202B\u202E\u2067]/u;

export type Direction = 'ltr' | 'rtl';

export function hasRtl(text: string): boolean {
  return RTL.test(text);
}

/** A paragraph's direction: the first strong character decides (Unicode rule P2), else ltr. */
export function paragraphDirection(paragraph: string): Direction {
  if (!hasRtl(paragraph)) return 'ltr';
  return bidi.getEmbeddingLevels(paragraph).paragraphs[0].level % 2 === 1 ? 'rtl' : 'ltr';
}

/** The resolved embedding level of every UTF-16 unit of one line (odd is right-to-left). */
export function embeddingLevels(line: string, direction: Direction): Uint8Array {
  if (direction === 'ltr' && !hasRtl(line)) return new Uint8Array(line.length);
  return bidi.getEmbeddingLevels(line, direction).levels;
}

/** Unicode rule L2: from the highest level down to the lowest odd one, reverse each run at or above it. */
export function visualOrder<T>(items: T[], levelOf: (item: T) => number): T[] {
  const out = [...items];
  const levels = out.map(levelOf);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < out.length;) {
      if (levelOf(out[i]) < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < out.length && levelOf(out[j]) >= level) j++;
      const reversed = out.slice(i, j).reverse();
      out.splice(i, j - i, ...reversed);
      i = j;
    }
  }
  return out;
}

/** The character as drawn in a right-to-left run: "(" becomes ")". */
export function mirrored(text: string): string {
  let out = '';
  for (const ch of text) out += bidi.getMirroredCharacter(ch) ?? ch;
  return out;
}
