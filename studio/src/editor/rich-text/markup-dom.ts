import { SPAN_ATTRIBUTES } from '../../../../src/design/markup/markup.js';
import type { Segment, Style } from './styled-text.js';

/**
 * The rich-text field's DOM and our styled text, both ways. Text is built as elements and text
 * nodes, never as HTML, so `<script>` in a layer's text is shown as the characters it is. Read
 * back, the field's own elements carry their exact values (`data-*`); anything else (a pasted
 * page, what the browser inserts) is read from its tags and inline styles, and whatever our tag
 * set cannot say is dropped.
 */

const DISPLAY_MIN = 10;
const DISPLAY_MAX = 40;
const BLOCKS = new Set([
  'DIV',
  'P',
  'LI',
  'UL',
  'OL',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'TR',
  'SECTION',
  'ARTICLE',
]);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'HEAD', 'TITLE', 'META', 'NOSCRIPT', 'IFRAME', 'OBJECT']);
const TAG_STYLES: Record<string, Style> = {
  B: { font_weight: 700 },
  STRONG: { font_weight: 700 },
  I: { italic: true },
  EM: { italic: true },
  U: { underline: true },
  INS: { underline: true },
  S: { strikethrough: true },
  STRIKE: { strikethrough: true },
  DEL: { strikethrough: true },
};

/**
 * Elements showing `segments`: b, i, u, s around a span with the other attributes, `<br>` for a
 * line break. Sizes are shown relative to the layer's (`baseSize` is shown at 15 px), kept legible.
 */
export function segmentsToDom(segments: Segment[], doc: Document, baseSize: number): DocumentFragment {
  const root = doc.createDocumentFragment();
  for (const { text, style } of segments) {
    let parent: Node = root;
    const wrap = (el: HTMLElement) => (parent.appendChild(el), (parent = el));
    if ((style.font_weight ?? 0) === 700) wrap(doc.createElement('b'));
    if (style.italic) wrap(doc.createElement('i'));
    if (style.underline) wrap(doc.createElement('u'));
    if (style.strikethrough) wrap(doc.createElement('s'));
    const attributes = SPAN_ATTRIBUTES.filter(
      (a) => style[a] !== undefined && !(a === 'font_weight' && style[a] === 700),
    );
    if (attributes.length) {
      const span = wrap(doc.createElement('span'));
      for (const a of attributes) span.setAttribute(`data-${a}`, String(style[a]));
      const s = span.style;
      if (style.color) s.color = style.color;
      if (style.background_color) s.backgroundColor = style.background_color;
      if (style.font_size)
        s.fontSize = `${Math.min(DISPLAY_MAX, Math.max(DISPLAY_MIN, (15 * style.font_size) / baseSize))}px`;
      if (style.font_weight !== undefined) s.fontWeight = String(style.font_weight);
      if (style.letter_spacing !== undefined) s.letterSpacing = `${Math.min(8, style.letter_spacing)}px`;
      if (style.font_family) span.title = style.font_family;
    }
    text.split('\n').forEach((line, i) => {
      if (i > 0) parent.appendChild(doc.createElement('br'));
      if (line) parent.appendChild(doc.createTextNode(line));
    });
  }
  // A last line break shows an empty line only with a <br> after it (HTML draws a trailing <br> as nothing).
  if (segments.at(-1)?.text.endsWith('\n')) root.appendChild(doc.createElement('br'));
  return root;
}

/** A CSS colour as the browser gives it back (`rgb(185, 28, 28)`) in the shorter hex when opaque. */
function colour(css: string): string | undefined {
  if (!css) return undefined;
  const m = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(css);
  return m
    ? `#${m
        .slice(1)
        .map((v) => Number(v).toString(16).padStart(2, '0'))
        .join('')}`
    : css;
}

const pixels = (css: string) => {
  const m = /^(\d+(?:\.\d+)?)(px|pt)$/.exec(css);
  return m ? Math.round(Number(m[1]) * (m[2] === 'pt' ? 4 / 3 : 1) * 100) / 100 : undefined;
};

