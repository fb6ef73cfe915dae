import type { Layer } from '../templates/layer-schema.js';
import { CONTENT_FIELD, type Variant } from '../templates/variant.js';
import { ValidationError } from '../validation/validation-error.js';
import type { QueryParams } from './canonical-query.js';

/** What a render URL's query asks for, beside its signature and expiry. */
export interface RenderParameters {
  transparent: boolean;
  variants: Variant[];
}

/** The per-render style properties a URL may set, `{layer}.{property}`: those the engine takes per render. */
const STYLES = ['hidden'] as const;
const BOOLEAN = new Map([['true', true], ['1', true], ['false', false], ['0', false]]);

/**
 * The query as variants: `{layer}={content}` sets the layer's content (its type's key: text, image
 * URL, colour, QR or barcode content), `{layer}.hidden=true|false` hides or shows it, `transparent`
 * as for snaps. A name that is a layer key is content even when it holds a dot. Layers the design
 * does not have are ignored, as snaps ignore such variants; a name given twice or a style the engine
 * does not take is a 422.
 */
export function renderParameters(params: QueryParams, layers: Pick<Layer, 'layer' | 'type'>[]): RenderParameters {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const byKey = new Map(layers.map((l) => [l.layer, l]));
  const seen = new Set<string>();
  let transparent = false;
  const variants: Variant[] = [];
  for (const [name, value] of params) {
    if (seen.has(name)) fail(name, `The ${name} parameter is given more than once.`);
    seen.add(name);
    if (name === 'transparent') {
      if (!BOOLEAN.has(value)) fail(name, 'The transparent parameter must be true or false.');
      transparent = BOOLEAN.get(value) ?? false;
      continue;
    }
    const layer = byKey.get(name);
    if (layer) {
      variants.push({ layer: name, [CONTENT_FIELD[layer.type]]: value });
      continue;
    }
    const dot = name.lastIndexOf('.');
    const [key, property] = dot > 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [name, ''];
    if (!property) continue; // content for a layer the design does not have
    if (!(STYLES as readonly string[]).includes(property)) fail(name, `The ${name} parameter sets ${property}: a render URL sets a layer's content or ${STYLES.join(', ')}.`);
    else if (!BOOLEAN.has(value)) fail(name, `The ${name} parameter must be true or false.`);
    else if (byKey.has(key)) variants.push({ layer: key, hidden: BOOLEAN.get(value) });
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { transparent, variants };
}
