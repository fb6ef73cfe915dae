import type { Animation, LayerMotion, Time } from './animation-schema.js';
import { DEFAULT_FPS, frameCount } from './frame-times.js';
import { MAX_PIXEL_FRAMES } from './limits.js';
import { isAnimated, resolveTime } from './timeline.js';

/** A refusal of the whole template's motion: the path of the field below the template, and why. */
export interface MotionProblem {
  path: (string | number)[];
  message: string;
}

/** The most frames a clip of this animation draws at any format's rate. */
const mostFrames = (a: Animation) => frameCount(a.duration, a.fps ?? Math.max(...Object.values(DEFAULT_FPS)));

const ms = (t: number) => `${Math.round(t * 1000) / 1000} ms`;

/**
 * What only the whole template tells, once each field has passed its own schema: keyframes and
 * presets without an animation, keyframe times after the end or out of order, a preset that ends
 * after the clip, and a clip that draws more than MAX_PIXEL_FRAMES pixels.
 */
export function motionProblems(
  animation: Animation | null | undefined,
  layers: readonly LayerMotion[],
  canvas: { width: number; height: number },
): MotionProblem[] {
  const problems: MotionProblem[] = [];
  if (!animation) {
    layers.forEach((layer, i) => {
      if (!isAnimated(layer)) return;
      const field = layer.keyframes?.length ? 'keyframes' : layer.entrance ? 'entrance' : 'exit';
      problems.push({
        path: ['layers', i, field],
        message: `The layers.${i}.${field} field needs the template's animation: set animation.duration.`,
      });
    });
    return problems;
  }
  const pixels = canvas.width * canvas.height * mostFrames(animation);
  if (pixels > MAX_PIXEL_FRAMES)
    problems.push({
      path: ['animation'],
      message:
        `A ${canvas.width}x${canvas.height} animation of ${mostFrames(animation)} frames draws ${pixels.toLocaleString('en-US')} pixels, ` +
        `more than ${MAX_PIXEL_FRAMES.toLocaleString('en-US')} (width x height x frames): shorten the duration, lower the fps or the size.`,
    });
  const end = animation.duration;
  const at = (t: Time) => resolveTime(t, end);
  layers.forEach((layer, i) => {
    // The keyframe before, among those inside the clip.
    let previous: { index: number; time: number } | undefined;
    (layer.keyframes ?? []).forEach((k, j) => {
      const t = at(k.time);
      const path = ['layers', i, 'keyframes', j, 'time'];
      if (t > end)
        return problems.push({ path, message: `The time (${ms(t)}) is after the end of the animation (${ms(end)}).` });
      if (previous && t < previous.time)
        problems.push({
          path,
          message: `The keyframes must be in time order: keyframe ${j} (${ms(t)}) comes before keyframe ${previous.index} (${ms(previous.time)}).`,
        });
      previous = { index: j, time: t };
    });
    for (const kind of ['entrance', 'exit'] as const) {
      const preset = layer[kind];
      if (!preset || (preset.start === undefined && preset.duration === undefined)) continue;
      const start = preset.start === undefined ? (kind === 'entrance' ? 0 : end - preset.duration!) : at(preset.start);
      const stop = start + (preset.duration ?? 0);
      if (start < 0 || stop > end)
        problems.push({
          path: ['layers', i, kind],
          message: `The ${kind} runs from ${ms(start)} to ${ms(stop)}, outside the animation (0 to ${ms(end)}).`,
        });
    }
  });
  return problems;
}
