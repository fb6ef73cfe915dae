import { useEffect, useRef } from 'preact/hooks';
import { moveBy } from './arrange';
import { withLock } from './arrange-panel';
import { copiesOf, type Layer } from './design';
import { pickable } from './geometry';
import { shortcutOf, type Action } from './shortcuts';
import type { Layers } from './use-layers';
import { stepZoom } from './zoom';

/** Layers copied with Ctrl+C or Ctrl+X: kept while the app is open, so they paste into another template too. */
const clipboard = { layers: [] as Layer[], pastes: 0 };

interface Context {
  ed: Layers;
  readOnly: boolean;
  zoom: { scale: number; zoomTo(z: number | 'fit'): void };
  /** `?`: the shortcut sheet. */
  help(): void;
}

/**
 * What each editor action does (the keyboard shortcuts, the canvas's context menu and the floating
 * toolbar all run these), and the window's key listener that maps keys to them.
 */
export function useActions({ ed, readOnly, zoom, help }: Context) {
  const { design, selection } = ed;
  const act = (a: Action) => {
    const editable = selection.filter((i) => !design.layers[i].locked);
    switch (a.do) {
      case 'undo':
        return ed.history.undo();
      case 'redo':
        return ed.history.redo();
      case 'zoomIn':
      case 'zoomOut':
        return zoom.zoomTo(stepZoom(zoom.scale, a.do === 'zoomIn' ? 1 : -1));
      case 'zoomFit':
        return zoom.zoomTo('fit');
      case 'zoom100':
        return zoom.zoomTo(1);
      case 'help':
        return help();
      case 'selectAll':
        return ed.setSelection(design.layers.map((_, i) => i).filter((i) => pickable(design.layers[i])));
      case 'deselect':
        return ed.setSelection([]);
      case 'copy':
      case 'cut':
        clipboard.layers = selection.map((i) => design.layers[i]);
        clipboard.pastes = 0;
        return a.do === 'cut' && !readOnly && editable.length ? ed.removeLayers(editable) : undefined;
    }
    if (readOnly) return;
    const one = selection.length === 1 ? selection[0] : undefined;
    switch (a.do) {
      case 'paste':
        clipboard.pastes++;
        return clipboard.layers.length
          ? ed.addLayers(copiesOf(clipboard.layers, design.layers, 20 * clipboard.pastes))
          : undefined;
      case 'duplicate':
        return selection.length
          ? ed.addLayers(
              copiesOf(
                selection.map((i) => design.layers[i]),
                design.layers,
                20,
              ),
            )
          : undefined;
      case 'delete':
        return editable.length ? ed.removeLayers(editable) : undefined;
      case 'nudge':
        return editable.length
          ? ed.setLayers(moveBy(design.layers, editable, a.dx, a.dy), `nudge:${editable.join()}`)
          : undefined;
      case 'forward':
      case 'backward':
        return one === undefined ? undefined : ed.moveLayer(one, one + (a.do === 'forward' ? 1 : -1));
      case 'front':
      case 'back':
        return one === undefined ? undefined : ed.moveLayer(one, a.do === 'front' ? design.layers.length - 1 : 0);
      case 'lock': {
        const on = !selection.every((i) => design.layers[i].locked);
        return ed.setLayers(design.layers.map((l, i) => (selection.includes(i) ? withLock(l, on) : l)));
      }
      case 'hide':
        return ed.setLayers(design.layers.map((l, i) => (selection.includes(i) ? { ...l, hidden: !l.hidden } : l)));
    }
  };
  const latest = useRef(act);
  latest.current = act;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const a = shortcutOf(e);
      if (!a) return;
      e.preventDefault();
      latest.current(a);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return act;
}
