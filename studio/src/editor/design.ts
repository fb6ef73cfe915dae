import { CONTENT_KEY, type LayerType } from '../../../src/design/layers/layer-choices.js';
import type { TemplateQuery } from '../generated/graphql.js';
import { STARTER_CHART, STARTER_TABLE } from './data/data-starters.js';
import type { PressOptions } from './press-options.js';

export { CONTENT_KEY, type LayerType };
/** What the Studio calls each type (an `empty` layer is a shape), in the order its add menu lists them. */
export const LAYER_LABEL: Record<LayerType, string> = {
  text: 'Text',
  image: 'Image',
  empty: 'Shape',
  qr_code: 'QR code',
  barcode: 'Barcode',
  chart: 'Chart',
  table: 'Table',
};
/** The layer types (the design language's), in the add menu's order. */
export const LAYER_TYPES = Object.keys(LAYER_LABEL) as LayerType[];

/** A stored layer (docs/rendering.md): its key, type and box, plus its type's properties. */
export interface Layer {
  layer: string;
  type: LayerType;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation?: number;
  hidden?: boolean;
  [property: string]: unknown;
}

/** A template's motion (docs/rendering.md "Animation"): ms, frames a second, plays. */
export interface Animation {
  duration: number;
  fps?: number;
  loop?: number | 'forever';
}

/** One of the design's other sizes (docs/rendering.md "Sizes"): its canvas and its layers' properties there by key. */
interface DesignSize {
  name: string;
  width: number;
  height: number;
  layers?: Record<string, Partial<Layer>>;
}

/** The design's message catalogs (docs/rendering.md "Locales"): ICU messages by key per BCP 47 locale. */
export interface Catalogs {
  default_locale: string;
  mirror_rtl?: boolean;
  messages: Record<string, Record<string, string>>;
}

/** What the editor edits: the template's draft in the API's own field names. */
export interface Design {
  title: string;
  width: number;
  height: number;
  background_color: string;
  layers: Layer[];
  /** Null or absent: a still design. */
  animation?: Animation | null;
  /** Null or absent: only its own size, no messages. */
  sizes?: DesignSize[] | null;
  locales?: Catalogs | null;
  /** A print template's PDF defaults (docs/rendering.md "Print defaults"); null or absent: none. */
  print?: PressOptions | null;
}

/** The draft when there is one, else the published design. */
export function designOf(t: TemplateQuery['template']): Design {
  const d = (t.draft ?? {}) as Partial<Design>;
  return {
    title: d.title ?? t.title,
    width: d.width ?? t.width,
    height: d.height ?? t.height,
    background_color: d.background_color ?? t.backgroundColor,
    layers: (d.layers ?? (t.layers as Layer[])).map((l) => ({ ...l })),
    animation: ('animation' in d ? d.animation : (t.animation as Animation | null)) ?? null,
    sizes: ('sizes' in d ? d.sizes : (t.sizes as DesignSize[] | null)) ?? null,
    locales: ('locales' in d ? d.locales : (t.locales as Catalogs | null)) ?? null,
    print: ('print' in d ? d.print : (t.print as PressOptions | null)) ?? null,
  };
}

/** The TemplateInput that writes a design. */
export const toInput = (d: Design) => ({
  title: d.title,
  width: d.width,
  height: d.height,
  backgroundColor: d.background_color,
  layers: d.layers,
  animation: d.animation ?? null,
  sizes: d.sizes?.length ? d.sizes : null,
  locales: d.locales ?? null,
  print: d.print ?? null,
});

const STARTERS: Record<LayerType, Partial<Layer>> = {
  text: { text: 'Your text here', font_size: 48, color: '#111111' },
  image: { image_url: null, fit: 'cover' },
  empty: { background_color: '#3b82f6' },
  qr_code: { qr_content: 'https://example.com' },
  barcode: { barcode_content: '123456789012', symbology: 'code128' },
  chart: STARTER_CHART,
  table: STARTER_TABLE,
};

/** A new layer's height as a share of the canvas's: 1/3 unless named. */
const HEIGHT_SHARE: Partial<Record<LayerType, number>> = { text: 5, chart: 2, table: 2 };

/** A name not in `used`: `base`, `base_2`, ... */
export function freeName(used: Set<unknown>, base: string): string {
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}_${n}`)) return `${base}_${n}`;
}

/** A key not used yet: `text`, `text_2`, ... */
export const freeKey = (layers: Layer[], base: string) => freeName(new Set(layers.map((l) => l.layer)), base);

/**
 * A new layer of a type, half the canvas wide and a third of it high (a text a fifth, a chart or a
 * table half; codes stay square, a text's font fits its box), centred on `at` (the middle of what the
 * stage shows) and moved down and right until it does not lie exactly on another layer, so new
 * layers never hide each other.
 */
export function newLayer(d: Design, type: LayerType, at: { x: number; y: number }): Layer {
  const square = type === 'qr_code';
  const width = Math.round(d.width / 2);
  const height = square
    ? Math.min(width, Math.round(d.height / 2))
    : Math.min(d.height, Math.max(Math.round(d.height / (HEIGHT_SHARE[type] ?? 3)), 40));
  const w = square ? height : width;
  const clamp = (v: number, size: number, room: number) =>
    Math.round(Math.min(Math.max(v, 0), Math.max(0, room - size)));
  let x = clamp(at.x - w / 2, w, d.width);
  let y = clamp(at.y - height / 2, height, d.height);
  while (d.layers.some((l) => l.x === x && l.y === y)) [x, y] = [x + 24, y + 24];
  const starter =
    type === 'text'
      ? { ...STARTERS.text, font_size: Math.min(48, Math.round(height * 0.6)) }
      : structuredClone(STARTERS[type]);
  return { layer: freeKey(d.layers, type), type, x, y, width: w, height, ...starter };
}

/** A copy's form field under a name no other field has (`plan` → `plan_2`): the API refuses a name used twice. */
function freeField(l: Layer, taken: Layer[]): Partial<Layer> {
  const field = l.form_field as { name?: unknown } | undefined;
  if (l.type !== 'text' || typeof field?.name !== 'string') return {};
  const names = new Set(taken.map((t) => (t.form_field as { name?: unknown } | undefined)?.name));
  return { form_field: { ...field, name: freeName(names, field.name.replace(/_\d+$/, '')) } };
}

/** Copies of layers under free keys (and free form field names), moved by `offset` px right and down (paste, duplicate). */
export function copiesOf(layers: Layer[], into: Layer[], offset: number): Layer[] {
  const taken = [...into];
  return layers.map((l) => {
    const key = freeKey(taken, l.layer.replace(/_\d+$/, ''));
    const copy = { ...l, layer: key, x: l.x + offset, y: l.y + offset, ...freeField(l, taken) };
    taken.push(copy);
    return copy;
  });
}
