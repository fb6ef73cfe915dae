import { z } from 'zod';
import { Checker } from '../validation/checker.js';
import { publicErrors } from '../validation/field-table.js';
import { fromZod, ValidationError, type FieldErrors } from '../validation/validation-error.js';
import { layersSchema, type Layer } from './layer-schema.js';
import { findPreset, presetForDimensions } from './size-presets.js';
import { templateFields } from './template-resource.js';

/** The spec's template write body (create and update), plus our optional background_color. */
export interface TemplateWrite {
  title?: unknown;
  size?: unknown;
  width?: unknown;
  height?: unknown;
  layers?: unknown;
  background_color?: unknown;
}

export interface TemplateDesignFields {
  title: string;
  size: string | null;
  width: number;
  height: number;
  background_color: string;
  layers: Layer[];
}

const dimension = z.int().min(1).max(4000);
const body = z.object({
  title: z.string().trim().min(1).max(255),
  size: z.string().nullish(),
  width: dimension.nullish(),
  height: dimension.nullish(),
  layers: z.array(z.unknown()).nullish(),
  background_color: z.string().trim().min(1).max(64).nullish(),
});

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
  const { errors, result } = checkTemplateWrite(input, current);
  if (!result) throw new ValidationError(errors);
  return result;
}

/** Every rule of a template write; `current: 'unknown'` (REST's edge on update) skips those that need the stored design. */
function checkTemplateWrite(input: TemplateWrite, current: TemplateDesignFields | undefined | 'unknown'): { errors: FieldErrors; result?: TemplateDesignFields } {
  const preset = typeof input.size === 'string' ? findPreset(input.size) : undefined;
  const sizeSent = input.size !== undefined && input.size !== null;
  // Every problem is reported at once, as a form would show them.
  const errors: FieldErrors = {};
  const parsed = body.safeParse(preset ? { ...input, width: undefined, height: undefined } : input, { reportInput: true });
  if (!parsed.success) {
    Object.assign(errors, fromZod(parsed.error).errors);
    for (const f of ['width', 'height']) if (errors[f]?.some((m) => /at least|greater than/.test(m))) errors[f] = [between(f)];
  }
  if (typeof input.size === 'string' && !preset) errors.size = ['The selected size is invalid.'];
  const known = current === 'unknown' ? undefined : current;
  const width = preset?.width ?? (parsed.success ? parsed.data.width : undefined) ?? known?.width;
  const height = preset?.height ?? (parsed.success ? parsed.data.height : undefined) ?? known?.height;
  if (!sizeSent && current !== 'unknown')
    for (const [f, v] of [['width', width], ['height', height]] as const)
      if (v === undefined && !errors[f]) errors[f] = [`The ${f} field is required when size is not present.`];
  let layers = known?.layers ?? [];
  if (Array.isArray(input.layers)) {
    const l = layersSchema.safeParse(input.layers, { reportInput: true });
    if (!l.success) Object.assign(errors, fromZod(l.error, ['layers']).errors);
    else if (Buffer.byteLength(JSON.stringify(l.data)) > MAX_LAYERS_KB * 1024) errors.layers = [`The layers field must not be greater than ${MAX_LAYERS_KB} kilobytes as JSON.`];
    else layers = l.data;
  }
  if (!parsed.success || Object.keys(errors).length > 0 || width === undefined || height === undefined) return { errors };
  const own = known?.size ? findPreset(known.size) : undefined;
  const stored = preset ?? (own?.width === width && own.height === height ? own : presetForDimensions(width, height));
  const result = {
    title: parsed.data.title,
    size: stored?.size ?? null,
    width,
    height,
    background_color: parsed.data.background_color ?? known?.background_color ?? '#ffffff',
    layers,
  };
  return { errors, result };
}

/** A template write in GraphQL's vocabulary (TemplateInput): a layer definition stays JSON, checked by the layer schema. */
export interface TemplateWriteCommand {
  title: string;
  size?: string | null;
  width?: number | null;
  height?: number | null;
  layers?: unknown;
  backgroundColor?: string | null;
}

/**
 * REST's edge: a body (under camelCase names) as the typed input GraphQL takes. A value its types
 * cannot carry refuses the body here, with every other error the write's rules find without the
 * stored design (an update's is not read yet).
 */
export function typedTemplateWrite(body: Record<string, unknown>, update: boolean): TemplateWriteCommand {
  const c = new Checker();
  // A null title is a wrong type, as the rules say ("must be a string"); only an absent one is missing.
  if (body.title === undefined) c.required('title', undefined);
  else if (body.title === null) c.failType('title', 'The title field must be a string.');
  else c.string('title', body.title);
  c.string('size', body.size);
  c.integer('width', body.width);
  c.integer('height', body.height);
  c.string('backgroundColor', body.backgroundColor);
  if (c.mistyped) {
    const { errors } = checkTemplateWrite(toWrite(body), update ? 'unknown' : undefined);
    // A wrong type is told as GraphQL's types tell it ("must be an integer", not the rules' "a number").
    Object.assign(errors, publicErrors(templateFields, c.errors));
    throw new ValidationError(errors);
  }
  return body as unknown as TemplateWriteCommand;
}

/** GraphQL's names as the rules' (the spec's body). */
export function toWrite({ backgroundColor, ...rest }: { backgroundColor?: unknown } & Omit<TemplateWrite, 'background_color'>): TemplateWrite {
  return { ...rest, background_color: backgroundColor };
}
