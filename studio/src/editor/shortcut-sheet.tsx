import { Dialog } from '../ui/dialog';

/** The editor's keys (docs/studio.md "Keyboard shortcuts" lists the same): Ctrl is ⌘ on macOS. */
const SHORTCUTS: [string, string][] = [
  ['Ctrl+Z, Ctrl+Shift+Z (or Ctrl+Y)', 'Undo, redo'],
  ['Delete, Backspace', 'Delete the selected layers (not locked ones)'],
  ['Ctrl+C, Ctrl+X, Ctrl+V', 'Copy, cut, paste'],
  ['Ctrl+D', 'Duplicate the selection'],
  ['Ctrl+A, Escape', 'Select every layer; clear the selection'],
  ['Arrow keys, Shift+arrow keys', 'Move the selection 1 px, 10 px'],
  ['Ctrl+], Ctrl+[', 'Bring forward, send backward'],
  ['Ctrl+Shift+], Ctrl+Shift+[', 'Bring to front, send to back'],
  ['Ctrl+Shift+L, Ctrl+Shift+H', 'Lock or unlock, hide'],
  ['Ctrl+= / Ctrl+-, Ctrl+0, Ctrl+1', 'Zoom in / out, fit, 100%'],
  ['Alt+click, Shift+click, double-click', 'The layer below, add to the selection, edit the text'],
  ['Right-click, Shift+F10', 'The context menu'],
  ['Space+drag, middle button, Ctrl+wheel', 'Pan, pan, zoom about the pointer'],
  ['Shift+drag from an empty spot', 'A marquee that adds to the selection'],
  ['Alt while dragging; Shift while resizing or rotating', 'No snapping; keep proportions, 15° steps'],
  ['Alt+↑, Alt+↓, F2 (layer list)', 'Move a layer up or down the stack; rename it'],
  ['?', 'This list'],
];

/** The shortcut sheet (`?`). */
export function ShortcutSheet({ onClose }: { onClose(): void }) {
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose} wide>
      <p class="hint">Ctrl on Linux and Windows, ⌘ on macOS. Not while typing in a field.</p>
      <table class="shortcut-table">
        <tbody>
          {SHORTCUTS.map(([keys, does]) => (
            <tr key={keys}>
              <td>
                <kbd>{keys}</kbd>
              </td>
              <td>{does}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
