import { Menu, type MenuItem } from '../ui/menu';
import type { Action } from './shortcuts';

/** The canvas's context menu (a right-click, Shift+F10 or the Menu key): the editor's actions on the selection. */
export function CanvasMenu({
  at,
  act,
  selected,
  locked,
  readOnly,
  onClose,
}: {
  at: { x: number; y: number };
  act(a: Action): void;
  selected: number;
  locked: boolean;
  readOnly: boolean;
  onClose(): void;
}) {
  const none = selected === 0;
  const item = (label: string, a: Action['do'], shortcut?: string, extra: Partial<MenuItem> = {}): MenuItem => ({
    label,
    shortcut,
    onSelect: () => act({ do: a } as Action),
    ...extra,
  });
  const edits = readOnly || none;
  const items: MenuItem[] = [
    item('Cut', 'cut', 'Ctrl+X', { disabled: edits }),
    item('Copy', 'copy', 'Ctrl+C', { disabled: none }),
    item('Paste', 'paste', 'Ctrl+V', { disabled: readOnly }),
    item('Duplicate', 'duplicate', 'Ctrl+D', { disabled: edits }),
    item('Delete', 'delete', 'Del', { disabled: edits, danger: true }),
    item('Bring forward', 'forward', 'Ctrl+]', { disabled: edits || selected > 1, separated: true }),
    item('Send backward', 'backward', 'Ctrl+[', { disabled: edits || selected > 1 }),
    item('Bring to front', 'front', 'Ctrl+Shift+]', { disabled: edits || selected > 1 }),
    item('Send to back', 'back', 'Ctrl+Shift+[', { disabled: edits || selected > 1 }),
    item(locked ? 'Unlock' : 'Lock', 'lock', 'Ctrl+Shift+L', { disabled: edits, separated: true }),
    item('Hide', 'hide', 'Ctrl+Shift+H', { disabled: edits }),
    item('Select all', 'selectAll', 'Ctrl+A', { separated: true }),
  ];
  return <Menu label="Canvas" items={items} anchor={at} onClose={onClose} />;
}
