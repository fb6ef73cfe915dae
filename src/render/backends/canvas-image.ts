import { createCanvas, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { imageAtSize, keptDrawing } from './decoded-images.js';
import { blurReach, filterCss } from './image-filter.js';
import { RenderError } from '../base/render-error.js';
import type { ImageClip, LaidOutImage } from '../scene/image-layout.js';

/**
 * Draws an image layer with Skia, in box coordinates: flipped about the box's centre lines, cut to
 * its clip (a rounded rectangle or a mask's ellipse), the filter applied once to the resampled copy.
 * A filter with a blur is drawn as CSS draws it instead: on what the layer shows (`blurredImage`).
 */
export function drawCanvasImage(ctx: SKRSContext2D, item: LaidOutImage, scale: number): void {
  const { node, placement: p } = item;
  if (blurReach(node.filter, scale) > 0) {
    const { canvas, margin } = blurredImage(item, scale);
    ctx.drawImage(canvas, -margin / scale, -margin / scale, canvas.width / scale, canvas.height / scale);
    return;
  }
  drawPlaced(ctx, item, resampled(item, p.width * scale, p.height * scale, filterCss(node.filter, scale)));
}

function resampled(item: LaidOutImage, width: number, height: number, filter = ''): Image | Canvas {
  const img = imageAtSize(item.asset, width, height, filter);
  if (!img) throw RenderError.inLayer(item.node.layer, `the image at ${item.asset.url} could not be decoded.`);
  return img;
}

/** The image flipped, clipped and placed in box coordinates. */
function drawPlaced(ctx: SKRSContext2D, item: LaidOutImage, img: Image | Canvas): void {
  const { node, placement: p, clip } = item;
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

/**
 * What the layer shows (the image placed, flipped and clipped), filtered as a whole at `scale` pixels
 * per template pixel, as CSS filters an element: a blur spreads past the image's edges into what is
 * behind, and its edges fade. `margin` pixels of room on every side hold what spreads. Kept per thread
 * by `key`.
 */
export function blurredImage(item: LaidOutImage, scale: number): { canvas: Canvas; margin: number; key: string } {
  const { node, asset, placement: p, clip } = item;
  const margin = blurReach(node.filter, scale);
  const filter = filterCss(node.filter, scale);
  const key = `blurred:${asset.id}:${scale}:${filter}:${JSON.stringify([node.width, node.height, p, clip, node.flipX, node.flipY])}`;
  const canvas = keptDrawing(key, () => {
    const [width, height] = [Math.ceil(node.width * scale) + 2 * margin, Math.ceil(node.height * scale) + 2 * margin];
    const placed = createCanvas(width, height);
    const pctx = placed.getContext('2d');
    pctx.imageSmoothingQuality = 'high';
    pctx.setTransform(scale, 0, 0, scale, margin, margin);
    drawPlaced(pctx, item, resampled(item, p.width * scale, p.height * scale));
    const out = createCanvas(width, height);
    const octx = out.getContext('2d');
    octx.filter = filter;
    octx.drawImage(placed, 0, 0);
    return out;
  });
  return { canvas, margin, key };
}

function clipPath(ctx: SKRSContext2D, clip: ImageClip): void {
  if (clip.shape === 'ellipse') ctx.ellipse(clip.cx, clip.cy, clip.rx, clip.ry, 0, 0, 2 * Math.PI);
  else if (clip.radius > 0) ctx.roundRect(clip.x, clip.y, clip.width, clip.height, clip.radius);
  else ctx.rect(clip.x, clip.y, clip.width, clip.height);
}
