import { json, named, object, requestBody, text, type Shape } from '../../rest-adapter/openapi/shapes.js';
import { zodShape } from '../../rest-adapter/openapi/resources.js';
import { animationSchema } from '../design/animation/animation-schema.js';
import { printDefaultsSchema } from '../design/print-defaults.js';
import { layerSchema } from '../design/layers/layer-schema.js';
import { variantFields } from './variant.js';

// The OpenAPI shapes of templates, layers and variants, which the routes of templates, snaps, batches, forms and
// template bundles name.

/** One layer of a template as reads show it: the stored definition with `available_modifications`. */
export const layer = named('Layer', zodShape(layerSchema, 'output'));
export const layerInput = named('LayerInput', zodShape(layerSchema, 'input'));

/** A template's motion (src/design/animation/animation-schema.ts). */
export const animation = named('Animation', zodShape(animationSchema, 'output'));

/** A print template's PDF defaults (src/design/print-defaults.ts). */
export const printDefaults = named('PrintDefaults', zodShape(printDefaultsSchema, 'output'));

/** A per-layer override (VariantInput under its public names), as sent and as a snap stores it. */
export const variant = named('Variant', requestBody('VariantInput', variantFields));

/** `{data: {id, uuid, title}, message}`: a template made (created or imported). */
export const templateMade = (message: string): Shape =>
  object({
    data: object({ id: json({ type: 'integer' }), uuid: text(), title: text() }),
    message: text(undefined, { example: message }),
  });
