import { z } from 'zod';

/**
 * A template's other sizes (docs/rendering.md "Sizes"): each a name a render asks for, its canvas, and
 * the properties its layers take at that size over the design's (`layers`, by layer key; the template
 * write checks each against the layer schema, templates/size-overrides.ts). The design's own canvas is
 * the size named `default`, which needs no entry.
 */
export const MAX_SIZES = 20;
export const OWN_SIZE = 'default';
const MAX_SIDE = 4000;
const SIZE_NAME = /^[a-z0-9][a-z0-9_-]{0,31}$/;

const side = z.int().min(1).max(MAX_SIDE);
const sizeSchema = z.strictObject({
  name: z
    .string()
    .regex(SIZE_NAME, 'The name must be 1 to 32 lowercase letters, digits, "_" or "-", starting with a letter or digit')
    .refine((n) => n !== OWN_SIZE, `The name "${OWN_SIZE}" is the design's own size`),
  width: side,
  height: side,
  layers: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
});
export type TemplateSize = z.output<typeof sizeSchema>;

export const sizesSchema = z
  .array(sizeSchema)
  .max(MAX_SIZES)
  .superRefine((sizes, ctx) => {
    const seen = new Set<string>();
    sizes.forEach((s, i) => {
      if (seen.has(s.name))
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `The size name "${s.name}" is used twice.` });
      seen.add(s.name);
    });
  });

/** The properties a size's override may not set: which layer it is, what kind, and what follows what. */
export const FIXED_KEYS: readonly string[] = ['layer', 'type', 'below', 'wraps'];
