import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { subsetsCached } from '../../src/render/backends/pdf-font-subsets.js';

const require = createRequire(import.meta.url);
const inter = () =>
  fontkit.create(
    readFileSync(require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')),
  ) as fontkit.Font;

type Subset = { glyphs: number[]; includeGlyph(id: number): number; encode(): Uint8Array };

/** The subset's glyph ids for a text, in the order pdfkit includes them (as it writes the text's glyphs). */
function include(font: fontkit.Font, subset: Subset, text: string): number[] {
  return font.layout(text).glyphs.map((g) => subset.includeGlyph(g.id));
}

// The font files the cached subsets write must be fontkit's own, byte for byte, however their glyphs
// repeat and whatever order they come in: the cache reuses glyph outlines across documents, and a
// composite glyph (an accented letter: its parts renumbered in each subset) must not be reused.
describe('PDF font subsets kept between documents', () => {
  const texts = ['Hello, world', 'world, Hello', 'Café crème brûlée', 'Ça coûte 12 €', 'Hello, world'];

  it('write the font file fontkit writes, for each text, in any order, again and again', () => {
    const font = inter();
    const cached = subsetsCached(inter());
    for (const text of [...texts, ...texts.slice().reverse()]) {
      const mine = cached() as unknown as Subset;
      const theirs = font.createSubset() as unknown as Subset;
      expect(include(font, mine, text)).toEqual(include(font, theirs, text));
      expect(Buffer.from(mine.encode()).equals(Buffer.from(theirs.encode())), text).toBe(true);
    }
  });

  it('include a composite glyph and its parts, renumbered per subset', () => {
    const cached = subsetsCached(inter());
    const font = inter();
    const subset = cached() as unknown as Subset;
    include(font, subset, 'é');
    const before = subset.glyphs.length;
    subset.encode();
    // fontkit adds a composite's parts as it writes it: "é" is "e" and the accent in Inter.
    expect(subset.glyphs.length).toBeGreaterThan(before);
    const again = cached() as unknown as Subset;
    include(font, again, 'aé');
    const theirs = font.createSubset() as unknown as Subset;
    include(font, theirs, 'aé');
    expect(Buffer.from(again.encode()).equals(Buffer.from(theirs.encode()))).toBe(true);
  });
});
