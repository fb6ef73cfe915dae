import { useState } from 'preact/hooks';
import { ApiError, request } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import {
  CreateTemplateDocument,
  StarterDesignsDocument,
  TemplateSizesDocument,
  type TemplateSizesQuery,
} from '../generated/graphql';
import { FieldError } from '../shell/field-error';

type Size = TemplateSizesQuery['templateSizes'][number];

const byPlatform = (sizes: Size[]) =>
  sizes.reduce<Record<string, Size[]>>((groups, s) => ((groups[s.platform] ??= []).push(s), groups), {});

/**
 * A new template: blank, from a size preset (grouped by platform) or a custom width and height; or a
 * copy of a starter design (docs/studio.md "Starter designs"), its size and layers as the API lists them.
 */
export function CreateTemplateForm({ onCreated }: { onCreated: (uuid: string) => void }) {
  const sizes = useQuery(TemplateSizesDocument).data?.templateSizes ?? [];
  const starters = useQuery(StarterDesignsDocument).data?.starterDesigns ?? [];
  const [starterKey, setStarterKey] = useState('');
  const starter = starters.find((s) => s.key === starterKey);
  const [title, setTitle] = useState('Untitled');
  const [size, setSize] = useState('');
  const [width, setWidth] = useState('1200');
  const [height, setHeight] = useState('630');
  const [error, setError] = useState<ApiError>();
  const submit = async (e: Event) => {
    e.preventDefault();
    const input = starter
      ? {
          title,
          width: starter.width,
          height: starter.height,
          backgroundColor: starter.backgroundColor,
          layers: starter.layers,
        }
      : { ...(size ? { size } : { width: Number(width), height: Number(height) }), title, layers: [] };
    try {
      onCreated((await request(CreateTemplateDocument, { input })).createTemplate.uuid);
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
        Start from
        <select
          name="starter"
          value={starterKey}
          onChange={(e) => {
            const next = starters.find((s) => s.key === e.currentTarget.value);
            // A title still the default (or a starter's) follows the choice.
            if (title === 'Untitled' || starters.some((s) => s.title === title)) setTitle(next?.title ?? 'Untitled');
            setStarterKey(e.currentTarget.value);
          }}
        >
          <option value="">Blank</option>
          {starters.map((s) => (
            <option key={s.key} value={s.key} title={s.description}>
              {s.title} ({s.width} × {s.height})
            </option>
          ))}
        </select>
      </label>
      {starter ? (
        <p class="hint">{starter.description}</p>
      ) : (
        <label>
          Size
          <select name="size" value={size} onChange={(e) => setSize(e.currentTarget.value)}>
            <option value="">Custom size</option>
            {Object.entries(byPlatform(sizes)).map(([platform, list]) => (
              <optgroup key={platform} label={platform}>
                {list.map((s) => (
                  <option key={s.size} value={s.size}>
                    {s.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
      )}
      {!starter && !size && (
        <>
          <label>
            Width <input name="width" type="number" value={width} onInput={(e) => setWidth(e.currentTarget.value)} />
          </label>
          <FieldError error={error} field="width" />
          <label>
            Height{' '}
            <input name="height" type="number" value={height} onInput={(e) => setHeight(e.currentTarget.value)} />
          </label>
          <FieldError error={error} field="height" />
        </>
      )}
      <button type="submit">Create template</button>
      <FieldError error={error} />
    </form>
  );
}
