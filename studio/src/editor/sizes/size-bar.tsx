import { useState } from 'preact/hooks';
import type { ApiError } from '../../api/graphql-client';
import { FieldError } from '../../shell/field-error';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { Segmented } from '../../ui/segmented';
import { Select } from '../../ui/select';
import type { Layers } from '../use-layers';
import { AllSizesDialog } from './all-sizes';
import { CatalogDialog } from './catalog-dialog';
import type { ShownAt } from './sized-layers';
import { OWN_SIZE } from './size-view';

/**
 * Under the canvas: the size shown (the design's own or one of its sizes, each edited there as that
 * size's overrides), a size to add or the shown one to remove, every size side by side, and the locale
 * the canvas draws with its catalog editor (docs/studio.md "Sizes and locales"). `ed` is the design's
 * own layers, not the view's.
 */
export function SizeBar({
  ed,
  at,
  show,
  templateId,
  error,
  readOnly,
}: {
  ed: Layers;
  at: ShownAt;
  show(at: ShownAt): void;
  templateId: number;
  error?: ApiError;
  readOnly: boolean;
}) {
  const { design } = ed;
  const [dialog, setDialog] = useState<'add' | 'all' | 'messages'>();
  const sizes = design.sizes ?? [];
  const remove = () => {
    const left = sizes.filter((s) => s.name !== at.size);
    ed.change({ ...design, sizes: left.length ? left : null });
    show({ ...at, size: OWN_SIZE });
  };
  const tags = Object.keys(design.locales?.messages ?? {});
  const fallback = design.locales?.default_locale;
  return (
    <div class="size-bar" role="group" aria-label="Sizes and locales">
      <Segmented
        label="Canvas size"
        value={at.size}
        onChange={(size) => show({ ...at, size })}
        options={[
          { value: OWN_SIZE, label: `Default ${design.width}×${design.height}` },
          ...sizes.map((s) => ({ value: s.name, label: `${s.name} ${s.width}×${s.height}` })),
        ]}
      />
      {!readOnly && (
        <Button size="sm" onClick={() => setDialog('add')}>
          Add size
        </Button>
      )}
      {!readOnly && at.size !== OWN_SIZE && (
        <Button size="sm" variant="ghost" onClick={remove}>
          Remove size
        </Button>
      )}
      <Button size="sm" onClick={() => setDialog('all')}>
        All sizes
      </Button>
      <span class="size-bar-gap" />
      <div class="size-bar-locale">
        <Select
          label="Locale"
          size="sm"
          value={at.locale ?? ''}
          onChange={(locale) => show({ ...at, locale: locale || undefined })}
          options={[
            { value: '', label: fallback ? `Default locale (${fallback})` : 'No locales' },
            ...tags.filter((t) => t !== fallback).map((t) => ({ value: t, label: t })),
          ]}
        />
      </div>
      <Button size="sm" onClick={() => setDialog('messages')}>
        Messages
      </Button>
      <FieldError error={error} field="sizes" />
      {dialog === 'add' && (
        <AddSizeDialog
          onAdd={(size) => {
            ed.change({ ...design, sizes: [...sizes, size] });
            show({ ...at, size: size.name });
            setDialog(undefined);
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'all' && (
        <AllSizesDialog
          templateId={templateId}
          design={design}
          locale={at.locale}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'messages' && (
        <CatalogDialog
          ed={ed}
          locale={at.locale}
          show={(locale) => show({ ...at, locale })}
          error={error}
          readOnly={readOnly}
          onClose={() => setDialog(undefined)}
        />
      )}
    </div>
  );
}

/** A size's name, width and height; the API checks them (1 to 4,000 px, a lowercase name) when the draft is drawn. */
function AddSizeDialog({
  onAdd,
  onClose,
}: {
  onAdd(size: { name: string; width: number; height: number }): void;
  onClose(): void;
}) {
  const [name, setName] = useState('');
  const [width, setWidth] = useState('1080');
  const [height, setHeight] = useState('1080');
  return (
    <Dialog
      title="Add a size"
      onClose={onClose}
      footer={
        <Button
          variant="primary"
          disabled={!name}
          onClick={() => onAdd({ name: name.trim(), width: Number(width), height: Number(height) })}
        >
          Add
        </Button>
      }
    >
      <TextField id="size-name" label="Name" value={name} set={setName} placeholder="square" />
      <TextField id="size-width" label="Width (px)" type="number" value={width} set={setWidth} />
      <TextField id="size-height" label="Height (px)" type="number" value={height} set={setHeight} />
    </Dialog>
  );
}
