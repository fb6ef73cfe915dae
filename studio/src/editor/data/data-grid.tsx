import { useRef } from 'preact/hooks';
import { IconButton } from '../../ui/button';
import { Plus, X } from '../../ui/icons';
import { cellText, cellValue, type DataRow, type DataValue } from './data-rows';

/** Rows shown in the grid: enough to edit sample data; a longer set is replaced by pasting. */
export const SHOWN_ROWS = 100;

export interface GridEdits {
  cell(row: number, column: string, value: DataValue): void;
  rename(from: string, to: string): void;
  addColumn(): void;
  removeColumn(column: string): void;
  removeRow(row: number): void;
}

/**
 * One cell, read as the API reads a CSV cell. What is typed stays as typed while it means the same
 * value ("1." while typing 1.5), and shows the value again when it changes elsewhere (undo).
 */
function Cell({ value, label, set }: { value: DataValue; label: string; set(v: DataValue): void }) {
  const typed = useRef(cellText(value));
  if (cellValue(typed.current) !== value) typed.current = cellText(value);
  return (
    <input
      class="cell"
      aria-label={label}
      value={typed.current}
      spellcheck={false}
      onInput={(e) => {
        typed.current = e.currentTarget.value;
        set(cellValue(typed.current));
      }}
    />
  );
}

/** A column's name: taken when the field is left (or on Enter), if it is not empty or another column's. */
function ColumnName({
  name,
  index,
  taken,
  rename,
}: {
  name: string;
  index: number;
  taken: string[];
  rename(to: string): void;
}) {
  return (
    <input
      key={name}
      class="cell column-name"
      aria-label={`Column ${index + 1} name`}
      defaultValue={name}
      spellcheck={false}
      onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
      onChange={(e) => {
        const to = e.currentTarget.value.trim();
        if (to && to !== name && !taken.includes(to)) rename(to);
        else e.currentTarget.value = name;
      }}
    />
  );
}

/** The rows as a grid: a column per key (named in its header cell), a row per record; cells, names, columns and rows edited in place. */
export function DataGrid({ rows, columns, edit }: { rows: DataRow[]; columns: string[]; edit: GridEdits }) {
  return (
    <div class="data-grid-scroll">
      <table class="data-grid">
        <thead>
          <tr>
            <th scope="col" class="row-number">
              <span class="visually-hidden">Row</span>
            </th>
            {columns.map((c, i) => (
              <th scope="col" key={c}>
                <span class="column-head">
                  <ColumnName name={c} index={i} taken={columns} rename={(to) => edit.rename(c, to)} />
                  <IconButton
                    size="sm"
                    label={`Remove column ${c}`}
                    icon={<X size={12} />}
                    onClick={() => edit.removeColumn(c)}
                  />
                </span>
              </th>
            ))}
            <th scope="col">
              <IconButton size="sm" label="Add column" icon={<Plus size={14} />} onClick={edit.addColumn} />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, SHOWN_ROWS).map((row, r) => (
            <tr key={r}>
              <th scope="row" class="row-number">
                {r + 1}
              </th>
              {columns.map((c) => (
                <td key={c}>
                  <Cell value={row[c] ?? null} label={`Row ${r + 1}, ${c}`} set={(v) => edit.cell(r, c, v)} />
                </td>
              ))}
              <td>
                <IconButton
                  size="sm"
                  label={`Remove row ${r + 1}`}
                  icon={<X size={12} />}
                  onClick={() => edit.removeRow(r)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
