import type { SKRSContext2D } from '@napi-rs/canvas';
import { imageAtSize } from './decoded-images.js';
import { filterCss } from './image-filter.js';
import { RenderError } from '../base/render-error.js';
import type { ImageClip, LaidOutImage } from '../scene/image-layout.js';

/**
 * Draws an image layer with Skia, in box coordinates: flipped about the box's centre lines, cut to
 * its clip (a rounded rectangle or a mask's ellipse), the filter applied once to the resampled copy.
 */
export function drawCanvasImage(ctx: SKRSContext2D, item: LaidOutImage, scale: number): void {
  const { node, placement: p, clip } = item;
  const img = imageAtSize(item.asset, p.width * scale, p.height * scale, filterCss(node.filter, scale));
  if (!img) throw RenderError.inLayer(node.layer, `the image at ${item.asset.url} could not be decoded.`);
  if (node.flipX || node.flipY) {
    ctx.translate(node.flipX ? node.width : 0, node.flipY ? node.height : 0);
    ctx.scale(node.flipX ? -1 : 1, node.flipY ? -1 : 1);
  }
  if (clip) {
    ctx.beginPath();
    clipPath(ctx, clip);
    ctx.clip();
  }
  ctx.drawImage(img, p.x, p.y, p.width, p.height);
}

function clipPath(ctx: SKRSContext2D, clip: ImageClip): void {
  if (clip.shape === 'ellipse') ctx.ellipse(clip.cx, clip.cy, clip.rx, clip.ry, 0, 0, 2 * Math.PI);
  else if (clip.radius > 0) ctx.roundRect(clip.x, clip.y, clip.width, clip.height, clip.radius);
  else ctx.rect(clip.x, clip.y, clip.width, clip.height);
}
