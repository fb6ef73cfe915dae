import { Field, Input } from '../../ui/field';
import { ChartArea, ChartBar, ChartColumn, ChartLine, ChartPie, ChartScatter, Donut } from '../../ui/icons';
import { Segmented } from '../../ui/segmented';
import { Select } from '../../ui/select';
import { JsonText } from '../field-control';
import type { LayerControlProps } from '../layer-controls';
import { CHART_KINDS, readChart, writeChart, type ChartKind, type ChartModel } from './chart-model';
import { columnsOf, type DataRow } from './data-rows';

const KIND: Record<ChartKind, { label: string; icon: preact.ComponentChildren }> = {
  column: { label: 'Columns', icon: <ChartColumn size={16} /> },
  bar: { label: 'Bars', icon: <ChartBar size={16} /> },
  line: { label: 'Lines', icon: <ChartLine size={16} /> },
  area: { label: 'Areas', icon: <ChartArea size={16} /> },
  pie: { label: 'Pie', icon: <ChartPie size={16} /> },
  donut: { label: 'Donut', icon: <Donut size={16} /> },
  scatter: { label: 'Scatter', icon: <ChartScatter size={16} /> },
};

export const rowsOf = (value: unknown): DataRow[] => (Array.isArray(value) ? (value as DataRow[]) : []);

/** A choice of the rows' columns (a field the spec names but the rows lack stays listed, so it shows). */
function ColumnChoice({
  id,
  label,
  columns,
  value,
  none,
  set,
}: {
  id: string;
  label: string;
  columns: string[];
  value?: string;
  none?: string;
  set(field: string | undefined): void;
}) {
  const names = value && !columns.includes(value) ? [...columns, value] : columns;
  const options = [
    ...(none !== undefined || !value ? [{ value: '', label: none ?? 'Choose a column' }] : []),
    ...names.map((c) => ({ value: c, label: columns.includes(c) ? c : `${c} (not in the rows)` })),
  ];
  return (
    <Field label={label} htmlFor={id}>
      <Select id={id} value={value ?? ''} options={options} onChange={(v) => set(v || undefined)} />
    </Field>
  );
}

/**
 * A chart's spec: the chart builder (its type, the columns it plots, the series, a title) over the
 * spec itself as JSON, which takes anything Vega-Lite can say (docs/studio.md "Charts and tables").
 */
export function ChartField(p: LayerControlProps) {
  const spec = (p.value && typeof p.value === 'object' ? p.value : {}) as Record<string, unknown>;
  const rows = rowsOf(p.layer.data);
  const model = readChart(spec);
  const columns = columnsOf(rows);
  const change = (next: Partial<ChartModel>, step?: string) =>
    p.patch({ spec: writeChart(spec, { ...model!, ...next }, rows) }, step);
  const pie = model?.kind === 'pie' || model?.kind === 'donut';
  const bars = model?.kind === 'column' || model?.kind === 'bar';
  return (
    <>
      {model ? (
        <>
          <div class="field wide">
            <span class="label">Chart type</span>
            <Segmented
              label="Chart type"
              value={model.kind}
              full
              options={CHART_KINDS.map((k) => ({ value: k, ...KIND[k] }))}
              onChange={(kind) => change({ kind })}
            />
          </div>
          <ColumnChoice
            id={`${p.id}-category`}
            label={pie ? 'Slices' : 'Labels'}
            columns={columns}
            value={model.category}
            set={(category) => change({ category })}
          />
          <ColumnChoice
            id={`${p.id}-value`}
            label="Values"
            columns={columns}
            value={model.value}
            set={(value) => change({ value })}
          />
          {!pie && (
            <ColumnChoice
              id={`${p.id}-series`}
              label="Series"
              none="None"
              columns={columns}
              value={model.series}
              set={(series) => change({ series })}
            />
          )}
          {bars && model.series && (
            <div class="field">
              <span class="label">Series bars</span>
              <Segmented
                label="Series bars"
                value={model.grouped ? 'grouped' : 'stacked'}
                full
                options={[
                  { value: 'stacked', label: 'Stacked' },
                  { value: 'grouped', label: 'Grouped' },
                ]}
                onChange={(v) => change({ grouped: v === 'grouped' })}
              />
            </div>
          )}
          <Field label="Title" htmlFor={`${p.id}-title`} class="wide">
            <Input
              id={`${p.id}-title`}
              value={model.title}
              onInput={(e) => change({ title: e.currentTarget.value }, 'spec.title')}
            />
          </Field>
        </>
      ) : (
        <p class="hint wide">This spec is beyond the chart builder (layers, facets, another mark): edit it as JSON.</p>
      )}
      <Field label="Spec (Vega-Lite JSON)" htmlFor={p.id} class="wide">
        <JsonText id={p.id} value={spec} rows={6} indent set={(v) => p.patch({ spec: v ?? {} })} />
      </Field>
    </>
  );
}
