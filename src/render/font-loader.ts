import { readFileSync } from 'node:fs';
import { GlobalFonts } from '@napi-rs/canvas';
import * as fontkit from 'fontkit';
import type { FontFace } from './fonts.js';

/** A bundled face, loaded in this thread: parsed for coverage and metrics, registered with Skia. */
export interface LoadedFace {
  face: FontFace;
  /** The family name the canvas backend selects it by. */
  canvasFamily: string;
  /**
   * The parsed font, for pdfkit to shape with, subset and embed. Shared by every PDF this thread
   * writes: parsing a face and warming its shaping tables per document took ~100 ms.
   */
  font: fontkit.Font;
  /** Ascent and descent (positive, below the baseline) as fractions of the font size. */
  ascent: number;
  descent: number;
  covers(codePoint: number): boolean;
}

const loaded = new Map<string, LoadedFace>();

/** Loads on first use: a render pays only for the faces its text needs. */
export function loadFace(face: FontFace): LoadedFace {
  let l = loaded.get(face.id);
  if (l) return l;
  const font = fontkit.create(readFileSync(face.file));
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${face.file} is a font collection, not a font`);
  const canvasFamily = `snapforge-${face.id}`;
  // Skia's font registry is per process; workers share it, so the first one registers.
  if (!GlobalFonts.has(canvasFamily) && !GlobalFonts.registerFromPath(face.file, canvasFamily)) {
    throw new Error(`Skia could not load ${face.file}`);
  }
  const coverage = new Map<number, boolean>();
  l = {
    face,
    canvasFamily,
    font,
    ascent: font.ascent / font.unitsPerEm,
    descent: -font.descent / font.unitsPerEm,
    covers(cp) {
      let has = coverage.get(cp);
      if (has === undefined) coverage.set(cp, (has = font.hasGlyphForCodePoint(cp)));
      return has;
    },
  };
  loaded.set(face.id, l);
  return l;
}
