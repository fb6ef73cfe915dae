import LineBreaker from 'linebreak';
import { cjkRegion } from '../fonts/cjk-region.js';
import { embeddingLevels, paragraphDirection, visualOrder, type Direction } from './bidi.js';
import type { LoadedFace } from '../fonts/font-loader.js';
import { FontFallback } from '../fonts/font-fallback.js';
import { faceChain, type FontSpec } from '../fonts/fonts.js';
import { mapRuns } from './styled-text.js';
import type { TextMeasurer } from './text-measurer.js';
import type { TextNode } from '../base/types.js';

/** One word (or part of one in a single face and direction) at its final place in the layer box. */
interface TextPiece {
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
  /** Where the last line's box ends, down from the layer's top: what a layer `below` it sits under. */
  bottom: number;
}

interface TextRow {
  baseline: number;
  face: LoadedFace;
  size: number;
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

const ELLIPSIS = '\u2026';
// Widths are floats summed in different orders; a line may exceed its box by this much.
const EPSILON = 0.01;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const SIMPLE = /^[\x20-\x7e\u00a0-\u024f]*$/;
// Scripts written without spaces between words, which UAX #14 leaves to a dictionary (class SA).
const NO_SPACES = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
// ICU's word breaker, built into Node, finds their word boundaries with its dictionaries.
const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/** A break opportunity (UAX #14): `text.slice(start, end)` is the word, up to `next` its spaces. */
interface Chunk {
  start: number;
  end: number;
  next: number;
  /** A line break in the text ends this chunk. */
  hard: boolean;
}

/** A stretch of the text in one style: a node's span (or the node's own style) with its faces. */
interface Run {
  start: number;
  end: number;
  /** Its span's index in the node's spans. */
  index: number;
  fallback: FontFallback;
  /** Its font size over the layer's: auto-fit scales every span by the same factor. */
  scale: number;
  letterSpacing: number;
}

/** A line's runs, each ending at `end` in the line's text. */
interface LineRun {
  end: number;
  run: Run;
}

interface Line {
  start: number;
  end: number;
  /** The largest scale of its runs: the tallest span sets the line's height. */
  scale: number;
  paragraph: number;
  /** Last line of its paragraph: justify leaves it at its start side. */
  last: boolean;
}

/** A line to draw: its text (an ellipsis included) and its runs. */
interface DrawnLine {
  text: string;
  runs: LineRun[];
  paragraph: number;
  last: boolean;
  /** The line was broken at a space or a line break, not inside a word: its last word ends one. */
  spaceAfter: boolean;
}

interface Wrapped {
  lines: Line[];
  /** More lines than the box or max_lines allows. */
  overflow: boolean;
  /** A word wider than the box had to be cut. */
  brokeWord: boolean;
}

function normalise(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, '');
}

function clusterCount(text: string): number {
  if (SIMPLE.test(text)) return text.length;
  let n = 0;
  for (const _ of graphemes.segment(text)) n++;
  return n;
}

function chunksOf(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  const breaker = new LineBreaker(text);
  let start = 0;
  for (let b = breaker.nextBreak(); b; b = breaker.nextBreak()) {
    const raw = text.slice(start, b.position);
    const core = raw.replace(/\s+$/u, '');
    const chunk = { start, end: start + core.length, next: b.position, hard: b.required };
    if (NO_SPACES.test(core)) chunks.push(...wordsOf(text, chunk));
    else chunks.push(chunk);
    start = b.position;
  }
  return chunks;
}

/** A chunk of Thai (or Lao, Khmer, Burmese) split at its word boundaries: UAX #14 gives none inside it. */
function wordsOf(text: string, chunk: Chunk): Chunk[] {
  const out: Chunk[] = [];
  for (const w of words.segment(text.slice(chunk.start, chunk.end))) {
    const start = chunk.start + w.index;
    const end = start + w.segment.length;
    out.push({ start, end, next: end, hard: false });
  }
  const last = out[out.length - 1];
  last.next = chunk.next;
  last.hard = chunk.hard;
  return out;
}

/**
 * Breaks, fits and places a text layer's text: greedy wrapping at Unicode line-break opportunities,
 * auto-fit by bisecting the font size, ellipsis on the last visible line, bidi reordering per line,
 * alignment. Both backends draw the pieces this returns, so PNG and PDF show the same lines.
 */
