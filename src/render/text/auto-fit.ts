import type { Wrapped } from './line-breaking.js';

/**
 * Layout's fitting phase: the font size the text is laid out at, and its lines there. Without auto-fit, or when the
 * text fits, the set size; with it, the largest size (bisected to a quarter pixel, down to the minimum) at which no
 * line overflows and no word is cut.
 */
export function fitText(
  wrapAt: (size: number) => Wrapped,
  sizes: { fontSize: number; minFontSize: number; autoFit: boolean },
): { fontSize: number; wrapped: Wrapped } {
  const fontSize = sizes.fontSize;
  const wrapped = wrapAt(fontSize);
  const fits = (w: Wrapped) => !w.overflow && !w.brokeWord;
  if (!sizes.autoFit || fits(wrapped)) return { fontSize, wrapped };
  let lo = sizes.minFontSize;
  let hi = fontSize;
  let best = wrapAt(lo);
  if (fits(best)) {
    while (hi - lo > 0.25) {
      const mid = (lo + hi) / 2;
      const attempt = wrapAt(mid);
      if (fits(attempt)) [lo, best] = [mid, attempt];
      else hi = mid;
    }
  }
  return { fontSize: lo, wrapped: best };
}
