import { DEFAULT_EASING, type AnimatedProperty, type Preset, type PresetName } from './animation-schema.js';

/**
 * Named entrances and exits as keyframes (docs/rendering.md "Presets"). An entrance moves a property
 * from its preset value to the layer's own; an exit from the layer's own to the preset value. The
 * layer's own values are read at render time, after variants, so a preset follows a changed text
 * (typewriter) or opacity.
 */

/** The layer's own values a preset starts from or ends at, and the canvas a slide leaves. */
export interface PresetBase {
  x: number;
  y: number;
  width: number;
  height: number;
  opacity: number;
  /** A text layer's characters (grapheme clusters); 0 for other layers. */
  characters: number;
  canvas: { width: number; height: number };
}

/** One property's keyframes from a preset, in milliseconds. */
export interface PresetKey {
  property: AnimatedProperty;
  time: number;
  value: number;
  easing: string;
}

interface PresetShape {
  /** Milliseconds, when the template names none. */
  duration: (base: PresetBase) => number;
  /** The entrance's easing; an exit runs it backwards in time, so it takes the mirrored curve. */
  easing: { entrance: string; exit: string };
  /** Each property's value away from the layer's own (where an entrance starts and an exit ends). */
  away: (base: PresetBase, preset: Preset) => Partial<Record<AnimatedProperty, number>>;
}

const TYPEWRITER_MS_PER_CHARACTER = 40;

const PRESET_SHAPES: Record<PresetName, PresetShape> = {
  fade: { duration: () => 500, easing: { entrance: 'ease-out', exit: 'ease-in' }, away: () => ({ opacity: 0 }) },
  slide: {
    duration: () => 600,
    easing: { entrance: 'ease-out', exit: 'ease-in' },
    away: (b, { edge = 'left', distance }) => {
      switch (edge) {
        case 'left':
          return { x: distance === undefined ? -b.width : b.x - distance };
        case 'right':
          return { x: distance === undefined ? b.canvas.width : b.x + distance };
        case 'top':
          return { y: distance === undefined ? -b.height : b.y - distance };
        case 'bottom':
          return { y: distance === undefined ? b.canvas.height : b.y + distance };
      }
    },
  },
  scale: { duration: () => 500, easing: { entrance: 'ease-out', exit: 'ease-in' }, away: () => ({ scale: 0 }) },
  // Grows past its size and settles (CSS's well-known "back" curves), fading in over the same time.
  pop: {
    duration: () => 450,
    easing: { entrance: 'cubic-bezier(0.34, 1.56, 0.64, 1)', exit: 'cubic-bezier(0.36, 0, 0.66, -0.56)' },
    away: () => ({ scale: 0, opacity: 0 }),
  },
  typewriter: {
    duration: (b) => Math.max(1, b.characters * TYPEWRITER_MS_PER_CHARACTER),
    easing: { entrance: 'linear', exit: 'linear' },
    away: () => ({ visible_characters: 0 }),
  },
};

const OWN: Record<string, (b: PresetBase) => number> = {
  x: (b) => b.x,
  y: (b) => b.y,
  opacity: (b) => b.opacity,
  scale: () => 1,
  visible_characters: (b) => b.characters,
};

/** When a preset runs, in milliseconds: what the template says, or its own length placed at the clip's start (entrance) or end (exit). */
export function presetWindow(
  preset: Preset,
  kind: 'entrance' | 'exit',
  base: PresetBase,
  durationMs: number,
  resolve: (time: Preset['start']) => number | undefined,
): { start: number; end: number } {
  const start = resolve(preset.start);
  const fallback = PRESET_SHAPES[preset.preset].duration(base);
  if (kind === 'entrance') {
    const from = start ?? 0;
    return { start: from, end: from + (preset.duration ?? Math.min(fallback, Math.max(0, durationMs - from))) };
  }
  const length = preset.duration ?? Math.min(fallback, durationMs - (start ?? 0));
  const from = start ?? durationMs - length;
  return { start: from, end: from + length };
}

/** The keyframes a preset stands for: two per property it moves. */
export function presetKeys(
  preset: Preset,
  kind: 'entrance' | 'exit',
  base: PresetBase,
  window: { start: number; end: number },
): PresetKey[] {
  const shape = PRESET_SHAPES[preset.preset];
  const easing = preset.easing ?? shape.easing[kind];
  return Object.entries(shape.away(base, preset)).flatMap(([property, away]) => {
    const own = OWN[property](base);
    const [from, to] = kind === 'entrance' ? [away!, own] : [own, away!];
    return [
      { property: property as AnimatedProperty, time: window.start, value: from, easing },
      { property: property as AnimatedProperty, time: window.end, value: to, easing: DEFAULT_EASING },
    ];
  });
}
