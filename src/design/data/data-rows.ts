import Papa from 'papaparse';

/**
 * The rows a chart or table layer draws (docs/rendering.md "Data"): an array of records, or CSV text
 * with a header row. Both are bounded before they are parsed, so a request with 100,000 rows or
 * megabytes of data is refused in milliseconds, not rendered.
 */

export type DataValue = string | number | boolean | null;
export type DataRow = Record<string, DataValue>;

/** The bounds of one layer's data, a template's default or a render's variant alike. */
export const DATA_LIMITS = {
  rows: 5_000,
  /** As JSON (records) or as UTF-8 text (CSV). */
  bytes: 1024 * 1024,
  columns: 50,
  /** A key, and a string value. */
  chars: 1_000,
} as const;

const RECORD_KEY = /^[^\u0000-\u001f]{1,100}$/;

/** The rows of `value`, or why they are refused: a sentence ending in a full stop. */
export function readDataRows(value: unknown): { rows: DataRow[] } | { problem: string } {
  if (typeof value === 'string') return readCsv(value);
  if (!Array.isArray(value)) return { problem: 'must be an array of records or CSV text.' };
  if (value.length > DATA_LIMITS.rows) return { problem: tooManyRows(value.length) };
  const keys = new Set<string>();
  let bytes = 2;
  for (let i = 0; i < value.length; i++) {
    const row: unknown = value[i];
    if (typeof row !== 'object' || row === null || Array.isArray(row))
      return { problem: `must be an array of records: row ${i + 1} is not an object.` };
    for (const [key, cell] of Object.entries(row)) {
      if (!RECORD_KEY.test(key)) return { problem: `has a column name in row ${i + 1} that is empty or too long.` };
      keys.add(key);
      if (cell !== null && !['string', 'number', 'boolean'].includes(typeof cell))
        return {
          problem: `holds a ${Array.isArray(cell) ? 'list' : 'nested object'} in row ${i + 1} ("${key}"): values are text, numbers, true, false or null.`,
        };
      if (typeof cell === 'number' && !Number.isFinite(cell))
        return { problem: `holds a number that is not finite in row ${i + 1} ("${key}").` };
      if (typeof cell === 'string' && cell.length > DATA_LIMITS.chars)
        return { problem: `holds a value longer than ${DATA_LIMITS.chars} characters in row ${i + 1} ("${key}").` };
      bytes += key.length + String(cell).length + 6;
    }
    if (keys.size > DATA_LIMITS.columns) return { problem: tooManyColumns() };
    if (bytes > DATA_LIMITS.bytes) return { problem: tooLarge() };
  }
  return { rows: value as DataRow[] };
}

/** CSV with a header row; numbers and true/false become numbers and booleans, empty cells null (papaparse). */
function readCsv(text: string): { rows: DataRow[] } | { problem: string } {
  if (Buffer.byteLength(text) > DATA_LIMITS.bytes) return { problem: tooLarge() };
  // Counted before parsing: a header line, then at most the row limit.
  let lines = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
  if (lines > DATA_LIMITS.rows + 1) return { problem: tooManyRows(lines) };
  const parsed = Papa.parse<DataRow>(text.trim(), { header: true, dynamicTyping: true, skipEmptyLines: true });
  // One column has no delimiter to detect: papaparse says so, and reads it as one column anyway.
  const error = parsed.errors.find((e) => e.code !== 'UndetectableDelimiter');
  if (error)
    return {
      problem: `is not valid CSV: ${error.message.replace(/\.$/, '')}${error.row !== undefined ? ` (row ${error.row + 1})` : ''}.`,
    };
  const fields = parsed.meta.fields ?? [];
  if (fields.length > DATA_LIMITS.columns) return { problem: tooManyColumns() };
  if (fields.some((f) => !RECORD_KEY.test(f)))
    return { problem: 'has a column name in its header that is empty or too long.' };
  return readDataRows(parsed.data);
}

const tooManyRows = (n: number) =>
  `has ${n.toLocaleString('en')} rows: at most ${DATA_LIMITS.rows.toLocaleString('en')} are accepted.`;
const tooManyColumns = () => `has more than ${DATA_LIMITS.columns} columns.`;
const tooLarge = () => `is larger than ${DATA_LIMITS.bytes / 1024 / 1024} MB.`;

/** Rows as CSV text with a header row: how a form shows a layer's rows to edit. */
export const rowsAsCsv = (rows: readonly DataRow[]): string => Papa.unparse(rows as DataRow[]);
