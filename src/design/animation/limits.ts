/**
 * What one animation may ask of the engine (docs/rendering.md "Animation", docs/api.md): a template
 * write or a render that goes beyond any of these is refused with the field named, before anything
 * is drawn or charged.
 */

/** A minute of motion. */
export const MAX_DURATION_MS = 60_000;
export const MIN_FPS = 1;
export const MAX_FPS = 60;
/**
 * A GIF's delays are in hundredths of a second, and browsers draw a delay under 2 as 10: a GIF's
 * frames are sampled at most 50 times a second, whatever `fps` says.
 */
export const GIF_MAX_FPS = 50;
/** `loop` as a count of plays; `forever` loops without end. */
export const MAX_LOOPS = 1000;
export const MAX_KEYFRAMES_PER_LAYER = 100;
/**
 * Pixels drawn over the whole clip (width x height x frames, at the render's scale): a minute of
 * 1920x1080 at 30 fps is 3.7 billion.
 */
export const MAX_PIXEL_FRAMES = 4_000_000_000;
/** The most an encoded animation may weigh; an encoder that passes it stops and the render fails, charging nothing. */
export const MAX_OUTPUT_BYTES = 100 * 1024 * 1024;
