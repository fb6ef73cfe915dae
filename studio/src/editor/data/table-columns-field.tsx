import { useState } from 'preact/hooks';
import { Button, IconButton } from '../../ui/button';
import { ArrowDown, ArrowUp, ChevronDown, Plus, Trash2 } from '../../ui/icons';
import type { LayerControlProps } from '../layer-controls';
import { rowsOf } from './chart-field';
import { columnsOf, freeName } from './data-rows';
import type { TableColumn } from './rows-follow';
import { ColumnSettings } from './table-column-settings';

/** A table's columns in order: each opens to its settings; moved up and down, removed, added from the rows' columns. */
export function TableColumnsField(p: LayerControlProps) {
  const columns = Array.isArray(p.value) ? (p.value as TableColumn[]) : [];
  const keys = columnsOf(rowsOf(p.layer.data));
  const [open, setOpen] = useState<number>();
  const set = (next: TableColumn[], step?: string) => p.patch({ columns: next }, step);
  const patchAt = (i: number) => (patch: Partial<TableColumn>, step?: string) => {
    const column = { ...columns[i], ...patch };
    for (const [k, v] of Object.entries(patch)) if (v === undefined) delete column[k];
    set(
      columns.map((c, j) => (j === i ? column : c)),
      step && `columns.${i}.${step}`,
    );
  };
  const move = (i: number, to: number) => {
    const next = [...columns];
    next.splice(to, 0, ...next.splice(i, 1));
    set(next);
    setOpen(to);
  };
  const unused = keys.filter((k) => !columns.some((c) => c.key === k));
  return (
    <div class="field wide">
      <span class="label">{p.spec.label}</span>
      <ol class="table-columns">
        {columns.map((c, i) => (
          <li key={i}>
            <div class="table-column-head">
              <button
                type="button"
                class="disclosure"
                aria-expanded={open === i}
                onClick={() => setOpen(open === i ? undefined : i)}
              >
                <ChevronDown size={14} />
                {c.header ?? c.key}
              </button>
              <IconButton
                size="sm"
                label={`Move column ${c.key} up`}
                icon={<ArrowUp size={14} />}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              />
              <IconButton
                size="sm"
                label={`Move column ${c.key} down`}
                icon={<ArrowDown size={14} />}
                disabled={i === columns.length - 1}
                onClick={() => move(i, i + 1)}
              />
              <IconButton
                size="sm"
                label={`Remove column ${c.key} from the table`}
                icon={<Trash2 size={14} />}
                disabled={columns.length === 1}
                onClick={() => (set(columns.filter((_, j) => j !== i)), setOpen(undefined))}
              />
            </div>
            {open === i && (
              <ColumnSettings id={`${p.id}-${i}`} column={c} keys={keys} families={p.fonts.families} set={patchAt(i)} />
            )}
          </li>
        ))}
      </ol>
      <Button
        size="sm"
        icon={<Plus size={14} />}
        onClick={() => set([...columns, { key: unused[0] ?? freeName(keys, 'column') }])}
      >
        Add column
      </Button>
    </div>
  );
}
