import { cjkRegion } from '../fonts/cjk-region.js';
import type { LoadedFace } from '../fonts/font-loader.js';
import { FontFallback } from '../fonts/font-fallback.js';
import { faceChain, type FontSpec } from '../fonts/fonts.js';
import { mapRuns } from './styled-text.js';
import type { TextNode } from '../base/types.js';

/** Layout's first phase: the text as laid out, cut into runs of one style, each with its faces. */

/** A stretch of the text in one style: a node's span (or the node's own style) with its faces. */
export interface Run {
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
export interface LineRun {
  end: number;
  run: Run;
}

export interface StyledText {
  text: string;
  runs: Run[];
  /** The layer's own face (the first of its fallback chain). */
  primary: LoadedFace;
}

type RunsInput = Partial<Pick<TextNode, 'spans'>> & Pick<TextNode, 'text' | 'font' | 'fontSize' | 'letterSpacing'>;

function normalise(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, '');
}

/**
 * The text laid out and its runs: a markup node's spans (or the node's one style), each with the
 * fallback chain of its font, control characters dropped and clusters no face has replaced per run.
 */
export function styleRuns(style: RunsInput): StyledText {
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

/** The run at a position of the text (the last one past its end). */
export const runAt = (runs: Run[], position: number): Run =>
  runs.find((r) => r.end > position) ?? runs[runs.length - 1];
