import { z } from 'zod';

/**
 * What a layer knows of layouts other than its fixed place (docs/rendering.md "Layout that adapts"):
 * how it follows the canvas when the design is drawn at another of its sizes (`constraints`), and the
 * layer whose bottom edge it sits under (`below`). Both optional with no default: a layer that sets
 * neither is stored, read back and drawn as before.
 */
const HORIZONTAL_CONSTRAINTS = ['left', 'right', 'center', 'left_right', 'scale'] as const;
const VERTICAL_CONSTRAINTS = ['top', 'bottom', 'center', 'top_bottom', 'scale'] as const;

export const constraintsField = z
  .strictObject({
    horizontal: z.enum(HORIZONTAL_CONSTRAINTS).default('left'),
    vertical: z.enum(VERTICAL_CONSTRAINTS).default('top'),
  })
  .optional();
export type Constraints = NonNullable<z.output<typeof constraintsField>>;

/** The most pixels between a layer and the one above it: as far as a canvas reaches. */
const MAX_GAP = 4000;

export const belowField = z
  .strictObject({
    layer: z.string().trim().min(1).max(64),
    gap: z.number().finite().min(-MAX_GAP).max(MAX_GAP).default(0),
  })
  .optional();
export type Below = NonNullable<z.output<typeof belowField>>;

/** The most padding on a side of a box that wraps a layer: as far as a canvas reaches. */
const MAX_PADDING = 4000;
const side = z.number().finite().min(0).max(MAX_PADDING);

/**
 * `wraps`: the layer's box is the named layer's drawn box (a text layer's: its lines) grown by the
 * padding, one number for every side or one per side; Figma's "hug contents".
 */
export const wrapsField = z
  .strictObject({
    layer: z.string().trim().min(1).max(64),
    padding: z
      .union([
        side,
        z.strictObject({
          top: side.default(0),
          right: side.default(0),
          bottom: side.default(0),
          left: side.default(0),
        }),
      ])
      .default(0),
  })
  .optional();
export type Wraps = NonNullable<z.output<typeof wrapsField>>;

/** A padding as its four sides. */
export function paddingSides(padding: Wraps['padding']): { top: number; right: number; bottom: number; left: number } {
  return typeof padding === 'number' ? { top: padding, right: padding, bottom: padding, left: padding } : padding;
}
