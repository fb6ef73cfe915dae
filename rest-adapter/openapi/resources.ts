import { z } from 'zod';
import { named, nullable, object, text, type JsonSchema, type Shape } from './shapes.js';

// Shapes any capability's routes may share; a capability's own resources are its own (e.g. src/snaps/openapi-shapes.ts).

/** A zod schema of ours (e.g. the layer schema), as stored and read back (`io: output`) or as written. */
export const zodShape =
  (zod: z.ZodType, io: 'input' | 'output'): Shape =>
  () => {
    const { $schema: _, ...schema } = z.toJSONSchema(zod, {
      io,
      unrepresentable: 'any',
      target: 'draft-2020-12',
    }) as JsonSchema;
    return schema;
  };

/** `{message}` of a write that returns nothing else. */
export const message =
  (example: string): Shape =>
  () => ({
    type: 'object',
    properties: { message: { type: 'string', example } },
    required: ['message'],
    additionalProperties: false,
  });

/** `meta` of the spec's cursor lists (templates, screenshots). */
export const cursorList = named(
  'CursorMeta',
  object({ previous_cursor: nullable(text()), next_cursor: nullable(text()) }),
);
