import { describe, expect, it } from 'vitest';
import { SIZE_PRESETS, findPreset, presetForDimensions } from './size-presets.js';

const PLATFORMS = ['Social networks', 'Web and email', 'Display ads', 'Print'];

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** `16:9` or `1.91:1` / `1:1.41` as width over height. */
function ratioValue(ratio: string): number {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(ratio);
  if (!match) throw new Error(`not a ratio: ${ratio}`);
  return Number(match[1]) / Number(match[2]);
}

describe('SIZE_PRESETS', () => {
  it('has at least 40 presets, at least 5 in each of the four platforms and no other platform', () => {
    expect(SIZE_PRESETS.length).toBeGreaterThanOrEqual(40);
    for (const platform of PLATFORMS) {
      expect(SIZE_PRESETS.filter((p) => p.platform === platform).length, platform).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(SIZE_PRESETS.map((p) => p.platform))).toEqual(new Set(PLATFORMS));
  });

  it('has unique kebab-case ids', () => {
    const ids = SIZE_PRESETS.map((p) => p.size);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('keeps every side an integer within the template API limit of 1..4000', () => {
    for (const p of SIZE_PRESETS) {
      for (const side of [p.width, p.height]) {
        expect(Number.isInteger(side), p.size).toBe(true);
        expect(side, p.size).toBeGreaterThanOrEqual(1);
        expect(side, p.size).toBeLessThanOrEqual(4000);
      }
    }
  });

  it('names every preset with its pixel dimensions', () => {
    for (const p of SIZE_PRESETS) expect(p.name).toContain(`(${p.width} × ${p.height})`);
  });

  it('gives an aspect ratio consistent with the dimensions, reduced when the terms are small', () => {
    for (const p of SIZE_PRESETS) {
      const actual = p.width / p.height;
      expect(Math.abs(ratioValue(p.aspect_ratio) - actual) / actual, `${p.size} ${p.aspect_ratio}`).toBeLessThan(0.01);
      // Integer terms must be the exact ratio with small terms; decimal forms are always against 1.
      const [a, b] = p.aspect_ratio.split(':');
      if (a.includes('.') || b.includes('.')) {
        expect(a === '1' || b === '1', p.size).toBe(true);
      } else {
        expect(Number(a) * p.height, p.size).toBe(Number(b) * p.width);
        expect(Math.max(Number(a), Number(b)), p.size).toBeLessThanOrEqual(32);
        expect(gcd(Number(a), Number(b)), `${p.size} not reduced`).toBe(1);
      }
    }
  });

  it('gives every preset a non-negative integer safe margin that leaves room for content', () => {
    for (const p of SIZE_PRESETS) {
      expect(Number.isInteger(p.safe_margin_px), p.size).toBe(true);
      expect(p.safe_margin_px, p.size).toBeGreaterThanOrEqual(0);
      expect(p.safe_margin_px * 2, p.size).toBeLessThan(Math.min(p.width, p.height));
    }
  });

  it('has the published sizes for well-known targets', () => {
    expect(findPreset('instagram-post')).toMatchObject({ width: 1080, height: 1080, aspect_ratio: '1:1' });
    expect(findPreset('instagram-portrait')).toMatchObject({ width: 1080, height: 1350, aspect_ratio: '4:5' });
    expect(findPreset('instagram-story')).toMatchObject({
      width: 1080,
      height: 1920,
      aspect_ratio: '9:16',
      safe_margin_px: 250,
    });
    expect(findPreset('og-image')).toMatchObject({ width: 1200, height: 630, platform: 'Web and email' });
    expect(findPreset('linkedin-post')).toMatchObject({ width: 1200, height: 627, aspect_ratio: '1.91:1' });
    expect(findPreset('x-header')).toMatchObject({ width: 1500, height: 500, aspect_ratio: '3:1' });
    expect(findPreset('youtube-thumbnail')).toMatchObject({ width: 1280, height: 720, aspect_ratio: '16:9' });
    expect(findPreset('iab-medium-rectangle')).toMatchObject({ width: 300, height: 250, platform: 'Display ads' });
    expect(findPreset('iab-leaderboard')).toMatchObject({ width: 728, height: 90, aspect_ratio: '8.09:1' });
    expect(findPreset('a4-portrait')).toMatchObject({
      width: 2480,
      height: 3508,
      aspect_ratio: '1:1.41',
      platform: 'Print',
    });
    expect(findPreset('us-letter-portrait')).toMatchObject({ width: 2550, height: 3300 });
    expect(findPreset('business-card-us')).toMatchObject({ width: 1050, height: 600, safe_margin_px: 36 });
  });

  it('says so in the name when a print size is scaled below 300 DPI', () => {
    for (const p of SIZE_PRESETS.filter((preset) => preset.platform === 'Print')) {
      if (p.size.endsWith('dpi')) expect(p.name, p.size).toMatch(/at \d+ DPI/);
    }
  });

  it('cannot be mutated by callers', () => {
    expect(Object.isFrozen(SIZE_PRESETS)).toBe(true);
    expect(Object.isFrozen(SIZE_PRESETS[0])).toBe(true);
  });
});

describe('findPreset', () => {
  it('finds every preset by its id and nothing for unknown ids', () => {
    for (const p of SIZE_PRESETS) expect(findPreset(p.size)).toBe(p);
    expect(findPreset('no-such-size')).toBeUndefined();
    expect(findPreset('')).toBeUndefined();
  });
});

describe('presetForDimensions', () => {
  it('finds a preset by exact dimensions', () => {
    expect(presetForDimensions(300, 250)?.size).toBe('iab-medium-rectangle');
    expect(presetForDimensions(2480, 3508)?.size).toBe('a4-portrait');
    expect(presetForDimensions(3508, 2480)?.size).toBe('a4-landscape');
  });

  it('returns the first preset when dimensions are shared', () => {
    const shared = SIZE_PRESETS.filter((p) => p.width === 1080 && p.height === 1920);
    expect(shared.length).toBeGreaterThan(1);
    expect(presetForDimensions(1080, 1920)).toBe(shared[0]);
    expect(presetForDimensions(1080, 1920)?.size).toBe('instagram-story');
  });

  it('returns undefined when no preset matches', () => {
    expect(presetForDimensions(1, 1)).toBeUndefined();
    expect(presetForDimensions(250, 300)).toBeUndefined();
  });
});
