import { COLUMN_ALIGNS } from '../../../../src/design/layers/layer-choices.js';
import { COLUMN_FORMATS, DATE_STYLES } from '../../../../src/design/table/cell-format.js';
import { Checkbox, Field, Input } from '../../ui/field';
import { AlignCenter, AlignLeft, AlignRight } from '../../ui/icons';
import { NumberField } from '../../ui/number-field';
import { Segmented } from '../../ui/segmented';
import { Select } from '../../ui/select';
import { ColourInput } from '../colour-input';
import { FONT_WEIGHTS } from '../field-spec';
import type { TableColumn } from './rows-follow';

const NUMERIC = new Set(['number', 'currency', 'percent']);
const ALIGN_ICONS: Record<string, preact.ComponentChildren> = {
  left: <AlignLeft size={14} />,
  center: <AlignCenter size={14} />,
  right: <AlignRight size={14} />,
};
const options = (values: readonly string[], first?: string) => [
  ...(first ? [{ value: '', label: first }] : []),
  ...values.map((v) => ({ value: v, label: v })),
];

interface Props {
  id: string;
  column: TableColumn;
  /** Changes the column; a property set to undefined is removed (the table's or the renderer's default applies). */
  set(patch: Partial<TableColumn>, step?: string): void;
}

/** A column's property as a field shows it: text, a number or nothing. */
const reader = (column: TableColumn) => ({
  str: (key: string) => (column[key] === undefined ? '' : String(column[key])),
  num: (key: string) => (column[key] === undefined ? undefined : Number(column[key])),
});

/** What the column shows and where: its key, header, width, alignment and wrapping. */
function ColumnPlace({ id, column, keys, set }: Props & { keys: string[] }) {
  const { str, num } = reader(column);
  const format = String(column.format ?? 'text');
  return (
    <>
      <Field label="Key" htmlFor={`${id}-key`}>
        <Select
          id={`${id}-key`}
          value={column.key}
          options={options([...new Set([...keys, column.key])])}
          onChange={(key) => set({ key })}
        />
      </Field>
      <Field label="Header" htmlFor={`${id}-header`}>
        <Input
          id={`${id}-header`}
          value={str('header')}
          placeholder={column.key}
          onInput={(e) => set({ header: e.currentTarget.value || undefined }, 'header')}
        />
      </Field>
      <NumberField
        id={`${id}-width`}
        label="W"
        name="Width"
        value={num('width')}
        optional
        min={1}
        onChange={(width) => set({ width }, 'width')}
      />
      <div class="field">
        <span class="label">Align</span>
        <Segmented
          label="Align"
          value={str('align') || (NUMERIC.has(format) ? 'right' : 'left')}
          full
          options={COLUMN_ALIGNS.map((v) => ({ value: v, label: `Align ${v}`, icon: ALIGN_ICONS[v] }))}
          onChange={(align) => set({ align })}
        />
      </div>
      <Checkbox
        label="Wrap"
        checked={column.wrap !== false}
        onChange={(wrap) => set({ wrap: wrap ? undefined : false })}
      />
    </>
  );
}

/** How the column writes its values: a format, and the currency, decimals or date style it takes. */
function ColumnFormat({ id, column, set }: Props) {
  const { str, num } = reader(column);
  const format = String(column.format ?? 'text');
  return (
    <>
      <Field label="Format" htmlFor={`${id}-format`}>
        <Select
          id={`${id}-format`}
          value={format}
          options={options(COLUMN_FORMATS)}
          onChange={(format) => set({ format })}
        />
      </Field>
      {format === 'currency' && (
        <Field label="Currency" htmlFor={`${id}-currency`}>
          <Input
            id={`${id}-currency`}
            value={str('currency')}
            placeholder="EUR"
            onInput={(e) => set({ currency: e.currentTarget.value.toUpperCase() || undefined }, 'currency')}
          />
        </Field>
      )}
      {NUMERIC.has(format) && (
        <NumberField
          id={`${id}-decimals`}
          label="Decimals"
          value={num('decimals')}
          optional
          min={0}
          max={10}
          onChange={(decimals) => set({ decimals }, 'decimals')}
        />
      )}
      {format === 'date' && (
        <Field label="Date style" htmlFor={`${id}-date-style`}>
          <Select
            id={`${id}-date-style`}
            value={str('date_style') || 'medium'}
            options={options(DATE_STYLES)}
            onChange={(date_style) => set({ date_style })}
          />
        </Field>
      )}
    </>
  );
}

/** The column's own type, where it differs from the table's. */
function ColumnType({ id, column, families, set }: Props & { families: string[] }) {
  const { str, num } = reader(column);
  return (
    <>
      <Field label="Font" htmlFor={`${id}-font`}>
        <Select
          id={`${id}-font`}
          value={str('font_family')}
          options={options(families, "The table's")}
          onChange={(v) => set({ font_family: v || undefined })}
        />
      </Field>
      <Field label="Weight" htmlFor={`${id}-weight`}>
        <Select
          id={`${id}-weight`}
          value={str('font_weight')}
          options={options(FONT_WEIGHTS, "The table's")}
          onChange={(v) => set({ font_weight: v ? (/^\d+$/.test(v) ? Number(v) : v) : undefined })}
        />
      </Field>
      <NumberField
        id={`${id}-size`}
        label="Size"
        value={num('font_size')}
        optional
        min={1}
        onChange={(font_size) => set({ font_size }, 'font_size')}
      />
      <Checkbox
        label="Italic"
        checked={column.font_style === 'italic'}
        onChange={(italic) => set({ font_style: italic ? 'italic' : undefined })}
      />
      <Field label="Colour" htmlFor={`${id}-colour`} class="wide">
        <ColourInput
          id={`${id}-colour`}
          label="Colour"
          value={str('color')}
          set={(v) => set({ color: v || undefined }, 'color')}
        />
      </Field>
    </>
  );
}

/** One column's settings (docs/rendering.md "Table layers", a column). */
export function ColumnSettings(p: Props & { keys: string[]; families: string[] }) {
  return (
    <div class="column-settings">
      <ColumnPlace {...p} />
      <ColumnFormat {...p} />
      <ColumnType {...p} />
    </div>
  );
}
