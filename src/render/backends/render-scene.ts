import { drawRaster, renderRaster } from './canvas-backend.js';
import { outputSize, pageSize } from '../base/output-size.js';
import { renderPdf } from './pdf-backend.js';
import { RenderError } from '../base/render-error.js';
import { layoutScene } from '../scene/scene-layout.js';
import { flowPages } from '../scene/page-flow.js';
import { drawCharts } from '../data/chart-drawing.js';
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
  const charts = await drawCharts(scene.nodes, measurer);
  if (scene.format === 'pdf')
    return {
      data: await renderPdf(flowPages([{ scene, nodes: layoutScene(scene, assets, measurer, 0, charts) }], measurer)),
      contentType,
      ...pageSize(scene),
    };
  return { data: await renderRaster(scene, assets, measurer, scene.format, charts), contentType, ...outputSize(scene) };
}

/**
 * Lays out and draws PDF scenes as one document, a page each in order; a RenderError names its
 * page. The result's size is the first page's.
 */
export async function renderDocument(scenes: readonly Scene[], assets: SceneAssets): Promise<RenderResult> {
  measurer ??= createCanvasMeasurer();
  const m = measurer;
  const pages = [];
  for (const [i, scene] of scenes.entries()) {
    try {
      pages.push({ scene, nodes: layoutScene(scene, assets, m, 0, await drawCharts(scene.nodes, m)) });
    } catch (e) {
      throw RenderError.onPage(i + 1, e);
    }
  }
  return { data: await renderPdf(flowPages(pages, m)), contentType: CONTENT_TYPES.pdf, ...pageSize(scenes[0]) };
}

/**
 * A raster scene (a clip's frame, render/motion/) drawn in the calling thread: its pixels,
 * premultiplied RGBA; `whiteUnder` fills what is transparent with white (an MP4's, as a JPEG's).
 */
export async function drawPixels(scene: Scene, assets: SceneAssets, whiteUnder = false): Promise<Buffer> {
  measurer ??= createCanvasMeasurer();
  const charts = await drawCharts(scene.nodes, measurer);
  return drawRaster(scene, assets, measurer, whiteUnder, charts).canvas.data();
}
