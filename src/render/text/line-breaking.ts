import LineBreaker from 'linebreak';
import { EPSILON, graphemes, type RunWidths, type Widths } from './run-widths.js';

/**
 * Layout's breaking phase: the text's break opportunities (UAX #14, and dictionary word boundaries in scripts
 * written without spaces), and the lines they make at one font size, greedily filled, within the box.
 */

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

export interface Line {
  start: number;
  end: number;
  /** The largest scale of its runs: the tallest span sets the line's height. */
  scale: number;
  paragraph: number;
  /** Last line of its paragraph: justify leaves it at its start side. */
  last: boolean;
}

export interface Wrapped {
  lines: Line[];
  /** More lines than the box or max_lines allows. */
  overflow: boolean;
  /** A word wider than the box had to be cut. */
  brokeWord: boolean;
}

/** The box lines are broken into: its size, the line height (a multiple of the font size) and max_lines. */
export interface LineBox {
  width: number;
  height: number;
  lineHeight: number;
  maxLines: number;
}

/** How many lines of scale 1 the box holds at `size` (a fraction: a taller line takes more). */
export const capacity = (box: LineBox, size: number): number => box.height / (size * box.lineHeight) + EPSILON;

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
 * The text's line breaker: its break opportunities found once, each word's width measured once, and a function that
 * breaks the text into lines at a font size (auto-fit tries several).
 */
export function lineBreaker(text: string, widths: RunWidths, box: LineBox): (size: number) => Wrapped {
  const chunks = text === '' ? [] : chunksOf(text);
  const coreWidths = new Map<Chunk, Widths>();
  const coreWidth = (c: Chunk, size: number) => {
    let w = coreWidths.get(c);
    if (!w) coreWidths.set(c, (w = widths.widths(c.start, c.end)));
    return widths.scaled(w, size);
  };
  return (size) => wrap(text, chunks, widths, box, size, coreWidth);
}

/** Greedy wrapping at the chunks' break opportunities; a word wider than the box is cut between clusters. */
function wrap(
  text: string,
  chunks: Chunk[],
  widths: RunWidths,
  box: LineBox,
  size: number,
  coreWidth: (c: Chunk, size: number) => number,
): Wrapped {
  const boxWidth = box.width;
  const room = capacity(box, size);
  const lines: Line[] = [];
  let height = 0;
  let brokeWord = false;
  let paragraph = 0;
  let at = 0;
  let lineStart = -1;
  let lineEnd = 0;
  let lineWidth = 0;
  let space = 0;
  const over = () => lines.length > box.maxLines || (lines.length > 1 && height > room);
  const push = (last: boolean) => {
    const [start, end] = lineStart < 0 ? [at, at] : [lineStart, lineEnd];
    const scale = widths.scaleOf(start, end);
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
        const gw = widths.scaledWidth(gStart, gStart + g.segment.length, size);
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
    space = c.next > c.end ? widths.scaledWidth(c.end, text[c.next - 1] === '\n' ? c.next - 1 : c.next, size) : 0;
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
