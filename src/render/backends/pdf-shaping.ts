import type * as fontkit from 'fontkit';
import { LRUCache } from 'lru-cache';
import type { LoadedFace } from '../fonts/font-loader.js';
import { subsetsCached } from './pdf-font-subsets.js';

type Shaped = Pick<fontkit.GlyphRun, 'glyphs' | 'positions'>;

/**
 * fontkit reverses a right-to-left run whole, so a mark (an Arabic dot: no advance) comes before its
 * base. A PDF reader takes a word to start where its first glyph is drawn: when that is the dot over
 * the word's left letter, poppler saw a gap between words and broke `خصم عرض اليوم` into two lines.
 * Marks leading the run are drawn after their base instead, at the same place on the page.
 */
function leadingMarksAfterBase(run: Shaped): Shaped {
  const base = run.positions.findIndex((p) => p.xAdvance !== 0);
  if (base <= 0) return run;
  const advance = run.positions[base].xAdvance;
  const marks = run.positions.slice(0, base).map((p) => ({ ...p, xOffset: p.xOffset - advance }));
  return {
    glyphs: [run.glyphs[base], ...run.glyphs.slice(0, base), ...run.glyphs.slice(base + 1)],
    positions: [run.positions[base], ...marks, ...run.positions.slice(base + 1)],
  };
}

interface ShapingCache {
  /** The face's fontkit font for pdfkit: its layout() answers from the cache, its subsets' files from theirs. */
  font: fontkit.Font;
  /** The glyphs a word shapes to, as pdfkit draws it (no features). */
  glyphs(text: string): fontkit.Glyph[];
}
const shapedFonts = new WeakMap<LoadedFace, ShapingCache>();

/**
 * The face's fontkit font, remembering how it shaped each word. pdfkit shapes every word of every
 * document with fontkit (OpenType substitution and positioning in JavaScript): for the standard
 * card that was 10 ms of a 15 ms PDF, while templates repeat their words from render to render.
 * pdfkit scales the positions it gets in place, so each call hands out fresh copies.
 */
export function shapingCached(face: LoadedFace): ShapingCache {
  let cached = shapedFonts.get(face);
  if (cached) return cached;
  const { font } = face;
  const runs = new LRUCache<string, Shaped>({ max: 20_000 });
  const shape = (text: string, features?: string[] | Record<string, boolean>): Shaped => {
    const key = features ? `${text}\u0000${JSON.stringify(features)}` : text;
    let run = runs.get(key);
    if (!run) {
      const shaped = font.layout(text, features);
      run = { glyphs: shaped.glyphs, positions: shaped.positions.map((p) => ({ ...p })) };
      if (shaped.direction === 'rtl') run = leadingMarksAfterBase(run);
      runs.set(key, run);
    }
    return run;
  };
  const layout = (text: string, features?: string[] | Record<string, boolean>) => {
    const run = shape(text, features);
    const positions = run.positions.map((p) => ({ ...p }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((w, p) => w + p.xAdvance, 0);
      },
    };
  };
  const own: Record<string | symbol, unknown> = { layout, createSubset: subsetsCached(font) };
  cached = {
    font: new Proxy(font, { get: (target, prop) => own[prop] ?? Reflect.get(target, prop, target) }),
    glyphs: (text) => shape(text).glyphs,
  };
  shapedFonts.set(face, cached);
  return cached;
}
