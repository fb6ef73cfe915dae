import type { LoadedFace } from '../fonts/font-loader.js';
import { embeddingLevels, paragraphDirection, visualOrder, type Direction } from './bidi.js';
import type { DrawnLine } from './drawn-lines.js';
import type { TextRow } from './line-rows.js';
import type { RunWidths } from './run-widths.js';
import type { Run } from './style-runs.js';
import type { TextNode } from '../base/types.js';

/**
 * Layout's last phase: each drawn line split into words per face and direction, ordered visually (bidi, per
 * paragraph's direction) and aligned in the box, on its row's baseline: the pieces both backends draw.
 */

/** One word (or part of one in a single face and direction) at its final place in the layer box. */
export interface TextPiece {
  text: string;
  face: LoadedFace;
  /** Its span's font size as laid out (the layer's, for plain text). */
  size: number;
  /** Its span's index in the node's spans (0 for plain text). */
  span: number;
  x: number;
  baseline: number;
  width: number;
  rtl: boolean;
  /**
   * A space is laid out right after it, to its right (or the line breaks at a space there): the PDF draws a
   * space glyph there, so its text reads as words.
   */
  spaceAfter: boolean;
}

type PlacedPiece = Omit<TextPiece, 'baseline' | 'size' | 'span'> & { run: Run };

export function placePieces(
  text: string,
  lines: DrawnLine[],
  rows: TextRow[],
  fontSize: number,
  widths: RunWidths,
  box: { width: number; align: TextNode['align']; direction: TextNode['direction'] },
): TextPiece[] {
  const directionOf = paragraphDirections(text, box.direction);
  const pieceWidth = (s: string, face: LoadedFace, run: Run) => widths.pieceWidth(s, face, run, fontSize);
  const pieces: TextPiece[] = [];
  lines.forEach((line, i) => {
    const placed = placeLine(line, directionOf(line.paragraph), box.width, box.align, pieceWidth);
    const { baseline } = rows[i];
    for (const { run, ...p } of placed) pieces.push({ ...p, size: fontSize * run.scale, span: run.index, baseline });
  });
  return pieces;
}

/** Each paragraph's direction: the layer's, or with `auto` its first strong character's (found once). */
function paragraphDirections(text: string, direction: TextNode['direction']): (paragraph: number) => Direction {
  if (direction !== 'auto') return () => direction;
  const directions = new Map<number, Direction>();
  const paragraphs = text.split('\n');
  return (p) => {
    let d = directions.get(p);
    if (!d) directions.set(p, (d = paragraphDirection(paragraphs[p] ?? '')));
    return d;
  };
}

interface Atom {
  text: string;
  face: LoadedFace;
  run: Run;
  level: number;
  space: boolean;
  width: number;
}

/** Splits a line into words per face and direction, orders them visually and aligns them. */
function placeLine(
  line: DrawnLine,
  direction: Direction,
  boxWidth: number,
  align: TextNode['align'],
  width: (text: string, face: LoadedFace, run: Run) => number,
): PlacedPiece[] {
  const levels = embeddingLevels(line.text, direction);
  const atoms: Atom[] = [];
  let offset = 0;
  let runStart = 0;
  for (const { end, run: styleRun } of line.runs) {
    for (const run of styleRun.fallback.runs(line.text.slice(runStart, end))) {
      let start = 0;
      for (let i = 1; i <= run.text.length; i++) {
        const boundary =
          i === run.text.length ||
          isSpace(run.text.charCodeAt(i)) !== isSpace(run.text.charCodeAt(start)) ||
          levels[offset + i] !== levels[offset + start];
        if (!boundary || isLowSurrogate(run.text.charCodeAt(i))) continue;
        const t = run.text.slice(start, i);
        atoms.push({
          text: t,
          face: run.face,
          run: styleRun,
          level: levels[offset + start],
          space: isSpace(t.charCodeAt(0)),
          width: 0,
        });
        start = i;
      }
      offset += run.text.length;
    }
    runStart = end;
  }
  while (atoms.length > 0 && atoms[atoms.length - 1].space) atoms.pop();
  let lineWidth = 0;
  for (const a of atoms) lineWidth += a.width = width(a.text, a.face, a.run);

  const gaps = atoms.filter((a) => a.space).length;
  let x = 0;
  let extra = 0;
  const slack = boxWidth - lineWidth;
  const effective = align === 'justify' && (line.last || gaps === 0) ? (direction === 'rtl' ? 'right' : 'left') : align;
  if (effective === 'justify') extra = slack / gaps;
  else if (effective === 'right') x = slack;
  else if (effective === 'center') x = slack / 2;

  const placed: PlacedPiece[] = [];
  const ordered = visualOrder(atoms, (a) => a.level);
  // The line's right end is where its break is when it runs left to right.
  const breakAtRight = line.spaceAfter && direction === 'ltr';
  ordered.forEach((a, i) => {
    if (!a.space) {
      const spaceAfter = ordered[i + 1]?.space ?? breakAtRight;
      placed.push({ text: a.text, face: a.face, run: a.run, x, width: a.width, rtl: a.level % 2 === 1, spaceAfter });
    }
    x += a.width + (a.space ? extra : 0);
  });
  return placed;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0xa0 || code === 0x3000 || (code >= 0x2000 && code <= 0x200a);
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
