import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { cssColour } from '../base/colour.js';
import type { Rect } from '../base/geometry.js';
import type { PathOp } from '../../design/svg-path.js';
import type { SceneNode } from '../base/types.js';
import type { LaidOutNode } from '../scene/scene-layout.js';
import { boxOutline } from '../scene/shape-layout.js';
import { blurReach } from './image-filter.js';
import { placeLayer } from './paint-canvas.js';
import { tracePath } from './paint-path.js';

/**
 * A layer's shadow as a bitmap in output pixels, for both backends: what casts it is drawn alone on a
 * scratch canvas, and that canvas is drawn again with Skia's shadow (CSS's blur: a Gaussian of
 * standard deviation blur / 2) far off to the side, so that only the shadow lands. A drop shadow is
 * cast by whatever the layer draws, as CSS `filter: drop-shadow()` is: a shape, the glyphs (and
 * outline, lines and highlight) of a text, the opaque pixels of an image, a code. A box shadow (a
 * rectangle's or an ellipse's) is cast by the border box grown by the spread, opaque whatever the
 * fill, and is drawn only outside the border box (`outsideBorderBox`), as CSS `box-shadow`. The
 * offset turns with the layer, as a CSS shadow does under `transform: rotate()`.
 */

/**
 * The share of the output's pixel size a shadow is drawn at: all of it up to a 4 px blur; a wider
 * blur has no detail finer than its deviation (blur / 2), so it is sampled more coarsely, down to a
 * quarter (from a 16 px blur: one sample per 2 px of deviation), and scaled up smoothly. A 40 px
 * shadow under a 1040x490 card took ~15 ms at full size.
 */
export const shadowSampling = (blur: number): number => Math.min(1, Math.max(0.25, 4 / blur));

export interface ShadowBitmap {
  canvas: Canvas;
  /** Where it goes, in output pixels. */
  x: number;
  y: number;
}

/** How far past its box a layer may draw, in template pixels: glyph overhangs, outlines and highlights, centred strokes and their mitres, blurs. */
function overhang(item: LaidOutNode): number {
  if (item.node.shadow?.kind === 'box-shadow') return Math.max(0, item.node.shadow.spread);
  if (item.kind === 'text') {
    // A markup span may be larger than the layer's size.
    const size = item.layout.pieces.reduce((max, p) => Math.max(max, p.size), item.node.fontSize);
    return size + (item.node.highlight?.padding ?? 0) + (item.node.stroke?.width ?? 0);
  }
  if (item.kind === 'shape') return item.node.shape.kind === 'line' ? item.node.borderWidth : 5 * item.node.borderWidth;
  // A blurred image spreads past its box.
  if (item.kind === 'image') return blurReach(item.node.filter, 1);
  return 0;
}

/** The output-pixel rectangle the layer's box covers, turned about its centre, grown by `margin`. */
function deviceBounds(item: LaidOutNode, scale: number, margin: number): Rect {
  const { x, y, width, height, rotation } = item.node;
  const a = (rotation * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(a)), Math.abs(Math.sin(a))];
  const halfW = (width * cos + height * sin) / 2 + margin;
  const halfH = (width * sin + height * cos) / 2 + margin;
  const [cx, cy] = [x + width / 2, y + height / 2];
  return { x: (cx - halfW) * scale, y: (cy - halfH) * scale, width: 2 * halfW * scale, height: 2 * halfH * scale };
}

/** The intersection, grown out to whole pixels; null when empty. */
function intersect(a: Rect, b: Rect): Rect | null {
  const x0 = Math.floor(Math.max(a.x, b.x));
  const y0 = Math.floor(Math.max(a.y, b.y));
  const x1 = Math.ceil(Math.min(a.x + a.width, b.x + b.width));
  const y1 = Math.ceil(Math.min(a.y + a.height, b.y + b.height));
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : null;
}

const grow = (r: Rect, by: number): Rect => ({
  x: r.x - by,
  y: r.y - by,
  width: r.width + 2 * by,
  height: r.height + 2 * by,
});

