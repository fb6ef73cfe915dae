import { capacity, type Line, type LineBox, type Wrapped } from './line-breaking.js';
import { EPSILON, graphemes, type RunWidths } from './run-widths.js';
import { runAt, type LineRun, type Run } from './style-runs.js';

/**
 * Layout's clamping phase: of the wrapped lines, those drawn (at most max_lines, and past the first as many line
 * heights as the box holds), each with its text and runs; when lines were dropped, the last one drawn ends in an
 * ellipsis in the style of the last letter kept.
 */

const ELLIPSIS = '\u2026';

/** A line to draw: its text (an ellipsis included) and its runs. */
export interface DrawnLine {
  text: string;
  runs: LineRun[];
  paragraph: number;
  last: boolean;
  /** The line was broken at a space or a line break, not inside a word: its last word ends one. */
  spaceAfter: boolean;
}

export function drawnLines(
  text: string,
  runs: Run[],
  wrapped: Wrapped,
  fontSize: number,
  box: LineBox,
  widths: RunWidths,
): { lines: DrawnLine[]; truncated: boolean } {
  const drawn = wrapped.lines.slice(0, fitting(wrapped.lines, box, fontSize));
  const lines = drawn.map((l, i): DrawnLine => ({
    text: text.slice(l.start, l.end),
    runs: lineRuns(runs, l.start, l.end),
    paragraph: l.paragraph,
    last: l.last,
    spaceAfter: i + 1 < drawn.length && /\s/u.test(text.slice(l.end, drawn[i + 1].start)),
  }));
  const truncated = wrapped.overflow;
  if (truncated) {
    const last = lines[lines.length - 1];
    last.spaceAfter = false;
    last.text = ellipsize(last.text, box.width, (s) =>
      widths.lineWidth(s, withEllipsis(last.runs, s.length - 1), fontSize),
    );
    last.runs = withEllipsis(last.runs, last.text.length - 1);
    last.last = true;
  }
  return { lines, truncated };
}

/** How many of the lines fit: at most max_lines, and (past the first) as many line heights as the box holds. */
function fitting(lines: Line[], box: LineBox, size: number): number {
  const room = capacity(box, size);
  let height = 0;
  let n = 0;
  for (const line of lines) {
    height += line.scale;
    if (n > 0 && (n + 1 > box.maxLines || height > room)) break;
    n++;
  }
  return n;
}

/** The runs of text[start, end) as a line's own; an empty line takes the run at its place. */
function lineRuns(runs: Run[], start: number, end: number): LineRun[] {
  if (start >= end) return [{ end: 0, run: runAt(runs, start) }];
  const out: LineRun[] = [];
  for (const r of runs) if (r.end > start && r.start < end) out.push({ end: Math.min(end, r.end) - start, run: r });
  return out;
}

/** The runs of a line cut after `n` units, and an ellipsis after them in the style of the last one kept. */
function withEllipsis(runs: LineRun[], n: number): LineRun[] {
  const out: LineRun[] = [];
  let start = 0;
  for (const r of runs) {
    if (start >= n && out.length > 0) break;
    out.push({ end: Math.min(r.end, n), run: r.run });
    start = r.end;
  }
  out[out.length - 1].end = n + ELLIPSIS.length;
  return out;
}

/** Shortens `text` until it and an ellipsis fit `width`. */
function ellipsize(text: string, width: number, measure: (s: string) => number): string {
  const clusters = [...graphemes.segment(text)].map((g) => g.segment);
  const candidate = (n: number) => clusters.slice(0, n).join('').trimEnd() + ELLIPSIS;
  let lo = 0;
  let hi = clusters.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(candidate(mid)) <= width + EPSILON) lo = mid;
    else hi = mid - 1;
  }
  return candidate(lo);
}
