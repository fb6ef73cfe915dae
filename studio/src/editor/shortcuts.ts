type Command =
  | 'undo'
  | 'redo'
  | 'delete'
  | 'copy'
  | 'cut'
  | 'paste'
  | 'duplicate'
  | 'selectAll'
  | 'deselect'
  | 'zoomIn'
  | 'zoomOut'
  | 'zoomFit'
  | 'zoom100'
  | 'forward'
  | 'backward'
  | 'front'
  | 'back'
  | 'lock'
  | 'hide'
  | 'help';
export type Action = { do: Command } | { do: 'nudge'; dx: number; dy: number };

const COMMAND: Partial<Record<string, Command>> = {
  c: 'copy',
  x: 'cut',
  v: 'paste',
  d: 'duplicate',
  a: 'selectAll',
  '=': 'zoomIn',
  '+': 'zoomIn',
  '-': 'zoomOut',
  '0': 'zoomFit',
  '1': 'zoom100',
  ']': 'forward',
  '[': 'backward',
};
/** With Shift as well (Ctrl+Shift+]): to the top or the bottom of the stack, lock, hide. */
const SHIFTED: Partial<Record<string, Command>> = {
  ']': 'front',
  '}': 'front',
  '[': 'back',
  '{': 'back',
  l: 'lock',
  h: 'hide',
};
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The editor's action for a key press (docs/studio.md "Keyboard shortcuts"), Ctrl or ⌘. Keys typed
 * in a field, or pressed in the side panel, are not the canvas's; Ctrl+Z outside a text field
 * (the rich-text area included) stays the editor's undo.
 */
export function shortcutOf(e: KeyboardEvent): Action | undefined {
  const target = e.target as HTMLElement;
  const command = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  if (command && key === 'z' && !target.matches('input, textarea')) return { do: e.shiftKey ? 'redo' : 'undo' };
  if (command && key === 'y' && !target.matches('input, textarea')) return { do: 'redo' };
  if (target.matches('input, textarea, select, [contenteditable]') || target.closest('[contenteditable]'))
    return undefined;
  if (e.key === 'Escape') return { do: 'deselect' };
  // The side panel keeps the rest: Backspace on its font list or a toolbar button is not a delete.
  if (target.closest('.side')) return undefined;
  if (command) {
    const c = (e.shiftKey && SHIFTED[key]) || COMMAND[key];
    return c ? { do: c } : undefined;
  }
  if (e.key === '?') return { do: 'help' };
  if (e.key === 'Delete' || e.key === 'Backspace') return { do: 'delete' };
  const d = ARROWS[e.key];
  const step = e.shiftKey ? 10 : 1;
  return d && { do: 'nudge', dx: d[0] * step, dy: d[1] * step };
}
