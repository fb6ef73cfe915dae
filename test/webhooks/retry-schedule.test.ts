import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_DELAYS_MS, jittered, RETRY_JITTER } from '../../src/webhooks/retry-schedule.js';

describe('the retry schedule', () => {
  it('spreads 11 attempts over about a day, each wait longer or as long as the one before', () => {
    expect(DEFAULT_RETRY_DELAYS_MS).toHaveLength(10);
    const total = DEFAULT_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(total / 3_600_000).toBeCloseTo(23.71, 2);
    for (let i = 1; i < DEFAULT_RETRY_DELAYS_MS.length; i++)
      expect(DEFAULT_RETRY_DELAYS_MS[i]).toBeGreaterThanOrEqual(DEFAULT_RETRY_DELAYS_MS[i - 1]);
    // Even with the most jitter either way, the last attempt comes 21 to 26 hours after the first.
    expect(total * (1 - RETRY_JITTER)).toBeGreaterThan(21 * 3_600_000);
    expect(total * (1 + RETRY_JITTER)).toBeLessThan(27 * 3_600_000);
  });

  it('jitter scales a wait by a factor in [0.9, 1.1)', () => {
    expect(jittered(10_000, () => 0)).toBe(9_000);
    expect(jittered(10_000, () => 0.5)).toBe(10_000);
    expect(jittered(10_000, () => 0.9999)).toBe(11_000);
    for (let i = 0; i < 200; i++) {
      const d = jittered(60_000);
      expect(d).toBeGreaterThanOrEqual(54_000);
      expect(d).toBeLessThanOrEqual(66_000);
    }
  });
});
