import {
  ANIMATED_PROPERTIES,
  DEFAULT_EASING,
  PERCENT,
  type AnimatedProperty,
  type LayerMotion,
  type Time,
} from './animation-schema.js';
import { parseEasing, type Easing } from './easing.js';
import { interpolate } from './interpolate.js';
import { presetKeys, presetWindow, type PresetBase } from './presets.js';

/**
 * A layer's motion as tracks: for each property its keyframes, explicit and from presets, in time
 * order, in milliseconds. A property holds its first keyframe's value before it and its last's after
 * it (CSS's `animation-fill-mode: both`); between two keyframes that set it, it moves from one to
 * the other along the earlier one's easing. Properties no keyframe sets keep the layer's own value.
 */

interface TrackKey<V> {
  time: number;
  value: V;
  /** CSS text, parsed (once, easing.ts caches) where the track is sampled: a track is plain data that crosses to render threads. */
  easing: string;
}
export type Track<V> = readonly TrackKey<V>[];
export type LayerTracks<V> = Partial<Record<AnimatedProperty, Track<V>>>;

/** Whether a layer moves (when its template has an animation). */
export const isAnimated = (layer: LayerMotion): boolean =>
  (layer.keyframes?.length ?? 0) > 0 || layer.entrance !== undefined || layer.exit !== undefined;

/** A time in milliseconds: as written, or its share of the duration. */
export function resolveTime(time: Time, durationMs: number): number {
  if (typeof time === 'number') return time;
  return (Number(PERCENT.exec(time)![1]) / 100) * durationMs;
}

const linear: Easing = (p) => p;

const easingOf = (text: string): Easing => {
  const e = parseEasing(text);
  // The schema refused an easing that does not parse; one stored before a rule changed moves linearly.
  return typeof e === 'function' ? e : linear;
};

/** The layer's tracks, with raw keyframe values (numbers, and colours and fills as written). */
export function layerTracks(layer: LayerMotion, base: PresetBase, durationMs: number): LayerTracks<number | string> {
  const keys = new Map<AnimatedProperty, TrackKey<number | string>[]>();
  const add = (property: AnimatedProperty, key: TrackKey<number | string>) => {
    const list = keys.get(property) ?? [];
    list.push(key);
    keys.set(property, list);
  };
  for (const kind of ['entrance', 'exit'] as const) {
    const preset = layer[kind];
    if (!preset) continue;
    const window = presetWindow(preset, kind, base, durationMs, (t) =>
      t === undefined ? undefined : resolveTime(t, durationMs),
    );
    for (const k of presetKeys(preset, kind, base, window))
      add(k.property, { time: k.time, value: k.value, easing: k.easing });
  }
  for (const keyframe of layer.keyframes ?? []) {
    const time = resolveTime(keyframe.time, durationMs);
    const easing = keyframe.easing ?? DEFAULT_EASING;
    for (const [property, value] of Object.entries(keyframe))
      if (property in ANIMATED_PROPERTIES && value !== undefined)
        add(property as AnimatedProperty, { time, value: value as number | string, easing });
  }
  // Stable: keyframes at the same moment keep their order (presets first), the later one holding from then on.
  return Object.fromEntries([...keys].map(([p, list]) => [p, list.sort((a, b) => a.time - b.time)]));
}

/** The value a track gives at `t` milliseconds. */
export function sampleTrack<V>(track: Track<V>, t: number): V {
  // The last keyframe at or before t (tracks are short: at most a hundred keyframes and two presets).
  let i = -1;
  while (i + 1 < track.length && track[i + 1].time <= t) i++;
  if (i < 0) return track[0].value;
  if (i === track.length - 1) return track[i].value;
  const [a, b] = [track[i], track[i + 1]];
  return interpolate(a.value, b.value, easingOf(a.easing)((t - a.time) / (b.time - a.time)));
}

/** The track with each value made another (parsed). */
export const mapTrack = <V, W>(track: Track<V>, f: (v: V) => W): Track<W> =>
  track.map((k) => ({ ...k, value: f(k.value) }));
