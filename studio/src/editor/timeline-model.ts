import type { Animation, Design, Layer } from './design';

/** What "Animate" gives a still design: 3 s at 30 fps, looping (docs/rendering.md "Animation"). */
export const DEFAULT_ANIMATION: Animation = { duration: 3000, fps: 30, loop: 'forever' };

/** The easings a keyframe may take (CSS's); the last two are examples of their families. */
export const EASINGS = [
  'linear',
  'ease',
  'ease-in',
  'ease-out',
  'ease-in-out',
  'cubic-bezier(0.34, 1.56, 0.64, 1)',
  'steps(4)',
];

/** One keyframe as the API stores it: a time (ms here) and the properties it sets. */
interface Keyframe {
  time: number | string;
  easing?: string;
  [property: string]: unknown;
}

/** The properties a keyframe added at the playhead records: the layer's box, rotation and opacity as they are. */
const snapshot = (l: Layer) => ({
  x: l.x,
  y: l.y,
  width: l.width,
  height: l.height,
  rotation: l.rotation ?? 0,
  opacity: (l.opacity as number | undefined) ?? 1,
});

export const keyframesOf = (l: Layer): Keyframe[] => (Array.isArray(l.keyframes) ? (l.keyframes as Keyframe[]) : []);

/** A keyframe's time in ms (a share of the duration resolved), for ordering and display. */
export const timeMs = (k: Keyframe, duration: number): number =>
  typeof k.time === 'string' ? (parseFloat(k.time) / 100) * duration : k.time;

/** The layer with a keyframe at `at` ms recording its current values (replacing one at that time), in time order. */
export function withKeyframeAt(l: Layer, at: number, duration: number): Layer {
  const kept = keyframesOf(l).filter((k) => timeMs(k, duration) !== at);
  const keyframes = [...kept, { time: at, ...snapshot(l), easing: 'ease' }].sort(
    (a, b) => timeMs(a, duration) - timeMs(b, duration),
  );
  return { ...l, keyframes };
}

/** The design with its animation's fields changed; a keyframe after a shortened end is left for the API to name. */
export const withAnimation = (d: Design, patch: Partial<Animation>): Design => ({
  ...d,
  animation: { ...(d.animation ?? DEFAULT_ANIMATION), ...patch },
});
