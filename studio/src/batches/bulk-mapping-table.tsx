import { Select } from '../ui/select';
import { contentKey, STYLE_OVERRIDES, type BulkLayer, type Mapping } from './bulk-mapping';
import { Table } from '../ui/table';

/** A choice of the CSV's columns, "none" first. */
function ColumnSelect({
  label,
  columns,
  value,
  onChange,
  none,
}: {
  label: string;
  columns: string[];
  value: string;
  onChange(v: string): void;
  none: string;
}) {
  return (
    <Select
      label={label}
      size="sm"
      value={value}
      onChange={onChange}
      options={[{ value: '', label: none }, ...columns.map((c) => ({ value: c, label: c }))]}
    />
  );
}

/** Which column names the files, and which fills each layer's content and style overrides (docs/studio.md "Bulk from a CSV"). */
export function MappingTable({
  layers,
  columns,
  mapping,
  setMapping,
}: {
  layers: BulkLayer[];
  columns: string[];
  mapping: Mapping;
  setMapping(change: (m: Mapping) => Mapping): void;
}) {
  const setColumn = (layer: string, key: string, column: string) =>
    setMapping((m) => ({ ...m, layers: { ...m.layers, [layer]: { ...m.layers[layer], [key]: column } } }));
  return (
    <>
      <div class="field" style={{ maxWidth: 320 }}>
        <span class="label">Identifier (file names)</span>
        <ColumnSelect
          label="Identifier (file names)"
          columns={columns}
          value={mapping.identifier}
          onChange={(v) => setMapping((m) => ({ ...m, identifier: v }))}
          none="Row number"
        />
      </div>
      <Table columns={['Layer', 'Content', 'Style overrides']} class="mapping">
        {layers.map((l) => (
          <tr key={l.layer}>
            <th scope="row">
              {l.layer} <small>({l.type})</small>
            </th>
            <td>
              <ColumnSelect
                label={`${l.layer} content`}
                columns={columns}
                value={mapping.layers[l.layer]?.[contentKey(l)] ?? ''}
                onChange={(v) => setColumn(l.layer, contentKey(l), v)}
                none="Keep the design"
              />
            </td>
            <td>
              <details class="disclosure">
                <summary>Style</summary>
                <div class="stack" style={{ gap: 'var(--space-2)' }}>
                  {STYLE_OVERRIDES[l.type].map(([key, name]) => (
                    <ColumnSelect
                      key={key}
                      label={`${l.layer} ${name}`}
                      columns={columns}
                      value={mapping.layers[l.layer]?.[key] ?? ''}
                      onChange={(v) => setColumn(l.layer, key, v)}
                      none="Keep the design"
                    />
                  ))}
                </div>
              </details>
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}
