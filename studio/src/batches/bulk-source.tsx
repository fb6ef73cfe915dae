import Papa from 'papaparse';
import { Field } from '../ui/field';
import { FileSpreadsheet } from '../ui/icons';
import { FileButton } from '../ui/page-head';
import { Select } from '../ui/select';

/** A CSV file's rows, each a record of named cells. */
export interface Csv {
  name: string;
  columns: string[];
  rows: Record<string, string>[];
}

const FORMATS = ['png', 'jpeg', 'webp'] as const;
export type Format = (typeof FORMATS)[number];

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

/** What a run starts from: a published template, the format, and the CSV file (read in the page; nothing is uploaded). */
export function BulkSource({
  templates,
  templateUuid,
  setTemplate,
  format,
  setFormat,
  setCsv,
  setError,
}: {
  templates: { uuid: string; title: string }[];
  templateUuid: string;
  setTemplate(uuid: string): void;
  format: Format;
  setFormat(format: Format): void;
  setCsv(csv: Csv): void;
  setError(message: string | undefined): void;
}) {
  return (
    <section class="panel-card" aria-label="Source">
      <div class="form-grid">
        <Field label="Template">
          <Select
            label="Template"
            value={templateUuid}
            onChange={setTemplate}
            options={[
              { value: '', label: 'Choose a published template' },
              ...templates.map((t) => ({ value: t.uuid, label: t.title })),
            ]}
          />
        </Field>
        <Field label="Format">
          <Select
            label="Format"
            value={format}
            onChange={setFormat}
            options={FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
          />
        </Field>
        <Field label="Rows">
          <FileButton
            label="CSV file"
            icon={<FileSpreadsheet size={14} />}
            accept=".csv,text/csv"
            onFiles={async (files) => {
              try {
                setCsv(await readCsv(files[0]));
                setError(undefined);
              } catch (err) {
                setError((err as Error).message);
              }
            }}
          />
        </Field>
      </div>
    </section>
  );
}
