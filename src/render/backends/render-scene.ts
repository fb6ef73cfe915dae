import { drawRaster, renderRaster } from './canvas-backend.js';
import { outputSize, pageSize } from '../base/output-size.js';
import { renderPdf } from './pdf-backend.js';
import { RenderError } from '../base/render-error.js';
import { layoutScene } from '../scene/scene-layout.js';
import { createCanvasMeasurer, type TextMeasurer } from '../text/text-measurer.js';
import type { OutputFormat, RenderResult, Scene, SceneAssets } from '../base/types.js';

const CONTENT_TYPES: Record<OutputFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

let measurer: TextMeasurer | undefined;

/**
 * Lays out and draws a scene in the calling thread: what each pool worker runs, and what the
 * bench times on one thread. Throws RenderError for content that cannot be drawn.
 */
export async function renderScene(scene: Scene, assets: SceneAssets): Promise<RenderResult> {
  measurer ??= createCanvasMeasurer();
  const contentType = CONTENT_TYPES[scene.format];
  if (scene.format === 'pdf')
    return {
      data: await renderPdf([{ scene, nodes: layoutScene(scene, assets, measurer) }]),
      contentType,
      ...pageSize(scene),
    };
  return { data: await renderRaster(scene, assets, measurer, scene.format), contentType, ...outputSize(scene) };
}

/**
 * Lays out and draws PDF scenes as one document, a page each in order; a RenderError names its
 * page. The result's size is the first page's.
 */
export async function renderDocument(scenes: readonly Scene[], assets: SceneAssets): Promise<RenderResult> {
  measurer ??= createCanvasMeasurer();
  const m = measurer;
  const pages = scenes.map((scene, i) => {
    try {
      return { scene, nodes: layoutScene(scene, assets, m) };
    } catch (e) {
      throw RenderError.onPage(i + 1, e);
    }
  });
  return { data: await renderPdf(pages), contentType: CONTENT_TYPES.pdf, ...pageSize(scenes[0]) };
}

/**
 * A raster scene (a clip's frame, render/motion/) drawn in the calling thread: its pixels,
 * premultiplied RGBA; `whiteUnder` fills what is transparent with white (an MP4's, as a JPEG's).
 */
export function drawPixels(scene: Scene, assets: SceneAssets, whiteUnder = false): Buffer {
  measurer ??= createCanvasMeasurer();
  return drawRaster(scene, assets, measurer, whiteUnder).canvas.data();
}
