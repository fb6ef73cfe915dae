import { clampRadius, type Rect, type RoundedRect } from '../base/geometry.js';
import type { Rgba } from '../base/colour.js';
import type { TextLayout } from './text-layout.js';
import { inkGaps, withoutGaps } from './underline-ink.js';
import type { TextNode, TextSpan } from '../base/types.js';

/**
 * What a text layer draws besides its glyphs, in the layer box's pixels. Decided once here from the
 * laid-out pieces, so the canvas and PDF backends draw the same shapes.
 */
export interface TextDecoration {
  /** One box per drawn line, behind the text; filled as one shape, so boxes that overlap do not darken twice. */
  highlights: RoundedRect[];
  /** A markup span's background: a box behind its words on each line, above the layer's highlights. */
  spanHighlights: { color: Rgba; box: RoundedRect }[];
  /** Underlines and strikethrough lines, filled above the glyphs in the colour of the text they cross. */
  lines: { color: Rgba; rect: Rect }[];
}

/** How a piece of a text layer is drawn: its span's style, or the layer's for plain text. */
type PieceStyle = Omit<TextSpan, 'end' | 'font' | 'fontSize'>;

const ownStyles = new WeakMap<TextNode, PieceStyle>();

export function pieceStyle(node: TextNode, span: number): PieceStyle {
  if (node.spans) return node.spans[span];
  let style = ownStyles.get(node);
  if (!style) {
    const { color, letterSpacing, underline, strikethrough } = node;
    ownStyles.set(node, (style = { color, letterSpacing, background: null, underline, strikethrough }));
  }
  return style;
}

const NONE: TextDecoration = { highlights: [], spanHighlights: [], lines: [] };

// For fonts whose post or OS/2 table leaves the metrics at 0: CSS user agents' usual choices, in ems.
const DEFAULT_THICKNESS = 0.07;
const DEFAULT_UNDERLINE = -0.1;
const DEFAULT_STRIKEOUT = 0.3;

type Piece = TextLayout['pieces'][number];
type Row = TextLayout['rows'][number];

/**
 * A highlight follows each line's drawn width (its first to its last piece) and the ascent and descent
 * of the line's tallest face, padded on every side, as a CSS inline background does; an empty line gets
 * none. A span's background does the same over its own pieces. Underline and strikethrough span each
 * stretch of pieces drawn alike, at the positions and thickness the line's face specifies; an
 * underline skips the glyphs' ink (underline-ink.ts), as CSS's does by default.
 */
export function decorateText(node: TextNode, layout: TextLayout): TextDecoration {
  const spans = node.spans;
  if (
    !node.highlight &&
    !node.underline &&
    !node.strikethrough &&
    !spans?.some((s) => s.background || s.underline || s.strikethrough)
  )
    return NONE;
  const rows = new Map(layout.rows.map((r) => [r.baseline, r]));
  const highlights: RoundedRect[] = [];
  const spanHighlights: TextDecoration['spanHighlights'] = [];
  const lines: TextDecoration['lines'] = [];
  for (const line of linesOf(layout)) {
    const row = rows.get(line[0].baseline)!;
    if (node.highlight) {
      const e = extent(node, line);
      if (e) highlights.push(box(row, e, node.highlight));
    }
    for (const group of groups(line, (p) => p.span)) {
      const { background } = pieceStyle(node, group[0].span);
      const e = background && extent(node, group);
      if (e) spanHighlights.push({ color: background.color, box: box(row, e, background) });
    }
    for (const group of groups(line, (p) => decorationKey(pieceStyle(node, p.span), p.size))) {
      const style = pieceStyle(node, group[0].span);
      const e = (style.underline || style.strikethrough) && extent(node, group);
      if (!e) continue;
      const { face, baseline } = row;
      const size = group[0].size;
      const em = (units: number, fallback: number) => (units ? units / face.font.unitsPerEm : fallback) * size;
      const rect = (position: number, thickness: number) => ({
        x: e.left,
        y: baseline - position - thickness / 2,
        width: e.right - e.left,
        height: thickness,
      });
      if (style.underline) {
        // The post table's position is the line's top (OpenType's definition, and Chromium's `from-font`).
        const top = em(face.font.underlinePosition, DEFAULT_UNDERLINE);
        const thickness = em(face.font.underlineThickness, DEFAULT_THICKNESS);
        const under = rect(top - thickness / 2, thickness);
        const ink = group.map((p) => ({ ...p, letterSpacing: pieceStyle(node, p.span).letterSpacing }));
        const gaps = inkGaps(ink, top, top - thickness, thickness);
        for (const { left, right } of withoutGaps({ left: under.x, right: under.x + under.width }, gaps))
          lines.push({ color: style.color, rect: { ...under, x: left, width: right - left } });
      }
      if (style.strikethrough) {
        const os2 = face.font['OS/2'];
        lines.push({
          color: style.color,
          rect: rect(em(os2.yStrikeoutPosition, DEFAULT_STRIKEOUT), em(os2.yStrikeoutSize, DEFAULT_THICKNESS)),
        });
      }
    }
  }
  return { highlights, spanHighlights, lines };
}

function box(
  row: Row,
  { left, right }: { left: number; right: number },
  { padding, radius }: { padding: number; radius: number },
): RoundedRect {
  const { face, size, baseline } = row;
  const b = {
    x: left - padding,
    y: baseline - face.ascent * size - padding,
    width: right - left + 2 * padding,
    height: (face.ascent + face.descent) * size + 2 * padding,
  };
  return { ...b, radius: clampRadius(radius, b.width, b.height) };
}

/** Lines and strikethroughs join across pieces only where they would look the same. */
function decorationKey(style: PieceStyle, size: number): string {
  const { r, g, b, a } = style.color;
  return `${style.underline}${style.strikethrough}${size}/${r},${g},${b},${a}`;
}

/** The pieces of each drawn line, left to right (placeLine gives them in visual order). */
function linesOf(layout: TextLayout): Piece[][] {
  const byBaseline = new Map<number, Piece[]>();
  for (const p of layout.pieces) {
    const line = byBaseline.get(p.baseline);
    if (line) line.push(p);
    else byBaseline.set(p.baseline, [p]);
  }
  return [...byBaseline.values()];
}

/** Consecutive pieces with the same key. */
function groups(pieces: Piece[], key: (p: Piece) => unknown): Piece[][] {
  const out: Piece[][] = [];
  let last: unknown;
  for (const p of pieces) {
    const k = key(p);
    if (out.length > 0 && k === last) out[out.length - 1].push(p);
    else out.push([p]);
    last = k;
  }
  return out;
}

/** The horizontal extent of pieces; a piece's width ends with one letter spacing past its last glyph. Null when empty. */
function extent(node: TextNode, pieces: Piece[]): { left: number; right: number } | null {
  let left = Infinity;
  let right = -Infinity;
  for (const p of pieces) {
    left = Math.min(left, p.x);
    right = Math.max(right, p.x + p.width - pieceStyle(node, p.span).letterSpacing);
  }
  return right > left ? { left, right } : null;
}
