import { z } from 'zod';
import { LAYER_TYPES, PRESET_NAMES, type LayerType, type PresetName } from '../layers/layer-choices.js';
import { parseEasing } from './easing.js';
import { MAX_DURATION_MS, MAX_FPS, MAX_KEYFRAMES_PER_LAYER, MAX_LOOPS, MIN_FPS } from './limits.js';

/**
 * A template's `animation` and a layer's `keyframes`, `entrance` and `exit` (docs/rendering.md
 * "Animation"). What only the whole template can tell (keyframe times against the duration, their
 * order, the pixels a clip draws) is checked by timeline-check.ts.
 */

export const animationSchema = z.strictObject({
  /** Milliseconds. */
  duration: z.int().min(1).max(MAX_DURATION_MS),
  /** Frames per second; absent: the format's default (frame-times.ts). */
  fps: z.int().min(MIN_FPS).max(MAX_FPS).optional(),
  /** How many times the clip plays, or `forever`. */
  loop: z.union([z.literal('forever'), z.int().min(1).max(MAX_LOOPS)]).default('forever'),
});

export type Animation = z.output<typeof animationSchema>;

export const PERCENT = /^(\d+(?:\.\d+)?)%$/;

/** A moment: milliseconds from the start, or a share of the duration (`"50%"`). */
const time = z.union([
  z.number().finite().min(0).max(MAX_DURATION_MS),
  z.string().superRefine((v, ctx) => {
    const m = PERCENT.exec(v);
    if (!m || Number(m[1]) > 100)
      ctx.addIssue({
        code: 'custom',
        message: `The time "${v}" is neither milliseconds nor a percentage (0% to 100%).`,
      });
  }),
]);
export type Time = z.output<typeof time>;

/** A keyframe's easing when it names none: CSS's. */
export const DEFAULT_EASING = 'ease';

const easing = z.string().superRefine((v, ctx) => {
  const parsed = parseEasing(v);
  if (typeof parsed !== 'function')
    ctx.addIssue({ code: 'custom', message: `The easing "${v.slice(0, 100)}" ${parsed.problem}.` });
});

/** How a property's keyframe values are checked: the schemas a colour and a fill (colour or gradient) must pass are the layer schema's. */
export interface ValueChecks {
  colour: z.ZodType<string>;
  paint: z.ZodType<string>;
}

const number = z.number().finite();
const size = number.min(0);

/** Every layer's animated properties. */
const common = (v: ValueChecks) => ({
  x: number,
  y: number,
  width: size,
  height: size,
  /** Degrees, clockwise. */
  rotation: number,
  opacity: number.min(0).max(1),
  /** About the layer's centre; 1 is its own size. */
  scale: number.min(0).max(100),
  shadow_color: v.colour,
  shadow_blur: size.max(500),
  shadow_x: number.min(-2000).max(2000),
  shadow_y: number.min(-2000).max(2000),
});

/** Each layer type's own animated properties, beside the common ones. */
const own = (v: ValueChecks) => ({
  text: {
    color: v.colour,
    /** The highlight behind the lines. */
    background_color: v.colour,
    stroke_color: v.colour,
    /** How many characters (grapheme clusters) of the text show, from its start: a typewriter. */
    visible_characters: z.int().min(0).max(100_000),
  },
  image: {},
  empty: { background_color: v.paint, border_color: v.colour },
  qr_code: { color: v.colour, background_color: v.paint },
  barcode: { color: v.colour, background_color: v.paint },
  chart: {},
  table: {},
});

/** The properties keyframes may set, and how each is interpolated (interpolate.ts after parsing). */
export const ANIMATED_PROPERTIES = {
  x: 'number',
  y: 'number',
  width: 'number',
  height: 'number',
  rotation: 'number',
  opacity: 'number',
  scale: 'number',
  shadow_color: 'colour',
  shadow_blur: 'number',
  shadow_x: 'number',
  shadow_y: 'number',
  color: 'colour',
  background_color: 'paint',
  border_color: 'colour',
  stroke_color: 'colour',
  visible_characters: 'number',
} as const;
export type AnimatedProperty = keyof typeof ANIMATED_PROPERTIES;

export type { PresetName };
const EDGES = ['left', 'right', 'top', 'bottom'] as const;

const preset = (names: readonly PresetName[]) =>
  z.strictObject({
    preset: z.enum(names as [PresetName, ...PresetName[]]),
    /** When it begins; absent: an entrance at 0, an exit so that it ends with the clip. */
    start: time.optional(),
    /** Milliseconds; absent: the preset's own (presets.ts). */
    duration: z.int().min(1).max(MAX_DURATION_MS).optional(),
    easing: easing.optional(),
    /** `slide`: the canvas edge an entrance comes from and an exit leaves by; default left. */
    edge: z.enum(EDGES).optional(),
    /** `slide`: pixels travelled; absent: from (or to) just beyond the edge. */
    distance: number.positive().max(100_000).optional(),
  });

const optional = <P extends Record<string, z.ZodType>>(properties: P) =>
  Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, s.optional()])) as {
    [K in keyof P]: z.ZodOptional<P[K]>;
  };

/** A layer's `keyframes`, `entrance` and `exit`, with the properties and presets its type takes. */
export function motionFields(checks: ValueChecks) {
  const shared = common(checks);
  const owned = own(checks);
  const fieldsOf = (type: LayerType) => {
    const properties = { ...shared, ...owned[type] };
    const keyframe = z
      .strictObject({
        time,
        /** Of the interval from this keyframe to the next; CSS's default. */
        easing: easing.optional(),
        ...optional(properties),
      })
      .superRefine((k, ctx) => {
        if (Object.keys(k).every((key) => key === 'time' || key === 'easing'))
          ctx.addIssue({ code: 'custom', message: 'The keyframe sets no property.' });
      });
    const presets = PRESET_NAMES.filter((p) => p !== 'typewriter' || type === 'text');
    return {
      keyframes: z.array(keyframe).max(MAX_KEYFRAMES_PER_LAYER).optional(),
      entrance: preset(presets).optional(),
      exit: preset(presets).optional(),
    };
  };
  return Object.fromEntries(LAYER_TYPES.map((t) => [t, fieldsOf(t)])) as Record<LayerType, ReturnType<typeof fieldsOf>>;
}

type MotionFields = ReturnType<typeof motionFields>[LayerType];
/** A layer's motion as stored. */
export type LayerMotion = { [K in keyof MotionFields]?: z.output<MotionFields[K]> };
export type Preset = NonNullable<LayerMotion['entrance']>;
