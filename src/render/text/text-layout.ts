import LineBreaker from 'linebreak';
import { cjkRegion } from '../fonts/cjk-region.js';
import { embeddingLevels, paragraphDirection, visualOrder, type Direction } from './bidi.js';
import type { LoadedFace } from '../fonts/font-loader.js';
import { FontFallback } from '../fonts/font-fallback.js';
import { faceChain } from '../fonts/fonts.js';
import type { TextMeasurer } from './text-measurer.js';
import type { TextNode } from '../base/types.js';

/** One word (or part of one in a single face and direction) at its final place in the layer box. */
interface TextPiece {
  text: string;
  face: LoadedFace;
  x: number;
  baseline: number;
  width: number;
  rtl: boolean;
}

export interface TextLayout {
  fontSize: number;
  /** The layer's own face (the first of its fallback chain): its metrics place highlights and lines. */
  primary: LoadedFace;
  /** The text of each drawn line, in logical order (what a reader reads). */
  lines: string[];
  pieces: TextPiece[];
  /** Lines were dropped (max lines or box height) and the last one ends in an ellipsis. */
  truncated: boolean;
}

export type TextStyle = Pick<
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

interface Line {
  text: string;
  paragraph: number;
  /** Last line of its paragraph: justify leaves it at its start side. */
  last: boolean;
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
  const normalised = normalise(style.text);
  const fallback = new FontFallback(faceChain(style.font, cjkRegion(normalised)));
  const text = fallback.withoutMissingGlyphs(normalised);
  const { width: boxWidth, height: boxHeight, letterSpacing } = style;
  const primary = fallback.primary;

  // Widths are measured once at the set size and scaled while auto-fit tries smaller sizes;
  // letter spacing is added per cluster, unscaled.
  const reference = style.fontSize;
  const advance = (s: string, size: number) => {
    let w = 0;
    for (const run of fallback.runs(s)) w += measurer.width(run.text, run.face, size);
    return w;
  };
  const spacing = (s: string) => (letterSpacing === 0 ? 0 : letterSpacing * clusterCount(s));
  const measure = (s: string, size: number) => advance(s, size) + spacing(s);
  const scaledWidth = (s: string, size: number) => advance(s, reference) * (size / reference) + spacing(s);

  const chunks = text === '' ? [] : chunksOf(text);
  const coreWidths = new Map<Chunk, { advance: number; spacing: number }>();
  const coreWidth = (c: Chunk, size: number) => {
    let w = coreWidths.get(c);
    if (!w) {
      const core = text.slice(c.start, c.end);
      coreWidths.set(c, (w = { advance: advance(core, reference), spacing: spacing(core) }));
    }
    return w.advance * (size / reference) + w.spacing;
  };

  const lineLimit = (size: number) => {
    const fitting = Math.max(1, Math.floor(boxHeight / (size * style.lineHeight) + EPSILON));
    return Math.min(fitting, style.maxLines ?? Infinity);
  };

