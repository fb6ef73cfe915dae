import type { ComponentChildren, JSX, Ref } from 'preact';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonProps extends Omit<JSX.HTMLAttributes<HTMLButtonElement>, 'icon' | 'size'> {
  variant?: Variant;
  size?: 'sm' | 'md';
  /** An icon before the text. */
  icon?: ComponentChildren;
  disabled?: boolean;
  type?: 'button' | 'submit';
  /** The button element, for a popover anchored to it. */
  innerRef?: Ref<HTMLButtonElement>;
}

const classes = (variant: Variant, size: string, extra?: string) =>
  ['btn', variant !== 'secondary' && `btn-${variant}`, size === 'sm' && 'btn-sm', extra].filter(Boolean).join(' ');

/** A button in one of the four variants: primary (one per view), secondary (the default), ghost, danger. */
export function Button({
  variant = 'secondary',
  size = 'md',
  icon,
  children,
  class: cls,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button type={type} class={classes(variant, size, cls as string)} {...rest}>
      {icon}
      {children}
    </button>
  );
}

interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'innerRef'> {
  /** Its accessible name, shown as its tooltip. */
  label: string;
  /** Shown in the tooltip after the name. */
  shortcut?: string;
  icon: ComponentChildren;
  /** The button element, for a popover anchored to it. */
  innerRef?: Ref<HTMLButtonElement>;
}

/** A button that is only an icon: named for assistive technology, its name (and shortcut) in a tooltip. */
export function IconButton({
  label,
  shortcut,
  icon,
  innerRef,
  variant = 'ghost',
  size = 'md',
  class: cls,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      ref={innerRef}
      type={type}
      aria-label={label}
      data-tip={shortcut ? `${label}\u0000${shortcut}` : label}
      class={classes(variant, size, `btn-icon ${cls ?? ''}`)}
      {...rest}
    >
      {icon}
    </button>
  );
}
