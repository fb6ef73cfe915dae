const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Waits before attempts 2 to 11: about 23.7 hours from the first attempt to the last, so a
 * receiver that is down for most of a day still gets the event.
 */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [
  5 * SECOND,
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  1 * HOUR,
  2 * HOUR,
  4 * HOUR,
  8 * HOUR,
  8 * HOUR,
];

/** Each wait is scaled by a random factor in [0.9, 1.1), so failures that came together retry apart. */
export const RETRY_JITTER = 0.1;

export function jittered(delayMs: number, random: () => number = Math.random): number {
  return Math.round(delayMs * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random()));
}
