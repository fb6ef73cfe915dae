import { useMemo } from 'preact/hooks';
import { editsOf, type Layers } from '../use-layers';
import { designAtSize, OWN_SIZE, writtenAtSize } from './size-view';

/** What the canvas shows: one of the design's sizes (`default` its own), in one of its locales (none: the default). */
export interface ShownAt {
  size: string;
  locale?: string;
}

/**
 * The editor's layers as shown at a size: the panels, the canvas and the inspector read and change the
 * design at that size, and each change is written back as that size's overrides (size-view.ts). A new
 * design object for each size and locale, so the canvas knows its render is of another view until the
 * API draws this one.
 */
export function useSizedLayers(ed: Layers, at: ShownAt): Layers {
  const base = ed.design;
  const view = useMemo(() => ({ ...designAtSize(base, at.size) }), [base, at.size, at.locale]);
  const change = (next: typeof base, mergeKey?: string) =>
    ed.change(at.size === OWN_SIZE ? next : writtenAtSize(base, at.size, view, next), mergeKey);
  return { history: ed.history, ...editsOf(view, change, ed.selection, ed.setSelection) };
}
