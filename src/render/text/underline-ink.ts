import type * as fontkit from 'fontkit';
import { LRUCache } from 'lru-cache';
import type { LoadedFace } from '../fonts/font-loader.js';

/**
 * Where an underline skips the glyphs it would cross, as CSS's default `text-decoration-skip-ink:
 * auto` does: each glyph whose outline enters the underline's band leaves a gap from its leftmost to
 * its rightmost ink in the band, widened on both sides by the underline's thickness (Chromium's
 * dilation, at most 13 px). Glyph outlines come from fontkit, which lays a word out as the layout
 * measured it; the gaps are worked out once per face, band and word, in font units.
 */

/** A horizontal stretch, in the layer box's pixels. */
export interface Span {
  left: number;
  right: number;
}

/** A word as drawn: its text, face and size, where it starts, and the letter spacing after each glyph. */
export interface InkWord {
  text: string;
  face: LoadedFace;
  size: number;
  x: number;
  letterSpacing: number;
}

/** Chromium's largest dilation of a skipped glyph. */
const MAX_DILATION = 13;
/** Straight pieces per curve when an outline is flattened: plenty for a band a few units high. */
const CURVE_STEPS = 8;

/** A glyph's ink in a band: its glyph index in the word, and its leftmost and rightmost x (font units, from the word's start). */
type GlyphInk = [index: number, left: number, right: number];

const inkByWord = new LRUCache<string, GlyphInk[]>({ max: 5_000 });

/**
 * The gaps `words` leave in an underline whose band is `top` to `bottom` pixels above the baseline
 * (negative: below it), `thickness` pixels thick.
 */
export function inkGaps(words: InkWord[], top: number, bottom: number, thickness: number): Span[] {
  const dilation = Math.min(thickness, MAX_DILATION);
  const gaps: Span[] = [];
  for (const w of words) {
    const units = w.face.font.unitsPerEm / w.size;
    for (const [index, left, right] of wordInk(w.face, w.text, bottom * units, top * units)) {
      const x = w.x + index * w.letterSpacing;
      gaps.push({ left: x + left / units - dilation, right: x + right / units + dilation });
    }
  }
  return gaps;
}

/** `span` less `gaps`: the stretches an underline is drawn over. */
export function withoutGaps(span: Span, gaps: Span[]): Span[] {
  const out: Span[] = [];
  let left = span.left;
  for (const g of [...gaps].sort((a, b) => a.left - b.left)) {
    if (g.right <= left) continue;
    if (g.left >= span.right) break;
    if (g.left > left) out.push({ left, right: g.left });
    left = Math.max(left, g.right);
  }
  if (left < span.right) out.push({ left, right: span.right });
  return out;
}

function wordInk(face: LoadedFace, text: string, low: number, high: number): GlyphInk[] {
  const key = `${face.face.id}\u0000${low}\u0000${high}\u0000${text}`;
  let ink = inkByWord.get(key);
  if (!ink) {
    ink = [];
    const run = face.font.layout(text);
    let pen = 0;
    run.glyphs.forEach((glyph, i) => {
      const p = run.positions[i];
      const range = glyphInk(glyph, low - p.yOffset, high - p.yOffset);
      if (range) ink!.push([i, pen + p.xOffset + range[0], pen + p.xOffset + range[1]]);
      pen += p.xAdvance;
    });
    inkByWord.set(key, ink);
  }
  return ink;
}

/** The leftmost and rightmost x of a glyph's outline between heights `low` and `high` (font units, y up); null when it has none there. */
function glyphInk(glyph: fontkit.Glyph, low: number, high: number): [number, number] | null {
  const box = glyph.cbox;
  if (box.minY > high || box.maxY < low) return null;
  let [left, right] = [Infinity, -Infinity];
  const segment = (x0: number, y0: number, x1: number, y1: number) => {
    let [t0, t1] = [0, 1];
    if (y0 === y1) {
      if (y0 < low || y0 > high) return;
    } else {
      const [a, b] = [(low - y0) / (y1 - y0), (high - y0) / (y1 - y0)];
      [t0, t1] = [Math.max(0, Math.min(a, b)), Math.min(1, Math.max(a, b))];
      if (t0 > t1) return;
    }
    for (const t of [t0, t1]) {
      const x = x0 + (x1 - x0) * t;
      [left, right] = [Math.min(left, x), Math.max(right, x)];
    }
  };
  flatten(glyph.path.commands, segment);
  return left <= right ? [left, right] : null;
}

/** Calls `segment` for each straight piece of an outline, its curves cut into CURVE_STEPS. */
function flatten(
  commands: fontkit.Path['commands'],
  segment: (x0: number, y0: number, x1: number, y1: number) => void,
): void {
  let [x, y, startX, startY] = [0, 0, 0, 0];
  const to = (nx: number, ny: number) => {
    segment(x, y, nx, ny);
    [x, y] = [nx, ny];
  };
  for (const { command, args } of commands) {
    if (command === 'moveTo') [x, y, startX, startY] = [args[0], args[1], args[0], args[1]];
    else if (command === 'lineTo') to(args[0], args[1]);
    else if (command === 'closePath') to(startX, startY);
    else {
      const [x0, y0] = [x, y];
      for (let i = 1; i <= CURVE_STEPS; i++) {
        const t = i / CURVE_STEPS;
        const u = 1 - t;
        if (command === 'quadraticCurveTo') {
          to(u * u * x0 + 2 * u * t * args[0] + t * t * args[2], u * u * y0 + 2 * u * t * args[1] + t * t * args[3]);
        } else {
          const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
          to(a * x0 + b * args[0] + c * args[2] + d * args[4], a * y0 + b * args[1] + c * args[3] + d * args[5]);
        }
      }
    }
  }
}
