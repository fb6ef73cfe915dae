import type { z } from 'zod';
import { Checker, only, type FieldSet } from '../validation/checker.js';
import { invalidChoice, maxChars, minChars, mustBe, pathWords } from '../validation/sentences.js';
import { fromZod } from '../validation/zod-errors.js';
import { layersSchema, type Layer } from '../design/layers/layer-schema.js';
import { MAX_PAINT_LENGTH, paintProblem } from '../design/gradient.js';
import { findPreset, presetForDimensions, printSize } from './size-presets.js';
import { animationSchema, type Animation } from '../design/animation/animation-schema.js';
import { motionProblems } from '../design/animation/timeline-check.js';
import { sizesSchema, type TemplateSize } from '../design/layout/sizes.js';
import { checkSizeOverrides } from './size-overrides.js';
import { localesSchema, type Locales } from '../design/locale/catalog.js';
import { printDefaultsSchema, type PrintDefaults } from '../design/print-defaults.js';

/** The spec's template write body (create and update), plus our optional background_color. */
export interface TemplateWrite {
  title?: unknown;
  size?: unknown;
  width?: unknown;
  height?: unknown;
  layers?: unknown;
  background_color?: unknown;
  /** Ours: the template's motion (docs/rendering.md "Animation"); null makes it still again. */
  animation?: unknown;
  /** Ours, GraphQL only: the design's other sizes (docs/rendering.md "Sizes"); null: none. */
  sizes?: unknown;
  /** Ours, GraphQL only: the design's message catalogs (docs/rendering.md "Locales"); null: none. */
  locales?: unknown;
  /** Ours: a print template's PDF defaults (docs/rendering.md "Print defaults"); null: none. */
  print?: unknown;
}

export interface TemplateDesignFields {
  title: string;
  size: string | null;
  width: number;
  height: number;
  background_color: string;
  layers: Layer[];
  /** Present only on an animated design, so a still one is stored (and compared) as it always was. */
  animation?: Animation;
  /** Present only on a design with other sizes, so one without is stored (and compared) as it always was. */
  sizes?: TemplateSize[];
  /** Present only on a design with message catalogs. */
  locales?: Locales;
  /** Present only on a print design with PDF defaults. */
  print?: PrintDefaults;
}

const between = (field: string) => `The ${field} field must be between 1 and 4000.`;

/**
 * The most a design's layers may take as stored JSON (defaults filled in). Far above real designs
 * (tens of kilobytes), and what bounds every read of them: a page of 25 templates on REST, a
 * snap's copy of the design.
 */
const MAX_LAYERS_KB = 256;

/**
 * Validates a write. `current` is the stored design on update: absent fields keep their value.
 * A `size` preset sets width and height (explicit ones are then ignored) and is stored as sent;
 * dimensions alone that match a preset are stored under one: the template's own when it has those
 * dimensions (several presets share some, and each has its own safe margin), else the first.
 */
export function parseTemplateWrite(input: TemplateWrite, current?: TemplateDesignFields): TemplateDesignFields {
  const c = new Checker();
  const design = checkTemplateWrite(c, input, current);
  c.done();
  return design!;
}

/** A trimmed string of 1 to `max` characters; null when absent or refused. */
function trimmed(c: Checker, field: string, v: unknown, max: number): string | null {
  const s = c.string(field, v)?.trim() ?? null;
  if (s === '') c.fail(field, minChars(pathWords(field), 1));
  else if (s !== null && s.length > max) c.fail(field, maxChars(pathWords(field), max));
  return s || null;
}

/** The template's background: a colour (lenient, as a layer's) or a gradient, which must parse. */
function fill(c: Checker, v: unknown): string | null {
  const problem = typeof v === 'string' ? paintProblem(v.trim()) : null;
  if (problem) return (c.fail('background_color', problem), null);
  return trimmed(c, 'background_color', v, MAX_PAINT_LENGTH);
}

/**
 * Every rule of a template write, every error reported at once as a form would show them, in the
 * order clients have always read them: each field's own, then those between fields, then the
 * layers' definition.
 */
