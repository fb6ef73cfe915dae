import { clampRadius, fitImage, type Rect, type RoundedRect } from '../base/geometry.js';
import { RenderError } from '../base/render-error.js';
import type { ImageAsset, ImageNode, SceneAssets } from '../base/types.js';

/**
 * The outline an image is cut to, in box coordinates: a rounded rectangle (border_radius, or the
 * box itself when a cover fit spills over it) or an ellipse (mask circle or ellipse). A further
 * mask (an empty layer's shape: polygon, path) joins this union, and each backend's clip draws it.
 */
export type ImageClip =
  ({ shape: 'rect' } & RoundedRect) | { shape: 'ellipse'; cx: number; cy: number; rx: number; ry: number };

export interface LaidOutImage {
  kind: 'image';
  node: ImageNode;
  asset: ImageAsset;
  /** Where the whole image goes, before the flip: clipping it to `clip` gives the fit. */
  placement: Rect;
  clip: ImageClip | null;
}

export function layoutImage(node: ImageNode, assets: SceneAssets): LaidOutImage {
  const asset = assets[node.url];
  if (!asset) throw RenderError.inLayer(node.layer, `the image ${node.url} was not loaded.`);
  const placement = fitImage(node.fit, asset.width, asset.height, node.width, node.height, node.focalX, node.focalY);
  return { kind: 'image', node, asset, placement, clip: imageClip(node, placement) };
}

function imageClip(node: ImageNode, placement: Rect): ImageClip | null {
  const { width, height } = node;
  if (node.mask !== 'none') {
    const r = Math.min(width, height) / 2;
    const [rx, ry] = node.mask === 'circle' ? [r, r] : [width / 2, height / 2];
    return { shape: 'ellipse', cx: width / 2, cy: height / 2, rx, ry };
  }
  const radius = clampRadius(node.radius, width, height);
  const spills = placement.x < 0 || placement.y < 0 || placement.width > width || placement.height > height;
  return radius > 0 || spills ? { shape: 'rect', x: 0, y: 0, width, height, radius } : null;
}
