/**
 * A markup text layer's text (`text_format: markup`, docs/rendering.md "Mixed styles"): a small tag set
 * parsed by hand into plain text and style runs. Nothing is guessed: an unknown tag or attribute, a
 * tag left open, a value that does not parse is an error naming the character where it is (counted
 * from 1), so a template is refused when it is written, never drawn differently from what was meant.
 *
 * The one grammar: the layer schema and the renderer read markup with it, and so does the Studio's
 * rich-text field (studio/src/editor/rich-text/), which is why it imports nothing. Whether a colour
 * parses is the caller's to say: the server passes the CSS colour parser (`isCssColour`,
 * src/design/css-colour.ts); the Studio, which leaves colours to the API's answer, accepts any.
 */

/** What the tags around a stretch of text set; an inner tag overrides an outer one. */
export interface MarkupStyle {
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

/** A stretch of the plain text in one style: from the previous run's end (or 0) to `end`, in UTF-16 units. */
interface MarkupRun {
  end: number;
  style: MarkupStyle;
}

interface ParsedMarkup {
  text: string;
  runs: MarkupRun[];
}

export class MarkupError extends Error {
  constructor(
    /** 1-based character position in the markup. */
    readonly position: number,
    readonly reason: string,
  ) {
    super(`${reason} (at character ${position})`);
  }
}

const MAX_MARKUP_DEPTH = 32;
const MAX_MARKUP_TAGS = 1000;

const SIMPLE_TAGS: Record<string, MarkupStyle> = {
  b: { font_weight: 700 },
  i: { italic: true },
  u: { underline: true },
  s: { strikethrough: true },
};
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** What a `<span>` may set, in the order the Studio writes them. */
export const SPAN_ATTRIBUTES = [
  'color',
  'font_family',
  'font_size',
  'font_weight',
  'background_color',
  'letter_spacing',
] as const;
type Attribute = (typeof SPAN_ATTRIBUTES)[number];

/** Whether a `color` or `background_color` value is a colour. */
type ColourCheck = (value: string) => boolean;

const TAG = /<(\/?)([A-Za-z][A-Za-z0-9]*)((?:\s+[^\s=>/]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /\s+([^\s=>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const ENTITY = /&(#[0-9]{1,7}|#x[0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{0,31});/y;

interface Open {
  name: string;
  position: number;
  style: MarkupStyle;
}

/** Whether `text` has anything but plain characters: only then is it parsed. */
const hasSyntax = (text: string) => text.includes('<') || text.includes('&');

export function parseMarkup(markup: string, isColour: ColourCheck): ParsedMarkup {
  if (!hasSyntax(markup)) return { text: markup, runs: [{ end: markup.length, style: {} }] };
  const stack: Open[] = [];
  const runs: MarkupRun[] = [];
  let text = '';
  let tags = 0;
  const root: MarkupStyle = {};
  const style = () => stack.at(-1)?.style ?? root;
  const append = (s: string) => {
    const current = style();
    const last = runs.at(-1);
    text += s;
    if (last && last.style === current) last.end = text.length;
    else runs.push({ end: text.length, style: current });
  };
  for (let i = 0; i < markup.length;) {
    const ch = markup[i];
    if (ch === '&') {
      ENTITY.lastIndex = i;
      const m = ENTITY.exec(markup);
      if (!m) {
        append('&'); // a lone ampersand ("Tom & Jerry") is text
        i++;
        continue;
      }
      append(entity(m[1], i + 1));
      i = ENTITY.lastIndex;
      continue;
    }
    if (ch === '<' && /[A-Za-z/]/.test(markup[i + 1] ?? '')) {
      const at = i + 1;
      TAG.lastIndex = i;
      const m = TAG.exec(markup);
      if (!m)
        throw new MarkupError(
          at,
          'A tag that does not parse: tags are <b>, <i>, <u>, <s>, <br> and <span name="value">, each ending in >',
        );
      if (++tags > MAX_MARKUP_TAGS) throw new MarkupError(at, `More than ${MAX_MARKUP_TAGS} tags`);
      const [, closing, rawName, attributes, selfClosing] = m;
      const name = rawName.toLowerCase();
      i = TAG.lastIndex;
      if (name === 'br') {
        if (closing || attributes) throw new MarkupError(at, '<br> takes no attributes and no closing tag');
        append('\n');
        continue;
      }
      if (name !== 'span' && !SIMPLE_TAGS[name])
        throw new MarkupError(at, `Unknown tag <${rawName}>: tags are <b>, <i>, <u>, <s>, <br> and <span>`);
      if (selfClosing) throw new MarkupError(at, `<${name}/> cannot close itself: write <${name}>...</${name}>`);
      if (closing) {
        if (attributes) throw new MarkupError(at, `A closing tag </${name}> takes no attributes`);
        const open = stack.pop();
        if (!open) throw new MarkupError(at, `</${name}> closes no open tag`);
        if (open.name !== name)
          throw new MarkupError(at, `</${name}> closes <${open.name}>, opened at character ${open.position}`);
        continue;
      }
      if (stack.length >= MAX_MARKUP_DEPTH) throw new MarkupError(at, `Tags nested more than ${MAX_MARKUP_DEPTH} deep`);
      const own =
        name === 'span'
          ? spanStyle(attributes, at, isColour)
          : attributes
            ? attributeError(name, at)
            : SIMPLE_TAGS[name];
      stack.push({ name, position: at, style: { ...style(), ...own } });
      continue;
    }
    append(ch);
    i++;
  }
  const unclosed = stack.at(-1);
  if (unclosed) throw new MarkupError(unclosed.position, `<${unclosed.name}> is not closed`);
  if (runs.length === 0) runs.push({ end: 0, style: root });
  return { text, runs };
}

function attributeError(name: string, at: number): never {
  throw new MarkupError(at, `<${name}> takes no attributes: use <span> for colour, font and size`);
}

function entity(body: string, at: number): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    if (!valid) throw new MarkupError(at, `&${body}; is not a Unicode character`);
    return String.fromCodePoint(code);
  }
  const known = ENTITIES[body];
  if (known === undefined)
    throw new MarkupError(at, `Unknown entity &${body};: use &lt; &gt; &amp; &quot; &apos; or a numeric one (&#39;)`);
  return known;
}

function spanStyle(attributes: string, at: number, isColour: ColourCheck): MarkupStyle {
  const style: MarkupStyle = {};
  const seen = new Set<string>();
  ATTRIBUTE.lastIndex = 0;
  for (let m = ATTRIBUTE.exec(attributes); m; m = ATTRIBUTE.exec(attributes)) {
    const name = m[1].toLowerCase();
    const raw = decodeEntities(m[2] ?? m[3], at).trim();
    if (!(SPAN_ATTRIBUTES as readonly string[]).includes(name))
      throw new MarkupError(at, `<span> has no attribute "${m[1]}": it takes ${SPAN_ATTRIBUTES.join(', ')}`);
    if (seen.has(name)) throw new MarkupError(at, `<span> sets "${name}" twice`);
    seen.add(name);
    Object.assign(style, attributeValue(name as Attribute, raw, at, isColour));
  }
  return style;
}

function decodeEntities(value: string, at: number): string {
  return value.replace(/&(#[0-9]{1,7}|#x[0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{0,31});/g, (_, body: string) =>
    entity(body, at),
  );
}

/** The layer schema's ranges, so a span can set nothing a layer could not. */
function attributeValue(name: Attribute, raw: string, at: number, isColour: ColourCheck): MarkupStyle {
  const number = (min: number, max: number, positive = false) => {
    const n = raw === '' ? NaN : Number(raw);
    if (!Number.isFinite(n) || n < min || n > max || (positive && n <= 0)) {
      throw new MarkupError(
        at,
        `${name}="${raw}" must be a number ${positive ? 'above' : 'from'} ${min} ${positive ? 'and at most' : 'to'} ${max}`,
      );
    }
    return n;
  };
  switch (name) {
    case 'color':
    case 'background_color':
      if (raw === '' || raw.length > 64 || !isColour(raw))
        throw new MarkupError(at, `${name}="${raw}" is not a CSS colour`);
      return { [name]: raw };
    case 'font_family':
      if (raw === '' || raw.length > 100)
        throw new MarkupError(at, 'font_family must name a font family (at most 100 characters)');
      return { font_family: raw };
    case 'font_size':
      return { font_size: number(0, 2000, true) };
    case 'letter_spacing':
      return { letter_spacing: number(-100, 1000) };
    case 'font_weight': {
      const weight = raw === 'normal' ? 400 : raw === 'bold' ? 700 : Number(raw);
      if (!Number.isInteger(weight) || weight < 100 || weight > 900)
        throw new MarkupError(at, `font_weight="${raw}" must be normal, bold or a whole number from 100 to 900`);
      return { font_weight: weight };
    }
  }
}
