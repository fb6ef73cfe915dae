/**
 * Markup read for the rich-text field: the tag set of docs/rendering.md "Mixed styles", into styled
 * text. The API's parser (src/render/text/markup.ts) is the judge: it also checks every value and
 * answers a 422 the field shows. This one only reads the structure, so it needs no colour parser
 * (importing the API's would add culori, half the app's size again). What it cannot read, it refuses.
 */

/** What the tags around a stretch of text set, as the renderer's MarkupStyle. */
export interface Style {
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  color?: string;
  font_family?: string;
  font_size?: number;
  font_weight?: number;
  background_color?: string;
  letter_spacing?: number;
}

export interface Segment {
  text: string;
  style: Style;
}

export const SPAN_ATTRIBUTES = [
  'color',
  'font_family',
  'font_size',
  'font_weight',
  'background_color',
  'letter_spacing',
] as const;
const NUMERIC = new Set(['font_size', 'letter_spacing']);
const TAGS: Record<string, Style> = {
  b: { font_weight: 700 },
  i: { italic: true },
  u: { underline: true },
  s: { strikethrough: true },
  span: {},
};
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const PIECE =
  /<(\/?)([a-z][a-z0-9]*)((?:\s+[^\s=>/]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/giy;
const PAIR = /([^\s=>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function decode(body: string): string {
  if (body[0] !== '#') {
    const named = NAMED[body];
    if (named === undefined) throw new Error(`unknown entity &${body};`);
    return named;
  }
  const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
  return String.fromCodePoint(code);
}

const decodeAll = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (_, b: string) => decode(b));

function spanStyle(attributes: string): Style {
  const style: Record<string, unknown> = {};
  for (const [, rawName, double, single] of attributes.matchAll(PAIR)) {
    const name = rawName.toLowerCase();
    if (!(SPAN_ATTRIBUTES as readonly string[]).includes(name)) throw new Error(`<span> has no attribute ${rawName}`);
    const value = decodeAll(double ?? single).trim();
    style[name] =
      name === 'font_weight'
        ? value === 'bold'
          ? 700
          : value === 'normal'
            ? 400
            : Number(value)
        : NUMERIC.has(name)
          ? Number(value)
          : value;
  }
  return style as Style;
}

/** The markup's text in styled stretches; throws when a tag is unknown, unclosed or out of order. */
export function readMarkup(markup: string): Segment[] {
  const out: Segment[] = [];
  const stack: { name: string; style: Style }[] = [];
  const add = (text: string) => {
    const style = stack.at(-1)?.style ?? {};
    const last = out.at(-1);
    if (last?.style === style) last.text += text;
    else out.push({ text, style });
  };
  for (let i = 0; i < markup.length;) {
    PIECE.lastIndex = i;
    const m = markup[i] === '<' || markup[i] === '&' ? PIECE.exec(markup) : null;
    if (!m) {
      // A lone `&` or a `<` that starts no tag is text; a `<` before a letter that is no tag is refused.
      if (markup[i] === '<' && /[a-z/]/i.test(markup[i + 1] ?? ''))
        throw new Error(`a tag that does not parse at character ${i + 1}`);
      add(markup[i++]);
      continue;
    }
    i = PIECE.lastIndex;
    const [, closing, rawName, attributes, selfClosing, entity] = m;
    if (entity !== undefined) {
      add(decode(entity));
      continue;
    }
    const name = rawName.toLowerCase();
    if (name === 'br') {
      add('\n');
      continue;
    }
    if (!TAGS[name] || selfClosing || (attributes && name !== 'span'))
      throw new Error(`<${rawName}> is not one of ours`);
    if (closing) {
      if (stack.pop()?.name !== name) throw new Error(`</${name}> closes no open <${name}>`);
      continue;
    }
    stack.push({
      name,
      style: { ...(stack.at(-1)?.style ?? {}), ...TAGS[name], ...(name === 'span' ? spanStyle(attributes) : {}) },
    });
  }
  if (stack.length) throw new Error(`<${stack.at(-1)!.name}> is not closed`);
  return out;
}
