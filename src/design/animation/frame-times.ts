import { GIF_MAX_FPS } from './limits.js';

/**
 * When each frame of a clip is drawn and how long it shows. Frame i is the instant i/fps s after the
 * start and shows until the next (the last until the end of the duration), so the delays add up to
 * the duration exactly: each delay is the difference of the frames' start times rounded to the
 * format's unit, never rounded alone, so no error builds up over a long clip.
 */

const MOTION_FORMATS = ['gif', 'apng', 'webp', 'mp4'] as const;
export type MotionFormat = (typeof MOTION_FORMATS)[number];

/** Frames per second when the template's `animation` names none. */
export const DEFAULT_FPS: Record<MotionFormat, number> = { gif: 15, apng: 30, webp: 30, mp4: 30 };

/** The rate a format samples the clip at: the template's (or the format's default), a GIF's at most 50. */
export function formatFps(format: MotionFormat, fps: number | undefined): number {
  const wanted = fps ?? DEFAULT_FPS[format];
  return format === 'gif' ? Math.min(wanted, GIF_MAX_FPS) : wanted;
}

/** How many frames a clip has: every start time before the end. */
export function frameCount(durationMs: number, fps: number): number {
  return Math.max(1, Math.ceil((durationMs * fps) / 1000 - 1e-9));
}

/** Frame i's instant, in milliseconds. */
export const frameTime = (i: number, fps: number): number => (i * 1000) / fps;

/** The instant a still of an animated template shows by default: the last frame's. */
export const posterTime = (durationMs: number, fps: number): number => frameTime(frameCount(durationMs, fps) - 1, fps);

/**
 * How long frames `from` to `to` (exclusive) show together, in `unit` milliseconds (10 for a GIF's
 * hundredths, 1 for WebP): the difference of their rounded start times, the end of the clip closing the last.
 */
export function delayOf(from: number, to: number, fps: number, durationMs: number, unit: number): number {
  const frames = frameCount(durationMs, fps);
  const start = (i: number) => Math.round((i >= frames ? durationMs : frameTime(i, fps)) / unit);
  return start(to) - start(from);
}
