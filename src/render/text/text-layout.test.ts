import { describe, expect, it } from 'vitest';
import { layoutText, type TextLayout, type TextStyle } from './text-layout.js';
import { createCanvasMeasurer } from './text-measurer.js';

const measurer = createCanvasMeasurer();
const LOREM = 'The quick brown fox jumps over the lazy dog while the cat watches from the windowsill.';

const style = (overrides: Partial<TextStyle>): TextStyle => ({
  text: LOREM,
  width: 200,
  height: 400,
  font: { family: 'Inter', weight: 400, italic: false },
  fontSize: 16,
  minFontSize: 16,
  autoFit: false,
  align: 'left',
  verticalAlign: 'top',
  lineHeight: 1.2,
  letterSpacing: 0,
  maxLines: null,
  direction: 'auto',
  ...overrides,
});

const layout = (overrides: Partial<TextStyle>) => layoutText(style(overrides), measurer);
const right = (l: TextLayout) => Math.max(...l.pieces.map((p) => p.x + p.width));
const linePieces = (l: TextLayout, i: number) => {
  const baselines = [...new Set(l.pieces.map((p) => p.baseline))].sort((a, b) => a - b);
  return l.pieces.filter((p) => p.baseline === baselines[i]).sort((a, b) => a.x - b.x);
};

