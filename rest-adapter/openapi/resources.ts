import { z } from 'zod';
import { snapFields, SNAP_RESOURCE, SNAP_SUMMARY } from '../../src/snaps/snap-resource.js';
import { layerSchema } from '../../src/templates/layer-schema.js';
import { variantFields } from '../../src/templates/variant.js';
import { arrayOf, named, requestBody, resource, text, type JsonSchema, type Shape } from './shapes.js';

/** The layer schema itself (src/templates/layer-schema.ts), as stored and read back (`io: output`) or as written. */
const zodShape = (io: 'input' | 'output'): Shape => () => {
  const { $schema: _, ...schema } = z.toJSONSchema(layerSchema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return schema;
};

/** One layer of a template as reads show it: the stored definition with `available_modifications`. */
export const layer = named('Layer', zodShape('output'));
export const layerInput = named('LayerInput', zodShape('input'));

/** A per-layer override (VariantInput under its public names), as sent and as a snap stores it. */
export const variant = named('Variant', requestBody('VariantInput', variantFields));

const snapOverrides = { variants: arrayOf(variant), type: text('`image` or `pdf`.', { enum: ['image', 'pdf'] }) };

/** The spec's Snap, every field. */
export const snap = named('Snap', resource('Snap', snapFields, SNAP_RESOURCE, snapOverrides));

/** The subset of the plain snap list and retrieve endpoints. */
export const snapSummary = named('SnapSummary', resource('Snap', snapFields, SNAP_SUMMARY, snapOverrides));

/** `{message}` of a write that returns nothing else. */
export const message = (example: string): Shape => () => ({ type: 'object', properties: { message: { type: 'string', example } }, required: ['message'], additionalProperties: false });
