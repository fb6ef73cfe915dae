import type { LayerType } from '../../../src/design/layers/layer-choices.js';
import type { VariantInput } from '../generated/graphql';

/** A published layer as the bulk page needs it. */
export interface BulkLayer {
  layer: string;
  type: LayerType;
}
type VariantKey = Exclude<keyof VariantInput, 'layer'>;

/** Each type's content (the variant key a batch fills per row). */
const CONTENT: Record<LayerType, VariantKey> = {
  text: 'text',
  image: 'imageUrl',
  empty: 'backgroundColor',
  qr_code: 'qrContent',
  barcode: 'barcodeContent',
  // A cell holds a chart's or table's rows as CSV text (quoted, with its line breaks).
  chart: 'data',
  table: 'data',
};

/** The overrides every layer takes. */
const EVERY_LAYER: [VariantKey, string][] = [
  ['opacity', 'opacity'],
  ['hidden', 'hidden'],
];

/** The style overrides a variant allows per layer type (docs/api.md, variants), with what the page calls them. */
export const STYLE_OVERRIDES: Record<LayerType, [VariantKey, string][]> = {
  text: [
    ['color', 'colour'],
    ['fontFamily', 'font family'],
    ['fontSize', 'font size'],
    ['textFormat', 'text format'],
    ...EVERY_LAYER,
  ],
  image: [['fit', 'fit'], ['focalX', 'focal x'], ['focalY', 'focal y'], ['filter', 'filter'], ...EVERY_LAYER],
  empty: [['borderColor', 'border colour'], ...EVERY_LAYER],
  qr_code: EVERY_LAYER,
  barcode: EVERY_LAYER,
  chart: EVERY_LAYER,
  table: EVERY_LAYER,
};
const NUMBERS = new Set<VariantKey>(['fontSize', 'opacity', 'focalX', 'focalY']);

export const contentKey = (l: BulkLayer) => CONTENT[l.type];

/** Which CSV column fills each layer's variant keys (`<layer>` → `<key>` → column); the identifier's column, if any. */
export interface Mapping {
  identifier: string;
  layers: Record<string, Partial<Record<VariantKey, string>>>;
}

const squash = (s: string) => s.toLowerCase().replace(/[\s_.-]+/g, '');

/** Columns named like what they fill: `title` for the title layer's content, `title.color` (or `title_color`) for its colour, `identifier` or `id`. */
export function guessMapping(layers: BulkLayer[], columns: string[]): Mapping {
  const find = (...names: string[]) => columns.find((c) => names.some((n) => squash(c) === squash(n))) ?? '';
  return {
    identifier: find('identifier', 'id'),
    layers: Object.fromEntries(
      layers.map((l) => [
        l.layer,
        Object.fromEntries(
          [
            [CONTENT[l.type], find(l.layer)],
            ...STYLE_OVERRIDES[l.type].map(([key]) => [key, find(`${l.layer}.${key}`)]),
          ].filter(([, c]) => c),
        ),
      ]),
    ),
  };
}

/** A cell the API would not take, told by its row (from 1, as a spreadsheet counts after the header) and column. */
export class CellError extends Error {}

function cellValue(key: VariantKey, raw: string, row: number, column: string): string | number | boolean {
  if (key === 'hidden') return /^(true|yes|1)$/i.test(raw.trim());
  if (!NUMBERS.has(key)) return raw;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n))
    throw new CellError(`Row ${row + 1}, column ${column}: "${raw}" is not a number.`);
  return n;
}

/** One batch item per row: an empty cell keeps the design; identifiers are the column's, or `row_<n>` (unique across the run's batches). */
export function itemsOf(rows: Record<string, string>[], layers: BulkLayer[], mapping: Mapping) {
  return rows.map((row, i) => {
    const variants = layers.flatMap((l): VariantInput[] => {
      const filled = Object.entries(mapping.layers[l.layer] ?? {}).filter(
        ([, column]) => column && (row[column] ?? '') !== '',
      );
      if (filled.length === 0) return [];
      return [
        {
          layer: l.layer,
          ...Object.fromEntries(
            filled.map(([key, column]) => [key, cellValue(key as VariantKey, row[column!], i, column!)]),
          ),
        },
      ];
    });
    return { identifier: (mapping.identifier && row[mapping.identifier]?.trim()) || `row_${i + 1}`, variants };
  });
}

/** The API takes at most 100 items a batch. */
export const BATCH_SIZE = 100;

export function chunks<T>(list: T[], size = BATCH_SIZE): T[][] {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
}