  function wrap(size: number): Wrapped {
    const limit = lineLimit(size);
    const lines: Line[] = [];
    let brokeWord = false;
    let paragraph = 0;
    let lineStart = -1;
    let lineEnd = 0;
    let lineWidth = 0;
    let space = 0;
    const push = (last: boolean) => {
      lines.push({ text: lineStart < 0 ? '' : text.slice(lineStart, lineEnd), paragraph, last });
      lineStart = -1;
      lineWidth = 0;
      space = 0;
    };
    for (const c of chunks) {
      const w = coreWidth(c, size);
      if (lineStart >= 0 && lineWidth + space + w > boxWidth + EPSILON) push(false);
      if (lineStart < 0 && w > boxWidth + EPSILON) {
        brokeWord = true;
        for (const g of graphemes.segment(text.slice(c.start, c.end))) {
          const gw = scaledWidth(g.segment, size);
          if (lineStart >= 0 && lineWidth + gw > boxWidth + EPSILON) push(false);
          if (lineStart < 0) lineStart = c.start + g.index;
          lineWidth += gw;
          lineEnd = c.start + g.index + g.segment.length;
          if (lines.length > limit) break;
        }
      } else {
        if (lineStart < 0) lineStart = c.start;
        lineWidth += space + w;
        lineEnd = c.end;
      }
      space = c.next > c.end ? scaledWidth(text.slice(c.end, c.next).replace(/\n$/, ''), size) : 0;
      if (c.hard) {
        push(true);
        paragraph++;
      }
      if (lines.length > limit) return { lines, overflow: true, brokeWord };
    }
    if (lineStart >= 0) push(true);
    return { lines, overflow: lines.length > limit, brokeWord };
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

  const limit = lineLimit(fontSize);
  const lines = wrapped.lines.slice(0, limit);
  const truncated = wrapped.overflow;
  if (truncated) {
    const last = lines[lines.length - 1];
    last.text = ellipsize(last.text, boxWidth, (s) => measure(s, fontSize));
    last.last = true;
  }

  // Half-leading, as CSS: the primary face's ascent and descent centred in each line box.
  const lineBox = fontSize * style.lineHeight;
  const blockHeight = lines.length * lineBox;
  const top =
    style.verticalAlign === 'top' ? 0 : style.verticalAlign === 'middle' ? (boxHeight - blockHeight) / 2 : boxHeight - blockHeight;
  const firstBaseline = top + (lineBox - (primary.ascent + primary.descent) * fontSize) / 2 + primary.ascent * fontSize;

  const directions = new Map<number, Direction>();
  const paragraphs = style.direction === 'auto' ? text.split('\n') : [];
  const directionOf = (p: number): Direction => {
    if (style.direction !== 'auto') return style.direction;
    let d = directions.get(p);
    if (!d) directions.set(p, (d = paragraphDirection(paragraphs[p] ?? '')));
    return d;
  };

  const pieceWidth = (s: string, face: LoadedFace) => measurer.width(s, face, fontSize) + spacing(s);
  const pieces: TextPiece[] = [];
  lines.forEach((line, i) => {
    const placed = placeLine(line, directionOf(line.paragraph), boxWidth, style.align, fallback, pieceWidth);
    const baseline = firstBaseline + i * lineBox;
    for (const p of placed) pieces.push({ ...p, baseline });
  });
  return { fontSize, primary, lines: lines.map((l) => l.text), pieces, truncated };
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
  level: number;
  space: boolean;
  width: number;
}

/** Splits a line into words per face and direction, orders them visually and aligns them. */
function placeLine(
  line: Line,
  direction: Direction,
  boxWidth: number,
  align: TextStyle['align'],
  fallback: FontFallback,
  width: (text: string, face: LoadedFace) => number,
): Omit<TextPiece, 'baseline'>[] {
  const levels = embeddingLevels(line.text, direction);
  const atoms: Atom[] = [];
  let offset = 0;
  for (const run of fallback.runs(line.text)) {
    let start = 0;
    for (let i = 1; i <= run.text.length; i++) {
      const boundary =
        i === run.text.length ||
        isSpace(run.text.charCodeAt(i)) !== isSpace(run.text.charCodeAt(start)) ||
        levels[offset + i] !== levels[offset + start];
      if (!boundary || isLowSurrogate(run.text.charCodeAt(i))) continue;
      const t = run.text.slice(start, i);
      atoms.push({ text: t, face: run.face, level: levels[offset + start], space: isSpace(t.charCodeAt(0)), width: 0 });
      start = i;
    }
    offset += run.text.length;
  }
  while (atoms.length > 0 && atoms[atoms.length - 1].space) atoms.pop();
  let lineWidth = 0;
  for (const a of atoms) lineWidth += a.width = width(a.text, a.face);

  const gaps = atoms.filter((a) => a.space).length;
  let x = 0;
  let extra = 0;
  const slack = boxWidth - lineWidth;
  const effective = align === 'justify' && (line.last || gaps === 0) ? (direction === 'rtl' ? 'right' : 'left') : align;
  if (effective === 'justify') extra = slack / gaps;
  else if (effective === 'right') x = slack;
  else if (effective === 'center') x = slack / 2;

  const placed: Omit<TextPiece, 'baseline'>[] = [];
  for (const a of visualOrder(atoms, (a) => a.level)) {
    if (!a.space) placed.push({ text: a.text, face: a.face, x, width: a.width, rtl: a.level % 2 === 1 });
    x += a.width + (a.space ? extra : 0);
  }
  return placed;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0xa0 || code === 0x3000 || (code >= 0x2000 && code <= 0x200a);
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
