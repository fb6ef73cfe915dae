import { Checkbox, Field, Input, TextArea } from '../ui/field';
import {
  AlignCenter,
  AlignCenterHorizontal,
  AlignEndHorizontal,
  AlignJustify,
  AlignLeft,
  AlignRight,
  AlignStartHorizontal,
} from '../ui/icons';
import { NumberField } from '../ui/number-field';
import { Segmented } from '../ui/segmented';
import { Select } from '../ui/select';
import { ColourInput } from './colour-input';
import { GradientField } from './gradient-field';
import type { FieldSpec } from './field-spec';

const ICONS: Record<string, preact.ComponentChildren> = {
  left: <AlignLeft size={14} />,
  center: <AlignCenter size={14} />,
  right: <AlignRight size={14} />,
  justify: <AlignJustify size={14} />,
  top: <AlignStartHorizontal size={14} />,
  middle: <AlignCenterHorizontal size={14} />,
  bottom: <AlignEndHorizontal size={14} />,
};

/** A JSON property edited as text, taken when it parses (on leaving the field); empty clears it. */
export function JsonText({
  id,
  placeholder,
  value,
  set,
  rows = 2,
  indent,
}: {
  id: string;
  placeholder?: string;
  value: unknown;
  set(v: unknown): void;
  rows?: number;
  /** Written over several lines (a spec), rather than one. */
  indent?: boolean;
}) {
  return (
    <TextArea
      id={id}
      class="mono"
      rows={rows}
      placeholder={placeholder}
      key={JSON.stringify(value ?? null)}
      defaultValue={value === undefined ? '' : JSON.stringify(value, null, indent ? 2 : undefined)}
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
}

/** The control that edits one property (its kind in layer-fields.ts), labelled by the spec. */
export function FieldControl({
  spec,
  value,
  set,
  id,
}: {
  spec: FieldSpec;
  value: unknown;
  set: (v: unknown) => void;
  id: string;
}) {
  const str = value === undefined || value === null ? '' : String(value);
  const text = (v: string) => set(v === '' && spec.optional ? undefined : v);
  const labelled = (control: preact.ComponentChildren) => (
    <Field label={spec.label} htmlFor={id} class={spec.wide ? 'wide' : undefined}>
      {control}
    </Field>
  );
  switch (spec.kind) {
    case 'number':
      return (
        <NumberField
          id={id}
          label={spec.label}
          value={value === undefined || value === null ? undefined : Number(value)}
          step={spec.step}
          optional={spec.optional}
          onChange={(v) => set(v)}
        />
      );
    case 'checkbox':
      return <Checkbox id={id} label={spec.label} checked={value === true} onChange={set} class="check" />;
    case 'textarea':
      return labelled(<TextArea id={id} value={str} rows={3} onInput={(e) => text(e.currentTarget.value)} />);
    case 'json':
      return labelled(<JsonText id={id} placeholder={spec.placeholder} value={value} set={set} />);
    case 'select':
      return labelled(
        <Select
          id={id}
          value={str}
          onChange={(v) => set(/^\d+$/.test(v) ? Number(v) : v)}
          options={spec.options!.map((o) => ({ value: o, label: spec.optionLabels?.[o] ?? o }))}
        />,
      );
    case 'segments':
      return (
        <div class="field">
          <span class="label">{spec.label}</span>
          <Segmented
            label={spec.label}
            value={str}
            onChange={set}
            full
            options={spec.options!.map((o) => ({ value: o, label: `${spec.label} ${o}`, icon: ICONS[o] }))}
          />
        </div>
      );
    case 'color':
      return labelled(<ColourInput id={id} label={spec.label} value={str} set={text} />);
    case 'paint':
      return labelled(<GradientField id={id} label={spec.label} value={str} optional={spec.optional} set={set} />);
    default:
      return labelled(
        <Input id={id} value={str} placeholder={spec.placeholder} onInput={(e) => text(e.currentTarget.value)} />,
      );
  }
}
