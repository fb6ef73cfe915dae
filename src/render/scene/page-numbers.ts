import type { TextNode } from '../base/types.js';

const FIELD = /\{(pages?)\}/g;

/**
 * A text layer with `page_numbers` as drawn on page `page` of `pages`: `{page}` and `{pages}` replaced,
 * a markup layer's spans moved by what each replacement adds, so styles stay on their words.
 */
export function numberedText(node: TextNode, page: number, pages: number): TextNode {
  if (!node.pageNumbers) return node;
  const source = node.unnumbered ?? { text: node.text, spans: node.spans };
  let text = '';
  let from = 0;
  const shifts: { at: number; by: number }[] = [];
  for (const m of source.text.matchAll(FIELD)) {
    const value = String(m[1] === 'page' ? page : pages);
    text += source.text.slice(from, m.index) + value;
    from = m.index + m[0].length;
    shifts.push({ at: from, by: value.length - m[0].length });
  }
  text += source.text.slice(from);
  const moved = (end: number) => end + shifts.reduce((sum, s) => sum + (s.at <= end ? s.by : 0), 0);
  const spans = source.spans && source.spans.map((s) => ({ ...s, end: moved(s.end) }));
  return { ...node, text, spans, unnumbered: source };
}
