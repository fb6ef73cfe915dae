// The engine's public surface. It loads no drawing code: Skia, pdfkit and fontkit load in the pool's
// workers. For one-thread rendering (the bench) import renderScene from './backends/render-scene.js'.
export { AssetLoader } from './run/asset-loader.js';
export { listFonts, uploadedFamilyNamed, type AccountFamilies, type FontFace, type FontInfo } from './fonts/fonts.js';
export { RenderError } from './base/render-error.js';
export {
  looksLikeSvg,
  sanitisedSvgTree,
  sanitiseSvg,
  serialiseSvgElement,
  SvgRefused,
  type SvgElement,
} from './base/svg-sanitiser.js';
export { createRenderer, type AccountFontSource, type Renderer } from './run/renderer.js';
export { buildScene, textFontFamilies } from './scene/scene.js';
export {
  ATTACHMENT_RELATIONSHIPS,
  type OutputFormat,
  type PdfOptions,
  type RenderRequest,
  type RenderResult,
} from './base/types.js';
export type { MotionFormat } from '../design/animation/frame-times.js';
export { h264EncoderName } from './encoders/motion/open-h264.js';
