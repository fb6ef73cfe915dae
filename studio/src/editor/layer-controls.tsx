import type { ComponentChildren, JSX } from 'preact';
import { ChartField } from './data/chart-field';
import { ColourList } from './data/colour-list';
import { RowsField } from './data/rows-field';
import { TableColumnsField } from './data/table-columns-field';
import { DEFAULTS } from './layer-fields';
import type { Layer } from './design';
import type { FieldKind, FieldSpec } from './field-spec';
import { FontPicker, type FontChoices } from './font-picker';
import { FormFieldControl } from './form-field-control';
import { MediaPicker } from './media-picker';
import { RichTextField } from './rich-text/rich-text-field';
import { ShapePicker } from './shape-picker';
import { TextArea } from '../ui/field';

/** What a control that knows its layer gets (the plain kinds get field-control.tsx's FieldControl). */
export interface LayerControlProps {
  id: string;
  spec: FieldSpec;
  layer: Layer;
  /** The property's value, or the renderer's default. */
  value: unknown;
  fonts: FontChoices;
  /** Sets the property; one field's typing is one undo step. */
  set(value: unknown): void;
  /** Sets several properties at once: one undo step, merged with the next of the same `step` (relative to the layer) or a step of its own without one. */
  patch(patch: Partial<Layer>, step?: string): void;
}

const Labelled = ({ id, spec, children }: { id: string; spec: FieldSpec; children: ComponentChildren }) => (
  <div class="field wide">
    <label for={id}>{spec.label}</label>
    {children}
  </div>
);

/** A text layer's text: a text area, or the rich-text field when its format is markup (docs/studio.md "Rich text"). */
function TextContent(p: LayerControlProps) {
  const value = String(p.value ?? '');
  return (
    <Labelled id={p.id} spec={p.spec}>
      {p.layer.text_format === 'markup' ? (
        <RichTextField
          value={value}
          baseSize={Number(p.layer.font_size ?? DEFAULTS.font_size)}
          set={(v, how) => p.patch({ text: v }, how === 'typing' ? 'text' : undefined)}
        />
      ) : (
        <TextArea id={p.id} value={value} rows={3} onInput={(e) => p.set(e.currentTarget.value)} />
      )}
    </Labelled>
  );
}

/** The kinds whose control needs the layer, or more than one property, by kind. */
export const LAYER_CONTROLS: Partial<Record<FieldKind, (p: LayerControlProps) => JSX.Element>> = {
  'text-content': TextContent,
  font: (p) => (
    <Labelled id={p.id} spec={p.spec}>
      <FontPicker id={p.id} value={String(p.value)} fonts={p.fonts} set={p.set} />
    </Labelled>
  ),
  shape: (p) => <ShapePicker id={p.id} layer={p.layer} onPick={(patch) => p.patch(patch, 'shape')} />,
  image: (p) => (
    <Labelled id={p.id} spec={p.spec}>
      <MediaPicker
        id={p.id}
        value={(p.value as string) ?? ''}
        onUrl={(src) => p.set(src || null)}
        onPick={(src) => p.patch({ image_url: src }, 'image_url.pick')}
      />
    </Labelled>
  ),
  chart: ChartField,
  data: RowsField,
  columns: TableColumnsField,
  colours: ColourList,
  'form-field': FormFieldControl,
};
