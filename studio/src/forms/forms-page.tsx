import { useState } from 'preact/hooks';
import { request } from '../api/graphql-client';
import { useSubmit } from '../shell/use-request';
import { useQuery } from '../api/use-query';
import {
  CreateCollectionDocument,
  CreateEmbeddedFormDocument,
  EmbeddedFormsDocument,
  FormsDocument,
  type EmbeddedFormsQuery,
  type FormsQuery,
} from '../generated/graphql';
import { CopyButton } from '../shell/copy-button';
import { ErrorLine, FieldError } from '../shell/field-error';
import { FormBuilder } from './form-builder';
import { usePolicies } from '../shell/policies';
import { Button } from '../ui/button';
import { Checkbox, Field, TextField } from '../ui/field';
import { Pencil, Plus } from '../ui/icons';
import { PageHead } from '../ui/page-head';
import { Select } from '../ui/select';
import { Table } from '../ui/table';

const keysOf = (layers: unknown) => (layers as { layer: string }[]).map((l) => l.layer);

/** The layer keys a form for this target may accept: `<templateUuid>__<key>` for a collection's templates. */
function formKeys(data: FormsQuery | undefined, target: string): string[] {
  const [kind, uuid] = target.split(':');
  if (kind === 'template') return keysOf(data?.templates.edges.find((e) => e.node.uuid === uuid)?.node.layers ?? []);
  const collection = data?.collections.edges.find((e) => e.node.uuid === uuid)?.node;
  return collection?.templates.flatMap((t) => keysOf(t.layers).map((k) => `${t.uuid}__${k}`)) ?? [];
}

type Targets = FormsQuery | undefined;

/** A new collection: its name and templates, in render order. */
function NewCollection({ templates, onMade }: { templates: { uuid: string; title: string }[]; onMade(): void }) {
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const { error, submit } = useSubmit(
    () => request(CreateCollectionDocument, { input: { name, templateIds: picked } }),
    () => (setName(''), setPicked([]), onMade()),
  );
  return (
    <form onSubmit={submit} aria-label="New collection" class="panel-card">
      <TextField id="collection-name" label="Name" value={name} set={setName} />
      <FieldError error={error} field="name" />
      <fieldset class="checks">
        <legend>Templates, in render order</legend>
        {templates.map((t) => (
          <Checkbox
            key={t.uuid}
            label={t.title}
            checked={picked.includes(t.uuid)}
            onChange={(on) => setPicked(on ? [...picked, t.uuid] : picked.filter((p) => p !== t.uuid))}
          />
        ))}
      </fieldset>
      <FieldError error={error} field="templateIds" />
      <FieldError error={error} />
      <Button type="submit" icon={<Plus size={14} />} style={{ justifySelf: 'start' }}>
        Create collection
      </Button>
    </form>
  );
}

/** A new embedded form: for a template or a collection, and the layers a submitter fills. */
function NewEmbeddedForm({ data, onMade }: { data: Targets; onMade(): void }) {
  const [target, setTarget] = useState('');
  const [unpicked, setUnpicked] = useState<string[]>([]);
  const keys = formKeys(data, target);
  const { error, submit } = useSubmit(() => {
    const [kind, uuid] = target.split(':');
    const layers = keys.filter((k) => !unpicked.includes(k));
    return request(CreateEmbeddedFormDocument, {
      input: kind === 'collection' ? { collectionId: uuid, layers } : { templateId: uuid, layers },
    });
  }, onMade);
  return (
    <form onSubmit={submit} aria-label="New embedded form" class="panel-card">
      <Field label="For">
        <Select
          label="For"
          value={target}
          onChange={setTarget}
          options={[
            { value: '', label: 'Choose a template or collection' },
            ...(data?.templates.edges ?? []).map(({ node: t }) => ({
              value: `template:${t.uuid}`,
              label: `Template: ${t.title}`,
            })),
            ...(data?.collections.edges ?? []).map(({ node: c }) => ({
              value: `collection:${c.uuid}`,
              label: `Collection: ${c.name}`,
            })),
          ]}
        />
      </Field>
      {keys.length > 0 && (
        <fieldset class="checks">
          <legend>Layers a submitter fills</legend>
          {keys.map((k) => (
            <Checkbox
              key={k}
              label={k}
              checked={!unpicked.includes(k)}
              onChange={(on) => setUnpicked(on ? unpicked.filter((u) => u !== k) : [...unpicked, k])}
            />
          ))}
        </fieldset>
      )}
      <FieldError error={error} field="layers" />
      <FieldError error={error} />
      <Button
        type="submit"
        variant="primary"
        icon={<Plus size={14} />}
        disabled={!target}
        style={{ justifySelf: 'start' }}
      >
        Create form
      </Button>
    </form>
  );
}

