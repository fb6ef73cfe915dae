import { z } from 'zod';
import { BOX_SHAPES } from './layer-choices.js';
import { MAX_PAINT_LENGTH, paintProblem } from '../gradient.js';
import { castsBoxShadow } from '../shadow-kind.js';
import { parseSvgPath } from '../svg-path.js';

/**
 * The layer properties of gradients, shapes and shadows (docs/rendering.md "Gradients", "Shapes",
 * "Shadows"), checked with the engine's own parsers so a template that is stored is one that draws.
 */

/**
 * A fill: a colour, kept as lenient as the older colour properties (one that does not parse falls
 * back to the default), or a CSS gradient, which must parse: a gradient that does not is refused.
 */
export const paint = z
  .string()
  .trim()
  .min(1)
  .superRefine((v, ctx) => {
    const problem = paintProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    else if (v.length > MAX_PAINT_LENGTH)
      ctx.addIssue({ code: 'too_big', origin: 'string', maximum: MAX_PAINT_LENGTH, inclusive: true, input: v });
  });

const MAX_POLYGON_POINTS = 1000;
const MAX_DASHES = 16;

const unit = z.number().finite().min(-10).max(10);

/** An empty layer's shape; a polygon needs `points`, a path needs `path`. */
export const shapeFields = {
  shape: z.enum(BOX_SHAPES).optional(),
  /** Polygon corners in the box's own coordinates: 0,0 is its top left, 1,1 its bottom right. */
  points: z
    .array(z.tuple([unit, unit]))
    .min(3)
    .max(MAX_POLYGON_POINTS)
    .optional(),
  /** SVG path data, drawn with `path_viewbox` (default: the path's bounds) stretched over the box. */
  path: z
    .string()
    .trim()
    .min(1)
    .superRefine((v, ctx) => {
      const parsed = parseSvgPath(v);
      if ('problem' in parsed) ctx.addIssue({ code: 'custom', message: `The path ${parsed.problem}.` });
    })
    .optional(),
  path_viewbox: z
    .tuple([z.number().finite(), z.number().finite(), z.number().finite().positive(), z.number().finite().positive()])
    .optional(),
  border_dash: z.array(z.number().finite().min(0).max(1000)).max(MAX_DASHES).optional(),
  /** A box shadow's spread (CSS box-shadow's fourth length): rectangles and ellipses only. */
  shadow_spread: z.number().finite().min(-2000).max(2000).optional(),
};

/** Checks between the shape fields, for the empty layer's superRefine. */
export function checkShape(
  layer: { shape?: string; points?: unknown; path?: unknown; shadow_spread?: number },
  ctx: z.RefinementCtx,
): void {
  if (layer.shape === 'polygon' && layer.points === undefined)
    ctx.addIssue({ code: 'custom', path: ['points'], message: 'The points field is required when shape is polygon.' });
  if (layer.shape === 'path' && layer.path === undefined)
    ctx.addIssue({ code: 'custom', path: ['path'], message: 'The path field is required when shape is path.' });
  if (layer.shadow_spread && !castsBoxShadow(layer.shape))
    ctx.addIssue({
      code: 'custom',
      path: ['shadow_spread'],
      message: `The shadow_spread field applies to rectangles and ellipses (a box shadow); a ${layer.shape}'s shadow is a drop shadow, which has no spread.`,
    });
}

/** A shadow, on every layer type; absent `shadow_color` (a colour that must parse) draws none. Empty layers add `shadow_spread`. */
export const shadowFields = (colour: z.ZodType<string>) => ({
  shadow_color: colour.optional(),
  shadow_blur: z.number().finite().min(0).max(500).optional(),
  shadow_x: z.number().finite().min(-2000).max(2000).optional(),
  shadow_y: z.number().finite().min(-2000).max(2000).optional(),
});
