import { freeKey, freeName, newLayer, type Design, type Layer } from './design';

/**
 * A text layer's fillable PDF field (docs/rendering.md "Form fields"), as the layer stores it. The
 * kinds the engine draws are a list: a new kind is one more entry, its control group follows.
 */
export interface FormField {
  name: string;
  kind?: string;
  required?: boolean;
  max_length?: number;
  options?: string[];
  /** A radio button's value: what its group (the buttons sharing a name) takes when it is chosen. */
  export_value?: string;
}

interface FormFieldKind {
  kind: string;
  label: string;
  /** The field offers a list of choices (a dropdown): the group shows their editor. */
  options?: boolean;
  /** The field holds typed text, so it may be bounded (`max_length`). */
  typed?: boolean;
  /** A radio button: its `export_value` is asked for. */
  exportValue?: boolean;
}

export const FORM_FIELD_KINDS: FormFieldKind[] = [
  { kind: 'text', label: 'Text', typed: true },
  { kind: 'multiline', label: 'Multi-line text', typed: true },
  { kind: 'dropdown', label: 'Dropdown', options: true, typed: true },
  { kind: 'date', label: 'Date (yyyy-mm-dd)', typed: true },
  // The layer's text checks it (`true`, `yes`, `x`, ...) or chooses the button; a signature's text is its caption.
  { kind: 'checkbox', label: 'Checkbox' },
  { kind: 'radio', label: 'Radio button', exportValue: true },
  { kind: 'signature', label: 'Signature (unsigned)' },
];

/** What the API takes as a field name: letters, digits, `_` and `-`. */
export const fieldNameOf = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || 'field';

/** The form field a layer is, if it is one. */
export const formFieldOf = (l: Layer): FormField | undefined =>
  l.type === 'text' && l.form_field && typeof l.form_field === 'object' ? (l.form_field as FormField) : undefined;

/** A name no other field of the design has: `field`, `field_2`, ... */
const freeFieldName = (layers: Layer[], base = 'field') =>
  freeName(new Set(layers.map((l) => formFieldOf(l)?.name)), base);

/** "Add form field": a text layer already a text field, under a free name, with an empty value to fill in. */
export function newFormField(d: Design, at: { x: number; y: number }): Layer {
  const name = freeFieldName(d.layers);
  return { ...newLayer(d, 'text', at), layer: freeKey(d.layers, name), text: '', form_field: { name, kind: 'text' } };
}
