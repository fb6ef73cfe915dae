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
  const bytes = typeof face.file === 'string' ? readFileSync(face.file) : Buffer.from(face.file);
  const font = fontkit.create(bytes);
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`Font ${face.id} is a font collection, not a font`);
  const canvasFamily = `snapforge-${face.id}`;
  // Skia's font registry is per process; workers share it, so the first one registers.
  if (!GlobalFonts.has(canvasFamily) && !registerWithSkia(face.file, bytes, canvasFamily)) {
    throw new Error(`Skia could not load font ${face.id}`);
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

/** A bundled face by its path (Skia maps the file); an uploaded one from its bytes. */
function registerWithSkia(file: string | Uint8Array, bytes: Buffer, canvasFamily: string): boolean {
  return typeof file === 'string'
    ? GlobalFonts.registerFromPath(file, canvasFamily) !== null
    : GlobalFonts.register(bytes, canvasFamily) !== null;
}
