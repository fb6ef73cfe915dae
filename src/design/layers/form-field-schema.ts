import { z } from 'zod';
import { FORM_FIELD_KIND_NAMES, formFieldTraits } from './form-field-kinds.js';

/** What a field name and an export value are made of: letters, digits, `_` and `-`. */
const NAME = /^[A-Za-z0-9_-]+$/;

/**
 * A text layer's fillable PDF field (docs/rendering.md "Form fields"). Every kind sits on a text layer, whose
 * text is the value variants pre-fill: the typed text, the chosen option, or, for a `checkbox` and a `radio`
 * button, whether it is checked (checkedValue). Radio buttons sharing a `name` are one group, each button
 * carrying the `export_value` the group takes when it is chosen. A `signature` is an unsigned signature
 * field a reader signs, over the layer's text (a "Sign here").
 */
export const formFieldSchema = z
  .strictObject({
    name: z.string().min(1).max(127).regex(NAME, 'A form field name is letters, digits, underscores and hyphens.'),
    kind: z.enum(FORM_FIELD_KIND_NAMES).default('text'),
    options: z.array(z.string().min(1).max(255)).max(100).optional(),
    export_value: z
      .string()
      .min(1)
      .max(127)
      .regex(NAME, 'An export value is letters, digits, underscores and hyphens.')
      .optional(),
    required: z.boolean().default(false),
    max_length: z.int().min(1).max(10_000).optional(),
  })
  .superRefine((f, ctx) => {
    const refuse = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const traits = formFieldTraits(f.kind);
    if (traits.options && !f.options?.length) refuse('options', `A ${f.kind} field needs its options.`);
    if (f.options && !traits.typed)
      refuse('options', `A ${f.kind} field takes no options: a radio group's choices are its buttons' export_value.`);
    if (traits.exportValue && !f.export_value)
      refuse('export_value', 'A radio button needs its export_value: what its group takes when it is chosen.');
    if (!traits.exportValue && f.export_value)
      refuse('export_value', `A ${f.kind} field takes no export_value: only a radio button does.`);
    if (f.max_length !== undefined && !traits.typed)
      refuse('max_length', `A ${f.kind} field takes no max_length: it holds no typed text.`);
  });

export type FormFieldDefinition = z.output<typeof formFieldSchema>;

/** The texts that check a checkbox or a radio button (any case): what a form's data or a spreadsheet says for yes. */
const CHECKED = new Set(['true', 'yes', 'on', '1', 'x', 'checked']);
export const checkedValue = (text: string): boolean => CHECKED.has(text.trim().toLowerCase());

/**
 * Across a template's layers: a name is one field, so only radio buttons share one (a group), each with its
 * own export_value and the group's one `required`. Each problem names the layer's field.
 */
export function checkFormFields(
  layers: readonly { type: string; form_field?: FormFieldDefinition }[],
  ctx: z.RefinementCtx,
): void {
  const byName = new Map<string, { index: number; field: FormFieldDefinition }[]>();
  layers.forEach((l, index) => {
    if (l.type !== 'text' || !l.form_field) return;
    const field = l.form_field;
    const group = byName.get(field.name) ?? [];
    const refuse = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [index, 'form_field', path], message });
    const first = group[0]?.field;
    if (first && (first.kind !== 'radio' || field.kind !== 'radio'))
      refuse(
        'name',
        `The form field name "${field.name}" is used twice (only radio buttons of one group share a name).`,
      );
    else if (first && group.some((g) => g.field.export_value === field.export_value))
      refuse('export_value', `The radio group "${field.name}" has the export_value "${field.export_value}" twice.`);
    else if (first && first.required !== field.required)
      refuse(
        'required',
        `The radio group "${field.name}" is required on some of its buttons only: set it on all or none.`,
      );
    group.push({ index, field });
    byName.set(field.name, group);
  });
}
