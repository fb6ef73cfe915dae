import { RenderError } from './render-error.js';
import { renderScene } from './render-scene.js';
import type { RenderResult, Scene, SceneAssets } from './types.js';

export interface RenderTask {
  scene: Scene;
  assets: SceneAssets;
}

/** Errors lose their class crossing threads, so a RenderError travels as data. */
export type RenderOutcome = { ok: RenderResult } | { error: { message: string; layer?: string } };

export default async function renderTask({ scene, assets }: RenderTask): Promise<RenderOutcome> {
  try {
    return { ok: await renderScene(scene, assets) };
  } catch (err) {
    if (err instanceof RenderError) return { error: { message: err.message, layer: err.layer } };
    throw err;
  }
}
