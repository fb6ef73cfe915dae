import {
  FORM_FIELD_KIND_NAMES,
  FORM_FIELD_KINDS as TRAITS,
  type FormFieldKind,
  type FormFieldTraits,
} from '../../../src/design/layers/form-field-kinds.js';
import { freeKey, freeName, newLayer, type Design, type Layer } from './design';

/**
 * A text layer's fillable PDF field (docs/rendering.md "Form fields"), as the layer stores it. The
 * kinds and what each holds are the design language's (`src/design/layers/form-field-kinds.ts`).
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

/** What the field kind menu says of each kind; a kind the server adds fails to compile here until it is named. */
const LABELS: Record<FormFieldKind, string> = {
  text: 'Text',
  multiline: 'Multi-line text',
  dropdown: 'Dropdown',
  date: 'Date (yyyy-mm-dd)',
  checkbox: 'Checkbox',
  radio: 'Radio button',
  signature: 'Signature (unsigned)',
};

/** The kinds the layer schema takes, with their traits (which controls a kind shows), in the menu's order. */
export const FORM_FIELD_KINDS = FORM_FIELD_KIND_NAMES.map((kind) => ({
  kind,
  label: LABELS[kind],
  ...(TRAITS[kind] as FormFieldTraits),
}));

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
