import type { FilterStep } from '../../templates/image-filter.js';

/**
 * An image layer's filter steps as a canvas `filter` (CSS syntax, which Skia draws), for an image
 * drawn at `scale` device pixels per layer pixel: blur is in layer pixels, so it scales with the output.
 */
export function filterCss(steps: readonly FilterStep[], scale: number): string {
  return steps.map(({ fn, amount }) => (fn === 'blur' ? `blur(${amount * scale}px)` : `${fn}(${amount})`)).join(' ');
}
