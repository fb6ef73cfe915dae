import { describe, expect, it } from 'vitest';
import type { LayerMotion } from './animation-schema.js';
import { parseEasing } from './easing.js';
import type { PresetBase } from './presets.js';
import { motionProblems } from './timeline-check.js';
import { layerTracks, sampleTrack } from './timeline.js';

const BASE: PresetBase = {
  x: 100,
  y: 50,
  width: 200,
  height: 80,
  opacity: 0.8,
  characters: 20,
  canvas: { width: 1200, height: 630 },
};

const at = (motion: LayerMotion, duration: number, property: string, t: number) => {
  const track = layerTracks(motion, BASE, duration)[property as 'x'];
  if (!track) throw new Error(`no ${property} track`);
  return sampleTrack(track, t);
};

describe('a layer at time t', () => {
  it('moves linearly between keyframes: x 0 to 100 over 2 s is 50 at 1 s', () => {
    const motion = {
      keyframes: [
        { time: 0, x: 0, easing: 'linear' },
        { time: 2000, x: 100 },
      ],
    };
    expect(at(motion, 2000, 'x', 1000)).toBe(50);
    expect(at(motion, 2000, 'x', 500)).toBe(25);
  });

  it('follows the earlier keyframe’s easing: ease-in-out puts x where CSS does', () => {
    const motion = {
      keyframes: [
        { time: 0, x: 0, easing: 'ease-in-out' },
        { time: '100%', x: 100 },
      ],
    };
    const curve = parseEasing('ease-in-out') as (p: number) => number;
    expect(at(motion, 2000, 'x', 500)).toBeCloseTo(100 * curve(0.25), 9);
    expect(at(motion, 2000, 'x', 500)).toBeCloseTo(12.916, 2);
    expect(at(motion, 2000, 'x', 1000)).toBeCloseTo(50, 6);
  });

  it('holds the first value before the first keyframe and the last after the last (fill-mode both)', () => {
    const motion = {
      keyframes: [
        { time: '25%', opacity: 0.2 },
        { time: '50%', opacity: 1 },
      ],
    };
    expect(at(motion, 4000, 'opacity', 0)).toBe(0.2);
    expect(at(motion, 4000, 'opacity', 3999)).toBe(1);
  });

  it('interpolates each property between the keyframes that set it', () => {
    const motion = {
      keyframes: [
        { time: 0, x: 0, y: 0, easing: 'linear' },
        { time: 1000, x: 100, easing: 'linear' },
        { time: 2000, y: 100 },
      ],
    };
    expect(at(motion, 2000, 'x', 500)).toBe(50);
    expect(at(motion, 2000, 'y', 1000)).toBe(50);
  });

  it('slides in from the left edge (just beyond it) to the layer’s own x', () => {
    const motion = { entrance: { preset: 'slide' as const, duration: 1000, easing: 'linear' } };
    expect(at(motion, 3000, 'x', 0)).toBe(-200);
    expect(at(motion, 3000, 'x', 500)).toBe(-50);
    expect(at(motion, 3000, 'x', 2000)).toBe(100);
    const fromBottom = { entrance: { preset: 'slide' as const, edge: 'bottom' as const, distance: 40 } };
    expect(at(fromBottom, 3000, 'y', 0)).toBe(90);
  });

  it('fades out at the end by default, to the layer’s own opacity before it', () => {
    const motion = { exit: { preset: 'fade' as const } };
    expect(at(motion, 3000, 'opacity', 2499)).toBe(0.8);
    expect(at(motion, 3000, 'opacity', 3000)).toBe(0);
  });

  it('pops past full size before settling, and types a text’s characters one by one', () => {
    const pop = { entrance: { preset: 'pop' as const } };
    const peak = Math.max(...Array.from({ length: 45 }, (_, i) => Number(at(pop, 3000, 'scale', i * 10))));
    expect(peak).toBeGreaterThan(1.05);
    expect(at(pop, 3000, 'scale', 450)).toBe(1);
    const typewriter = { entrance: { preset: 'typewriter' as const } };
    expect(at(typewriter, 3000, 'visible_characters', 0)).toBe(0);
    expect(at(typewriter, 3000, 'visible_characters', 400)).toBe(10);
    expect(at(typewriter, 3000, 'visible_characters', 800)).toBe(20);
  });

  it('merges presets and keyframes of one property in time order', () => {
    const motion = {
      entrance: { preset: 'fade' as const, duration: 500, easing: 'linear' },
      keyframes: [
        { time: 1000, opacity: 0.8, easing: 'linear' },
        { time: 2000, opacity: 0.2 },
      ],
    };
    expect(at(motion, 3000, 'opacity', 250)).toBeCloseTo(0.4);
    expect(at(motion, 3000, 'opacity', 1500)).toBeCloseTo(0.5);
  });
});

describe('a template’s motion, checked whole', () => {
  const canvas = { width: 1200, height: 630 };
  const animation = { duration: 2000, loop: 'forever' as const };

  it('refuses keyframes after the end or out of order, naming the keyframe', () => {
    const problems = motionProblems(
      animation,
      [
        {},
        {
          keyframes: [
            { time: 500, x: 1 },
            { time: 3000, x: 2 },
            { time: 100, x: 3 },
            { time: '100%', x: 4 },
          ],
        },
      ],
      canvas,
    );
    expect(problems).toEqual([
      {
        path: ['layers', 1, 'keyframes', 1, 'time'],
        message: 'The time (3000 ms) is after the end of the animation (2000 ms).',
      },
      {
        path: ['layers', 1, 'keyframes', 2, 'time'],
        message: 'The keyframes must be in time order: keyframe 2 (100 ms) comes before keyframe 0 (500 ms).',
      },
    ]);
  });

  it('refuses motion without an animation, and presets outside the clip', () => {
    expect(motionProblems(null, [{ entrance: { preset: 'fade' } }], canvas)).toEqual([
      {
        path: ['layers', 0, 'entrance'],
        message: "The layers.0.entrance field needs the template's animation: set animation.duration.",
      },
    ]);
    expect(motionProblems(animation, [{ exit: { preset: 'fade', start: 1800, duration: 400 } }], canvas)[0]).toEqual({
      path: ['layers', 0, 'exit'],
      message: 'The exit runs from 1800 ms to 2200 ms, outside the animation (0 to 2000 ms).',
    });
  });

  it('refuses a clip that draws more than 4 billion pixels', () => {
    const [problem] = motionProblems({ duration: 60_000, fps: 30, loop: 'forever' }, [], { width: 4000, height: 4000 });
    expect(problem.path).toEqual(['animation']);
    expect(problem.message).toContain('A 4000x4000 animation of 1800 frames draws 28,800,000,000 pixels');
    expect(motionProblems({ duration: 60_000, fps: 30, loop: 'forever' }, [], { width: 1920, height: 1080 })).toEqual(
      [],
    );
  });
});
