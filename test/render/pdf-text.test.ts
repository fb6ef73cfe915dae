import { describe, expect, it } from 'vitest';
import { renderScene } from '../../src/render/backends/render-scene.js';
import { buildScene } from '../../src/render/scene/scene.js';
import { design, pdfText, poppler, qpdfCheck, uncompressedPdf } from './helpers.js';

// What a reader types, one line per script: the PDF's text layer must give it back exactly. Arabic
// letters that differ only by their dots share a glyph skeleton; Devanagari and Bengali vowel signs
// are drawn before their consonant; emoji sequences are one glyph for several characters.
const SAMPLES = {
  arabic: 'خصم عرض',
  // Three words: its first drawn glyph was once a dot, so poppler saw a gap and broke the line in two.
  'arabic, three words': 'خصم عرض اليوم',
  hebrew: 'שָׁלוֹם עולם',
  quotes: 'it’s “quoted”',
  devanagari: 'दुनिया',
  bengali: 'হ্যালো বিশ্ব',
  thai: 'สวัสดีครับ ยินดีต้อนรับสู่ประเทศไทย',
  japanese: 'こんにちは世界',
  korean: '안녕하세요 세계',
  chinese: '你好，世界！',
  'emoji skin tone': '👍🏽',
  'emoji sequences': '👩‍💻 🇫🇷 1️⃣',
};

const render = async (text: string, layer: { height?: number; line_height?: number; letter_spacing?: number } = {}) => {
  const height = layer.height ?? 60;
  const d = design(600, height + 20, [
    { layer: 't', type: 'text', x: 10, y: 10, width: 580, height, text, font_size: 24, ...layer },
  ]);
  return (await renderScene(buildScene({ design: d, format: 'pdf' }), {})).data;
};

describe('the PDF text layer', () => {
  // First in the file: fontkit keeps one glyph object per id per thread, made with the characters of
  // the first shaping that met it; 'é café' makes Inter's "e" one with no characters of its own.
  it('gives back a word whose glyph was first shaped for another character', async () => {
    await render('é café');
    expect(pdfText(await render(SAMPLES.quotes))).toBe(SAMPLES.quotes);
  });

  it.each(Object.entries(SAMPLES))('gives back %s exactly as typed', async (_, text) => {
    const pdf = await render(text);
    expect(pdfText(pdf)).toBe(text);
    expect(qpdfCheck(pdf)).toContain('No syntax or stream encoding errors found');
  });

  it('gives back a whole card of scripts, still in embedded font subsets', async () => {
    const text = Object.values(SAMPLES).join('\n');
    const pdf = await render(text, { height: 460, line_height: 1.5 });
    // pdftotext puts an empty line between the blocks its layout analysis finds (the Arabic line's taller
    // face makes one of its own): a paragraph break of the reader's, not text of ours.
    expect(pdfText(pdf).replace(/\n+/g, '\n')).toBe(text);
    const fonts = poppler('pdffonts', pdf)
      .split('\n')
      .slice(2)
      .filter((l) => l.trim() !== '');
    expect(fonts.length).toBeGreaterThan(5);
    for (const line of fonts) expect(line, line).toMatch(/^[A-Z]{6}\+\S+\s.*\byes\s+yes\s+yes\b/); // embedded, subset, ToUnicode
  });

  it('gives back letter-spaced text without spaces inside its words', async () => {
    expect(pdfText(await render(SAMPLES.quotes, { letter_spacing: 3 }))).toBe(SAMPLES.quotes);
  });

  it('writes an ActualText span only where the glyphs do not read back by themselves', async () => {
    const raw = uncompressedPdf;
    expect(raw(await render('Plain Latin words'))).not.toContain('/ActualText');
    expect(raw(await render(SAMPLES.arabic))).toContain('/ActualText');
  });
});
