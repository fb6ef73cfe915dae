import * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faceChain, listFonts, resolveFamily } from '../../src/render/fonts.js';

describe('font registry', () => {
  const fonts = listFonts();
  const family = (name: string) => fonts.find((f) => f.family === name);

  it('bundles a sans, a serif and a mono with regular and bold, plus Arabic, Hebrew and colour emoji', () => {
    for (const alias of ['sans', 'serif', 'mono']) {
      const f = fonts.find((x) => x.aliases.includes(alias))!;
      expect(f.weights, f.family).toEqual(expect.arrayContaining([400, 700]));
      expect(f.styles, f.family).toEqual(['italic', 'normal']);
    }
    expect(family('Noto Sans Arabic')?.scripts).toContain('arabic');
    expect(family('Noto Sans Hebrew')?.scripts).toContain('hebrew');
    expect(family('Noto Color Emoji')?.scripts).toContain('emoji');
  });

  it('resolves names and aliases case-insensitively and falls back to sans', () => {
    expect(resolveFamily('Serif')).toBe('Noto Serif');
    expect(resolveFamily('inter')).toBe('Inter');
    expect(resolveFamily("'Roboto Mono'")).toBe('Roboto Mono');
    expect(resolveFamily('Papyrus, Wingdings')).toBe('Inter');
  });

  it('picks the nearest weight and keeps italic where the family has it', () => {
    const chain = faceChain({ family: 'Noto Serif', weight: 650, italic: true });
    expect(chain.text[0]).toMatchObject({ family: 'Noto Serif', weight: 700, italic: true });
    // Arabic has no italic: its upright face of the same weight follows.
    expect(chain.text[1]).toMatchObject({ family: 'Noto Sans Arabic', weight: 700, italic: false });
  });

  // pdfkit shapes with fontkit, which crashed on some fonts' contextual alternates (JetBrains Mono's
  // code ligatures such as "->"); every bundled text face must shape pairs of ASCII punctuation,
  // digits and a few letters.
  it('every bundled regular and bold face shapes ASCII pairs with fontkit', () => {
    const chars = [...' !"#$%&\'()*+,-./0123456789:;<=>?@[\\]^_`{|}~aZfi'];
    const samples = chars.flatMap((a) => chars.map((b) => a + b));
    for (const face of new Set(fonts.flatMap((f) => [400, 700].map((w) => faceChain({ family: f.family, weight: w, italic: false }).text[0])))) {
      if (face.family === 'Noto Color Emoji') continue;
      const font = fontkit.create(readFileSync(face.file as string)) as fontkit.Font;
      const failures = samples.filter((s) => {
        try {
          font.layout(s);
          return false;
        } catch {
          return true;
        }
      });
      expect(failures, face.id).toEqual([]);
    }
  });
});
