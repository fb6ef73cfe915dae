import type { Layer } from '../design/layers/layer-schema.js';
import { CONTENT_FIELD, type Variant } from '../templates/variant.js';
import { ValidationError } from '../errors/validation-error.js';
import type { QueryParams } from './canonical-query.js';
import { readDataRows } from '../design/data/data-rows.js';

/** What a render URL's query asks for, beside its signature and expiry. */
export interface RenderParameters {
  transparent: boolean;
  variants: Variant[];
  /** The render options a snap takes too (`size`, `locale`, `message_values`, `frame_at`, `dither`, `palette`), as the snap's command names them. */
  options: RenderUrlOptions;
}

/** A render URL's own options, in the snap command's words (render-requests checks them with the template). */
interface RenderUrlOptions {
  sizes?: string[];
  locale?: string;
  messageValues?: unknown;
  frameAt?: unknown;
  dither?: unknown;
  palette?: unknown;
}

/**
 * The render options a URL names as query parameters (docs/api.md "Render URLs"), one file each: a
 * layer of the same key keeps its name as content, as before these options were taken.
 */
const OPTION_PARAMS = ['size', 'locale', 'message_values', 'frame_at', 'dither', 'palette'] as const;
/** How the snap's check names a URL's parameter: its errors are worded under the parameter's name. */
const PARAM_OF_FIELD: Record<string, string> = {
  'sizes.0': 'size',
  sizes: 'size',
  frameAt: 'frame_at',
  messageValues: 'message_values',
};

/** The snap's refusal of a URL's options, under the URL's parameter names. */
export function asQueryErrors(e: unknown): unknown {
  if (!(e instanceof ValidationError)) return e;
  return new ValidationError(
    Object.fromEntries(Object.entries(e.errors).map(([field, messages]) => [PARAM_OF_FIELD[field] ?? field, messages])),
  );
}

function optionOf(name: (typeof OPTION_PARAMS)[number], value: string): RenderUrlOptions {
  switch (name) {
    case 'size':
      return { sizes: [value] };
    case 'locale':
      return { locale: value };
    case 'message_values':
      // A JSON object; anything else reaches the snap's check as text, which refuses it.
      return { messageValues: jsonOr(value) };
    case 'frame_at':
      // Not a whole number: the snap's check refuses it as it refuses a body's.
      return { frameAt: /^\d{1,9}$/.test(value) ? Number(value) : value };
    case 'dither':
      return { dither: BOOLEAN.get(value) ?? value };
    case 'palette':
      return { palette: value };
  }
}

