import type { ComponentChildren } from 'preact';
import { useId, useLayoutEffect, useRef } from 'preact/hooks';
import { IconButton } from './button';
import { X } from './icons';

interface Props {
  title: string;
  onClose(): void;
  children: ComponentChildren;
  /** Buttons at the bottom right. */
  footer?: ComponentChildren;
  wide?: boolean;
}

/**
 * A modal dialog (the browser's <dialog>: the focus stays inside, Escape closes it, the page
 * behind is inert). Shown while it is rendered; a press on the backdrop closes it too.
 */
export function Dialog({ title, onClose, children, footer, wide }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useLayoutEffect(() => {
    const d = ref.current!;
    if (!d.open) d.showModal();
    return () => d.open && d.close();
  }, []);
  return (
    <dialog
      ref={ref}
      class={`dialog${wide ? ' wide' : ''}`}
      aria-labelledby={id}
      onCancel={(e) => (e.preventDefault(), onClose())}
      onClick={(e) => e.target === ref.current && onClose()}
    >
      <div class="dialog-head">
        <h2 id={id}>{title}</h2>
        <IconButton label="Close" icon={<X size={18} />} onClick={onClose} />
      </div>
      <div class="dialog-body">{children}</div>
      {footer && <div class="dialog-foot">{footer}</div>}
    </dialog>
  );
}
