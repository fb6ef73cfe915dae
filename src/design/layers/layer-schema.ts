import { z } from 'zod';
import {
  BARCODE_SYMBOLOGIES,
  CONTENT_KEY,
  ERROR_CORRECTIONS,
  FONT_STYLES,
  IMAGE_FITS,
  IMAGE_MASKS,
  RTL_PLACEMENTS,
  TEXT_ALIGNS,
  TEXT_FORMATS,
  TEXT_DIRECTIONS,
  TEXT_TRANSFORMS,
  VERTICAL_ALIGNS,
  type LayerType,
} from './layer-choices.js';
import { colour, cssColour, isCssColour } from '../css-colour.js';
import { fontFamily, fontWeight } from '../type-fields.js';
import type { DataRow } from '../data/data-rows.js';
import { showOnField } from '../page-fields.js';
import { belowField, constraintsField, wrapsField } from '../layout/layout-fields.js';
import { followOrder } from '../layout/follow-order.js';
import { dataLayerSchemas } from './data-layer-schema.js';
import { checkShape, paint, shadowFields, shapeFields } from './graphics-schema.js';
import { MarkupError, parseMarkup } from '../markup/markup.js';
import { parseFilter } from './image-filter.js';
import { motionFields, type Animation } from '../animation/animation-schema.js';
import { checkFormFields, formFieldSchema } from './form-field-schema.js';

/**
 * The layer definition stored in a template: one flat object per layer. A layer's content sits under
 * the same key its variant uses (text, image_url, background_color, qr_content, barcode_content),
 * beside its style properties. docs/api.md documents every property; the renderer reads only these.
 */

export { BARCODE_SYMBOLOGIES, CONTENT_KEY, IMAGE_MASKS, TEXT_FORMATS, type LayerType };
export { cssColour };

/** A filter that must parse (image-filter.ts): a typo is refused on write, not drawn unfiltered. */
const imageFilter = z
  .string()
  .max(500)
  .superRefine((v, ctx) => {
    const parsed = parseFilter(v);
    if (typeof parsed === 'string')
      ctx.addIssue({ code: 'custom', message: `The filter is invalid: ${parsed}.`, input: v });
  });
// Keyframes (docs/rendering.md "Animation"): their colours and fills pass the same checks as the layer's own.
const motion = motionFields({ colour: cssColour, paint });
const length = z.number().finite();
const size = z.number().finite().min(0);

const common = {
  layer: z.string().trim().min(1).max(64),
  x: length,
  y: length,
  width: size,
  height: size,
  rotation: z.number().finite().optional(),
  opacity: z.number().min(0).max(1).optional(),
  hidden: z.boolean().optional(),
  /** The Studio's lock: the canvas does not pick or move the layer. The renderer ignores it. */
  locked: z.boolean().optional(),
  /** A PDF whose table flows over pages: the pages the layer is drawn on (design/page-fields.ts). */
  show_on: showOnField,
  /** Layout that adapts (design/layout/): how it follows the canvas at another size, and the layer it sits under. */
  constraints: constraintsField,
  below: belowField,
  wraps: wrapsField,
  /** In a right-to-left locale of a catalog that mirrors (design/locale/): `keep` leaves the layer where it is. */
  rtl: z.enum(RTL_PLACEMENTS).optional(),
  ...shadowFields(cssColour),
  // Echoed back by reads; accepted on writes so a read can be sent back unchanged, then dropped.
  available_modifications: z
    .unknown()
    .optional()
    .transform(() => undefined),
};

/** A text layer's text, and a variant's, which the engine cuts to this. */
export const MAX_TEXT_LENGTH = 10_000;

/** Why `text` is not valid markup, naming the character ("<b> is not closed at character 4"); undefined when it is. */
export function markupProblem(text: string): string | undefined {
  try {
    parseMarkup(text, isCssColour);
    return undefined;
  } catch (e) {
    if (!(e instanceof MarkupError)) throw e;
    return `${e.reason} at character ${e.position}`;
  }
}

