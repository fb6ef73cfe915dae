// The engine's public surface. It loads no drawing code: Skia, pdfkit and fontkit load in the pool's
// workers. For one-thread rendering (the bench) import renderScene from './render-scene.js'.
export { AssetLoader } from './asset-loader.js';
export { listFonts, uploadedFamilyNamed, type AccountFamilies, type FontFace, type FontInfo } from './fonts.js';
export { RenderError } from './render-error.js';
export { createRenderer, type AccountFontSource, type Renderer } from './renderer.js';
export { buildScene, textFontFamilies } from './scene.js';
export type { OutputFormat, RenderRequest } from './types.js';