export function layoutText(style: TextStyle, measurer: TextMeasurer): TextLayout {
  const { width: boxWidth, height: boxHeight } = style;
  const { text, runs, primary } = styleRuns(style);

  // Widths are measured once at the set size and scaled while auto-fit tries smaller sizes;
  // letter spacing is added per cluster, unscaled. Each run is measured at its own size and faces.
  const reference = style.fontSize;
  const advanceOf = (r: Run, s: string, size: number) => {
    let w = 0;
    for (const run of r.fallback.runs(s)) w += measurer.width(run.text, run.face, size);
    return w;
  };
  const spacingOf = (r: Run, s: string) => (r.letterSpacing === 0 ? 0 : r.letterSpacing * clusterCount(s));
  /** The advance at the reference size and the letter spacing of text[start, end), across its runs. */
  const widths = (start: number, end: number) => {
    let advance = 0;
    let spacing = 0;
    for (const r of runs) {
      if (r.end <= start) continue;
      if (r.start >= end) break;
      const s = text.slice(Math.max(start, r.start), Math.min(end, r.end));
      advance += advanceOf(r, s, reference * r.scale);
      spacing += spacingOf(r, s);
    }
    return { advance, spacing };
  };
  const scaledWidth = (start: number, end: number, size: number) => {
    const w = widths(start, end);
    return w.advance * (size / reference) + w.spacing;
  };
  /** A line's text (with its own runs) at the laid-out size. */
  const measureLine = (s: string, lineRuns: LineRun[], size: number) => {
    let w = 0;
    let start = 0;
    for (const { end, run } of lineRuns) {
      const part = s.slice(start, end);
      w += advanceOf(run, part, size * run.scale) + spacingOf(run, part);
      start = end;
    }
    return w;
  };
  const runAt = (position: number) => runs.find((r) => r.end > position) ?? runs[runs.length - 1];
  const scaleOf = (start: number, end: number) => {
    if (runs.length === 1) return runs[0].scale;
    if (start >= end) return runAt(start).scale;
    let scale = 0;
    for (const r of runs) if (r.end > start && r.start < end) scale = Math.max(scale, r.scale);
    return scale;
  };

  const chunks = text === '' ? [] : chunksOf(text);
  const coreWidths = new Map<Chunk, { advance: number; spacing: number }>();
  const coreWidth = (c: Chunk, size: number) => {
    let w = coreWidths.get(c);
    if (!w) coreWidths.set(c, (w = widths(c.start, c.end)));
    return w.advance * (size / reference) + w.spacing;
  };

  // The lines that fit: at most max_lines, and (past the first) as many line heights as the box holds.
  const maxLines = style.maxLines ?? Infinity;
  const capacity = (size: number) => boxHeight / (size * style.lineHeight) + EPSILON;
  const fitting = (lines: Line[], size: number) => {
    const room = capacity(size);
    let height = 0;
    let n = 0;
    for (const line of lines) {
      height += line.scale;
      if (n > 0 && (n + 1 > maxLines || height > room)) break;
      n++;
    }
    return n;
  };

  function wrap(size: number): Wrapped {
    const room = capacity(size);
    const lines: Line[] = [];
    let height = 0;
    let brokeWord = false;
    let paragraph = 0;
    let at = 0;
    let lineStart = -1;
    let lineEnd = 0;
    let lineWidth = 0;
    let space = 0;
    const over = () => lines.length > maxLines || (lines.length > 1 && height > room);
    const push = (last: boolean) => {
      const [start, end] = lineStart < 0 ? [at, at] : [lineStart, lineEnd];
      const scale = scaleOf(start, end);
      lines.push({ start, end, scale, paragraph, last });
      height += scale;
      lineStart = -1;
      lineWidth = 0;
      space = 0;
    };
    for (const c of chunks) {
      at = c.start;
      const w = coreWidth(c, size);
      if (lineStart >= 0 && lineWidth + space + w > boxWidth + EPSILON) push(false);
      if (lineStart < 0 && w > boxWidth + EPSILON) {
        brokeWord = true;
        for (const g of graphemes.segment(text.slice(c.start, c.end))) {
          const gStart = c.start + g.index;
          const gw = scaledWidth(gStart, gStart + g.segment.length, size);
          if (lineStart >= 0 && lineWidth + gw > boxWidth + EPSILON) push(false);
          if (lineStart < 0) lineStart = gStart;
          lineWidth += gw;
          lineEnd = gStart + g.segment.length;
          if (over()) break;
        }
      } else {
        if (lineStart < 0) lineStart = c.start;
        lineWidth += space + w;
        lineEnd = c.end;
      }
      space = c.next > c.end ? scaledWidth(c.end, text[c.next - 1] === '\n' ? c.next - 1 : c.next, size) : 0;
      if (c.hard) {
        at = c.next;
        push(true);
        paragraph++;
      }
      if (over()) return { lines, overflow: true, brokeWord };
    }
    if (lineStart >= 0) push(true);
    return { lines, overflow: over(), brokeWord };
  }

  let fontSize = style.fontSize;
  let wrapped = wrap(fontSize);
  const fits = (w: Wrapped) => !w.overflow && !w.brokeWord;
  if (style.autoFit && !fits(wrapped)) {
    let lo = style.minFontSize;
    let hi = fontSize;
    let best = wrap(lo);
    if (fits(best)) {
      while (hi - lo > 0.25) {
        const mid = (lo + hi) / 2;
        const attempt = wrap(mid);
        if (fits(attempt)) [lo, best] = [mid, attempt];
        else hi = mid;
      }
    }
    fontSize = lo;
    wrapped = best;
  }

  const drawn = wrapped.lines.slice(0, fitting(wrapped.lines, fontSize));
  const lines = drawn.map((l, i): DrawnLine => ({
    text: text.slice(l.start, l.end),
    runs: lineRuns(runs, l.start, l.end, runAt),
    paragraph: l.paragraph,
    last: l.last,
    spaceAfter: i + 1 < drawn.length && /\s/u.test(text.slice(l.end, drawn[i + 1].start)),
  }));
  const truncated = wrapped.overflow;
  if (truncated) {
    const last = lines[lines.length - 1];
    last.spaceAfter = false;
    last.text = ellipsize(last.text, boxWidth, (s) => measureLine(s, withEllipsis(last.runs, s.length - 1), fontSize));
    last.runs = withEllipsis(last.runs, last.text.length - 1);
    last.last = true;
  }

  // Half-leading, as CSS: each line's tallest span's ascent and descent centred in its line box.
  const rows = lines.map((line) => {
    let tallest = line.runs[0].run;
    for (const { run } of line.runs) if (run.scale > tallest.scale) tallest = run;
    return { face: tallest.fallback.primary, size: fontSize * tallest.scale, baseline: 0 };
  });
  const uniform = rows.every((r) => r.face === rows[0].face && r.size === rows[0].size);
  const lineBoxes = rows.map((r) => r.size * style.lineHeight);
  const blockHeight = uniform ? lines.length * (lineBoxes[0] ?? 0) : lineBoxes.reduce((a, b) => a + b, 0);
  const top =
    style.verticalAlign === 'top'
      ? 0
      : style.verticalAlign === 'middle'
        ? (boxHeight - blockHeight) / 2
        : boxHeight - blockHeight;
  const baseline = (lineTop: number, { face, size }: TextRow, lineBox: number) =>
    lineTop + (lineBox - (face.ascent + face.descent) * size) / 2 + face.ascent * size;
  let lineTop = top;
  rows.forEach((row, i) => {
    row.baseline = uniform
      ? baseline(top, rows[0], lineBoxes[0]) + i * lineBoxes[0]
      : baseline(lineTop, row, lineBoxes[i]);
    lineTop += lineBoxes[i];
  });

  const directions = new Map<number, Direction>();
  const paragraphs = style.direction === 'auto' ? text.split('\n') : [];
  const directionOf = (p: number): Direction => {
    if (style.direction !== 'auto') return style.direction;
    let d = directions.get(p);
    if (!d) directions.set(p, (d = paragraphDirection(paragraphs[p] ?? '')));
    return d;
  };

  const pieceWidth = (s: string, face: LoadedFace, run: Run) =>
    measurer.width(s, face, fontSize * run.scale) + spacingOf(run, s);
  const pieces: TextPiece[] = [];
  lines.forEach((line, i) => {
    const placed = placeLine(line, directionOf(line.paragraph), boxWidth, style.align, pieceWidth);
    const { baseline } = rows[i];
    for (const { run, ...p } of placed) pieces.push({ ...p, size: fontSize * run.scale, span: run.index, baseline });
  });
  return { fontSize, primary, lines: lines.map((l) => l.text), pieces, rows, truncated, bottom: top + blockHeight };
}

