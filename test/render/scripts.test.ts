import { describe, expect, it } from 'vitest';
import { cjkRegion } from '../../src/render/fonts/cjk-region.js';
import { renderScene } from '../../src/render/backends/render-scene.js';
import { buildScene } from '../../src/render/scene/scene.js';
import { layoutText } from '../../src/render/text/text-layout.js';
import { createCanvasMeasurer } from '../../src/render/text/text-measurer.js';
import type { OutputFormat, TextNode } from '../../src/render/base/types.js';
import { design, expectGolden, pdfText, pdfToPng, poppler } from './helpers.js';

// The scripts the bundled fallback chain draws beyond Latin, Arabic and Hebrew: a card per script,
// in the default family, so every glyph below comes from the fallback chain.
const SAMPLES = {
  'chinese-simplified': '你好，世界！这是简体中文的排版测试，没有空格也能换行。',
  'chinese-traditional': '你好，世界！這是繁體中文的排版測試，沒有空格也能換行。',
  japanese: 'こんにちは世界。これは日本語の組版テストです。',
  korean: '안녕하세요 세계. 이것은 한국어 조판 시험입니다.',
  thai: 'สวัสดีครับยินดีต้อนรับสู่ประเทศไทยภาษาไทยไม่มีช่องว่างระหว่างคำ',
  devanagari: 'नमस्ते दुनिया। यह हिन्दी में एक परीक्षण है।',
  bengali: 'হ্যালো বিশ্ব। এটি বাংলায় একটি পরীক্ষা।',
};

const card = (text: string) =>
  design(300, 120, [
    { layer: 'band', type: 'empty', x: 0, y: 0, width: 300, height: 6, background_color: '#2563eb' },
    { layer: 'title', type: 'text', x: 10, y: 14, width: 280, height: 100, text, font_size: 20, color: '#111827' },
  ]);

const render = async (text: string, format: OutputFormat) =>
  (await renderScene(buildScene({ design: card(text), format }), {})).data;

describe('every script', () => {
  it.each(Object.entries(SAMPLES))('draws %s with real glyphs in PNG and PDF', async (name, text) => {
    expectGolden(`script-${name}`, await render(text, 'png'));
    const pdf = await render(text, 'pdf');
    expectGolden(`script-${name}-pdf`, pdfToPng(pdf), 0.01);
    // Text stays text: the PDF gives the characters back in reading order (the lines wrap, so spaces aside).
    expect(pdfText(pdf).replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''));
  });

  it('never draws a replacement character for these scripts', () => {
    const measurer = createCanvasMeasurer();
    for (const text of Object.values(SAMPLES)) {
      const layout = layoutText(textStyle(text, 280), measurer);
      expect(layout.lines.join('')).not.toContain('\uFFFD');
    }
  });

  it('chooses the CJK face by the text: kana Japanese, Hangul Korean, traditional-only ideographs traditional', () => {
    expect(cjkRegion(SAMPLES.japanese)).toBe('jp');
    expect(cjkRegion('東京タワー')).toBe('jp');
    expect(cjkRegion(SAMPLES.korean)).toBe('kr');
    expect(cjkRegion(SAMPLES['chinese-traditional'])).toBe('tc');
    expect(cjkRegion(SAMPLES['chinese-simplified'])).toBe('sc');
    expect(cjkRegion('中文')).toBe('sc');
    expect(cjkRegion('Latin only')).toBe('sc');
  });

  it('embeds each region its own face in PDF', async () => {
    const fonts = (text: string) => render(text, 'pdf').then((pdf) => poppler('pdffonts', pdf));
    expect(await fonts(SAMPLES.japanese)).toContain('NotoSansJP');
    expect(await fonts(SAMPLES.korean)).toContain('NotoSansKR');
    expect(await fonts(SAMPLES['chinese-traditional'])).toContain('NotoSansHant');
    expect(await fonts(SAMPLES['chinese-simplified'])).toContain('NotoSansHans');
  });
});

function textStyle(text: string, width: number): TextNode {
  const node = buildScene({
    design: design(width, 400, [{ layer: 't', type: 'text', x: 0, y: 0, width, height: 400, text, font_size: 20 }]),
    format: 'png',
  }).nodes[0];
  return node as TextNode;
}

describe('line breaking per script', () => {
  const measurer = createCanvasMeasurer();
  const lines = (text: string, width: number) => layoutText(textStyle(text, width), measurer).lines;

  it('breaks CJK between any two ideographs, never before closing punctuation', () => {
    const wrapped = lines(SAMPLES['chinese-simplified'], 130);
    expect(wrapped.length).toBeGreaterThan(2);
    expect(wrapped.join('')).toBe(SAMPLES['chinese-simplified']);
    for (const line of wrapped.slice(1)) expect(line).not.toMatch(/^[，。！]/);
  });

  it('breaks Thai at word boundaries only', () => {
    const words = ['สวัสดี', 'ครับ', 'ยินดี', 'ต้อนรับ', 'สู่', 'ประเทศไทย'];
    const wrapped = lines(words.join(''), 120);
    expect(wrapped.length).toBeGreaterThan(1);
    expect(wrapped.join('')).toBe(words.join(''));
    // Every line is a run of whole words.
    for (const line of wrapped) {
      let rest = line;
      while (rest) {
        const word = words.find((w) => rest.startsWith(w));
        expect(word, `"${line}" splits a word`).toBeDefined();
        rest = rest.slice(word!.length);
      }
    }
  });
});
