import { isObject, type Checker } from '../validation/checker.js';
import { toPublic, type FieldTable } from '../validation/field-table.js';
import { fieldWords, mustBe } from '../validation/sentences.js';
import { parseFilter } from '../design/layers/image-filter.js';
import { cssColour, TEXT_FORMATS, type LayerType, type LayerVariant } from '../design/layers/layer-schema.js';
import { readDataRows, type DataRow } from '../design/data/data-rows.js';

/**
 * One per-layer override of a render: a layer key and one content field, `hidden` beside it or alone,
 * and for a text layer style overrides (docs/rendering.md "Variants"): `color`, `fontFamily`,
 * `fontSize`, `textFormat`, and `backgroundColor` (its highlight) beside `text` or alone; for an image layer
 * `fit`, `focalX`, `focalY` and `filter` beside `imageUrl` or alone.
 */
export interface Variant {
  layer: string;
  text?: string | null;
  imageUrl?: string | null;
  backgroundColor?: string | null;
  qrContent?: string | null;
  barcodeContent?: string | null;
  hidden?: boolean | null;
  color?: string | null;
  fontFamily?: string | null;
  fontSize?: number | null;
  borderColor?: string | null;
  opacity?: number | null;
  textFormat?: string | null;
  fit?: string | null;
  focalX?: number | null;
  focalY?: number | null;
  filter?: string | null;
  /** A chart's or table's rows: records, or CSV text (design/data/data-rows.ts); checkVariants checks them. */
  data?: unknown;
}

/** Each content field and the layer property it sets, which is also its public name (REST, webhooks, stored snaps). */
const CONTENT = {
  text: 'text',
  imageUrl: 'image_url',
  backgroundColor: 'background_color',
  qrContent: 'qr_content',
  barcodeContent: 'barcode_content',
} as const;
type ContentField = keyof typeof CONTENT;
const CONTENT_FIELDS = Object.keys(CONTENT) as ContentField[];
/** Every content field, `data` (a chart's or table's rows, not a string) last. */
const ONE_OF = `${CONTENT_FIELDS.join(', ')} or data`;

/** The content field each layer type takes. */
export const CONTENT_FIELD = {
  image: 'imageUrl',
  text: 'text',
  empty: 'backgroundColor',
  qr_code: 'qrContent',
  barcode: 'barcodeContent',
  chart: 'data',
  table: 'data',
} as const satisfies Record<LayerType, ContentField | 'data'>;

/**
 * Style overrides besides backgroundColor (a content field too), with their public names: a text
 * layer's `color`, `fontFamily`, `fontSize`, `textFormat`; an image layer's `fit`, `focalX`, `focalY`, `filter`;
 * an empty layer's `borderColor`; any layer's `opacity`.
 */
const STYLE = {
  color: 'color',
  fontFamily: 'font_family',
  fontSize: 'font_size',
  textFormat: 'text_format',
  fit: 'fit',
  focalX: 'focal_x',
  focalY: 'focal_y',
  filter: 'filter',
  borderColor: 'border_color',
  opacity: 'opacity',
} as const;
type StyleField = keyof typeof STYLE;
const STYLE_FIELDS = Object.keys(STYLE) as StyleField[];

export const variantFields = {
  layer: 'layer',
  ...CONTENT,
  hidden: 'hidden',
  ...STYLE,
  data: 'data',
} as const satisfies FieldTable;

/** A variant's rows, or null; a refusal names the field with data-rows.ts's reason. */
function checkData(c: Checker, field: string, v: unknown): DataRow[] | string | null {
  if (v === undefined || v === null) return null;
  const read = readDataRows(v);
  if ('problem' in read) return (c.fail(field, `The ${fieldWords(field)} field ${read.problem}`), null);
  return v as DataRow[] | string;
}

/**
 * The style overrides are ours, not the spec's, so they are checked: a colour that does not parse, a
 * family that is not a name or a size out of the layer schema's range refuses the request.
 */
function checkStyle(c: Checker, at: string, v: Record<string, unknown>): Pick<Variant, StyleField> {
  const color = c.string(`${at}.color`, v.color);
  if (color !== null && !cssColour.safeParse(color).success)
    c.fail(`${at}.color`, mustBe(fieldWords(`${at}.color`), 'a valid CSS colour'));
  const family = c.string(`${at}.fontFamily`, v.fontFamily, 100);
  if (family !== null && family.trim() === '')
    c.fail(`${at}.fontFamily`, mustBe(fieldWords(`${at}.fontFamily`), 'a font family name'));
  c.positive(`${at}.fontSize`, v.fontSize, 2000);
  c.oneOf(`${at}.textFormat`, v.textFormat, TEXT_FORMATS);
  c.oneOf(`${at}.fit`, v.fit, ['cover', 'contain', 'fill']);
  for (const f of ['focalX', 'focalY'] as const) fraction(c, `${at}.${f}`, v[f]);
  const filter = c.string(`${at}.filter`, v.filter, 500);
  const steps = filter === null ? [] : parseFilter(filter);
  if (typeof steps === 'string')
    c.fail(`${at}.filter`, `The ${fieldWords(`${at}.filter`)} field is invalid: ${steps}.`);
  const border = c.string(`${at}.borderColor`, v.borderColor);
  if (border !== null && !cssColour.safeParse(border).success)
    c.fail(`${at}.borderColor`, mustBe(fieldWords(`${at}.borderColor`), 'a valid CSS colour'));
  const { opacity } = v;
  if (opacity != null && !(typeof opacity === 'number' && opacity >= 0 && opacity <= 1))
    c.fail(`${at}.opacity`, mustBe(fieldWords(`${at}.opacity`), 'a number from 0 to 1'));
  return Object.fromEntries(
    STYLE_FIELDS.filter((f) => v[f] !== undefined && v[f] !== null).map((f) => [f, v[f]]),
  ) as Pick<Variant, StyleField>;
}

