import type { TemplateDesign } from '../design/layers/layer-schema.js';
import type { Checker } from '../validation/checker.js';

/** Formats that only a moving template makes (docs/api.md "Motion"); `webp` is animated when the template is. */
export const CLIP_FORMATS = ['gif', 'apng', 'mp4'] as const;
export const GIF_PALETTES = ['auto', 'global', 'frame'] as const;

/**
 * The longest clip a synchronous request renders, so that a request's answer comes within the time
 * a client waits for one: a longer clip is refused (422 on `async`) and rendered with `async: true`.
 */
export const MAX_SYNC_DURATION_MS = 10_000;

/** What a snap stores of the motion options asked (`snaps.motion_options`); absent ones take the defaults. */
export type StoredMotionOptions = {
  /** A still of an animated template shows this instant (ms) rather than the last frame. */
  frameAt?: number;
  /** GIF: Floyd–Steinberg dithering. */
  dither?: boolean;
  /** GIF: a palette chosen by content, one for the clip, or one per frame. */
  palette?: (typeof GIF_PALETTES)[number];
};

/** The options' descriptions, GraphQL's and OpenAPI's. */
/** The options' REST names: a snap's and a batch's. */
export const MOTION_OPTION_NAMES = { frameAt: 'frame_at', dither: 'dither', palette: 'palette' } as const;

export const MOTION_OPTION_DOCS = {
  frameAt:
    'An animated template rendered as a still (png, jpeg, webp, pdf): the instant shown, in ms from 0 to the duration; default the last frame.',
  dither: 'GIF: Floyd–Steinberg dithering (default false).',
  palette:
    'GIF: `auto` (default: one palette for the clip when it fits every frame), `global` or `frame` (one per frame).',
};

export interface MotionOptionsCommand {
  frameAt?: number | null;
  dither?: boolean | null;
  palette?: string | null;
}

/** The motion options' own checks (the template's are `checkAgainstAnimation`'s); null when none were asked. */
export function checkMotionOptions(
  c: Checker,
  input: { frameAt?: unknown; dither?: unknown; palette?: unknown },
  format: string,
): StoredMotionOptions | null {
  const frameAt = c.integer('frameAt', input.frameAt, { min: 0 });
  const dither = c.boolean('dither', input.dither);
  const palette = c.oneOf('palette', input.palette, GIF_PALETTES);
  if (frameAt !== null && isClipFormat(format))
    c.fail('frameAt', `The frame at field is for a still (png, jpeg, webp or pdf): a ${format} is the whole clip.`);
  for (const [field, value] of [
    ['dither', dither],
    ['palette', palette],
  ] as const)
    if (value !== null && format !== 'gif') c.fail(field, `The ${field} field is only valid for format gif.`);
  const options: StoredMotionOptions = {
    ...(frameAt !== null && { frameAt }),
    ...(dither !== null && { dither }),
    ...(palette !== null && { palette }),
  };
  return Object.keys(options).length > 0 ? options : null;
}

const isClipFormat = (format: string) => (CLIP_FORMATS as readonly string[]).includes(format);

/**
 * Whether a render of `design` in `format` is a clip: a GIF, APNG or MP4, or a WebP of an animated
 * template unless a still of one instant (`frameAt`) was asked.
 */
export function rendersClip(format: string, design: TemplateDesign, options: StoredMotionOptions | null): boolean {
  return isClipFormat(format) || (format === 'webp' && !!design.animation && options?.frameAt === undefined);
}

/**
 * What only the template tells, checked before anything is stored, drawn or charged: a clip format
 * needs an animation, `frame_at` falls inside it, and a synchronous clip is at most MAX_SYNC_DURATION_MS.
 * `prefix` names a page or template of several (`pages.1.`).
 */
export function checkAgainstAnimation(
  c: Checker,
  req: { format: string; isAsync: boolean; motionOptions: StoredMotionOptions | null },
  design: TemplateDesign,
): void {
  const animation = design.animation;
  const frameAt = req.motionOptions?.frameAt;
  if (!animation) {
    if (isClipFormat(req.format))
      c.fail(
        'format',
        `The template has no animation: a ${req.format} needs one (set the template's animation), or render it as png, jpeg, webp or pdf.`,
      );
    if (frameAt !== undefined) c.fail('frameAt', 'The frame at field needs a template with an animation.');
    return;
  }
  if (frameAt !== undefined && frameAt > animation.duration)
    c.fail('frameAt', `The frame at (${frameAt} ms) is after the end of the animation (${animation.duration} ms).`);
  if (!req.isAsync && rendersClip(req.format, design, req.motionOptions) && animation.duration > MAX_SYNC_DURATION_MS)
    c.fail(
      'async',
      `A clip longer than ${MAX_SYNC_DURATION_MS / 1000} s is rendered asynchronously: send async: true with a webhook url (this one lasts ${animation.duration / 1000} s).`,
    );
}
