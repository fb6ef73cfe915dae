import Papa from 'papaparse';
import { useMemo, useState } from 'preact/hooks';
import { ApiError, request } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import {
  BulkTemplatesDocument,
  PreviewDocument,
  StartBatchDocument,
  type BatchFieldsFragment,
} from '../generated/graphql';
import { Button } from '../ui/button';
import { Eye, FileSpreadsheet, Play } from '../ui/icons';
import { FileButton, PageHead } from '../ui/page-head';
import { Select } from '../ui/select';
import { BulkRun } from './bulk-run';
import {
  BATCH_SIZE,
  CellError,
  chunks,
  contentKey,
  guessMapping,
  itemsOf,
  STYLE_OVERRIDES,
  type BulkLayer,
  type Mapping,
} from './bulk-mapping';

interface Csv {
  name: string;
  columns: string[];
  rows: Record<string, string>[];
}
const PREVIEW_ROWS = 3;
const FORMATS = ['png', 'jpeg', 'webp'] as const;

/** A CSV as rows of named cells (papaparse: quotes, embedded newlines, a byte-order mark). */
function readCsv(file: File): Promise<Csv> {
  return new Promise((resolve, reject) =>
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim(),
      complete: (r) =>
        r.meta.fields?.length
          ? resolve({ name: file.name, columns: r.meta.fields, rows: r.data })
          : reject(new Error('The file has no header row.')),
      error: reject,
    }),
  );
}

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

/** Bulk from a CSV: pick a template, map columns to layers, preview the first rows, start batches of 100, watch and download them. */
export function BulkPage() {
  const { data } = useQuery(BulkTemplatesDocument);
  const templates = data?.templates.edges.map((e) => e.node).filter((t) => (t.layers as BulkLayer[]).length > 0) ?? [];
  const [templateUuid, setTemplateUuid] = useState('');
  const template = templates.find((t) => t.uuid === templateUuid);
  const layers = (template?.layers ?? []) as BulkLayer[];
  const [csv, setCsv] = useState<Csv>();
  const [mapping, setMapping] = useState<Mapping>({ identifier: '', layers: {} });
  const [format, setFormat] = useState<(typeof FORMATS)[number]>('png');
  const [previews, setPreviews] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [started, setStarted] = useState<BatchFieldsFragment[]>([]);
  const [starting, setStarting] = useState(false);

  const remap = (t: string, c: Csv | undefined) =>
    c && setMapping(guessMapping((templates.find((x) => x.uuid === t)?.layers ?? []) as BulkLayer[], c.columns));
  const items = useMemo(() => {
    try {
      return csv ? itemsOf(csv.rows, layers, mapping) : [];
    } catch (e) {
      if (e instanceof CellError) return e;
      throw e;
    }
  }, [csv, layers, mapping]);
  const batchCount = Array.isArray(items) ? Math.ceil(items.length / BATCH_SIZE) : 0;
  const setColumn = (layer: string, key: string, column: string) =>
    setMapping((m) => ({ ...m, layers: { ...m.layers, [layer]: { ...m.layers[layer], [key]: column } } }));

  const preview = async () => {
    if (!Array.isArray(items)) return;
    try {
      setPreviews(
        await Promise.all(
          items
            .slice(0, PREVIEW_ROWS)
            .map(
              async (i) =>
                (await request(PreviewDocument, { templateId: templateUuid, variants: i.variants })).preview.image,
            ),
        ),
      );
      setError(undefined);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  // One batch after the other, each under its own idempotency key: a retried start never runs rows twice.
  const start = async () => {
    if (!Array.isArray(items) || !csv) return;
    setStarting(true);
    const run = crypto.randomUUID();
    const parts = chunks(items);
    try {
      for (const [k, part] of parts.entries()) {
        const title = `${csv.name} (${k + 1} of ${parts.length})`;
        const { createBatch } = await request(StartBatchDocument, {
          input: { templateId: templateUuid, title, format, items: part, idempotencyKey: `studio-bulk-${run}-${k}` },
        });
        setStarted((s) => [...s, createBatch.batch]);
      }
      setError(undefined);
    } catch (e) {
      const fields = e instanceof ApiError ? Object.entries(e.fields).map(([f, m]) => `${f}: ${m.join(' ')}`) : [];
      setError([(e as Error).message, ...fields].join(' '));
    } finally {
      setStarting(false);
    }
  };

  return (
    <main class="page bulk">
      <PageHead title="New batch from a CSV" back={{ href: '/batches', label: 'Batches' }} />
      {started.length > 0 ? (
        <BulkRun batches={started} name={csv?.name ?? 'batches'} />
      ) : (
        <>
          <section class="panel-card" aria-label="Source">
            <div class="form-grid">
              <div class="field">
                <span class="label">Template</span>
                <Select
                  label="Template"
                  value={templateUuid}
                  onChange={(v) => (setTemplateUuid(v), remap(v, csv), setPreviews([]))}
                  options={[
                    { value: '', label: 'Choose a published template' },
                    ...templates.map((t) => ({ value: t.uuid, label: t.title })),
                  ]}
                />
              </div>
              <div class="field">
                <span class="label">Format</span>
                <Select
                  label="Format"
                  value={format}
                  onChange={setFormat}
                  options={FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
                />
              </div>
              <div class="field">
                <span class="label">Rows</span>
                <FileButton
                  label="CSV file"
                  icon={<FileSpreadsheet size={14} />}
                  accept=".csv,text/csv"
                  onFiles={async (files) => {
                    try {
                      const read = await readCsv(files[0]);
                      setCsv(read);
                      remap(templateUuid, read);
                      setPreviews([]);
                      setError(undefined);
                    } catch (err) {
                      setError((err as Error).message);
                    }
                  }}
                />
              </div>
            </div>
          </section>
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
              <div class="field" style={{ maxWidth: 320 }}>
                <span class="label">Identifier (file names)</span>
                <ColumnSelect
                  label="Identifier (file names)"
                  columns={csv.columns}
                  value={mapping.identifier}
                  onChange={(v) => setMapping((m) => ({ ...m, identifier: v }))}
                  none="Row number"
                />
              </div>
              <div class="table-wrap">
                <table class="mapping">
                  <thead>
                    <tr>
                      <th>Layer</th>
                      <th>Content</th>
                      <th>Style overrides</th>
                    </tr>
                  </thead>
                  <tbody>
                    {layers.map((l) => (
                      <tr key={l.layer}>
                        <th scope="row">
                          {l.layer} <small>({l.type})</small>
                        </th>
                        <td>
                          <ColumnSelect
                            label={`${l.layer} content`}
                            columns={csv.columns}
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
                                  columns={csv.columns}
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
                  </tbody>
                </table>
              </div>
              {items instanceof CellError && (
                <p class="field-error" role="alert">
                  {items.message}
                </p>
              )}
              <div class="actions">
                <Button
                  icon={<Eye size={14} />}
                  onClick={preview}
                  disabled={!Array.isArray(items) || items.length === 0}
                >
                  Preview the first rows
                </Button>
                <Button
                  variant="primary"
                  icon={<Play size={14} />}
                  onClick={start}
                  disabled={!Array.isArray(items) || items.length === 0 || starting}
                >
                  Start {batchCount} {batchCount === 1 ? 'batch' : 'batches'} ({Array.isArray(items) ? items.length : 0}{' '}
                  rows)
                </Button>
              </div>
              {previews.length > 0 && (
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
              )}
            </>
          )}
        </>
      )}
      {error && (
        <p class="field-error" role="alert">
          {error}
        </p>
      )}
    </main>
  );
}