describe('text layout', () => {
  it('wraps at word boundaries inside the box', () => {
    const l = layout({});
    expect(l.lines.length).toBeGreaterThan(2);
    expect(l.lines.join(' ')).toBe(LOREM);
    expect(right(l)).toBeLessThanOrEqual(200.01);
    expect(l.truncated).toBe(false);
  });

  it('keeps hard line breaks and empty lines', () => {
    expect(layout({ text: 'one\ntwo\n\nfour', width: 500 }).lines).toEqual(['one', 'two', '', 'four']);
    expect(layout({ text: 'a\r\nb\u2028c\td', width: 500 }).lines).toEqual(['a', 'b', 'c d']);
  });

  it('breaks a word wider than the box between characters', () => {
    const l = layout({ text: 'Supercalifragilisticexpialidocious', width: 60 });
    expect(l.lines.length).toBeGreaterThan(2);
    expect(l.lines.join('')).toBe('Supercalifragilisticexpialidocious');
    expect(right(l)).toBeLessThanOrEqual(60.01);
  });

  it('stops at max_lines with an ellipsis that fits the width', () => {
    const l = layout({ maxLines: 2 });
    expect(l.lines).toHaveLength(2);
    expect(l.lines[1].endsWith('…')).toBe(true);
    expect(l.truncated).toBe(true);
    expect(right(l)).toBeLessThanOrEqual(200.01);
  });

  it('stops at the lines the box height holds', () => {
    // 16 px * 1.2 = 19.2 px per line: 50 px hold two lines.
    const l = layout({ height: 50 });
    expect(l.lines).toHaveLength(2);
    expect(l.truncated).toBe(true);
  });

  it('auto-fit shrinks the size until the text fits, without breaking words', () => {
    const l = layout({ fontSize: 48, minFontSize: 8, autoFit: true, height: 60 });
    expect(l.fontSize).toBeLessThan(48);
    expect(l.fontSize).toBeGreaterThanOrEqual(8);
    expect(l.truncated).toBe(false);
    expect(l.lines.length * l.fontSize * 1.2).toBeLessThanOrEqual(60.01);
    expect(l.lines.join(' ')).toBe(LOREM);
    // The largest size that fits: a quarter pixel more would not.
    const bigger = layout({ fontSize: l.fontSize + 0.5, minFontSize: l.fontSize + 0.5, height: 60 });
    expect(bigger.truncated).toBe(true);
  });

  it('auto-fit keeps the set size when the text fits, and stops at the minimum', () => {
    expect(layout({ text: 'Short', fontSize: 40, minFontSize: 10, autoFit: true }).fontSize).toBe(40);
    const floor = layout({
      text: `${LOREM} ${LOREM} ${LOREM}`,
      fontSize: 40,
      minFontSize: 14,
      autoFit: true,
      height: 40,
    });
    expect(floor.fontSize).toBe(14);
    expect(floor.truncated).toBe(true);
  });

  it('aligns lines left, right, centre and justified', () => {
    const width = 300;
    const leftEdge = (l: TextLayout) => Math.min(...l.pieces.map((p) => p.x));
    expect(leftEdge(layout({ width, text: 'Hello' }))).toBeCloseTo(0, 5);
    expect(right(layout({ width, text: 'Hello', align: 'right' }))).toBeCloseTo(width, 5);
    const centred = layout({ width, text: 'Hello', align: 'center' });
    expect(leftEdge(centred) + right(centred)).toBeCloseTo(width, 5);
    const justified = layout({ width, align: 'justify' });
    const first = linePieces(justified, 0);
    expect(first[0].x).toBeCloseTo(0, 5);
    expect(first.at(-1)!.x + first.at(-1)!.width).toBeCloseTo(width, 5);
    const last = linePieces(justified, justified.lines.length - 1);
    expect(last.at(-1)!.x + last.at(-1)!.width).toBeLessThan(width - 5); // the last line is not stretched
  });

  it('aligns the block vertically', () => {
    const top = layout({ text: 'One line', height: 100 });
    const middle = layout({ text: 'One line', height: 100, verticalAlign: 'middle' });
    const bottom = layout({ text: 'One line', height: 100, verticalAlign: 'bottom' });
    const lineBox = 16 * 1.2;
    expect(middle.pieces[0].baseline - top.pieces[0].baseline).toBeCloseTo((100 - lineBox) / 2, 5);
    expect(bottom.pieces[0].baseline - top.pieces[0].baseline).toBeCloseTo(100 - lineBox, 5);
  });

  it('orders right-to-left words from the right, and keeps numbers and Latin runs left-to-right', () => {
    const l = layout({ text: 'שלום עולם 123 abc def', width: 500 });
    const order = [...l.pieces].sort((a, b) => b.x - a.x).map((p) => p.text);
    // Unicode bidi: displayed left to right as "abc def 123 עולם שלום".
    expect(order).toEqual(['שלום', 'עולם', '123', 'def', 'abc']);
    expect(l.pieces.find((p) => p.text === 'שלום')!.rtl).toBe(true);
    expect(l.pieces.find((p) => p.text === '123')!.rtl).toBe(false);
  });

  it('takes the paragraph direction from its first strong letter unless told', () => {
    const auto = layout({ text: 'Hello עולם', width: 500 });
    expect(auto.pieces.map((p) => p.text)).toEqual(['Hello', 'עולם']);
    const forced = layout({ text: 'Hello!', width: 500, direction: 'rtl' });
    expect(forced.pieces.sort((a, b) => a.x - b.x).map((p) => p.text)).toEqual(['!', 'Hello']);
  });

  it('shapes each script with a face that has its glyphs', () => {
    const l = layout({ text: 'Hi مرحبا שלום 🎉 ∑', width: 500 });
    const face = (t: string) => l.pieces.find((p) => p.text === t)?.face.face.family;
    expect(face('Hi')).toBe('Inter');
    expect(face('مرحبا')).toBe('Noto Sans Arabic');
    expect(face('שלום')).toBe('Noto Sans Hebrew');
    expect(face('🎉')).toBe('Noto Color Emoji');
    expect(face('∑')).toBe('Inter');
  });

  it('draws characters no bundled face has as U+FFFD, never as boxes', () => {
    // Sinhala: no bundled face has it.
    expect(layout({ text: 'Sinhala ආයු', width: 500 }).lines).toEqual(['Sinhala \uFFFD\uFFFD']);
  });

  it('adds letter spacing after every character', () => {
    const plain = layout({ text: 'Hello', width: 500 }).pieces[0].width;
    expect(layout({ text: 'Hello', width: 500, letterSpacing: 4 }).pieces[0].width).toBeCloseTo(plain + 20, 5);
  });

  it('lays out 10,000 characters into the box it has', () => {
    const text = 'lorem ipsum dolor sit amet '.repeat(400).slice(0, 10_000);
    const l = layout({ text, width: 300, height: 200 });
    expect(l.lines).toHaveLength(Math.floor(200 / (16 * 1.2)));
    expect(l.truncated).toBe(true);
    const fitted = layout({ text, width: 300, height: 200, autoFit: true, minFontSize: 4, fontSize: 40 });
    expect(fitted.fontSize).toBeLessThan(16);
  });

  it('lays out nothing for empty text', () => {
    expect(layout({ text: '' })).toMatchObject({ lines: [], pieces: [], truncated: false });
  });
});