type Form = EmbeddedFormsQuery['embeddedForms']['edges'][number]['node'];

/** The forms: what each is for, its fields, its signed URL to copy, and its builder under it (the roles that may edit). */
function FormsTable({ forms, data, onSaved }: { forms: Form[]; data: Targets; onSaved(): void }) {
  const [editing, setEditing] = useState<string>();
  const mayEdit = !!usePolicies()?.has('updateTemplate');
  return (
    <Table columns={['For', 'Fields', 'Signed URL', 'Actions']}>
      {forms.map((f) => [
        <tr key={f.uuid}>
          <td>{f.template?.title ?? f.collection?.name}</td>
          <td>{f.fields.map((x) => `${x.label ?? x.key}${x.required ? ' *' : ''}`).join(', ')}</td>
          <td class="url">
            <input class="input input-sm" readOnly value={f.url} aria-label="Signed URL" />
          </td>
          <td class="actions">
            <div class="actions">
              <CopyButton text={f.url} label="Copy URL" />
              {mayEdit && (
                <Button
                  size="sm"
                  icon={<Pencil size={14} />}
                  aria-expanded={editing === f.uuid}
                  onClick={() => setEditing(editing === f.uuid ? undefined : f.uuid)}
                >
                  Edit fields
                </Button>
              )}
            </div>
          </td>
        </tr>,
        editing === f.uuid && (
          <tr key={`${f.uuid}-builder`}>
            <td colSpan={4}>
              <FormBuilder
                form={f}
                keys={formKeys(data, f.template ? `template:${f.template.uuid}` : `collection:${f.collection?.uuid}`)}
                onSaved={onSaved}
              />
            </td>
          </tr>
        ),
      ])}
    </Table>
  );
}

/** Collections and embedded forms: create them (the roles that may create templates), copy a form's signed URL. */
export function FormsPage() {
  const { data, error, reload: reloadTargets } = useQuery(FormsDocument);
  const forms = useQuery(EmbeddedFormsDocument);
  const reload = () => (reloadTargets(), forms.reload());
  const mayCreate = !!usePolicies()?.has('createTemplate');
  return (
    <main class="page">
      <PageHead title="Forms" />
      <ErrorLine message={error ?? forms.error} />
      <section class="stack">
        <h2>Collections</h2>
        {mayCreate && <NewCollection templates={data?.templates.edges.map((e) => e.node) ?? []} onMade={reload} />}
        <ul class="stack" style={{ paddingLeft: 'var(--space-4)', margin: 0 }}>
          {data?.collections.edges.map(({ node: c }) => (
            <li key={c.uuid}>
              {c.name}: {c.templates.map((t) => t.title).join(', ') || 'no templates'}
            </li>
          ))}
        </ul>
        {data && data.collections.edges.length === 0 && (
          <p class="hint">No collections yet: a collection renders several templates from one set of variants.</p>
        )}
      </section>
      <section class="stack">
        <h2>Embedded forms</h2>
        {mayCreate && <NewEmbeddedForm data={data} onMade={reload} />}
        <FormsTable forms={forms.data?.embeddedForms.edges.map((e) => e.node) ?? []} data={data} onSaved={reload} />
        {forms.data && forms.data.embeddedForms.edges.length === 0 && (
          <p class="hint">
            No forms yet{mayCreate ? ': choose a template or collection above' : ''}. A form is a page anyone with its
            signed URL can fill in to render.
          </p>
        )}
        <p class="hint">Whoever has a form's URL can render with it and spend this account's credits.</p>
      </section>
    </main>
  );
}
