import { useState } from 'preact/hooks';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextArea } from '../../ui/field';
import { ClipboardPaste, Plus } from '../../ui/icons';
import type { Layer } from '../design';
import type { LayerControlProps } from '../layer-controls';
import { rowsOf } from './chart-field';
import { DataGrid, SHOWN_ROWS, type GridEdits } from './data-grid';
import {
  columnsOf,
  freeName,
  readCsv,
  withCell,
  withColumn,
  withColumnRenamed,
  withoutColumn,
  withRow,
  type DataRow,
} from './data-rows';
import { afterAddColumn, afterNewRows, afterRemoveColumn, afterRename, type TableColumn } from './rows-follow';
import { ErrorLine } from '../../shell/field-error';

/** CSV (or a spreadsheet's copied cells) pasted as the layer's rows. */
function PasteCsvDialog({ onRows, onClose }: { onRows(rows: DataRow[], columns: string[]): void; onClose(): void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const use = () => {
    const read = readCsv(text);
    if ('problem' in read) return setProblem(read.problem);
    onRows(read.rows, read.columns);
    onClose();
  };
  return (
    <Dialog
      title="Paste CSV"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" onClick={use} disabled={!text.trim()}>
            Replace the rows
          </Button>
        </>
      }
    >
      <label for="paste-csv" class="hint">
        A header row naming the columns, then a row a line, separated by commas (or tabs: cells copied from a
        spreadsheet). Numbers, true and false are read as such; an empty cell is empty.
      </label>
      <TextArea
        id="paste-csv"
        class="mono"
        rows={10}
        value={text}
        placeholder={'month,revenue\nJan,12\nFeb,18'}
        onInput={(e) => (setText(e.currentTarget.value), setProblem(undefined))}
      />
      <ErrorLine message={problem} />
    </Dialog>
  );
}

/** The columns a layer's other properties name, shown in the grid even when no row has them yet. */
const namedColumns = (layer: Layer) =>
  layer.type === 'table' && Array.isArray(layer.columns) ? (layer.columns as TableColumn[]).map((c) => c.key) : [];

/**
 * A chart's or table's rows (docs/studio.md "Charts and tables"): a grid to edit them, a row and a
 * column to add, and CSV to paste over them. Renaming a column renames it where the layer names it.
 */
export function RowsField(p: LayerControlProps) {
  const rows = rowsOf(p.value);
  const columns = columnsOf(rows, namedColumns(p.layer));
  const [pasting, setPasting] = useState(false);
  const setRows = (next: DataRow[], also: Partial<Layer> = {}, step?: string) => p.patch({ data: next, ...also }, step);
  const edit: GridEdits = {
    cell: (r, c, v) => setRows(withCell(rows, r, c, v), {}, `data.${r}.${c}`),
    rename: (from, to) => setRows(withColumnRenamed(rows, from, to), afterRename(p.layer, from, to)),
    addColumn: () => {
      const name = freeName(columns, 'column');
      setRows(withColumn(rows, name), afterAddColumn(p.layer, name));
    },
    removeColumn: (c) => setRows(withoutColumn(rows, c), afterRemoveColumn(p.layer, c)),
    removeRow: (r) => setRows(rows.filter((_, i) => i !== r)),
  };
  return (
    <div class="field wide rows-field">
      <span class="label">
        {p.spec.label} ({rows.length})
      </span>
      <DataGrid rows={rows} columns={columns} edit={edit} />
      {rows.length > SHOWN_ROWS && (
        <p class="hint">
          The first {SHOWN_ROWS} of {rows.length} rows are shown; paste CSV to replace them all.
        </p>
      )}
      <div class="button-row">
        <Button size="sm" icon={<Plus size={14} />} onClick={() => setRows(withRow(rows, columns))}>
          Add row
        </Button>
        <Button size="sm" icon={<ClipboardPaste size={14} />} onClick={() => setPasting(true)}>
          Paste CSV
        </Button>
      </div>
      {pasting && (
        <PasteCsvDialog
          onRows={(next, names) => setRows(next, afterNewRows(p.layer, next, names))}
          onClose={() => setPasting(false)}
        />
      )}
    </div>
  );
}