function jsonOr(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * The per-render properties a URL may set, `{layer}.{property}` (their public names), with the
 * variant field each sets: `hidden` and `opacity` on any layer, the style overrides (docs/rendering.md
 * "Style overrides") of text, image and empty layers on layers of that type.
 */
const STYLES = {
  hidden: 'hidden',
  color: 'color',
  font_family: 'fontFamily',
  font_size: 'fontSize',
  background_color: 'backgroundColor',
  text_format: 'textFormat',
  fit: 'fit',
  focal_x: 'focalX',
  focal_y: 'focalY',
  filter: 'filter',
  border_color: 'borderColor',
  opacity: 'opacity',
} as const;
type Style = keyof typeof STYLES;
/** The one layer type a property is for, with its words; the others are for every type. */
const ONLY: Partial<Record<Style, [Layer['type'], string]>> = {
  color: ['text', 'a text layer'],
  font_family: ['text', 'a text layer'],
  font_size: ['text', 'a text layer'],
  background_color: ['text', 'a text layer'],
  text_format: ['text', 'a text layer'],
  fit: ['image', 'an image layer'],
  focal_x: ['image', 'an image layer'],
  focal_y: ['image', 'an image layer'],
  filter: ['image', 'an image layer'],
  border_color: ['empty', 'an empty layer'],
};
const NUMERIC = new Set<Style>(['font_size', 'focal_x', 'focal_y', 'opacity']);
const BOOLEAN = new Map([
  ['true', true],
  ['1', true],
  ['false', false],
  ['0', false],
]);

/** The query parameter that pins a published version of the template (docs/api.md "Versions"). */
export const VERSION_PARAM = 'template_version';

/**
 * The version a render URL's query pins, or null for the latest: a positive integer, given once (a
 * 422 otherwise). A pinned URL names its own cache file, so later publishes leave its bytes as they were.
 */
export function pinnedVersion(params: QueryParams): number | null {
  const values = params.filter(([name]) => name === VERSION_PARAM).map(([, v]) => v);
  if (values.length === 0) return null;
  if (values.length > 1)
    throw ValidationError.of(VERSION_PARAM, `The ${VERSION_PARAM} parameter is given more than once.`);
  if (!/^[1-9]\d{0,8}$/.test(values[0]))
    throw ValidationError.of(VERSION_PARAM, `The ${VERSION_PARAM} parameter must be a version number (1, 2, ...).`);
  return Number(values[0]);
}

/** The most a render URL's data parameter holds, decoded: larger data goes in a POST's variants. */
const MAX_URL_DATA_CHARS = 4_096;

/**
 * A chart's or table's rows from the query: CSV text, or a JSON array of records when it starts with `[`,
 * at most MAX_URL_DATA_CHARS characters and then bounded as any variant's rows.
 */
function urlData(name: string, value: string): { value: unknown } | { problem: string } {
  if (value.length > MAX_URL_DATA_CHARS)
    return {
      problem: `The ${name} parameter holds more than ${MAX_URL_DATA_CHARS.toLocaleString('en')} characters of data: a render URL's rows are at most 4 KB; send more with POST /v1/snaps.`,
    };
  let rows: unknown = value;
  if (value.trimStart().startsWith('['))
    try {
      rows = JSON.parse(value);
    } catch {
      return { problem: `The ${name} parameter starts with [ but is not a JSON array of records.` };
    }
  const read = readDataRows(rows);
  return 'problem' in read ? { problem: `The ${name} parameter ${read.problem}` } : { value: rows };
}

/**
 * The query as variants: `{layer}={content}` sets the layer's content (its type's key: text, image
 * URL, colour, QR or barcode content; a chart's or table's rows, `urlData`), `{layer}.hidden=true|false` hides or shows it,
 * `{layer}.color`, `.font_family`, `.font_size`, `.background_color` and `.text_format` restyle a text layer,
 * `.fit`, `.focal_x`, `.focal_y` and `.filter` an image layer, and
 * `{layer}.border_color` an empty layer, `{layer}.opacity` any layer, and
 * `transparent` is as for snaps, and `size`, `locale`, `message_values` (JSON), `frame_at`, `dither` and `palette` are a snap's
 * render options (unless a layer has that key). A name that is a layer key is content even when it holds a dot.
 * Layers the design does not have are ignored, as snaps ignore such variants; a name given twice or
 * a property the layer does not take is a 422; the values are then checked as any variant's.
 */
export function renderParameters(params: QueryParams, layers: Pick<Layer, 'layer' | 'type'>[]): RenderParameters {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const byKey = new Map(layers.map((l) => [l.layer, l]));
  const seen = new Set<string>();
  let transparent = false;
  let options: RenderUrlOptions = {};
  // One variant per layer, content and properties together, in the order the query names them.
  const variants = new Map<string, Variant>();
  const set = (layer: string, field: keyof Variant, value: unknown) => {
    const v = variants.get(layer) ?? { layer };
    variants.set(layer, { ...v, [field]: value });
  };
  for (const [name, value] of params) {
    if (seen.has(name)) fail(name, `The ${name} parameter is given more than once.`);
    seen.add(name);
    if (name === VERSION_PARAM) continue; // pinnedVersion's
    if (name === 'transparent') {
      if (!BOOLEAN.has(value)) fail(name, 'The transparent parameter must be true or false.');
      transparent = BOOLEAN.get(value) ?? false;
      continue;
    }
    const layer = byKey.get(name);
    if (!layer && (OPTION_PARAMS as readonly string[]).includes(name)) {
      options = { ...options, ...optionOf(name as (typeof OPTION_PARAMS)[number], value) };
      continue;
    }
    if (layer) {
      const field = CONTENT_FIELD[layer.type];
      if (field !== 'data') set(name, field, value);
      else {
        const data = urlData(name, value);
        if ('problem' in data) fail(name, data.problem);
        else set(name, 'data', data.value);
      }
      continue;
    }
    const dot = name.lastIndexOf('.');
    const [key, property] = dot > 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [name, ''];
    if (!property) continue; // content for a layer the design does not have
    if (!Object.hasOwn(STYLES, property)) {
      fail(
        name,
        `The ${name} parameter sets ${property}: a render URL sets a layer's content or ${Object.keys(STYLES).join(', ')}.`,
      );
      continue;
    }
    const target = byKey.get(key);
    if (property === 'hidden') {
      if (!BOOLEAN.has(value)) fail(name, `The ${name} parameter must be true or false.`);
      else if (target) set(key, 'hidden', BOOLEAN.get(value));
      continue;
    }
    const only = ONLY[property as Style];
    if (target && only && target.type !== only[0])
      fail(name, `The ${name} parameter sets ${property}, which only ${only[1]} takes.`);
    else if (target) set(key, STYLES[property as Style], NUMERIC.has(property as Style) ? Number(value) : value);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { transparent, variants: [...variants.values()], options };
}
