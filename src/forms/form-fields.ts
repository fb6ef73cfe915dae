import { Checker } from '../validation/checker.js';
import { maxChars, required } from '../validation/sentences.js';

/** How the form page shows and checks one layer's field; what is left out takes the default (the layer key as label, optional, any length). */
interface FieldSettings {
  label?: string | null;
  placeholder?: string | null;
  helpText?: string | null;
  required?: boolean | null;
  maxLength?: number | null;
}

/** One field as the owner writes it: its layer key and settings. The list's order is the page's order. */
export interface FieldSettingsInput extends FieldSettings {
  key: string;
}

export type FieldSettingsMap = Record<string, FieldSettings>;

/** What a submitted text may hold at most anyway (docs/api.md "Submitting": values up to 64 KB). */
const MAX_TEXT = 65_536;

/** The settings checked (errors at `fields.<i>.<name>`), without the empty ones; the keys are the layers' checks. */
export function checkFieldSettings(fields: FieldSettingsInput[]): FieldSettingsMap {
  const c = new Checker();
  const settings = Object.fromEntries(
    fields.map((f, i) => {
      const text = (name: string, v: string | null | undefined, max: number) =>
        c.string(`fields.${i}.${name}`, v?.trim() || null, max) ?? undefined;
      const s: FieldSettings = {
        label: text('label', f.label, 100),
        placeholder: text('placeholder', f.placeholder, 200),
        helpText: text('help_text', f.helpText, 500),
        required: f.required || undefined,
        maxLength: c.integer(`fields.${i}.max_length`, f.maxLength, { min: 1, max: MAX_TEXT }) ?? undefined,
      };
      return [f.key, Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined))];
    }),
  );
  c.done();
  return settings;
}

/** The label a field is shown and named by in messages. */
const fieldLabel = (key: string, settings: FieldSettings | undefined) => settings?.label ?? key;

/**
 * The owner's rules over the values as submitted (`given`: the layer keys with a value, a text's
 * value or null for a file): a required field left empty, a text longer than its maximum. Messages
 * name the field by its label, at `layers.<key>`, as the page shows them beside it.
 */
export function fieldRuleErrors(
  layers: string[],
  settings: FieldSettingsMap,
  given: Map<string, string | null>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const key of layers) {
    const s = settings[key];
    if (!s) continue;
    const label = fieldLabel(key, s);
    const value = given.get(key);
    if (s.required && value === undefined) errors[`layers.${key}`] = [required(label)];
    else if (s.maxLength && typeof value === 'string' && [...value].length > s.maxLength)
      errors[`layers.${key}`] = [maxChars(label, s.maxLength)];
  }
  return errors;
}