/**
 * The shadow of `item` on an output of `outWidth` x `outHeight` pixels, or null when none of it
 * lands there. `draw` draws the layer in template pixels, as the raster backend does (a drop shadow's caster).
 */
export function shadowBitmap(
  item: LaidOutNode,
  scale: number,
  outWidth: number,
  outHeight: number,
  draw: (ctx: SKRSContext2D) => void,
): ShadowBitmap | null {
  const shadow = item.node.shadow!;
  const a = (item.node.rotation * Math.PI) / 180;
  const dx = (shadow.x * Math.cos(a) - shadow.y * Math.sin(a)) * scale;
  const dy = (shadow.x * Math.sin(a) + shadow.y * Math.cos(a)) * scale;
  const blur = shadow.blur * scale;
  // A Gaussian of deviation blur / 2 fades out within three deviations.
  const reach = Math.ceil(1.5 * blur) + 1;
  const output = { x: 0, y: 0, width: outWidth, height: outHeight };
  const content = intersect(deviceBounds(item, scale, overhang(item)), grow(output, Math.hypot(dx, dy) + reach));
  if (!content) return null;
  const landing = intersect(grow({ ...content, x: content.x + dx, y: content.y + dy }, reach), output);
  if (!landing) return null;

  const layer = createCanvas(content.width, content.height);
  const lctx = layer.getContext('2d');
  lctx.setTransform(scale, 0, 0, scale, -content.x, -content.y);
  lctx.imageSmoothingQuality = 'high';
  lctx.textBaseline = 'alphabetic';
  lctx.textAlign = 'left';
  if (shadow.kind === 'box-shadow') drawCaster(lctx, item.node, shadow.spread);
  else draw(lctx);

  const out = createCanvas(landing.width, landing.height);
  const ctx = out.getContext('2d');
  // Drawn this far to the left, the layer itself misses the canvas; its shadow is moved back.
  const away = content.width + landing.width + 2 * reach;
  ctx.shadowColor = cssColour(shadow.color);
  ctx.shadowBlur = blur;
  ctx.shadowOffsetX = dx + away;
  ctx.shadowOffsetY = dy;
  ctx.drawImage(layer, content.x - landing.x - away, content.y - landing.y);
  return { canvas: out, x: landing.x, y: landing.y };
}

/** A box shadow's caster: the border box grown by the spread, opaque, at the layer's opacity. */
function drawCaster(ctx: SKRSContext2D, node: SceneNode, spread: number): void {
  if (node.type !== 'empty') return;
  ctx.save();
  placeLayer(ctx, node);
  ctx.globalAlpha = node.opacity;
  ctx.beginPath();
  tracePath(ctx, boxOutline(node, spread));
  ctx.fillStyle = '#000';
  ctx.fill();
  ctx.restore();
}

/**
 * Where a box shadow may show: `around` (a rectangle that holds the shadow) less the layer's border
 * box, placed and turned as the layer is, `scale` output units per template pixel; a path to clip
 * to with the even-odd rule, so that the shadow never shows through a translucent fill.
 */
export function outsideBorderBox(node: SceneNode, scale: number, around: Rect): PathOp[] {
  if (node.type !== 'empty') return [];
  const a = (node.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  const [hw, hh] = [node.width / 2, node.height / 2];
  const place = (u: number, v: number): [number, number] => [
    (node.x + hw + cos * (u - hw) - sin * (v - hh)) * scale,
    (node.y + hh + sin * (u - hw) + cos * (v - hh)) * scale,
  ];
  const { x, y, width, height } = around;
  const outline = boxOutline(node, 0).map((op): PathOp => {
    const out = [...op] as PathOp;
    for (let i = 1; i < out.length; i += 2) [out[i], out[i + 1]] = place(out[i] as number, out[i + 1] as number);
    return out;
  });
  return [['M', x, y], ['L', x + width, y], ['L', x + width, y + height], ['L', x, y + height], ['Z'], ...outline];
}
