import { useState } from 'preact/hooks';
import { ApiError, request } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import { CreateTemplateDocument, StarterDesignsDocument, TemplateSizesDocument } from '../generated/graphql';
import { FieldError } from '../shell/field-error';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/field';
import { NumberField } from '../ui/number-field';
import { Tabs } from '../ui/tabs';
import { SizeTiles, StarterTiles } from './starter-tiles';

type Starter = ReturnType<typeof useStarters>[number];
export const useStarters = () => useQuery(StarterDesignsDocument).data?.starterDesigns ?? [];

/** Makes a template from a starter design (its size, background and layers, as the API lists them). */
export const createFromStarter = async (s: Starter, title = s.title) =>
  (
    await request(CreateTemplateDocument, {
      input: { title, width: s.width, height: s.height, backgroundColor: s.backgroundColor, layers: s.layers },
    })
  ).createTemplate.uuid;

/**
 * A new template: a starter design (a press on its picture makes it), or a blank canvas of a size
 * preset (pictures of their proportions, grouped by platform) or of a custom width and height.
 */
export function NewTemplateDialog({ onClose, onCreated }: { onClose(): void; onCreated(uuid: string): void }) {
  const sizes = useQuery(TemplateSizesDocument).data?.templateSizes ?? [];
  const starters = useStarters();
  const [tab, setTab] = useState<'starter' | 'blank'>('starter');
  const [title, setTitle] = useState('');
  const [size, setSize] = useState('og-image');
  const [custom, setCustom] = useState({ width: 1200, height: 630 });
  const [error, setError] = useState<ApiError>();
  const [busy, setBusy] = useState(false);
  const make = async (create: () => Promise<string>) => {
    setBusy(true);
    try {
      onCreated(await create());
    } catch (e) {
      setError(e as ApiError);
      setBusy(false);
    }
  };
  const blank = () =>
    make(
      async () =>
        (
          await request(CreateTemplateDocument, {
            input: { ...(size ? { size } : custom), title: title || 'Untitled', layers: [] },
          })
        ).createTemplate.uuid,
    );
  return (
    <Dialog
      title="New template"
      wide
      onClose={onClose}
      footer={
        tab === 'blank' && (
          <Button variant="primary" onClick={blank} disabled={busy}>
            Create template
          </Button>
        )
      }
    >
      <TextField
        id="new-title"
        label="Title"
        hint="Leave empty to use the starter's name."
        value={title}
        placeholder="Untitled"
        set={setTitle}
      />
      <FieldError error={error} field="title" />
      <Tabs
        label="Start from"
        value={tab}
        onChange={setTab}
        tabs={[
          { key: 'starter', label: 'Starter designs' },
          { key: 'blank', label: 'Blank canvas' },
        ]}
      >
        <div class="stack" style={{ paddingTop: 'var(--space-3)' }}>
          {tab === 'starter' ? (
            <StarterTiles
              starters={starters}
              busy={busy}
              pick={(s) => make(() => createFromStarter(s, title || s.title))}
            />
          ) : (
            <>
              <SizeTiles sizes={sizes} value={size} choose={setSize} />
              {!size && (
                <div class="form-grid">
                  <NumberField
                    id="new-width"
                    label="W"
                    value={custom.width}
                    min={1}
                    onChange={(w) => w && setCustom({ ...custom, width: w })}
                  />
                  <NumberField
                    id="new-height"
                    label="H"
                    value={custom.height}
                    min={1}
                    onChange={(h) => h && setCustom({ ...custom, height: h })}
                  />
                </div>
              )}
              <FieldError error={error} field="width" />
              <FieldError error={error} field="height" />
            </>
          )}
        </div>
      </Tabs>
      <FieldError error={error} />
    </Dialog>
  );
}
