import { describe, expect, it } from 'vitest';
import { isCssColour } from '../../src/design/css-colour.js';
import { parseMarkup as parseWith } from '../../src/design/markup/markup.js';
import {
  allHave,
  formatSwitch,
  readMarkup,
  replace,
  restyle,
  toMarkup,
} from '../../studio/src/editor/rich-text/styled-text.js';

/** The markup as the API reads it (the colour parser included). */
const parseMarkup = (markup: string) => parseWith(markup, isCssColour);
// The DOM half (markup-dom.ts) runs in Chromium: test/studio/studio.test.ts types, formats and pastes into the field.
const roundTrip = (markup: string) => toMarkup(readMarkup(markup));
/** What the renderer draws for some markup: its text and the style of each letter. */
const drawn = (markup: string) => {
  const { text, runs } = parseMarkup(markup);
  let start = 0;
  return runs.flatMap((r) => [...text.slice(start, (start = r.end))].map((ch) => [ch, r.style]));
};

describe("the rich-text field's markup", () => {
  it('writes back what it read, tag for tag, when the markup is already tidy', () => {
    for (const m of [
      'Hello <b>bold</b> world',
      '<span color="#b91c1c"><b>x</b> y</span>',
      '<b><i>both</i> bold</b> plain <u>under</u> <s>struck</s>',
      '<span color="red" font_size="40">big red</span> and <span font_weight="300" letter_spacing="2">light</span>',
      'a &lt; b &amp;&amp; c\nnext line',
      'Tom &amp; Jerry <span font_family="serif" background_color="#fde047">hi</span>',
    ])
      expect(roundTrip(m)).toBe(m);
  });

  it('reads entities, <br>, lone & and < as the renderer does, and draws the same after a round trip', () => {
    const m = `Tom & Jerry<br>a < b &#x1F600; &quot;q&quot; <span font_weight='bold' color='&quot;x'>w</span>`;
    expect(
      readMarkup(m)
        .map((s) => s.text)
        .join(''),
    ).toBe('Tom & Jerry\na < b 😀 "q" w');
    expect(roundTrip(m)).toBe('Tom &amp; Jerry\na &lt; b 😀 "q" <b><span color="&quot;x">w</span></b>');
    const valid = 'x <b>y <span color="#00f" font_size="30"><i>z</i></span></b>&lt;<br/>';
    expect(drawn(roundTrip(valid))).toEqual(drawn(valid));
  });

  it('refuses what is not our tag set rather than dropping it', () => {
    for (const m of [
      '<script>alert(1)</script>',
      '<b>open',
      '<b><i>x</b></i>',
      '</b>',
      '<span onclick="x">y</span>',
      '<b class="x">y</b>',
      '&nbsp;',
    ]) {
      expect(() => readMarkup(m), m).toThrow();
      expect(() => parseMarkup(m), m).toThrow();
    }
  });

  it('refuses what the API refuses, value for value, with its message (one grammar): only colours are left to the API', () => {
    for (const m of [
      '<span font_size="big">x</span>',
      '<span font_weight="950">x</span>',
      '&#xD800;',
      '<span color="red" color="blue">x</span>',
    ]) {
      const api = (() => {
        try {
          return parseMarkup(m);
        } catch (e) {
          return (e as Error).message;
        }
      })();
      expect(() => readMarkup(m), m).toThrow(api as string);
    }
    expect(readMarkup('<span color="#00f">x</span>')).toEqual([{ text: 'x', style: { color: '#00f' } }]);
  });

  it('applies a style to a range, wrapping only it, and toggles it off again', () => {
    const s = readMarkup('Hello big world');
    const bold = restyle(s, 6, 9, { font_weight: 700 });
    expect(toMarkup(bold)).toBe('Hello <b>big</b> world');
    expect(allHave(bold, 6, 9, (st) => st.font_weight === 700)).toBe(true);
    expect(allHave(bold, 5, 9, (st) => st.font_weight === 700)).toBe(false);
    const red = restyle(bold, 6, 15, { color: '#dc2626' });
    expect(toMarkup(red)).toBe('Hello <span color="#dc2626"><b>big</b> world</span>');
    expect(toMarkup(restyle(red, 0, 15, { font_weight: undefined, color: undefined }))).toBe('Hello big world');
  });

  it('replaces a range with text in the style of the letter before it', () => {
    const s = readMarkup('<b>ab</b>cd');
    expect(toMarkup(replace(s, 2, 2, [{ text: '\nX', style: {} }]))).toBe('<b>ab\nX</b>cd');
    expect(toMarkup(replace(s, 1, 3, [{ text: 'i', style: { italic: true } }]))).toBe('<b>a<i>i</i></b>d');
    expect(toMarkup(replace(s, 0, 0, [{ text: '<&', style: {} }]))).toBe('<b>&lt;&amp;ab</b>cd');
  });

  it('keeps a text drawing the same when its format changes', () => {
    expect(formatSwitch('a < b & <b>', 'plain', 'markup')).toEqual({
      text_format: 'markup',
      text: 'a &lt; b &amp; &lt;b>',
    });
    expect(parseMarkup(formatSwitch('a < b & <b>', 'plain', 'markup').text!).text).toBe('a < b & <b>');
    expect(formatSwitch('<b>Sale</b> &amp; more<br>now', 'markup', 'plain')).toEqual({
      text_format: 'plain',
      text: 'Sale & more\nnow',
    });
    expect(formatSwitch('<b>broken', 'markup', 'plain')).toEqual({ text_format: 'plain' });
    expect(formatSwitch('same', 'plain', 'plain')).toEqual({ text_format: 'plain' });
  });
});
