import { describe, expect, it } from 'vitest';
import { delayOf, formatFps, frameCount, frameTime, posterTime } from './frame-times.js';

describe('frame times', () => {
  it('a 2 s clip at 10 fps is 20 frames a tenth of a second apart, the last at 1.9 s', () => {
    expect(frameCount(2000, 10)).toBe(20);
    expect(frameTime(10, 10)).toBe(1000);
    expect(posterTime(2000, 10)).toBe(1900);
    expect(Array.from({ length: 20 }, (_, i) => delayOf(i, i + 1, 10, 2000, 10))).toEqual(Array(20).fill(10));
  });

  it('delays in hundredths add up to the duration exactly when the frame time is not a whole number of them', () => {
    const frames = frameCount(3000, 15);
    expect(frames).toBe(45);
    const delays = Array.from({ length: frames }, (_, i) => delayOf(i, i + 1, 15, 3000, 10));
    expect(new Set(delays)).toEqual(new Set([6, 7]));
    expect(delays.reduce((a, b) => a + b)).toBe(300);
    // Frames shown together (identical ones merged) take their time between them.
    expect(delayOf(0, 45, 15, 3000, 10)).toBe(300);
  });

  it('a duration that is not a whole number of frames ends with a shorter last frame', () => {
    expect(frameCount(1000, 7)).toBe(7);
    expect(delayOf(6, 7, 7, 1000, 1)).toBe(1000 - Math.round(6000 / 7));
    expect(frameCount(1, 60)).toBe(1);
  });

  it('each format has its default rate; a GIF samples at most 50 frames a second', () => {
    expect(formatFps('gif', undefined)).toBe(15);
    expect(formatFps('mp4', undefined)).toBe(30);
    expect(formatFps('gif', 60)).toBe(50);
    expect(formatFps('webp', 60)).toBe(60);
  });
});
