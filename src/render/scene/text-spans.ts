import type { Layer } from '../../design/layers/layer-schema.js';
import { TRANSPARENT } from '../base/colour.js';
import { parseColour } from '../base/colour-parser.js';
import { resolveFont, type AccountFamilies } from '../fonts/fonts.js';
import { RenderError } from '../base/render-error.js';
import { isCssColour } from '../../design/css-colour.js';
import { MarkupError, parseMarkup, type MarkupStyle } from '../../design/markup/markup.js';
import { mapRuns } from '../text/styled-text.js';
import { transformText } from '../text/text-transform.js';
import type { TextNode, TextSpan } from '../base/types.js';

type TextLayer = Extract<Layer, { type: 'text' }>;

/**
 * A text layer's text as drawn: transformed, and for a markup layer its tags turned into spans, each
 * tag's style resolved over the layer's own (the node's font, size, colour, spacing and lines).
 * Stored markup parses (the layer schema checks it) and so does a variant's (the API checks it
 * against the template); markup that does not reaches here only from a caller that skipped both.
 */
export function textAndSpans(
  layer: TextLayer,
  root: Omit<TextSpan, 'end' | 'background'>,
  account: AccountFamilies,
): Pick<TextNode, 'text' | 'spans'> {
  if (layer.text_format !== 'markup') return { text: transformText(layer.text, layer.text_transform), spans: null };
  const parsed = parse(layer);
  const { text, ends } = mapRuns(
    parsed.text,
    parsed.runs.map((r) => r.end),
    (s) => transformText(s, layer.text_transform),
  );
  return { text, spans: parsed.runs.map((r, i) => ({ end: ends[i], ...spanStyle(layer, r.style, root, account) })) };
}

function parse(layer: TextLayer) {
  try {
    return parseMarkup(layer.text, isCssColour);
  } catch (e) {
    if (e instanceof MarkupError) throw RenderError.inLayer(layer.layer, `the text is not valid markup: ${e.message}.`);
    throw e;
  }
}

/** Bold and italic pick the family's nearest face (fonts.ts); nothing is slanted or emboldened by hand. */
function spanStyle(
  layer: TextLayer,
  style: MarkupStyle,
  root: Omit<TextSpan, 'end' | 'background'>,
  account: AccountFamilies,
): Omit<TextSpan, 'end'> {
  const family = style.font_family === undefined ? root.font : resolveFont(style.font_family, account);
  const background = parseColour(style.background_color, TRANSPARENT);
  const shape = { padding: layer.background_padding, radius: layer.background_radius };
  return {
    font: { ...family, weight: style.font_weight ?? root.font.weight, italic: style.italic ?? root.font.italic },
    fontSize: style.font_size ?? root.fontSize,
    color: parseColour(style.color, root.color),
    letterSpacing: style.letter_spacing ?? root.letterSpacing,
    background: background.a > 0 ? { color: background, padding: shape.padding, radius: shape.radius } : null,
    underline: style.underline ?? root.underline,
    strikethrough: style.strikethrough ?? root.strikethrough,
  };
}

/** The font families a markup text names in its spans; none when it does not parse. */
export function markupFamilies(text: string): string[] {
  try {
    return parseMarkup(text, isCssColour).runs.flatMap((r) =>
      r.style.font_family === undefined ? [] : [r.style.font_family],
    );
  } catch {
    return [];
  }
}
