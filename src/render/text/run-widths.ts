import type { LoadedFace } from '../fonts/font-loader.js';
import { runAt, type LineRun, type Run } from './style-runs.js';
import type { TextMeasurer } from './text-measurer.js';

/**
 * Layout's measuring, which the later phases ask: widths of the styled text's stretches. Widths are measured once
 * at the set size and scaled while auto-fit tries smaller sizes; letter spacing is added per cluster, unscaled. Each
 * run is measured at its own size and faces.
 */

// Widths are floats summed in different orders; a line may exceed its box by this much.
export const EPSILON = 0.01;
export const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const SIMPLE = /^[\x20-\x7e\u00a0-\u024f]*$/;

function clusterCount(text: string): number {
  if (SIMPLE.test(text)) return text.length;
  let n = 0;
  for (const _ of graphemes.segment(text)) n++;
  return n;
}

/** An advance at the reference size and the letter spacing beside it. */
export interface Widths {
  advance: number;
  spacing: number;
}

export class RunWidths {
  constructor(
    private readonly text: string,
    private readonly runs: Run[],
    private readonly measurer: TextMeasurer,
    /** The layer's set font size, at which stretches are measured. */
    readonly reference: number,
  ) {}

  private advanceOf(r: Run, s: string, size: number): number {
    let w = 0;
    for (const run of r.fallback.runs(s)) w += this.measurer.width(run.text, run.face, size);
    return w;
  }

  private spacingOf(r: Run, s: string): number {
    return r.letterSpacing === 0 ? 0 : r.letterSpacing * clusterCount(s);
  }

  /** The advance at the reference size and the letter spacing of text[start, end), across its runs. */
  widths(start: number, end: number): Widths {
    let advance = 0;
    let spacing = 0;
    for (const r of this.runs) {
      if (r.end <= start) continue;
      if (r.start >= end) break;
      const s = this.text.slice(Math.max(start, r.start), Math.min(end, r.end));
      advance += this.advanceOf(r, s, this.reference * r.scale);
      spacing += this.spacingOf(r, s);
    }
    return { advance, spacing };
  }

  /** Widths measured at the reference size, at `size`. */
  scaled(w: Widths, size: number): number {
    return w.advance * (size / this.reference) + w.spacing;
  }

  scaledWidth(start: number, end: number, size: number): number {
    return this.scaled(this.widths(start, end), size);
  }

  /** A line's text (with its own runs) at the laid-out size. */
  lineWidth(s: string, lineRuns: LineRun[], size: number): number {
    let w = 0;
    let start = 0;
    for (const { end, run } of lineRuns) {
      const part = s.slice(start, end);
      w += this.advanceOf(run, part, size * run.scale) + this.spacingOf(run, part);
      start = end;
    }
    return w;
  }

  /** A piece of one face in one run at the laid-out size. */
  pieceWidth(s: string, face: LoadedFace, run: Run, fontSize: number): number {
    return this.measurer.width(s, face, fontSize * run.scale) + this.spacingOf(run, s);
  }

  /** The largest scale of the runs over text[start, end): the tallest span sets a line's height. */
  scaleOf(start: number, end: number): number {
    const runs = this.runs;
    if (runs.length === 1) return runs[0].scale;
    if (start >= end) return runAt(runs, start).scale;
    let scale = 0;
    for (const r of runs) if (r.end > start && r.start < end) scale = Math.max(scale, r.scale);
    return scale;
  }
}
