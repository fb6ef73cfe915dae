import { useState } from 'preact/hooks';
import { ApiError, request } from '../api/graphql-client';
import { UpdateEmbeddedFormDocument, type EmbeddedFormFieldInput, type EmbeddedFormsQuery } from '../generated/graphql';
import { FieldError } from '../shell/field-error';
import { Button, IconButton } from '../ui/button';
import { Field, TextArea } from '../ui/field';
import { ArrowDown, ArrowUp } from '../ui/icons';

type Form = EmbeddedFormsQuery['embeddedForms']['edges'][number]['node'];
interface Row extends EmbeddedFormFieldInput {
  included: boolean;
}

/** Every layer key the form could take (`all`): the ones it takes first, in its order, then the rest in design order. */
function rowsOf(form: Form, all: string[]): Row[] {
  const taken = form.fields.map(({ key, label, placeholder, helpText, required, maxLength }) => ({
    key,
    label,
    placeholder,
    helpText,
    required,
    maxLength,
    included: true,
  }));
  return [...taken, ...all.filter((k) => !form.layers.includes(k)).map((key) => ({ key, included: false }))];
}

/** A form's fields (label, placeholder, help text, required, maximum length, order) and who may embed it. */
export function FormBuilder({ form, keys, onSaved }: { form: Form; keys: string[]; onSaved(): void }) {
  const [rows, setRows] = useState(rowsOf(form, keys));
  const [origins, setOrigins] = useState(form.frameAncestors.join('\n'));
  const [error, setError] = useState<ApiError>();
  const [saved, setSaved] = useState(false);
  const set = (i: number, change: Partial<Row>) => (
    setRows(rows.map((r, j) => (j === i ? { ...r, ...change } : r))),
    setSaved(false)
  );
  const move = (i: number, by: number) => {
    const next = [...rows];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    setRows(next);
    setSaved(false);
  };
  const included = rows.filter((r) => r.included);
  const save = async (e: Event) => {
    e.preventDefault();
    const fields = included.map(({ included: _, ...f }) => ({
      ...f,
      label: f.label || null,
      placeholder: f.placeholder || null,
      helpText: f.helpText || null,
      maxLength: f.maxLength || null,
    }));
    try {
      await request(UpdateEmbeddedFormDocument, {
        uuid: form.uuid,
        input: { fields, frameAncestors: origins.split(/\s+/).filter(Boolean) },
      });
      setError(undefined);
      setSaved(true);
      onSaved();
    } catch (err) {
      setError(err as ApiError);
    }
  };
  // Errors name `fields.<index among the included>`: shown at that row.
  const at = (key: string) => `fields.${included.findIndex((r) => r.key === key)}`;
  return (
    <form
      class="form-builder"
      onSubmit={save}
      aria-label={`Fields of the form for ${form.template?.title ?? form.collection?.name}`}
    >
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th>Field</th>
              <th>Label</th>
              <th>Placeholder</th>
              <th>Help text</th>
              <th>Required</th>
              <th>Max length</th>
              <th>Order</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.key}>
                <td>
                  <label class="check-label">
                    <input
                      type="checkbox"
                      class="check"
                      checked={r.included}
                      onChange={(e) => set(i, { included: e.currentTarget.checked })}
                    />{' '}
                    {r.key}
                  </label>
                </td>
                <td>
                  <input
                    class="input input-sm"
                    aria-label={`${r.key} label`}
                    value={r.label ?? ''}
                    disabled={!r.included}
                    onInput={(e) => set(i, { label: e.currentTarget.value })}
                  />
                  <FieldError error={error} field={`${at(r.key)}.label`} />
                </td>
                <td>
                  <input
                    class="input input-sm"
                    aria-label={`${r.key} placeholder`}
                    value={r.placeholder ?? ''}
                    disabled={!r.included}
                    onInput={(e) => set(i, { placeholder: e.currentTarget.value })}
                  />
                  <FieldError error={error} field={`${at(r.key)}.placeholder`} />
                </td>
                <td>
                  <input
                    class="input input-sm"
                    aria-label={`${r.key} help text`}
                    value={r.helpText ?? ''}
                    disabled={!r.included}
                    onInput={(e) => set(i, { helpText: e.currentTarget.value })}
                  />
                  <FieldError error={error} field={`${at(r.key)}.help_text`} />
                </td>
                <td>
                  <input
                    type="checkbox"
                    class="check"
                    aria-label={`${r.key} required`}
                    checked={!!r.required}
                    disabled={!r.included}
                    onChange={(e) => set(i, { required: e.currentTarget.checked })}
                  />
                </td>
                <td>
                  <input
                    inputMode="numeric"
                    class="input input-sm"
                    aria-label={`${r.key} max length`}
                    value={r.maxLength ?? ''}
                    disabled={!r.included}
                    onInput={(e) => set(i, { maxLength: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
                  />
                  <FieldError error={error} field={`${at(r.key)}.max_length`} />
                </td>
                <td class="actions">
                  <IconButton
                    size="sm"
                    label={`Move ${r.key} up`}
                    icon={<ArrowUp size={14} />}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  />
                  <IconButton
                    size="sm"
                    label={`Move ${r.key} down`}
                    icon={<ArrowDown size={14} />}
                    disabled={i === rows.length - 1}
                    onClick={() => move(i, 1)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Field
        label="Sites that may embed this form (one origin a line, such as https://shop.example.com; none: this service only)"
        htmlFor={`origins-${form.uuid}`}
      >
        <TextArea
          id={`origins-${form.uuid}`}
          rows={3}
          value={origins}
          onInput={(e) => (setOrigins(e.currentTarget.value), setSaved(false))}
        />
      </Field>
      <FieldError error={error} field="frame_ancestors" />
      <FieldError error={error} field="fields" exact />
      <FieldError error={error} />
      <div class="row">
        <Button type="submit" variant="primary">
          Save fields
        </Button>
        {saved && <span role="status">Saved</span>}
      </div>
    </form>
  );
}
