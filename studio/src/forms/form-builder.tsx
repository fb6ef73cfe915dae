import { useState } from 'preact/hooks';
import { ApiError, request } from '../api/graphql-client';
import { UpdateEmbeddedFormDocument, type EmbeddedFormFieldInput, type EmbeddedFormsQuery } from '../generated/graphql';
import { FieldError } from '../shell/field-error';
import { Button, IconButton } from '../ui/button';
import { Field, TextArea } from '../ui/field';
import { ArrowDown, ArrowUp } from '../ui/icons';
import { Table } from '../ui/table';

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

/** The rows being edited, their order, and the save (`updateEmbeddedForm` with every field and the embedding origins). */
function useFormFields(form: Form, keys: string[], onSaved: () => void) {
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
  const setOriginsText = (text: string) => (setOrigins(text), setSaved(false));
  // Errors name `fields.<index among the included>`: shown at that row.
  const at = (key: string) => `fields.${included.findIndex((r) => r.key === key)}`;
  return { rows, set, move, origins, setOrigins: setOriginsText, error, saved, save, at };
}

/** One of a field's texts, in its cell, with the API's message for it below. */
function TextCell({
  row,
  name,
  value,
  set,
  error,
  field,
  numeric,
}: {
  row: Row;
  name: string;
  value: string | number;
  set(text: string): void;
  error?: ApiError;
  field: string;
  numeric?: boolean;
}) {
  return (
    <td>
      <input
        inputMode={numeric ? 'numeric' : undefined}
        class="input input-sm"
        aria-label={`${row.key} ${name}`}
        value={value}
        disabled={!row.included}
        onInput={(e) => set(e.currentTarget.value)}
      />
      <FieldError error={error} field={field} />
    </td>
  );
}

/** A layer's row: included or not, its texts, required, and its place in the order. */
function FieldRow({ i, last, fields }: { i: number; last: number; fields: ReturnType<typeof useFormFields> }) {
  const r = fields.rows[i];
  const { set, move, error } = fields;
  const at = fields.at(r.key);
  return (
    <tr>
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
      <TextCell
        row={r}
        name="label"
        value={r.label ?? ''}
        set={(label) => set(i, { label })}
        error={error}
        field={`${at}.label`}
      />
      <TextCell
        row={r}
        name="placeholder"
        value={r.placeholder ?? ''}
        set={(placeholder) => set(i, { placeholder })}
        error={error}
        field={`${at}.placeholder`}
      />
      <TextCell
        row={r}
        name="help text"
        value={r.helpText ?? ''}
        set={(helpText) => set(i, { helpText })}
        error={error}
        field={`${at}.help_text`}
      />
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
      <TextCell
        row={r}
        name="max length"
        numeric
        value={r.maxLength ?? ''}
        set={(v) => set(i, { maxLength: v ? Number(v) : null })}
        error={error}
        field={`${at}.max_length`}
      />
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
          disabled={i === last}
          onClick={() => move(i, 1)}
        />
      </td>
    </tr>
  );
}

/** A form's fields (label, placeholder, help text, required, maximum length, order) and who may embed it. */
export function FormBuilder({ form, keys, onSaved }: { form: Form; keys: string[]; onSaved(): void }) {
  const fields = useFormFields(form, keys, onSaved);
  const { rows, error } = fields;
  return (
    <form
      class="form-builder"
      onSubmit={fields.save}
      aria-label={`Fields of the form for ${form.template?.title ?? form.collection?.name}`}
    >
      <Table columns={['Field', 'Label', 'Placeholder', 'Help text', 'Required', 'Max length', 'Order']}>
        {rows.map((r, i) => (
          <FieldRow key={r.key} i={i} last={rows.length - 1} fields={fields} />
        ))}
      </Table>
      <Field
        label="Sites that may embed this form (one origin a line, such as https://shop.example.com; none: this service only)"
        htmlFor={`origins-${form.uuid}`}
      >
        <TextArea
          id={`origins-${form.uuid}`}
          rows={3}
          value={fields.origins}
          onInput={(e) => fields.setOrigins(e.currentTarget.value)}
        />
      </Field>
      <FieldError error={error} field="frame_ancestors" />
      <FieldError error={error} field="fields" exact />
      <FieldError error={error} />
      <div class="row">
        <Button type="submit" variant="primary">
          Save fields
        </Button>
        {fields.saved && <span role="status">Saved</span>}
      </div>
    </form>
  );
}