/** What one element sets: its tag, then its inline style (which wins, as in CSS), then our exact values. */
function ownStyle(el: HTMLElement): Style {
  const style: Style = { ...TAG_STYLES[el.tagName] };
  const s = el.style;
  if (s) {
    const weight = s.fontWeight === 'bold' ? 700 : s.fontWeight === 'normal' ? 400 : Number(s.fontWeight) || undefined;
    // Only bold or not (a pasted page's weights are not ours to keep); `undefined` undoes an outer <b>.
    if (weight) style.font_weight = weight >= 600 ? 700 : undefined;
    if (s.fontStyle) style.italic = s.fontStyle === 'italic' || s.fontStyle === 'oblique' || undefined;
    const line = s.textDecorationLine || s.textDecoration;
    if (line.includes('underline')) style.underline = true;
    if (line.includes('line-through')) style.strikethrough = true;
    set(style, 'color', colour(s.color));
    set(style, 'background_color', colour(s.backgroundColor));
    set(style, 'font_size', pixels(s.fontSize));
    set(style, 'letter_spacing', pixels(s.letterSpacing));
  }
  if (el.tagName === 'FONT') set(style, 'color', el.getAttribute('color') ?? undefined);
  for (const a of SPAN_ATTRIBUTES) {
    const v = el.getAttribute(`data-${a}`);
    if (v === null) continue;
    style[a] = (a === 'color' || a === 'background_color' || a === 'font_family' ? v : Number(v)) as never;
  }
  return style;
}

function defined(style: Style): Style {
  for (const k of Object.keys(style) as (keyof Style)[]) if (style[k] === undefined) delete style[k];
  return style;
}

function set<K extends keyof Style>(style: Style, k: K, v: Style[K] | undefined) {
  if (v !== undefined) style[k] = v;
}

/**
 * The styled text `root` shows. Blocks (div, p, …) and `<br>` are line breaks; a `<br>` ending a
 * block is not (HTML draws nothing for it), unless `keepLastBreak` (a prefix, measured for the
 * caret). `collapse` reads white space as HTML does, for pasted pages; the field itself keeps it.
 */
export function domToSegments(root: Node, { collapse = false, keepLastBreak = false } = {}): Segment[] {
  const out: Segment[] = [];
  let pending: Style | undefined; // a block ended: a line break (in the block's style) before any more text
  const add = (text: string, style: Style) => {
    const last = out.at(-1);
    if (last && JSON.stringify(last.style) === JSON.stringify(style)) last.text += text;
    else out.push({ text, style });
  };
  const push = (text: string, style: Style) => {
    if (text === '') return;
    if (pending && out.length && !out.at(-1)!.text.endsWith('\n')) add('\n', pending);
    pending = undefined;
    add(text, style);
  };
  const walk = (node: Node, style: Style, lastInBlock: boolean) => {
    if (node.nodeType === 3) {
      let text = node.nodeValue ?? '';
      if (collapse) text = text.replace(/[\t\n\r ]+/g, ' ').replaceAll('\u00a0', ' ');
      return push(text, style);
    }
    if (node.nodeType !== 1 && node.nodeType !== 11) return;
    const el = node as HTMLElement;
    if (SKIPPED.has(el.tagName)) return;
    if (el.tagName === 'BR') return lastInBlock && !keepLastBreak ? undefined : push('\n', style);
    const block = BLOCKS.has(el.tagName);
    if (block && out.length) pending = style;
    const inner = node.nodeType === 1 ? defined({ ...style, ...ownStyle(el) }) : style;
    const children = [...node.childNodes];
    children.forEach((c, i) => walk(c, inner, (block || lastInBlock) && i === children.length - 1));
    if (block) pending = style;
  };
  walk(root, {}, true);
  return out;
}

/** The caret's or selection's offsets in the text `root` shows, when the selection is inside it. */
export function selectionOffsets(root: HTMLElement): [number, number] | undefined {
  const sel = root.ownerDocument.getSelection();
  if (!sel || sel.rangeCount === 0 || !root.contains(sel.anchorNode) || !root.contains(sel.focusNode)) return undefined;
  const range = sel.getRangeAt(0);
  const at = (node: Node, offset: number) => {
    const prefix = root.ownerDocument.createRange();
    prefix.setStart(root, 0);
    prefix.setEnd(node, offset);
    return domToSegments(prefix.cloneContents(), { keepLastBreak: true }).reduce((n, s) => n + s.text.length, 0);
  };
  return [at(range.startContainer, range.startOffset), at(range.endContainer, range.endOffset)];
}

/** Selects from `start` to `end` in a field built by segmentsToDom. */
export function selectOffsets(root: HTMLElement, start: number, end: number): void {
  const doc = root.ownerDocument;
  const point = (offset: number): [Node, number] => {
    const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    let count = 0;
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.nodeType === 3) {
        const len = n.nodeValue!.length;
        if (count + len >= offset) return [n, offset - count];
        count += len;
      } else if ((n as Element).tagName === 'BR') {
        if (count === offset) return [n.parentNode!, [...n.parentNode!.childNodes].indexOf(n as ChildNode)];
        count += 1;
      }
    }
    return [root, root.childNodes.length];
  };
  const range = doc.createRange();
  range.setStart(...point(start));
  range.setEnd(...point(end));
  const sel = doc.getSelection()!;
  sel.removeAllRanges();
  sel.addRange(range);
}
