/**
 * The kinds of a text layer's fillable PDF field (docs/rendering.md "Form fields") and what each holds: the one
 * list the layer schema checks with and the Studio's form-field controls offer. It imports nothing, so the Studio
 * takes it as it is. A new kind is one more entry; the schema's checks and the Studio's controls follow its traits.
 */
export interface FormFieldTraits {
  /** The field holds typed text, so it may be bounded (`max_length`) and offer choices (`options`). */
  readonly typed?: boolean;
  /** The field is a list of choices (a dropdown): it needs its `options`. */
  readonly options?: boolean;
  /** A radio button: its `export_value` is what its group (the buttons sharing a name) takes when it is chosen. */
  readonly exportValue?: boolean;
}

export const FORM_FIELD_KINDS = {
  text: { typed: true },
  multiline: { typed: true },
  dropdown: { typed: true, options: true },
  date: { typed: true },
  // The layer's text checks it (`true`, `yes`, `x`, ...) or chooses the button; a signature's text is its caption.
  checkbox: {},
  radio: { exportValue: true },
  signature: {},
} as const satisfies Record<string, FormFieldTraits>;

export type FormFieldKind = keyof typeof FORM_FIELD_KINDS;

/** The kinds in their order (the schema's enum, the Studio's menu). */
export const FORM_FIELD_KIND_NAMES = Object.keys(FORM_FIELD_KINDS) as [FormFieldKind, ...FormFieldKind[]];

/** A kind's traits; an unknown kind (a draft's typo) has none. */
export const formFieldTraits = (kind: string): FormFieldTraits =>
  (FORM_FIELD_KINDS as Record<string, FormFieldTraits>)[kind] ?? {};
