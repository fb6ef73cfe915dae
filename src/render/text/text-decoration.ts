import { clampRadius, type Rect, type RoundedRect } from '../base/geometry.js';
import type { TextLayout } from './text-layout.js';
import type { TextNode } from '../base/types.js';

/**
 * What a text layer draws besides its glyphs, in the layer box's pixels. Decided once here from the
 * laid-out pieces, so the canvas and PDF backends draw the same shapes.
 */
export interface TextDecoration {
  /** One box per drawn line, behind the text; filled as one shape, so boxes that overlap do not darken twice. */
  highlights: RoundedRect[];
  /** Underlines and strikethrough lines, filled in the text colour above the glyphs. */
  lines: Rect[];
}

const NONE: TextDecoration = { highlights: [], lines: [] };

// For fonts whose post or OS/2 table leaves the metrics at 0: CSS user agents' usual choices, in ems.
const DEFAULT_THICKNESS = 0.07;
const DEFAULT_UNDERLINE = -0.1;
const DEFAULT_STRIKEOUT = 0.3;

/**
 * A highlight follows each line's drawn width (its first to its last piece) and the primary face's
 * ascent and descent, padded on every side, as a CSS inline background does; an empty line gets none.
 * Underline and strikethrough span the same width, at the positions and thickness the face specifies.
 */
export function decorateText(node: TextNode, layout: TextLayout): TextDecoration {
  if (!node.highlight && !node.underline && !node.strikethrough) return NONE;
  const { fontSize, primary } = layout;
  const em = (units: number, fallback: number) => (units ? units / primary.font.unitsPerEm : fallback) * fontSize;
  const highlights: RoundedRect[] = [];
  const lines: Rect[] = [];
  for (const { baseline, left, right } of lineExtents(layout, node.letterSpacing)) {
    if (node.highlight) {
      const { padding, radius } = node.highlight;
      const box = {
        x: left - padding,
        y: baseline - primary.ascent * fontSize - padding,
        width: right - left + 2 * padding,
        height: (primary.ascent + primary.descent) * fontSize + 2 * padding,
      };
      highlights.push({ ...box, radius: clampRadius(radius, box.width, box.height) });
    }
    const line = (position: number, thickness: number) => ({ x: left, y: baseline - position - thickness / 2, width: right - left, height: thickness });
    if (node.underline) lines.push(line(em(primary.font.underlinePosition, DEFAULT_UNDERLINE), em(primary.font.underlineThickness, DEFAULT_THICKNESS)));
    if (node.strikethrough) {
      const os2 = primary.font['OS/2'];
      lines.push(line(em(os2.yStrikeoutPosition, DEFAULT_STRIKEOUT), em(os2.yStrikeoutSize, DEFAULT_THICKNESS)));
    }
  }
  return { highlights, lines };
}

/** Each drawn line's baseline and horizontal extent; a piece's width ends with one letter spacing past its last glyph. */
function lineExtents(layout: TextLayout, letterSpacing: number): { baseline: number; left: number; right: number }[] {
  const byBaseline = new Map<number, { baseline: number; left: number; right: number }>();
  for (const p of layout.pieces) {
    const e = byBaseline.get(p.baseline);
    const right = p.x + p.width - letterSpacing;
    if (!e) byBaseline.set(p.baseline, { baseline: p.baseline, left: p.x, right });
    else [e.left, e.right] = [Math.min(e.left, p.x), Math.max(e.right, right)];
  }
  return [...byBaseline.values()].filter((e) => e.right > e.left);
}
