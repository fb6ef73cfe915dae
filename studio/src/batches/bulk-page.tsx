import { useMemo, useState } from 'preact/hooks';
import { useQuery } from '../api/use-query';
import { BulkTemplatesDocument } from '../generated/graphql';
import { Button } from '../ui/button';
import { Eye, Play } from '../ui/icons';
import { PageHead } from '../ui/page-head';
import { BulkRun } from './bulk-run';
import { BATCH_SIZE, CellError, guessMapping, itemsOf, type BulkLayer, type Mapping } from './bulk-mapping';
import { MappingTable } from './bulk-mapping-table';
import { BulkSource, type Csv, type Format } from './bulk-source';
import { useBulkStart } from './use-bulk-start';
import { ErrorLine } from '../shell/field-error';

/** The batch items of the CSV's rows, or the first cell the API would not take. */
function useItems(csv: Csv | undefined, layers: BulkLayer[], mapping: Mapping) {
  return useMemo(() => {
    try {
      return csv ? itemsOf(csv.rows, layers, mapping) : [];
    } catch (e) {
      if (e instanceof CellError) return e;
      throw e;
    }
  }, [csv, layers, mapping]);
}

/** The three rows previewed, as renders. */
function Previews({ previews }: { previews: string[] }) {
  return (
    <ul class="cards small previews" aria-label="Previews">
      {previews.map((src, i) => (
        <li key={i} class="card">
          <span class="thumb">
            <img src={src} alt={`Preview of row ${i + 1}`} />
          </span>
          <span class="meta">Row {i + 1} (watermarked preview, free)</span>
        </li>
      ))}
    </ul>
  );
}

/** Bulk from a CSV: pick a template, map columns to layers, preview the first rows, start batches of 100, watch and download them. */
export function BulkPage() {
  const { data } = useQuery(BulkTemplatesDocument);
  const templates = data?.templates.edges.map((e) => e.node).filter((t) => (t.layers as BulkLayer[]).length > 0) ?? [];
  const [templateUuid, setTemplateUuid] = useState('');
  const template = templates.find((t) => t.uuid === templateUuid);
  const layers = (template?.layers ?? []) as BulkLayer[];
  const [csv, setCsv] = useState<Csv>();
  const [mapping, setMapping] = useState<Mapping>({ identifier: '', layers: {} });
  const [format, setFormat] = useState<Format>('png');
  const run = useBulkStart(templateUuid, format);
  const items = useItems(csv, layers, mapping);
  const ready = Array.isArray(items) && items.length > 0;
  const batchCount = Array.isArray(items) ? Math.ceil(items.length / BATCH_SIZE) : 0;
  const remap = (t: string, c: Csv | undefined) =>
    c && setMapping(guessMapping((templates.find((x) => x.uuid === t)?.layers ?? []) as BulkLayer[], c.columns));

  return (
    <main class="page bulk">
      <PageHead title="New batch from a CSV" back={{ href: '/batches', label: 'Batches' }} />
      {run.started.length > 0 ? (
        <BulkRun batches={run.started} name={csv?.name ?? 'batches'} />
      ) : (
        <>
          <BulkSource
            templates={templates}
            templateUuid={templateUuid}
            setTemplate={(v) => (setTemplateUuid(v), remap(v, csv), run.setPreviews([]))}
            format={format}
            setFormat={setFormat}
            setCsv={(read) => (setCsv(read), remap(templateUuid, read), run.setPreviews([]))}
            setError={run.setError}
          />
          {csv && (
            <p class="muted">
              {csv.rows.length} rows · columns: {csv.columns.join(', ')}
            </p>
          )}
          {csv && template && (
            <>
              <h2>Map columns to layers</h2>
              <p class="hint">
                An empty cell keeps the design's value. Without an identifier column, files are named row_1, row_2, …
              </p>
              <MappingTable layers={layers} columns={csv.columns} mapping={mapping} setMapping={setMapping} />
              {items instanceof CellError && (
                <p class="field-error" role="alert">
                  {items.message}
                </p>
              )}
              <div class="actions">
                <Button icon={<Eye size={14} />} onClick={() => ready && run.preview(items)} disabled={!ready}>
                  Preview the first rows
                </Button>
                <Button
                  variant="primary"
                  icon={<Play size={14} />}
                  onClick={() => ready && run.start(items, csv.name)}
                  disabled={!ready || run.starting}
                >
                  Start {batchCount} {batchCount === 1 ? 'batch' : 'batches'} ({Array.isArray(items) ? items.length : 0}{' '}
                  rows)
                </Button>
              </div>
              {run.previews.length > 0 && <Previews previews={run.previews} />}
            </>
          )}
        </>
      )}
      <ErrorLine message={run.error} />
    </main>
  );
}
