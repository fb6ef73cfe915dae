// The engine's public surface. It loads no drawing code: Skia, pdfkit and fontkit load in the pool's
// workers. For one-thread rendering (the bench) import renderScene from './render-scene.js'.
export { AssetError, AssetLoader, type AssetLoaderOptions } from './asset-loader.js';
export type { Rgba } from './colour.js';
export { parseColour } from './colour-parser.js';
export { listFonts, resolveFamily, uploadedFamilyNamed, type AccountFamilies, type FontFace, type FontInfo } from './fonts.js';
export { outputSize, pageSize, POINTS_PER_PIXEL } from './output-size.js';
export { RenderError } from './render-error.js';
export { createRenderer, type AccountFontSource, type Renderer, type RendererOptions } from './renderer.js';
export { buildScene, imageUrls, textFontFamilies } from './scene.js';
export type { OutputFormat, RenderRequest, RenderResult, Scene, SceneAssets } from './types.js';
