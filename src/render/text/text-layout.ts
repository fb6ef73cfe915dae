import { drawnLines } from './drawn-lines.js';
import { fitText } from './auto-fit.js';
import { lineBreaker } from './line-breaking.js';
import { placePieces, type TextPiece } from './line-placement.js';
import { lineRows, type TextRow } from './line-rows.js';
import { RunWidths } from './run-widths.js';
import { styleRuns } from './style-runs.js';
import type { LoadedFace } from '../fonts/font-loader.js';
import type { TextMeasurer } from './text-measurer.js';
import type { TextNode } from '../base/types.js';

export interface TextLayout {
  fontSize: number;
  /** The layer's own face (the first of its fallback chain): its metrics place highlights and lines. */
  primary: LoadedFace;
  /** The text of each drawn line, in logical order (what a reader reads). */
  lines: string[];
  pieces: TextPiece[];
  /** Each drawn line's baseline, with the face and size of its tallest span, which set its height. */
  rows: TextRow[];
  /** Lines were dropped (max lines or box height) and the last one ends in an ellipsis. */
  truncated: boolean;
  /** Where the first line's box starts, down from the layer's top: what a layer that `wraps` it starts at. */
  top: number;
  /** Where the last line's box ends, down from the layer's top: what a layer `below` it sits under. */
  bottom: number;
}

export type TextStyle = Partial<Pick<TextNode, 'spans'>> &
  Pick<
    TextNode,
    | 'text'
    | 'width'
    | 'height'
    | 'font'
    | 'fontSize'
    | 'minFontSize'
    | 'autoFit'
    | 'align'
    | 'verticalAlign'
    | 'lineHeight'
    | 'letterSpacing'
    | 'maxLines'
    | 'direction'
  >;

/**
 * Breaks, fits and places a text layer's text: greedy wrapping at Unicode line-break opportunities,
 * auto-fit by bisecting the font size, ellipsis on the last visible line, bidi reordering per line,
 * alignment. Both backends draw the pieces this returns, so PNG and PDF show the same lines.
 *
 * In phases, each its own file: the text in styled runs (`style-runs.ts`), measured (`run-widths.ts`), broken
 * into lines at a size (`line-breaking.ts`), the size fitted (`auto-fit.ts`), the lines that fit clamped
 * (`drawn-lines.ts`), given baselines (`line-rows.ts`) and placed word by word (`line-placement.ts`).
 */
export function layoutText(style: TextStyle, measurer: TextMeasurer): TextLayout {
  const { text, runs, primary } = styleRuns(style);
  const widths = new RunWidths(text, runs, measurer, style.fontSize);
  const box = {
    width: style.width,
    height: style.height,
    lineHeight: style.lineHeight,
    maxLines: style.maxLines ?? Infinity,
  };
  const { fontSize, wrapped } = fitText(lineBreaker(text, widths, box), style);
  const { lines, truncated } = drawnLines(text, runs, wrapped, fontSize, box, widths);
  const { rows, top, blockHeight } = lineRows(lines, fontSize, style);
  const pieces = placePieces(text, lines, rows, fontSize, widths, style);
  return {
    fontSize,
    primary,
    lines: lines.map((l) => l.text),
    pieces,
    rows,
    truncated,
    top,
    bottom: top + blockHeight,
  };
}
