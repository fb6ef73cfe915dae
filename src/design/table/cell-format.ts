import type { DataValue } from '../data/data-rows.js';

/**
 * How a table column writes its values (docs/rendering.md "Table layers"): as text, or as a number,
 * an amount of a currency, a percentage or a date in the table's locale, through `Intl` (Node's ICU,
 * the same on every machine). A value that is not a number or a date where one is wanted is written
 * as it is, never as NaN.
 */
export const COLUMN_FORMATS = ['text', 'number', 'currency', 'percent', 'date'] as const;
type ColumnFormat = (typeof COLUMN_FORMATS)[number];
export const DATE_STYLES = ['short', 'medium', 'long', 'full'] as const;

export interface CellFormat {
  format: ColumnFormat;
  /** ISO 4217, for `currency`. */
  currency?: string;
  /** Digits after the decimal point; default Intl's for the format (2 for most currencies). */
  decimals?: number;
  date_style?: (typeof DATE_STYLES)[number];
}

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** Why a locale tag cannot be used, or undefined. */
export function localeProblem(locale: string): string | undefined {
  try {
    Intl.getCanonicalLocales(locale);
    return undefined;
  } catch {
    return `The locale "${locale.slice(0, 40)}" is not a BCP 47 language tag, such as en-US, de-DE or ja-JP.`;
  }
}

/** Why a column's format cannot be used, or undefined. */
export function formatProblem(f: CellFormat): string | undefined {
  if (f.format !== 'currency') return undefined;
  if (!f.currency) return 'The currency field is required when format is currency.';
  if (!CURRENCIES.has(f.currency.toUpperCase()))
    return `The currency "${f.currency}" is not an ISO 4217 currency code, such as EUR, USD or JPY.`;
  return undefined;
}

const formatters = new Map<string, (v: DataValue) => string>();

/** Writes a cell's value in the column's format and the table's locale. Formatters are made once per format. */
export function formatCell(value: DataValue, f: CellFormat, locale: string): string {
  if (value === null || value === '') return '';
  if (f.format === 'text') return String(value);
  const key = `${locale}\u0000${f.format}\u0000${f.currency ?? ''}\u0000${f.decimals ?? ''}\u0000${f.date_style ?? ''}`;
  let write = formatters.get(key);
  if (!write) {
    write = f.format === 'date' ? dateWriter(f, locale) : numberWriter({ ...f, format: f.format }, locale);
    if (formatters.size > 1_000) formatters.clear();
    formatters.set(key, write);
  }
  return write(value);
}

function numberWriter(
  f: CellFormat & { format: 'number' | 'currency' | 'percent' },
  locale: string,
): (v: DataValue) => string {
  const digits =
    f.decimals === undefined ? {} : { minimumFractionDigits: f.decimals, maximumFractionDigits: f.decimals };
  const style = f.format === 'number' ? 'decimal' : f.format;
  const intl = new Intl.NumberFormat(locale, { style, ...(f.currency && { currency: f.currency }), ...digits });
  return (v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    return Number.isFinite(n) ? intl.format(n) : String(v);
  };
}

function dateWriter(f: CellFormat, locale: string): (v: DataValue) => string {
  // Dates without a time are midnight UTC (as `new Date('2026-01-31')` reads them), so UTC writes their day.
  const intl = new Intl.DateTimeFormat(locale, { dateStyle: f.date_style ?? 'medium', timeZone: 'UTC' });
  return (v) => {
    const d = typeof v === 'number' || typeof v === 'string' ? new Date(v) : undefined;
    return d && Number.isFinite(d.getTime()) ? intl.format(d) : String(v);
  };
}
