/**
 * The inspector's field table: one entry per property of docs/rendering.md, naming the section it sits
 * in and the kind of control that edits it (field-control.tsx for the plain kinds, layer-controls.tsx
 * for the kinds that know the layer). A new property is a line in layer-fields.ts or data/data-fields.ts;
 * a new kind of control is an entry in one of those two tables.
 */

/** The inspector's sections, in order (a field names the one it sits in). */
export const SECTIONS = [
  'Position and size',
  'Chart',
  'Table',
  'Data',
  'Text',
  'Form field',
  'Image',
  'Shape',
  'Code',
  'Fill',
  'Border',
  'Effects',
  'Layer',
  'Motion',
] as const;

export type FieldKind =
  | 'text'
  | 'text-content'
  | 'textarea'
  | 'number'
  | 'color'
  | 'paint'
  | 'shape'
  | 'select'
  | 'segments'
  | 'checkbox'
  | 'font'
  | 'image'
  | 'json'
  | 'chart'
  | 'data'
  | 'columns'
  | 'colours'
  | 'form-field';

/** One editable property of docs/rendering.md and the control that edits it. */
export interface FieldSpec {
  key: string;
  label: string;
  section: (typeof SECTIONS)[number];
  /** Spans both columns of its section (a text, a colour, a picker). */
  wide?: boolean;
  placeholder?: string;
  kind: FieldKind;
  options?: readonly string[];
  /** What a select shows for an option, when not the option itself. */
  optionLabels?: Record<string, string>;
  step?: number;
  /** Empty clears the property (the renderer's default applies). */
  optional?: boolean;
}

type Section = FieldSpec['section'];

export const n = (section: Section, key: string, label: string, step = 1, optional = false): FieldSpec => ({
  section,
  key,
  label,
  kind: 'number',
  step,
  optional,
});
export const sel = (
  section: Section,
  key: string,
  label: string,
  options: readonly string[],
  optionLabels?: Record<string, string>,
): FieldSpec => ({ section, key, label, kind: 'select', options, optionLabels });
export const color = (section: Section, key: string, label: string, optional = false): FieldSpec => ({
  section,
  key,
  label,
  kind: 'color',
  optional,
  wide: true,
});
export const check = (section: Section, key: string, label: string): FieldSpec => ({
  section,
  key,
  label,
  kind: 'checkbox',
});
/** A fill that takes a colour or a CSS gradient (docs/rendering.md "Gradients"): the gradient editor. */
export const paint = (key: string, label: string): FieldSpec => ({
  section: 'Fill',
  key,
  label,
  kind: 'paint',
  wide: true,
});
export const json = (section: Section, key: string, label: string, placeholder: string): FieldSpec => ({
  section,
  key,
  label,
  kind: 'json',
  optional: true,
  wide: true,
  placeholder,
});
export const text = (section: Section, key: string, label: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  section,
  key,
  label,
  kind: 'text',
  wide: true,
  ...extra,
});
/** A property edited by a control of its own (a picker, a builder, a grid), across both columns. */
export const own = (section: Section, key: string, label: string, kind: FieldKind): FieldSpec => ({
  section,
  key,
  label,
  kind,
  wide: true,
});
export const FONT_WEIGHTS = ['normal', 'bold', '100', '200', '300', '400', '500', '600', '700', '800', '900'];
