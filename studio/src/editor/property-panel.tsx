import type { ApiError } from '../api/graphql-client';
import { FieldError } from '../shell/field-error';
import { LAYER_LABEL, type Design, type Layer } from './design';
import { COMMON_FIELDS, DEFAULTS, TYPE_DEFAULTS, TYPE_FIELDS, type FieldSpec } from './layer-fields';
import { ColourInput } from './colour-input';
import { FontPicker, type FontChoices } from './font-picker';
import { GradientField } from './gradient-field';
import { MediaPicker } from './media-picker';
import { PaletteEditor } from './palette';
import { ShapePicker } from './shape-picker';
import { RichTextField } from './rich-text/rich-text-field';
import { formatSwitch } from './rich-text/styled-text';

interface Props {
  design: Design;
  index: number | undefined;
  fonts: FontChoices;
  error?: ApiError;
  /** `field` groups one field's typing into one undo step; without one, the change is a step of its own. */
  updateLayer(index: number, patch: Partial<Layer>, field?: string): void;
  updateDesign(patch: Partial<Design>, field: string): void;
}

function Control({ spec, value, set, id }: { spec: FieldSpec; value: unknown; set: (v: unknown) => void; id: string }) {
  const str = value === undefined || value === null ? '' : String(value);
  switch (spec.kind) {
    case 'textarea':
      return (
        <textarea
          id={id}
          value={str}
          rows={3}
          onInput={(e) => set(e.currentTarget.value === '' && spec.optional ? undefined : e.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <input
          id={id}
          type="number"
          step={spec.step}
          value={str}
          onInput={(e) => {
            const v = e.currentTarget.value;
            if (v === '') return spec.optional ? set(undefined) : undefined;
            if (Number.isFinite(Number(v))) set(Number(v));
          }}
        />
      );
    case 'json':
      // Edited as text, taken when it parses (on leaving the field): empty clears the property.
      return (
        <textarea
          id={id}
          rows={2}
          key={JSON.stringify(value ?? null)}
          defaultValue={value === undefined ? '' : JSON.stringify(value)}
          onChange={(e) => {
            const text = e.currentTarget.value.trim();
            e.currentTarget.setCustomValidity('');
            if (text === '') return set(undefined);
            try {
              set(JSON.parse(text));
            } catch {
              e.currentTarget.setCustomValidity('Not valid JSON');
              e.currentTarget.reportValidity();
            }
          }}
        />
      );
    case 'checkbox':
      return <input id={id} type="checkbox" checked={value === true} onChange={(e) => set(e.currentTarget.checked)} />;
    case 'select':
      return (
        <select
          id={id}
          value={str}
          onChange={(e) =>
            set(/^\d+$/.test(e.currentTarget.value) ? Number(e.currentTarget.value) : e.currentTarget.value)
          }
        >
          {spec.options!.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
    case 'color':
      return (
        <ColourInput
          id={id}
          label={spec.label}
          value={str}
          set={(v) => set(v === '' && spec.optional ? undefined : v)}
        />
      );
    case 'paint':
      return <GradientField id={id} label={spec.label} value={str} optional={spec.optional} set={set} />;
    default:
      return (
        <input
          id={id}
          value={str}
          onInput={(e) => set(e.currentTarget.value === '' && spec.optional ? undefined : e.currentTarget.value)}
        />
      );
  }
}

/** Every property of docs/rendering.md for the selected layer's type; the template's own when none is. */
export function PropertyPanel({ design, index, fonts, error, updateLayer, updateDesign }: Props) {
  if (index === undefined || !design.layers[index]) {
    return (
      <section class="panel properties" aria-label="Template properties">
        <h2>Template</h2>
        <div class="field">
          <label for="p-title">Title</label>
          <input
            id="p-title"
            value={design.title}
            onInput={(e) => updateDesign({ title: e.currentTarget.value }, 'title')}
          />
          <FieldError error={error} field="title" />
        </div>
        <div class="field">
          <label for="p-bg">Background colour</label>
          <Control
            spec={{ key: 'background_color', label: 'Background colour', kind: 'paint' }}
            id="p-bg"
            value={design.background_color}
            set={(v) => updateDesign({ background_color: String(v) }, 'background_color')}
          />
          <FieldError error={error} field="background_color" />
        </div>
        <PaletteEditor />
        <p class="hint">Select a layer on the canvas or in the list to edit it.</p>
      </section>
    );
  }
  const layer = design.layers[index];
  const defaults = { ...DEFAULTS, ...TYPE_DEFAULTS[layer.type] };
  const field = (spec: FieldSpec) => {
    const id = `p-${spec.key}`;
    const value = layer[spec.key] ?? defaults[spec.key];
    // Changing the text format converts the text so it draws the same (docs/studio.md "Rich text").
    const set = (v: unknown) =>
      updateLayer(
        index,
        spec.key === 'text_format' ? formatSwitch(String(layer.text ?? ''), value, v) : { [spec.key]: v },
        `${index}.${spec.key}`,
      );
    return (
      <div class="field" key={spec.key}>
        <label for={id}>{spec.label}</label>
        {spec.key === 'text' && layer.text_format === 'markup' ? (
          <RichTextField
            value={String(value)}
            baseSize={Number(layer.font_size ?? DEFAULTS.font_size)}
            set={(v, how) => updateLayer(index, { text: v }, how === 'typing' ? `${index}.text` : undefined)}
          />
        ) : spec.kind === 'font' ? (
          <FontPicker id={id} value={String(value)} fonts={fonts} set={set} />
        ) : spec.kind === 'shape' ? (
          <ShapePicker id={id} layer={layer} onPick={(patch) => updateLayer(index, patch, `${index}.shape`)} />
        ) : spec.kind === 'image' ? (
          <>
            <input
              id={id}
              type="url"
              placeholder="https://…"
              value={(value as string) ?? ''}
              onInput={(e) => set(e.currentTarget.value || null)}
            />
            <MediaPicker
              value={(value as string) ?? ''}
              onPick={(src) => updateLayer(index, { image_url: src }, `${index}.image_url.pick`)}
            />
          </>
        ) : (
          <Control spec={spec} id={id} value={value} set={set} />
        )}
        <FieldError error={error} field={`layers.${index}.${spec.key}`} />
      </div>
    );
  };
  return (
    <section class="panel properties" aria-label="Layer properties">
      <h2>{LAYER_LABEL[layer.type]} layer</h2>
      {/* What keeps the layer from rendering (an image that cannot be fetched, content its code cannot encode). */}
      <FieldError error={error} field={`layers.${index}`} exact />
      <div class="field">
        <label for="p-key">Key</label>
        <input
          id="p-key"
          value={layer.layer}
          onInput={(e) => updateLayer(index, { layer: e.currentTarget.value }, `${index}.layer`)}
        />
        <FieldError error={error} field={`layers.${index}.layer`} />
      </div>
      {TYPE_FIELDS[layer.type].map(field)}
      {COMMON_FIELDS.map(field)}
    </section>
  );
}
