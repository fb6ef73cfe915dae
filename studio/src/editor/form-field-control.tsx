import { Checkbox, Field, Input, TextArea } from '../ui/field';
import { NumberField } from '../ui/number-field';
import { Select } from '../ui/select';
import { fieldNameOf, FORM_FIELD_KINDS, formFieldOf, type FormField } from './form-field-kinds';
import type { LayerControlProps } from './layer-controls';

/**
 * A text layer as a fillable PDF field (docs/studio.md "Form fields"): a switch making it one (named
 * after the layer), then its name, kind, required flag, maximum length (typed kinds), a radio button's value and, for a kind with choices,
 * its options one per line. The API's messages for each show under the group (the inspector's).
 */
export function FormFieldControl({ id, layer, patch }: LayerControlProps) {
  const field = formFieldOf(layer);
  const set = (change: Partial<FormField>, step?: string) => {
    const next: Partial<FormField> = { ...field, ...change };
    for (const [k, v] of Object.entries(change)) if (v === undefined) delete next[k as keyof FormField];
    patch({ form_field: next }, step && `form_field.${step}`);
  };
  const kind = FORM_FIELD_KINDS.find((k) => k.kind === (field?.kind ?? 'text')) ?? FORM_FIELD_KINDS[0];
  return (
    <div class="field wide form-field-group" role="group" aria-label="PDF form field">
      <Checkbox
        switch
        label="Fillable field in PDFs"
        checked={field !== undefined}
        onChange={(on) => patch({ form_field: on ? { name: fieldNameOf(layer.layer), kind: 'text' } : undefined })}
      />
      {field && (
        <div class="form-field-props">
          <Field label="Field name" htmlFor={`${id}-name`} class="wide">
            <Input
              id={`${id}-name`}
              value={field.name}
              spellcheck={false}
              onInput={(e) => set({ name: e.currentTarget.value }, 'name')}
            />
          </Field>
          <Field label="Field kind" htmlFor={`${id}-kind`}>
            <Select
              id={`${id}-kind`}
              value={kind.kind}
              options={FORM_FIELD_KINDS.map((k) => ({ value: k.kind, label: k.label }))}
              onChange={(v) => {
                const next = FORM_FIELD_KINDS.find((k) => k.kind === v);
                // What the new kind does not take is dropped, so the API does not refuse the switch.
                set({
                  kind: v,
                  options: next?.options ? (field.options ?? []) : undefined,
                  max_length: next?.typed ? field.max_length : undefined,
                  export_value: next?.exportValue ? (field.export_value ?? fieldNameOf(layer.layer)) : undefined,
                });
              }}
            />
          </Field>
          {kind.typed && (
            <NumberField
              id={`${id}-max`}
              label="Max length"
              value={field.max_length}
              optional
              min={1}
              max={10_000}
              placeholder="Any"
              onChange={(v) => set({ max_length: v }, 'max_length')}
            />
          )}
          {kind.exportValue && (
            <Field label="Value when chosen" htmlFor={`${id}-export`}>
              <Input
                id={`${id}-export`}
                value={field.export_value ?? ''}
                spellcheck={false}
                onInput={(e) => set({ export_value: e.currentTarget.value }, 'export_value')}
              />
            </Field>
          )}
          <Checkbox
            label="Required"
            checked={field.required === true}
            onChange={(on) => set({ required: on || undefined })}
          />
          {kind.options && (
            <Field label="Options, one per line" htmlFor={`${id}-options`} class="wide">
              <TextArea
                id={`${id}-options`}
                rows={4}
                // Taken on leaving the box (a line being typed is not a choice yet); redrawn on undo.
                key={JSON.stringify(field.options ?? [])}
                defaultValue={(field.options ?? []).join('\n')}
                onChange={(e) =>
                  set({
                    options: e.currentTarget.value
                      .split('\n')
                      .map((o) => o.trim())
                      .filter((o) => o !== ''),
                  })
                }
              />
            </Field>
          )}
        </div>
      )}
    </div>
  );
}
