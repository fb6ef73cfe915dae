import type { SKRSContext2D } from '@napi-rs/canvas';
import { cssColour } from '../base/colour.js';
import { gradientGeometry, isGradient, type Paint } from '../base/gradient.js';
import type { SceneNode } from '../base/types.js';
import type { LaidOutNode } from '../scene/scene-layout.js';
import { tracePath } from './paint-path.js';

/**
 * Fills the current path with a colour or a gradient laid on the `width` x `height` box at the
 * origin. An elliptical radial gradient is a circular one under a vertical scale about its centre:
 * Skia reads a gradient in the transform current when the path is filled, and the path keeps the
 * transform it was built in.
 */
export function fillPaint(ctx: SKRSContext2D, paint: Paint, width: number, height: number, rule?: 'evenodd'): void {
  if (!isGradient(paint)) {
    ctx.fillStyle = cssColour(paint);
    ctx.fill(rule);
    return;
  }
  const g = gradientGeometry(paint, width, height);
  ctx.save();
  const gradient =
    g.kind === 'linear'
      ? ctx.createLinearGradient(g.x0, g.y0, g.x1, g.y1)
      : (ctx.translate(g.cx, g.cy), ctx.scale(1, g.scaleY), ctx.createRadialGradient(0, 0, 0, 0, 0, g.r));
  for (const s of g.stops) gradient.addColorStop(s.offset, cssColour(s.color));
  ctx.fillStyle = gradient;
  ctx.fill(rule);
  ctx.restore();
}

/** An empty layer laid out as paths (shape-layout.ts): its fill, then its border stroked over the fill's edge. */
export function drawShape(ctx: SKRSContext2D, item: Extract<LaidOutNode, { kind: 'shape' }>): void {
  const { node } = item;
  if (item.fill) {
    ctx.beginPath();
    tracePath(ctx, item.fill);
    fillPaint(ctx, node.fill, node.width, node.height);
  }
  if (item.stroke) {
    ctx.beginPath();
    tracePath(ctx, item.stroke.ops);
    ctx.lineWidth = item.stroke.width;
    ctx.strokeStyle = cssColour(node.borderColor);
    ctx.setLineDash(node.borderDash ?? []);
    ctx.stroke();
  }
}

/** Moves the origin to the layer box's top left corner, turned about its centre by its rotation. */
export function placeLayer(ctx: SKRSContext2D, node: SceneNode): void {
  if (node.rotation === 0) {
    ctx.translate(node.x, node.y);
  } else {
    ctx.translate(node.x + node.width / 2, node.y + node.height / 2);
    ctx.rotate((node.rotation * Math.PI) / 180);
    ctx.translate(-node.width / 2, -node.height / 2);
  }
}