/** A focal point coordinate: a number from 0 to 1. */
function fraction(c: Checker, field: string, v: unknown): void {
  if (v === undefined || v === null) return;
  if (typeof v !== 'number' || !Number.isFinite(v)) c.failType(field, mustBe(fieldWords(field), 'a number'));
  else if (v < 0 || v > 1) c.fail(field, mustBe(fieldWords(field), 'between 0 and 1'));
}

/**
 * `variants` checked as the typed API takes them: each names a layer and sets one content field, or
 * only `hidden` or style overrides; `backgroundColor` may join `text` (a text layer's highlight).
 */
export function checkVariants(c: Checker, field: string, value: unknown): Variant[] | null {
  const list = c.list(field, value);
  return (
    list?.flatMap((raw, i) => {
      const at = `${field}.${i}`;
      const v = c.object(at, raw);
      if (!v) return [];
      const layer = c.required(`${at}.layer`, v.layer) ? c.string(`${at}.layer`, v.layer) : null;
      const contents: (ContentField | 'data')[] = CONTENT_FIELDS.filter((f) => c.string(`${at}.${f}`, v[f]) !== null);
      const data = checkData(c, `${at}.data`, v.data);
      if (data !== null) contents.push('data');
      const hidden = c.boolean(`${at}.hidden`, v.hidden);
      const style = checkStyle(c, at, v);
      const clashing = contents.includes('text') ? contents.filter((f) => f !== 'backgroundColor') : contents;
      if (clashing.length > 1)
        c.fail(at, `The ${at} variant sets ${contents.join(' and ')}: a variant sets exactly one of ${ONE_OF}.`);
      // A mistyped content field is refused as such, not as a variant with no content.
      const sent = [...CONTENT_FIELDS, 'data' as const].filter((f) => v[f] !== undefined && v[f] !== null);
      if (sent.length === 0 && hidden === null && Object.keys(style).length === 0)
        c.fail(at, `The ${at} variant sets no content: a variant sets exactly one of ${ONE_OF}, or only hidden.`);
      return layer === null
        ? []
        : [
            {
              layer,
              ...Object.fromEntries(contents.map((f) => [f, v[f]])),
              ...(hidden !== null && { hidden }),
              ...style,
            },
          ];
    }) ?? null
  );
}

/**
 * Variants from a public body (already under camelCase names) as the typed API takes them. The spec
 * gives them no server validation, so nothing is refused: what the renderer would ignore is dropped
 * (an entry that is not an object or names no layer, a value of the wrong type, an entry that changes
 * nothing), and an entry with several content fields becomes one variant per field, which renders
 * the same: each layer takes only its own. Style overrides, and the content fields named by `checked`,
 * are kept as sent, for the check to refuse a bad one. Anything but a list is left for the check to refuse.
 */
export function lenientVariants(value: unknown, checked: readonly ContentField[] = []): unknown {
  if (!Array.isArray(value)) return value;
  return value.flatMap((v): Variant[] => {
    if (!isObject(v) || typeof v.layer !== 'string') return [];
    const first = {
      ...(typeof v.hidden === 'boolean' && { hidden: v.hidden }),
      ...Object.fromEntries(STYLE_FIELDS.filter((f) => v[f] !== undefined && v[f] !== null).map((f) => [f, v[f]])),
    };
    const contents: (ContentField | 'data')[] = CONTENT_FIELDS.filter(
      (f) => typeof v[f] === 'string' || (checked.includes(f) && v[f] !== undefined && v[f] !== null),
    );
    // Rows are ours, not the spec's: kept as sent, for the check to refuse bad ones.
    if (v.data !== undefined && v.data !== null) contents.push('data');
    if (contents.length === 0) return Object.keys(first).length > 0 ? [{ layer: v.layer, ...first }] : [];
    return contents.map((f, i) => ({ layer: v.layer as string, [f]: v[f], ...(i === 0 && first) }));
  });
}

/** Variants as stored with a snap and drawn: keyed by the layer properties they set. */
export const layerVariants = (variants: Variant[]): LayerVariant[] =>
  variants.map(
    (v) =>
      toPublic(
        variantFields,
        Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null && x !== undefined)),
      ) as unknown as LayerVariant,
  );