const textLayerSchema = z
  .strictObject({
    ...common,
    type: z.literal('text'),
    ...motion.text,
    text: z.string().max(MAX_TEXT_LENGTH).default(''),
    color: colour.default('#000000'),
    font_family: fontFamily.default('sans'),
    font_size: z.number().finite().positive().max(2000).default(32),
    font_weight: fontWeight.default('normal'),
    font_style: z.enum(FONT_STYLES).default('normal'),
    align: z.enum(TEXT_ALIGNS).default('left'),
    vertical_align: z.enum(VERTICAL_ALIGNS).default('top'),
    line_height: z.number().finite().positive().max(10).default(1.2),
    letter_spacing: z.number().finite().min(-100).max(1000).default(0),
    max_lines: z.int().min(1).max(1000).optional(),
    auto_fit: z.boolean().default(false),
    min_font_size: z.number().finite().positive().max(2000).optional(),
    direction: z.enum(TEXT_DIRECTIONS).default('auto'),
    // Decoration (docs/rendering.md "Text decoration"): absent background_color draws no highlight.
    background_color: cssColour.optional(),
    background_padding: size.max(1000).default(0),
    background_radius: size.max(1000).default(0),
    stroke_color: cssColour.default('#000000'),
    stroke_width: size.max(100).default(0),
    text_transform: z.enum(TEXT_TRANSFORMS).default('none'),
    underline: z.boolean().default(false),
    strikethrough: z.boolean().default(false),
    // Mixed styles (docs/rendering.md "Mixed styles"): markup is checked when written, never guessed at.
    text_format: z.enum(TEXT_FORMATS).default('plain'),
    // `{page}` and `{pages}` in the text are the page's number and the document's count.
    page_numbers: z.boolean().optional(),
    // The catalog message whose text the layer shows in the render's locale (docs/rendering.md "Locales").
    message: z.string().min(1).max(64).optional(),
    // In a PDF, a fillable field in the layer's box, its value the layer's text (docs/rendering.md "Form fields").
    form_field: formFieldSchema.optional(),
  })
  .superRefine((layer, ctx) => {
    const problem = layer.text_format === 'markup' ? markupProblem(layer.text) : undefined;
    if (problem) ctx.addIssue({ code: 'custom', path: ['text'], message: `The text is not valid markup: ${problem}.` });
  });

const imageLayerSchema = z.strictObject({
  ...common,
  type: z.literal('image'),
  ...motion.image,
  image_url: z.string().trim().max(2048).nullable().default(null),
  fit: z.enum(IMAGE_FITS).default('cover'),
  focal_x: z.number().min(0).max(1).default(0.5),
  focal_y: z.number().min(0).max(1).default(0.5),
  border_radius: size.default(0),
  // Masks, filters and flips (docs/rendering.md "Image masks, filters and flips").
  mask: z.enum(IMAGE_MASKS).default('none'),
  filter: imageFilter.optional(),
  flip_x: z.boolean().default(false),
  flip_y: z.boolean().default(false),
  // What the image shows, for screen readers (a tagged PDF's Figure); none marks it decorative.
  alt: z.string().trim().max(1000).nullable().default(null),
});

const emptyLayerSchema = z
  .strictObject({
    ...common,
    type: z.literal('empty'),
    ...motion.empty,
    background_color: paint.default('transparent'),
    border_radius: size.default(0),
    border_width: size.default(0),
    border_color: colour.default('#000000'),
    ...shapeFields,
  })
  .superRefine(checkShape);

const qrCodeLayerSchema = z.strictObject({
  ...common,
  type: z.literal('qr_code'),
  ...motion.qr_code,
  qr_content: z.string().max(2953).default(''),
  color: colour.default('#000000'),
  background_color: paint.default('#ffffff'),
  error_correction: z.enum(ERROR_CORRECTIONS).default('M'),
  quiet_zone: z.int().min(0).max(20).default(1),
});

const dataLayers = dataLayerSchemas(common, motion);

const barcodeLayerSchema = z.strictObject({
  ...common,
  type: z.literal('barcode'),
  ...motion.barcode,
  barcode_content: z.string().max(2000).default(''),
  symbology: z.enum(BARCODE_SYMBOLOGIES).default('code128'),
  color: colour.default('#000000'),
  background_color: paint.default('#ffffff'),
  show_text: z.boolean().default(true),
});

export const layerSchema = z.discriminatedUnion('type', [
  textLayerSchema,
  imageLayerSchema,
  emptyLayerSchema,
  qrCodeLayerSchema,
  barcodeLayerSchema,
  dataLayers.chart,
  dataLayers.table,
]);