function checkTemplateWrite(
  c: Checker,
  input: TemplateWrite,
  current: TemplateDesignFields | undefined,
): TemplateDesignFields | undefined {
  // Only an absent title is missing: null is a wrong type, as GraphQL's String! tells it.
  const title =
    input.title === undefined
      ? (c.required('title', undefined), null)
      : input.title === null
        ? (c.failType('title', mustBe('title', 'a string')), null)
        : trimmed(c, 'title', input.title, 255);
  const size = c.string('size', input.size);
  const preset = size === null ? undefined : findPreset(size);
  // A size preset sets the dimensions: explicit ones are then ignored, but for their type.
  const dimension = (f: 'width' | 'height') => {
    const n = c.integer(f, input[f]);
    if (preset || n === null) return undefined;
    if (n < 1 || n > 4000) return (c.fail(f, between(f)), undefined);
    return n;
  };
  const [sentWidth, sentHeight] = [dimension('width'), dimension('height')];
  const sentLayers = c.list('layers', input.layers);
  const backgroundColor = fill(c, input.background_color);
  if (size !== null && !preset)
    c.fail('size', invalidChoice('size', { seeAlso: 'the sizes GET /v1/templates/sizes lists' }));
  const width = preset?.width ?? sentWidth ?? current?.width;
  const height = preset?.height ?? sentHeight ?? current?.height;
  if (input.size == null)
    for (const [f, v] of [
      ['width', width],
      ['height', height],
    ] as const)
      if (v === undefined && !c.errors[f]) c.fail(f, `The ${f} field is required when size is not present.`);
  let layers = current?.layers ?? [];
  if (sentLayers) {
    const l = layersSchema.safeParse(sentLayers, { reportInput: true });
    if (!l.success) Object.assign(c.errors, fromZod(l.error, ['layers']).errors);
    else if (Buffer.byteLength(JSON.stringify(l.data)) > MAX_LAYERS_KB * 1024)
      c.fail('layers', `The layers field must not be greater than ${MAX_LAYERS_KB} kilobytes as JSON.`);
    else layers = l.data;
  }
  const animation = checkOptionalPart(c, 'animation', animationSchema, input.animation, current?.animation);
  const sizes = checkOptionalPart(c, 'sizes', sizesSchema, input.sizes, current?.sizes);
  const locales = checkOptionalPart(c, 'locales', localesSchema, input.locales, current?.locales);
  const print = checkOptionalPart(c, 'print', printDefaultsSchema, input.print, current?.print);
  if (Object.keys(c.errors).length > 0 || title === null || width === undefined || height === undefined)
    return undefined;
  for (const p of motionProblems(animation, layers, { width, height })) c.fail(p.path.join('.'), p.message);
  checkSizeOverrides(c, sizes ?? [], layers);
  checkMessageKeys(c, layers, locales);
  if (Object.keys(c.errors).length > 0) return undefined;
  const own = current?.size ? findPreset(current.size) : undefined;
  const stored = preset ?? (own?.width === width && own.height === height ? own : presetForDimensions(width, height));
  const printing = print && Object.keys(print).length > 0 ? print : undefined;
  if (printing && !printSize(stored?.size ?? null)) {
    c.fail('print', notPrint(stored?.size));
    return undefined;
  }
  return {
    title,
    size: stored?.size ?? null,
    width,
    height,
    background_color: backgroundColor ?? current?.background_color ?? '#ffffff',
    layers,
    ...(animation && { animation }),
    ...(sizes && sizes.length > 0 && { sizes }),
    ...(locales && { locales }),
    ...(printing && { print: printing }),
  };
}

/** A template made with dimensions alone, or with a screen preset, has no physical page to print. */
const notPrint = (size: string | undefined) =>
  `The print field is only valid for print templates (sized with a Print preset of GET /v1/templates/sizes)${size ? `; ${size} is a screen size` : ''}: send a Print size, or print: null.`;

/** Each text layer's `message` is a key of the default locale's catalog, which every locale falls back to. */
function checkMessageKeys(c: Checker, layers: readonly Layer[], locales: Locales | undefined): void {
  layers.forEach((l, i) => {
    if (l.type !== 'text' || !l.message) return;
    if (!locales) c.fail(`layers.${i}.message`, "The message needs the template's locales: set locales.messages.");
    else if (locales.messages[locales.default_locale]?.[l.message] === undefined)
      c.fail(`layers.${i}.message`, `The default locale (${locales.default_locale}) has no message "${l.message}".`);
  });
}

/**
 * An optional part of the design (`animation`, `sizes`) after the write: the one sent (null: none),
 * else the current one.
 */
function checkOptionalPart<T>(
  c: Checker,
  field: string,
  schema: z.ZodType<T>,
  sent: unknown,
  current: T | undefined,
): T | undefined {
  if (sent === null) return undefined;
  if (sent === undefined) return current;
  const parsed = schema.safeParse(sent, { reportInput: true });
  if (parsed.success) return parsed.data;
  Object.assign(c.errors, fromZod(parsed.error, [field]).errors);
  return undefined;
}

/** A template write in GraphQL's vocabulary (TemplateInput): a layer definition stays JSON, checked by the layer schema. */
export interface TemplateWriteCommand {
  title: string;
  size?: string | null;
  width?: number | null;
  height?: number | null;
  layers?: unknown;
  backgroundColor?: string | null;
  animation?: unknown;
  sizes?: unknown;
  locales?: unknown;
  print?: unknown;
}

// `sizes` and `locales` are GraphQL's only (docs/api.md "Sizes"): the spec's template body has no such field.
const WRITE_FIELDS: FieldSet<Omit<TemplateWriteCommand, 'sizes' | 'locales'>> = {
  title: true,
  size: true,
  width: true,
  height: true,
  layers: true,
  backgroundColor: true,
  animation: true,
  print: true,
};

/** A REST body (under camelCase names) as the write: its own fields (a template read and sent back carries others). Checked by the service. */
export const templateWriteOf = (body: Record<string, unknown>): TemplateWrite => toWrite(only(body, WRITE_FIELDS));

/** GraphQL's names as the rules' (the spec's body). */
export function toWrite({
  backgroundColor,
  ...rest
}: { backgroundColor?: unknown } & Omit<TemplateWrite, 'background_color'>): TemplateWrite {
  return { ...rest, background_color: backgroundColor };
}
