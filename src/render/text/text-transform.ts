import type { Layer } from '../../design/layers/layer-schema.js';

type TextTransform = Extract<Layer, { type: 'text' }>['text_transform'];

const words = new Intl.Segmenter('und', { granularity: 'word' });
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/**
 * A text layer's `text_transform`, applied before layout so that wrapping measures what is drawn.
 * Unicode's full case mappings in the root locale (ß → SS, Greek final sigma), the same on every
 * machine: a language's own rules (Turkish dotted i) would need the layer to say its language.
 * `capitalize` upper-cases the first letter of each word and leaves the rest, as CSS does.
 */
export function transformText(text: string, transform: TextTransform): string {
  switch (transform) {
    case 'none':
      return text;
    case 'uppercase':
      return text.toLocaleUpperCase('und');
    case 'lowercase':
      return text.toLocaleLowerCase('und');
    case 'capitalize': {
      let out = '';
      for (const w of words.segment(text)) out += w.isWordLike ? capitalizeWord(w.segment) : w.segment;
      return out;
    }
  }
}

function capitalizeWord(word: string): string {
  const first = graphemes.segment(word)[Symbol.iterator]().next().value!.segment;
  return first.toLocaleUpperCase('und') + word.slice(first.length);
}
