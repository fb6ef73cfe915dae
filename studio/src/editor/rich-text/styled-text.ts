import { parseMarkup, SPAN_ATTRIBUTES, type MarkupStyle } from '../../../../src/design/markup/markup.js';

/**
 * A markup text layer's text as the rich-text field edits it: plain text in styled stretches, read
 * by the API's own grammar (src/design/markup/markup.ts), changed here and written back as markup
 * with our tag set only (docs/rendering.md "Mixed styles").
 */

/** What the tags around a stretch of text set. */
export type Style = MarkupStyle;

export interface Segment {
  text: string;
  style: Style;
}

/**
 * The markup's text in styled stretches; throws the grammar's error when a tag, entity or value is not ours.
 * Colours are left to the API, whose answer the field shows: checking them here would bring its colour parser
 * (culori, half the app's size again).
 */
export function readMarkup(markup: string): Segment[] {
  const { text, runs } = parseMarkup(markup, () => true);
  let start = 0;
  return runs.flatMap(({ end, style }) => {
    const piece = text.slice(start, end);
    start = end;
    return piece ? [{ text: piece, style }] : [];
  });
}

/** A `<` or `&` typed as text, escaped so markup draws it as typed. */
const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
const escapeAttribute = (value: string) => escapeText(value).replaceAll('"', '&quot;');

/**
 * The layer patch for a change of `text_format`: plain text becomes markup that draws the same
 * (`<` and `&` escaped); markup becomes the plain text it draws (tags removed, entities read), or
 * stays as it is when it does not parse (nothing is guessed away).
 */
export function formatSwitch(text: string, from: unknown, to: unknown): { text_format: unknown; text?: string } {
  if (from === to) return { text_format: to };
  if (to === 'markup') return { text_format: to, text: escapeText(text) };
  try {
    return {
      text_format: to,
      text: readMarkup(text)
        .map((s) => s.text)
        .join(''),
    };
  } catch {
    return { text_format: to };
  }
}

/** One tag of the output: b, i, u, s, or one span attribute (spans with the same extent share a tag). */
type Token = string;

function tokensOf(style: Style): Token[] {
  const tokens: Token[] = [];
  if (style.font_weight === 700) tokens.push('b');
  if (style.italic) tokens.push('i');
  if (style.underline) tokens.push('u');
  if (style.strikethrough) tokens.push('s');
  for (const a of SPAN_ATTRIBUTES) {
    const v = style[a];
    if (v !== undefined && !(a === 'font_weight' && v === 700)) tokens.push(`${a}="${escapeAttribute(String(v))}"`);
  }
  return tokens;
}

const isSpan = (t: Token) => t.includes('=');

/**
 * Markup for styled text, with as few tags as it takes: a tag stays open over every following
 * stretch that keeps its style, and of the tags opened together the longest-lasting is outermost,
 * so `<span color="red"><b>x</b> y</span>` stays as it was written.
 */
export function toMarkup(segments: Segment[]): string {
  const parts = segments.filter((s) => s.text !== '').map((s) => ({ text: s.text, tokens: tokensOf(s.style) }));
  const stack: Token[][] = [];
  let out = '';
  const close = (tag: Token[]) => (out += `</${isSpan(tag[0]) ? 'span' : tag[0]}>`);
  parts.forEach((part, i) => {
    const needed = new Set(part.tokens);
    const keep = stack.findIndex((tag) => !tag.every((t) => needed.has(t)));
    if (keep >= 0) for (const tag of stack.splice(keep).reverse()) close(tag);
    const open = new Set(stack.flat());
    const extent = (t: Token) => {
      let n = i + 1;
      while (n < parts.length && parts[n].tokens.includes(t)) n++;
      return n;
    };
    const fresh = part.tokens.filter((t) => !open.has(t)).map((t) => ({ t, until: extent(t) }));
    fresh.sort((a, b) => b.until - a.until || Number(isSpan(a.t)) - Number(isSpan(b.t)));
    for (let k = 0; k < fresh.length;) {
      const tag = [fresh[k].t];
      if (isSpan(fresh[k].t))
        while (fresh[k + 1] && isSpan(fresh[k + 1].t) && fresh[k + 1].until === fresh[k].until) tag.push(fresh[++k].t);
      k++;
      stack.push(tag);
      out += isSpan(tag[0]) ? `<span ${tag.join(' ')}>` : `<${tag[0]}>`;
    }
    out += escapeText(part.text);
  });
  for (const tag of stack.reverse()) close(tag);
  return out;
}

/** The segments split at `at` (a UTF-16 offset), so a range can be restyled or replaced on its own. */
function splitAt(segments: Segment[], at: number): Segment[] {
  let start = 0;
  return segments.flatMap((s) => {
    const end = start + s.text.length;
    const cut = at - start;
    start = end;
    return cut > 0 && cut < s.text.length
      ? [
          { text: s.text.slice(0, cut), style: s.style },
          { text: s.text.slice(cut), style: s.style },
        ]
      : [s];
  });
}

/** Each segment with its start offset. */
function positioned(segments: Segment[]) {
  let start = 0;
  return segments.map((s) => ({ ...s, start: (start += s.text.length) - s.text.length }));
}

/** The segments from `start` to `end`. */
function slice(segments: Segment[], start: number, end: number): Segment[] {
  return positioned(splitAt(splitAt(segments, start), end)).filter(
    (s) => s.start >= start && s.start + s.text.length <= end && s.text !== '',
  );
}

/** `patch` set over the text from `start` to `end` (an undefined value removes that style). */
export function restyle(segments: Segment[], start: number, end: number, patch: Style): Segment[] {
  return positioned(splitAt(splitAt(segments, start), end)).map(({ text, style, start: s }) => {
    if (s < start || s + text.length > end) return { text, style };
    const next: Style = { ...style, ...patch };
    for (const k of Object.keys(patch) as (keyof Style)[]) if (patch[k] === undefined) delete next[k];
    return { text, style: next };
  });
}

/** The text from `start` to `end` replaced by `inserted`, which takes the style of the letter before it over its own. */
export function replace(segments: Segment[], start: number, end: number, inserted: Segment[]): Segment[] {
  const cut = positioned(splitAt(splitAt(segments, start), end));
  const before = cut.filter((s) => s.start + s.text.length <= start);
  const after = cut.filter((s) => s.start >= end && s.text !== '');
  const around = before.at(-1)?.style ?? after[0]?.style ?? {};
  const strip = ({ text, style }: Segment) => ({ text, style });
  return [
    ...before.map(strip),
    ...inserted.map((s) => ({ text: s.text, style: { ...around, ...s.style } })),
    ...after.map(strip),
  ];
}

/** Whether every letter from `start` to `end` has `test`'s style (what the toolbar shows pressed). */
export function allHave(segments: Segment[], start: number, end: number, test: (s: Style) => boolean): boolean {
  const part = slice(segments, start, end);
  return part.length > 0 && part.every((s) => test(s.style));
}
