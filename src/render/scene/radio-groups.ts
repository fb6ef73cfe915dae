import type { SceneNode } from '../base/types.js';

/**
 * A radio group has one choice: when a template or its variants check several buttons of one group, the
 * first in layer order stays checked and the others are drawn, and written, unchecked, so an image and
 * the PDF show the same choice.
 */
export function oneChoicePerGroup(nodes: SceneNode[]): void {
  const chosen = new Set<string>();
  for (const node of nodes) {
    if (node.type !== 'text' || node.formField?.kind !== 'radio' || !node.checked) continue;
    if (chosen.has(node.formField.name)) node.checked = false;
    chosen.add(node.formField.name);
  }
}