/**
 * The text laid out and its runs: a markup node's spans (or the node's one style), each with the
 * fallback chain of its font, control characters dropped and clusters no face has replaced per run.
 */
function styleRuns(style: TextStyle): { text: string; runs: Run[]; primary: LoadedFace } {
  const spans = style.spans ?? [
    { end: style.text.length, font: style.font, fontSize: style.fontSize, letterSpacing: style.letterSpacing },
  ];
  const normalised = mapRuns(
    style.text,
    spans.map((s) => s.end),
    normalise,
  );
  const region = cjkRegion(normalised.text);
  const fallbacks = new Map<string, FontFallback>();
  const fallbackFor = (font: FontSpec) => {
    const key = `${font.family}\u0000${font.weight}\u0000${font.italic}`;
    let f = fallbacks.get(key);
    if (!f) fallbacks.set(key, (f = new FontFallback(faceChain(font, region))));
    return f;
  };
  const primary = fallbackFor(style.font).primary;
  const { text, ends } = mapRuns(normalised.text, normalised.ends, (s, i) =>
    fallbackFor(spans[i].font).withoutMissingGlyphs(s),
  );
  const runs: Run[] = [];
  let start = 0;
  ends.forEach((end, i) => {
    const { font, fontSize, letterSpacing } = spans[i];
    if (end > start || (i === ends.length - 1 && runs.length === 0)) {
      runs.push({ start, end, index: i, fallback: fallbackFor(font), scale: fontSize / style.fontSize, letterSpacing });
    }
    start = end;
  });
  return { text, runs, primary };
}

/** The runs of text[start, end) as a line's own; an empty line takes the run at its place. */
function lineRuns(runs: Run[], start: number, end: number, runAt: (position: number) => Run): LineRun[] {
  if (start >= end) return [{ end: 0, run: runAt(start) }];
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
  align: TextStyle['align'],
  width: (text: string, face: LoadedFace, run: Run) => number,
): (Omit<TextPiece, 'baseline' | 'size' | 'span'> & { run: Run })[] {
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

  const placed: (Omit<TextPiece, 'baseline' | 'size' | 'span'> & { run: Run })[] = [];
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
