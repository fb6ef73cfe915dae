import type { ComponentChildren, JSX } from 'preact';

/** A control with its label above it, and room for its message and a hint below. */
export function Field({
  label,
  htmlFor,
  children,
  hint,
  class: cls,
}: {
  label: string;
  htmlFor?: string;
  children: ComponentChildren;
  hint?: ComponentChildren;
  class?: string;
}) {
  return (
    <div class={`field ${cls ?? ''}`}>
      {htmlFor ? <label for={htmlFor}>{label}</label> : <span class="label">{label}</span>}
      {children}
      {hint && <p class="hint">{hint}</p>}
    </div>
  );
}

/** The app's text input (any HTML input attribute passes through). */
export function Input({ class: cls, ...rest }: JSX.InputHTMLAttributes<HTMLInputElement>) {
  return <input class={`input ${cls ?? ''}`} {...rest} />;
}

/** A labelled text input, its value set as typed (any other input attribute passes through). */
export function TextField({
  id,
  label,
  set,
  hint,
  ...input
}: { id: string; label: string; set(value: string): void; hint?: ComponentChildren } & Omit<
  JSX.InputHTMLAttributes<HTMLInputElement>,
  'id' | 'label'
>) {
  return (
    <Field label={label} htmlFor={id} hint={hint}>
      <Input id={id} {...input} onInput={(e) => set(e.currentTarget.value)} />
    </Field>
  );
}

/** The app's text area. */
export function TextArea({ class: cls, ...rest }: JSX.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea class={`textarea ${cls ?? ''}`} {...rest} />;
}

/** A check box with its label after it (the browser's box restyled; its keyboard and label kept). */
export function Checkbox({
  label,
  checked,
  onChange,
  switch: isSwitch,
  ...rest
}: {
  label: ComponentChildren;
  checked: boolean;
  onChange(checked: boolean): void;
  switch?: boolean;
} & Omit<JSX.InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'label'>) {
  return (
    <label class="check-label">
      <input
        type="checkbox"
        class={isSwitch ? 'switch' : 'check'}
        role={isSwitch ? 'switch' : undefined}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        {...rest}
      />
      {label}
    </label>
  );
}
