import { fitImage } from '../base/geometry.js';
import { RenderError } from '../base/render-error.js';
import type { ImageAsset, Scene, SceneAssets, SceneNode } from '../base/types.js';

/**
 * The pixels of effects one render (one page of a document) may draw (docs/rendering.md "Effects
 * budget"): four shadows the size of a 4000x4000 template. A shadow, a blurred image and each pass
 * of an SVG's filters (run/svg-filter-cost.ts) cost about a blur of the pixels they cover, whatever
 * the blur's radius (Skia samples wide blurs coarsely): a 4000x4000 shadow took 0.2-0.5 s here.
 * Counted before anything is drawn, so 200 such layers fail at once instead of running for minutes.
 */
const EFFECTS_BUDGET_PIXELS = 64_000_000;

/** Throws a RenderError naming the layer whose effects take the scene past the budget. */
export function checkEffectsBudget(scene: Scene, assets: SceneAssets): void {
  // At the output's size, and never below the template's: a small preview fails as its snap would.
  const factor = Math.max(1, scene.scale) ** 2;
  let spent = 0;
  for (const node of scene.nodes) {
    spent += (shadowPixels(node, scene) + imagePixels(node, assets)) * factor;
    if (spent > EFFECTS_BUDGET_PIXELS)
      throw RenderError.inLayer(
        node.layer,
        `with its shadow, blur or SVG filters the render's effects cover ${(spent / 1e6).toFixed(1)} million pixels, ` +
          `over the budget of ${EFFECTS_BUDGET_PIXELS / 1e6} million per render (docs/rendering.md, "Effects budget"): ` +
          'use fewer or smaller shadows, blurred images and filtered SVG images.',
      );
  }
}

/** Where the blurred shadow lands: the layer's box, turned, moved by the offset and grown by the blur's reach, on the canvas. */
function shadowPixels(node: SceneNode, scene: Scene): number {
  const { shadow } = node;
  if (!shadow) return 0;
  const a = (node.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(a)), Math.abs(Math.sin(a))];
  // A Gaussian of deviation blur / 2 fades out within three deviations.
  const reach = 1.5 * shadow.blur;
  const halfW = (node.width * cos + node.height * sin) / 2 + reach;
  const halfH = (node.width * sin + node.height * cos) / 2 + reach;
  const cx = node.x + node.width / 2 + shadow.x;
  const cy = node.y + node.height / 2 + shadow.y;
  const across = (centre: number, half: number, side: number) =>
    Math.max(0, Math.min(side, centre + half) - Math.max(0, centre - half));
  return across(cx, halfW, scene.width) * across(cy, halfH, scene.height);
}

/** A blurred image, or an SVG with filters: the whole image as drawn (before its box cuts it), once per pass. */
function imagePixels(node: SceneNode, assets: SceneAssets): number {
  if (node.type !== 'image') return 0;
  const asset: ImageAsset | undefined = assets[node.url];
  const passes = node.filter.filter((s) => s.fn === 'blur' && s.amount > 0).length + (asset?.filterPasses ?? 0);
  if (passes === 0 || !asset) return 0;
  const drawn = fitImage(node.fit, asset.width, asset.height, node.width, node.height, node.focalX, node.focalY);
  return passes * drawn.width * drawn.height;
}
