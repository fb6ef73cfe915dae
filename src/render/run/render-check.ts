import type { Renderer } from './renderer.js';
import type { RenderRequest } from '../base/types.js';

const TINY: RenderRequest = { design: { width: 1, height: 1, background_color: '#ffffff', layers: [] }, format: 'png' };

/** Draws a 1x1 image on the renderer: the render check of /readyz (src/ops/readiness.ts). */
export function renderCheck(renderer: Renderer): () => Promise<unknown> {
  return () => renderer.render(TINY);
}
