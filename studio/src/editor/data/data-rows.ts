import Papa from 'papaparse';

/**
 * A chart's or table's rows as the Studio edits them (docs/rendering.md "Data"): records of text,
 * numbers, booleans and null. A typed cell and a pasted CSV cell are read alike, as the API reads CSV
 * (papaparse's dynamic typing): a number is a number, `true`/`false` a boolean, an empty cell null.
 */

export type DataValue = string | number | boolean | null;
export type DataRow = Record<string, DataValue>;

// papaparse's own test for a number, and its bound (beyond it a number stays text).
const FLOAT = /^\s*-?(\d+\.?|\.\d+|\d+\.\d+)([eE][-+]?\d+)?\s*$/;
const MAX_FLOAT = 2 ** 53;

/** What a cell's text stands for. */
export function cellValue(text: string): DataValue {
  if (text === '') return null;
  if (text === 'true' || text === 'TRUE') return true;
  if (text === 'false' || text === 'FALSE') return false;
  if (FLOAT.test(text)) {
    const n = parseFloat(text);
    if (n > -MAX_FLOAT && n < MAX_FLOAT) return n;
  }
  return text;
}

export const cellText = (value: DataValue | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** The rows' column names, in the order they first appear, then `more` not among them. */
export function columnsOf(rows: readonly DataRow[], more: readonly string[] = []): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  for (const key of more) seen.add(key);
  return [...seen];
}

/** The rows of CSV text with a header row (quotes and embedded commas as RFC 4180; commas or a spreadsheet's tabs), or why not. */
export function readCsv(text: string): { rows: DataRow[]; columns: string[] } | { problem: string } {
  const parsed = Papa.parse<Record<string, string>>(text.trim(), { header: true, skipEmptyLines: true });
  // One column has no delimiter to detect: papaparse says so, and reads it as one column anyway.
  const error = parsed.errors.find((e) => e.code !== 'UndetectableDelimiter');
  if (error)
    return { problem: `Not valid CSV: ${error.message}${error.row !== undefined ? ` (row ${error.row + 1})` : ''}` };
  const columns = parsed.meta.fields ?? [];
  if (columns.length === 0 || columns.some((c) => c.trim() === ''))
    return { problem: 'The first line must name every column.' };
  const rows = parsed.data.map((r) => Object.fromEntries(columns.map((c) => [c, cellValue(r[c] ?? '')])));
  return { rows, columns };
}

/** `base`, or `base_2`, `base_3`... whichever is not taken. */
export function freeName(taken: readonly string[], base: string): string {
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) if (!taken.includes(`${base}_${n}`)) return `${base}_${n}`;
}

/** The rows with one cell set. */
export const withCell = (rows: readonly DataRow[], at: number, column: string, value: DataValue): DataRow[] =>
  rows.map((r, i) => (i === at ? { ...r, [column]: value } : r));

/** The rows with a column renamed in place (each row keeps its order of keys). */
export const withColumnRenamed = (rows: readonly DataRow[], from: string, to: string): DataRow[] =>
  rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k === from ? to : k, v])));

export const withoutColumn = (rows: readonly DataRow[], column: string): DataRow[] =>
  rows.map(({ [column]: _, ...rest }) => rest);

/** A column added to every row (empty); rows with none get one row, so that the column exists. */
export const withColumn = (rows: readonly DataRow[], column: string): DataRow[] =>
  rows.length ? rows.map((r) => ({ ...r, [column]: null })) : [{ [column]: null }];

/** An empty row at the end. */
export const withRow = (rows: readonly DataRow[], columns: readonly string[]): DataRow[] => [
  ...rows,
  Object.fromEntries(columns.map((c) => [c, null])),
];

/** Whether every value a column holds (ignoring empty cells) is a number, and it holds one. */
export function isNumeric(rows: readonly DataRow[], column: string): boolean {
  const values = rows.map((r) => r[column]).filter((v) => v !== null && v !== undefined);
  return values.length > 0 && values.every((v) => typeof v === 'number');
}
