import { decorateText, type TextDecoration } from '../text/text-decoration.js';
import { layoutText, type TextLayout } from '../text/text-layout.js';
import type { TextMeasurer } from '../text/text-measurer.js';
import type { TextNode } from '../base/types.js';

export interface LaidOutText {
  kind: 'text';
  node: TextNode;
  layout: TextLayout;
  decoration: TextDecoration;
}

/**
 * A highlight's padding takes room at both ends of every line, as CSS inline padding does with
 * `box-decoration-break: clone`: the text is laid out that much narrower and moved in, so that the
 * highlight boxes stay inside the layer's width. Vertically the padding takes no room (it reaches
 * over the line's neighbours), as CSS's does on an inline box.
 */
export function layoutTextNode(node: TextNode, measurer: TextMeasurer): LaidOutText {
  const inset = Math.min(node.highlight?.padding ?? 0, node.width / 2);
  const laid =
    inset === 0 ? layoutText(node, measurer) : layoutText({ ...node, width: node.width - 2 * inset }, measurer);
  const layout = inset === 0 ? laid : { ...laid, pieces: laid.pieces.map((p) => ({ ...p, x: p.x + inset })) };
  return { kind: 'text', node, layout, decoration: decorateText(node, layout) };
}