export const layersSchema = z
  .array(layerSchema)
  .max(200)
  .superRefine((layers, ctx) => {
    const seen = new Set<string>();
    checkFormFields(layers, ctx);
    layers.forEach((l, i) => {
      if (seen.has(l.layer))
        ctx.addIssue({ code: 'custom', path: [i, 'layer'], message: `The layer key "${l.layer}" is used twice.` });
      seen.add(l.layer);
    });
    layers.forEach((l, i) => {
      if (l.below && !seen.has(l.below.layer))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'below', 'layer'],
          message: `No layer has the key "${l.below.layer}".`,
        });
    });
    layers.forEach((l, i) => {
      if (!l.wraps) return;
      const problem = l.below
        ? 'A layer that wraps another takes its place from it: it cannot also sit below one.'
        : l.wraps.layer === l.layer
          ? 'A layer cannot wrap itself.'
          : !seen.has(l.wraps.layer) && `No layer has the key "${l.wraps.layer}".`;
      if (problem) ctx.addIssue({ code: 'custom', path: [i, 'wraps', 'layer'], message: problem });
    });
    const placed = followOrder(layers);
    // A layer that wraps itself is told so above, not as a cycle of one.
    if (
      'cycle' in placed &&
      !(placed.cycle.length === 2 && layers.find((l) => l.layer === placed.cycle[0])?.wraps?.layer === placed.cycle[0])
    ) {
      const i = layers.findIndex((l) => l.layer === placed.cycle[0]);
      ctx.addIssue({
        code: 'custom',
        path: [i, layers[i].wraps?.layer === placed.cycle[1] ? 'wraps' : 'below', 'layer'],
        message: `The layers follow each other in a cycle: ${placed.cycle.join(' → ')}.`,
      });
    }
  });

export type Layer = z.output<typeof layerSchema>;

/** What the renderer draws: the canvas and its layers in z-order (first is bottom). */
export interface TemplateDesign {
  width: number;
  height: number;
  /** A print design's physical page size in points (its Print preset's); absent for a screen design. */
  page?: { width: number; height: number } | null;
  background_color: string;
  layers: Layer[];
  /** Absent or null: a still design (docs/rendering.md "Animation"). */
  animation?: Animation | null;
}

/** A variant as stored with its snap and drawn by the renderer: keyed by the layer properties it sets (variant.ts). */
export interface LayerVariant {
  layer: string;
  text?: string;
  image_url?: string;
  background_color?: string;
  qr_content?: string;
  barcode_content?: string;
  hidden?: boolean;
  /** Any layer: 0 to 1. */
  opacity?: number;
  /** Empty layers: the border's (and a line's) colour. */
  border_color?: string;
  /** Style overrides a text layer takes (TEXT_STYLE_KEYS); other layer types ignore them. */
  color?: string;
  font_family?: string;
  font_size?: number;
  text_format?: (typeof TEXT_FORMATS)[number];
  /** Style overrides an image layer takes (IMAGE_STYLE_KEYS). */
  fit?: string;
  focal_x?: number;
  focal_y?: number;
  filter?: string;
  /** Chart and table layers: their rows, as records or CSV text (design/data/data-rows.ts). */
  data?: DataRow[] | string;
}

/** The style properties a variant may override on a text layer, besides its text (docs/rendering.md "Variants"). */
export const TEXT_STYLE_KEYS = ['color', 'font_family', 'font_size', 'background_color', 'text_format'] as const;

/** The style properties a variant may override on an image layer, besides its image_url, with their checks (docs/rendering.md "Variants"). */
export const imageStyleOverrides = imageLayerSchema
  .pick({ fit: true, focal_x: true, focal_y: true, filter: true })
  .partial();
export const IMAGE_STYLE_KEYS = Object.keys(imageStyleOverrides.shape) as (keyof typeof imageStyleOverrides.shape)[];

/** available_modifications on read: the layer's content key with its current content. */
export function availableModifications(layer: Layer): Record<string, string | null | DataRow[]> {
  const key = CONTENT_KEY[layer.type];
  return { [key]: (layer as Record<string, unknown>)[key] as string | null | DataRow[] };
}
