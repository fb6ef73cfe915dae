import { describe, expect, it } from 'vitest';
import { isCssColour } from '../css-colour.js';
import { MarkupError, parseMarkup } from './markup.js';

// The markup grammar (docs/rendering.md "Mixed styles") that the layer schema, the renderer and the Studio's
// rich-text field all read with. Layout over its spans and golden images: test/render/markup.test.ts; the
// Studio's editing of it: test/studio/rich-text.test.ts.

describe('the markup parser', () => {
  it('turns tags into runs and entities into characters', () => {
    expect(
      parseMarkup('a <b>b <i>c</i></b><br/>&lt;&gt;&amp;&quot;&apos;&#39;&#x1F600; Tom & Jerry', isCssColour),
    ).toEqual({
      text: "a b c\n<>&\"''😀 Tom & Jerry",
      runs: [
        { end: 2, style: {} },
        { end: 4, style: { font_weight: 700 } },
        { end: 5, style: { font_weight: 700, italic: true } },
        { end: 26, style: {} },
      ],
    });
    expect(parseMarkup('<span font_weight="300"><b>x</b></span>', isCssColour).runs[0].style.font_weight).toBe(700);
    expect(parseMarkup('<b><span font_weight="300">x</span></b>', isCssColour).runs[0].style.font_weight).toBe(300);
    expect(parseMarkup('a < b, 3<4', isCssColour).text).toBe('a < b, 3<4');
  });

  it.each([
    ['<b>x</i>', 5, '</i> closes <b>, opened at character 1'],
    ['x</b>', 2, '</b> closes no open tag'],
    ['<b x="1">y</b>', 1, '<b> takes no attributes: use <span> for colour, font and size'],
    ['<span font_size="0">x</span>', 1, 'font_size="0" must be a number above 0 and at most 2000'],
    [
      '<span font_weight="bolder">x</span>',
      1,
      'font_weight="bolder" must be normal, bold or a whole number from 100 to 900',
    ],
    ['<span color="red" color="blue">x</span>', 1, '<span> sets "color" twice'],
    ['&nbsp;', 1, 'Unknown entity &nbsp;: use &lt; &gt; &amp; &quot; &apos; or a numeric one (&#39;)'],
    ['&#xD800;', 1, '&#xD800; is not a Unicode character'],
    [
      '<span color="red"',
      1,
      'A tag that does not parse: tags are <b>, <i>, <u>, <s>, <br> and <span name="value">, each ending in >',
    ],
    ['<br>x</br>', 6, '<br> takes no attributes and no closing tag'],
  ])('%s is an error at character %i', (text, position, reason) => {
    try {
      parseMarkup(text, isCssColour);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(MarkupError);
      expect([(e as MarkupError).position, (e as MarkupError).reason]).toEqual([position, reason]);
    }
  });
});

describe("the markup grammar's colours", () => {
  it('are whatever the caller says parses: the API its CSS colour parser, the Studio anything', () => {
    const text = '<span color="not-a-colour">x</span>';
    expect(() => parseMarkup(text, isCssColour)).toThrow('color="not-a-colour" is not a CSS colour');
    expect(parseMarkup(text, () => true).runs[0].style.color).toBe('not-a-colour');
    expect(parseMarkup('<span background_color=" #fff ">x</span>', isCssColour).runs[0].style).toEqual({
      background_color: '#fff',
    });
  });

  it('are never empty nor over 64 characters, whatever the caller says', () => {
    expect(() => parseMarkup('<span color="">x</span>', () => true)).toThrow(MarkupError);
    expect(() => parseMarkup(`<span color="${'a'.repeat(65)}">x</span>`, () => true)).toThrow(MarkupError);
  });
});
