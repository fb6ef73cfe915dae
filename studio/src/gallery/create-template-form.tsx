import { useState } from 'preact/hooks';
import { ApiError, request } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import { CreateTemplateDocument, TemplateSizesDocument, type TemplateSizesQuery } from '../generated/graphql';
import { FieldError } from '../shell/field-error';

type Size = TemplateSizesQuery['templateSizes'][number];

const byPlatform = (sizes: Size[]) =>
  sizes.reduce<Record<string, Size[]>>((groups, s) => ((groups[s.platform] ??= []).push(s), groups), {});

/** A new template from a size preset (grouped by platform) or a custom width and height. */
export function CreateTemplateForm({ onCreated }: { onCreated: (uuid: string) => void }) {
  const sizes = useQuery(TemplateSizesDocument).data?.templateSizes ?? [];
  const [title, setTitle] = useState('Untitled');
  const [size, setSize] = useState('');
  const [width, setWidth] = useState('1200');
  const [height, setHeight] = useState('630');
  const [error, setError] = useState<ApiError>();
  const submit = async (e: Event) => {
    e.preventDefault();
    const input = size ? { title, size } : { title, width: Number(width), height: Number(height) };
    try {
      onCreated((await request(CreateTemplateDocument, { input: { ...input, layers: [] } })).createTemplate.uuid);
    } catch (err) {
      setError(err as ApiError);
    }
  };
  return (
    <form class="create-template" onSubmit={submit} aria-label="New template">
      <label>
        Title <input name="title" value={title} onInput={(e) => setTitle(e.currentTarget.value)} />
      </label>
      <FieldError error={error} field="title" />
      <label>
        Size
        <select name="size" value={size} onChange={(e) => setSize(e.currentTarget.value)}>
          <option value="">Custom size</option>
          {Object.entries(byPlatform(sizes)).map(([platform, list]) => (
            <optgroup key={platform} label={platform}>
              {list.map((s) => (
                <option key={s.size} value={s.size}>
                  {s.name} ({s.width} × {s.height})
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      {!size && (
        <>
          <label>
            Width <input name="width" type="number" value={width} onInput={(e) => setWidth(e.currentTarget.value)} />
          </label>
          <FieldError error={error} field="width" />
          <label>
            Height <input name="height" type="number" value={height} onInput={(e) => setHeight(e.currentTarget.value)} />
          </label>
          <FieldError error={error} field="height" />
        </>
      )}
      <button type="submit">Create template</button>
      <FieldError error={error} />
    </form>
  );
}
