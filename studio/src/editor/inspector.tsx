import type { ApiError } from '../api/graphql-client';
import { FieldError } from '../shell/field-error';
import { Input } from '../ui/field';
import { Section } from '../ui/section';
import { LAYER_LABEL, type Design, type Layer } from './design';
import { FieldControl } from './field-control';
import type { FontChoices } from './font-picker';
import { LAYER_CONTROLS } from './layer-controls';
import { COMMON_FIELDS, DEFAULTS, SECTIONS, TYPE_DEFAULTS, TYPE_FIELDS, type FieldSpec } from './layer-fields';
import { LayerIcon } from './layer-icon';
import { PaletteEditor } from './palette';
import { formatSwitch } from './rich-text/styled-text';
import { GradientField } from './gradient-field';

interface Props {
  design: Design;
  index: number | undefined;
  fonts: FontChoices;
  error?: ApiError;
  /** `field` groups one field's typing into one undo step; without one, the change is a step of its own. */
  updateLayer(index: number, patch: Partial<Layer>, field?: string): void;
  updateDesign(patch: Partial<Design>, field: string): void;
}

/** No layer selected: the template's background and the account's brand colours. */
function TemplateInspector({ design, error, updateDesign }: Pick<Props, 'design' | 'error' | 'updateDesign'>) {
  return (
    <div class="properties" aria-label="Template properties" role="region">
      <header class="inspector-head">
        <h2>Canvas</h2>
        <span class="hint">
          {design.width} × {design.height} px
        </span>
      </header>
      <Section title="Background">
        <div class="field wide">
          <label for="p-bg">Background colour</label>
          <GradientField
            id="p-bg"
            label="Background colour"
            value={design.background_color}
            set={(v) => updateDesign({ background_color: String(v) }, 'background_color')}
          />
          <FieldError error={error} field="background_color" />
        </div>
      </Section>
      <Section title="Brand colours">
        <PaletteEditor />
      </Section>
      <FieldError error={error} field="title" />
      <p class="hint inspector-hint">Select a layer on the canvas or in the list to edit it.</p>
    </div>
  );
}

/** The control for one of a layer's properties, with the API's message for it below. */
function LayerField({
  spec,
  index,
  layer,
  fonts,
  error,
  updateLayer,
}: { spec: FieldSpec; index: number; layer: Layer } & Pick<Props, 'fonts' | 'error' | 'updateLayer'>) {
  const id = `p-${spec.key}`;
  const value = layer[spec.key] ?? { ...DEFAULTS, ...TYPE_DEFAULTS[layer.type] }[spec.key];
  // Changing the text format converts the text so it draws the same (docs/studio.md "Rich text").
  const set = (v: unknown) =>
    updateLayer(
      index,
      spec.key === 'text_format' ? formatSwitch(String(layer.text ?? ''), value, v) : { [spec.key]: v },
      `${index}.${spec.key}`,
    );
  const patch = (p: Partial<Layer>, step?: string) =>
    updateLayer(index, p, step === undefined ? undefined : `${index}.${step}`);
  const Control = LAYER_CONTROLS[spec.kind];
  return (
    <>
      {Control ? (
        <Control id={id} spec={spec} layer={layer} value={value} fonts={fonts} set={set} patch={patch} />
      ) : (
        <FieldControl spec={spec} id={id} value={value} set={set} />
      )}
      <FieldError error={error} field={`layers.${index}.${spec.key}`} />
    </>
  );
}

/**
 * The inspector (docs/studio.md "The editor"): every property of docs/rendering.md for the selected
 * layer's type, in collapsible sections of two-column fields, showing the renderer's default where
 * the layer leaves one out; the template's own when no layer is selected.
 */
export function Inspector(props: Props) {
  const { design, index, error, updateLayer } = props;
  if (index === undefined || !design.layers[index]) return <TemplateInspector {...props} />;
  const layer = design.layers[index];
  const fields = [...TYPE_FIELDS[layer.type], ...COMMON_FIELDS];
  return (
    <div class="properties" aria-label="Layer properties" role="region">
      <header class="inspector-head">
        <LayerIcon type={layer.type} />
        <h2>{LAYER_LABEL[layer.type]}</h2>
        <Input
          id="p-key"
          aria-label="Key"
          class="input-sm"
          value={layer.layer}
          onInput={(e) => updateLayer(index, { layer: e.currentTarget.value }, `${index}.layer`)}
        />
      </header>
      <FieldError error={error} field={`layers.${index}.layer`} />
      {/* What keeps the layer from rendering (an image that cannot be fetched, content its code cannot encode). */}
      <FieldError error={error} field={`layers.${index}`} exact />
      {SECTIONS.map((name) => {
        const own = fields.filter((f) => f.section === name);
        return (
          own.length > 0 && (
            <Section key={name} title={name}>
              {own.map((spec) => (
                <LayerField key={spec.key} {...props} spec={spec} index={index} layer={layer} />
              ))}
            </Section>
          )
        );
      })}
    </div>
  );
}
