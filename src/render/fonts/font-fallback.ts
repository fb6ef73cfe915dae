import { loadFace, type LoadedFace } from './font-loader.js';
import type { FaceChain } from './fonts.js';

/** A stretch of text drawn with one face. */
export interface FaceRun {
  text: string;
  face: LoadedFace;
}

const MAYBE_EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u200D\uFE0F\u20E3]/u;
const EMOJI_PRESENTATION = /\p{Emoji_Presentation}|\uFE0F|\u20E3|\p{Emoji_Modifier}|\p{Regional_Indicator}/u;
const TEXT_PRESENTATION = '\uFE0E';
// Joiners, variation selectors and tags change how a cluster looks but need no glyph of their own.
const IGNORABLE = /^[\u200C\u200D\uFE00-\uFE0F\u{E0020}-\u{E007F}]$/u;
const WHITESPACE = /^\s+$/u;
const REPLACEMENT = '\uFFFD';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Picks, for every character cluster, the first face of the chain that has all its glyphs. */
export class FontFallback {
  readonly primary: LoadedFace;

  constructor(private readonly chain: FaceChain) {
    this.primary = loadFace(chain.text[0]);
  }

  /** Replaces the clusters no bundled face can draw with U+FFFD, which the last resort face has. */
  withoutMissingGlyphs(text: string): string {
    if (this.isPlain(text)) return text;
    let out = '';
    for (const { segment } of graphemes.segment(text)) {
      out += WHITESPACE.test(segment) || this.faceFor(segment) ? segment : REPLACEMENT;
    }
    return out;
  }

  /** Splits text into runs of one face; whitespace takes the text face before it (emoji fonts have wide spaces). */
  runs(text: string): FaceRun[] {
    if (this.isPlain(text)) return [{ text, face: this.primary }];
    const runs: FaceRun[] = [];
    for (const { segment } of graphemes.segment(text)) {
      const previous = runs.at(-1);
      const face = WHITESPACE.test(segment)
        ? previous && previous.face.face !== this.chain.emoji
          ? previous.face
          : this.primary
        : (this.faceFor(segment) ?? loadFace(this.chain.lastResort));
      if (previous?.face === face) previous.text += segment;
      else runs.push({ text: segment, face });
    }
    return runs;
  }

  /** All of it drawn by the primary face: the common case, checked without segmenting. */
  private isPlain(text: string): boolean {
    return !MAYBE_EMOJI.test(text) && this.allCovered(this.primary, text);
  }

  private faceFor(cluster: string): LoadedFace | undefined {
    if (EMOJI_PRESENTATION.test(cluster) && !cluster.includes(TEXT_PRESENTATION)) {
      const emoji = loadFace(this.chain.emoji);
      if (emoji.covers(cluster.codePointAt(0)!)) return emoji;
    }
    for (const face of this.chain.text) {
      const loaded = loadFace(face);
      if (this.allCovered(loaded, cluster)) return loaded;
    }
    return undefined;
  }

  private allCovered(face: LoadedFace, text: string): boolean {
    for (const ch of text) {
      if (!face.covers(ch.codePointAt(0)!) && !IGNORABLE.test(ch) && !WHITESPACE.test(ch)) return false;
    }
    return true;
  }
}
