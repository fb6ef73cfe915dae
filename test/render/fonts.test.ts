import * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faceChain, listFonts, resolveFamily, resolveFont, type FontFace } from '../../src/render/fonts/fonts.js';
import { mayUseUploadedFonts } from '../../src/render/scene/scene.js';
import { design } from './helpers.js';

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
    for (const face of new Set(
      fonts.flatMap((f) => [400, 700].map((w) => faceChain({ family: f.family, weight: w, italic: false }).text[0])),
    )) {
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

  it('bundles Thai, Devanagari, Bengali and a Noto Sans CJK family per region', () => {
    for (const [name, script] of [
      ['Noto Sans Thai', 'thai'],
      ['Noto Sans Devanagari', 'devanagari'],
      ['Noto Sans Bengali', 'bengali'],
    ]) {
      expect(family(name)?.scripts, name).toContain(script);
    }
    for (const name of ['Noto Sans SC', 'Noto Sans TC', 'Noto Sans JP', 'Noto Sans KR'])
      expect(family(name)?.weights, name).toEqual(expect.arrayContaining([400, 700]));
    expect(resolveFamily('Japanese')).toBe('Noto Sans JP');
    const chain = faceChain({ family: 'Inter', weight: 400, italic: false }, 'kr');
    const families = chain.text.map((f) => f.family);
    expect(families).toEqual(expect.arrayContaining(['Noto Sans Thai', 'Noto Sans Devanagari', 'Noto Sans Bengali']));
    // The text's region first, the others after it for ideographs its character set lacks.
    expect(families.filter((f) => /^Noto Sans (SC|TC|JP|KR)$/.test(f))).toEqual([
      'Noto Sans KR',
      'Noto Sans SC',
      'Noto Sans TC',
      'Noto Sans JP',
    ]);
  });

  describe('uploaded families', () => {
    const face = (weight: number, italic = false): FontFace => ({
      id: `account-${weight}${italic ? 'i' : ''}`,
      family: 'Brand Sans',
      weight,
      italic,
      file: new Uint8Array(),
    });
    const account = new Map([['brand sans', [face(400), face(700), face(400, true)]]]);

    it('resolve by name in any case and in CSS lists, after the bundled names', () => {
      expect(resolveFont('brand SANS', account)).toEqual({ family: 'Brand Sans', faces: account.get('brand sans') });
      expect(resolveFont('"Brand Sans", serif', account).family).toBe('Brand Sans');
      expect(resolveFont('serif, Brand Sans', account)).toEqual({ family: 'Noto Serif' });
      expect(resolveFont('Brand Sans', new Map())).toEqual({ family: 'Inter' });
    });

    it('give the chain their nearest face, then the bundled fallbacks', () => {
      const chain = faceChain({ family: 'Brand Sans', weight: 600, italic: false, faces: account.get('brand sans') });
      expect(chain.text[0].id).toBe('account-700');
      expect(chain.text[1].family).toBe('Noto Sans Arabic');
      expect(
        faceChain({ family: 'Brand Sans', weight: 400, italic: true, faces: account.get('brand sans') }).text[0].id,
      ).toBe('account-400i');
    });

    it('are looked up only when a text layer names a family that is not bundled', () => {
      const req = (font_family: string) => ({
        design: design(100, 100, [{ layer: 't', type: 'text', x: 0, y: 0, width: 100, height: 100, font_family }]),
        format: 'png' as const,
      });
      expect(mayUseUploadedFonts(req('Brand Sans, serif'))).toBe(true);
      expect(mayUseUploadedFonts(req('serif, Brand Sans'))).toBe(false);
      expect(mayUseUploadedFonts(req('sans'))).toBe(false);
    });
  });
});
