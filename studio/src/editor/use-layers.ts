import { useMemo, useRef, useState } from 'preact/hooks';
import { changeBeyondText } from '../../../src/design/text-only-change.js';
import type { TemplateQuery } from '../generated/graphql';
import { toast } from '../ui/toast';
import { copiesOf, designOf, type Design, type Layer } from './design';
import { useHistory } from './history';

/** A layer with a patch applied; `undefined` removes the property (its default applies). */
function withPatch(l: Layer, patch: Partial<Layer>): Layer {
  const next = { ...l, ...patch };
  for (const [k, v] of Object.entries(patch)) if (v === undefined) delete next[k];
  return next;
}

/**
 * The design being edited (with its undo history) and the selection, and every change the editor
 * makes to its layers. A role that may not edit (`readOnly`) changes nothing: no change is taken;
 * an embed that may change text only (`textOnly`) takes only changes of its layers' text, and says so.
 */
export function useLayers(template: TemplateQuery['template'], readOnly: boolean, textOnly = false) {
  const history = useHistory<Design>(useMemo(() => designOf(template), [template]));
  const [picked, setSelection] = useState<number[]>([]);
  const refuseBeyondText = useRefusal();
  const change = (next: Design, mergeKey?: string) =>
    readOnly || (textOnly && refuseBeyondText(history.present, next)) || history.change(next, mergeKey);
  return { history, ...editsOf(history.present, change, picked, setSelection) };
}

/**
 * True (and said once per gesture, not per pointer move) when a change alters more than text. A refusal
 * draws the editor again, so a field typed into shows the design's value, not what was refused.
 */
function useRefusal() {
  const said = useRef(0);
  const [, redraw] = useState(0);
  return (before: Design, after: Design) => {
    const changed = changeBeyondText(before, after);
    if (!changed) return false;
    if (Date.now() - said.current > 2000)
      toast(`This editor may change text only (${changed} would change).`, { error: true });
    said.current = Date.now();
    redraw((n) => n + 1);
    return true;
  };
}

/**
 * Every change the editor makes to a design's layers, each a whole design given to `change`: the
 * design in history, or one of its sizes (sizes/sized-layers.ts, which writes the change back as that
 * size's overrides).
 */
export function editsOf(
  design: Design,
  change: (next: Design, mergeKey?: string) => unknown,
  picked: number[],
  setSelection: (selection: number[]) => void,
) {
  // Undo or a removal can leave indices behind: the selection is what still exists.
  const selection = picked.filter((i) => i < design.layers.length);
  const setLayers = (layers: Layer[], mergeKey?: string) => change({ ...design, layers }, mergeKey);
  const updateLayer = (i: number, patch: Partial<Layer>, mergeKey?: string) =>
    setLayers(
      design.layers.map((l, j) => (j === i ? withPatch(l, patch) : l)),
      mergeKey,
    );
  /** New layers on top of the stack, selected. */
  const addLayers = (added: Layer[]) => {
    setLayers([...design.layers, ...added]);
    setSelection(added.map((_, k) => design.layers.length + k));
  };
  const removeLayers = (gone: number[]) => {
    setLayers(design.layers.filter((_, j) => !gone.includes(j)));
    setSelection([]);
  };
  /** The layer at `from` moved to `to` in the stack (0 is the bottom), selected. */
  const moveLayer = (from: number, to: number) => {
    const target = Math.max(0, Math.min(design.layers.length - 1, to));
    if (target === from) return;
    const layers = [...design.layers];
    const [l] = layers.splice(from, 1);
    layers.splice(target, 0, l);
    setLayers(layers);
    setSelection([target]);
  };
  const duplicate = (i: number) => {
    setLayers([
      ...design.layers.slice(0, i + 1),
      ...copiesOf([design.layers[i]], design.layers, 20),
      ...design.layers.slice(i + 1),
    ]);
    setSelection([i + 1]);
  };
  /** Click selects one; Shift+click (`add`) adds a layer to the selection or takes it out. */
  const select = (i: number | undefined, add?: boolean) =>
    setSelection(
      i === undefined ? [] : add ? (selection.includes(i) ? selection.filter((j) => j !== i) : [...selection, i]) : [i],
    );
  return {
    design,
    selection,
    setSelection,
    select,
    change,
    setLayers,
    updateLayer,
    addLayers,
    removeLayers,
    moveLayer,
    duplicate,
  };
}

export type Layers = ReturnType<typeof useLayers>;
