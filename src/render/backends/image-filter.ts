import type { FilterStep } from '../../design/layers/image-filter.js';

/**
 * An image layer's filter steps as a canvas `filter` (CSS syntax, which Skia draws), for an image
 * drawn at `scale` device pixels per layer pixel: blur is in layer pixels, so it scales with the output.
 */
export function filterCss(steps: readonly FilterStep[], scale: number): string {
  return steps.map(({ fn, amount }) => (fn === 'blur' ? `blur(${amount * scale}px)` : `${fn}(${amount})`)).join(' ');
}

/**
 * How far past what it blurs a filter's blur reaches, in pixels at `scale`: three deviations (CSS's
 * `blur(r)` is a Gaussian of deviation r), of all its blurs together. 0 when it has no blur.
 */
export function blurReach(steps: readonly FilterStep[], scale: number): number {
  const deviation = steps.reduce((sum, { fn, amount }) => (fn === 'blur' ? sum + amount : sum), 0);
  return Math.ceil(3 * deviation * scale);
}
