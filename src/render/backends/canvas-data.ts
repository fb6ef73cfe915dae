import { Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import { cssColour, type Rgba } from '../base/colour.js';
import type { LaidOutNode } from '../scene/scene-layout.js';
import type { DrawingOp } from '../data/svg-drawing.js';
import type { TextLayout } from '../text/text-layout.js';

/** Draws a text layout's pieces in one colour at the origin of the current transform (canvas-backend.ts's). */
export type DrawTextLayout = (layout: TextLayout, color: Rgba) => void;

/** Paths parsed once per drawn path: a chart's drawing is cached per thread and drawn again. */
const paths = new WeakMap<object, Path2D>();
const pathOf = (key: object, d: string) => {
  let p = paths.get(key);
  if (!p) paths.set(key, (p = new Path2D(d)));
  return p;
};

/** A chart's vector drawing (data/svg-drawing.ts), in the layer's box. */
export function drawChartCanvas(
  ctx: SKRSContext2D,
  item: Extract<LaidOutNode, { kind: 'chart' }>,
  text: DrawTextLayout,
) {
  const base = ctx.getTransform();
  for (const op of item.drawing.ops) {
    ctx.save();
    if (op.clip) {
      ctx.transform(...op.clip.matrix);
      ctx.clip(pathOf(op.clip, op.clip.d));
      ctx.setTransform(base);
    }
    ctx.transform(...op.matrix);
    if (op.kind === 'text') text(op.line.layout, op.color);
    else drawPath(ctx, op);
    ctx.restore();
  }
}

function drawPath(ctx: SKRSContext2D, op: Extract<DrawingOp, { kind: 'path' }>) {
  const path = pathOf(op, op.d);
  if (op.fill) {
    ctx.fillStyle = cssColour(op.fill);
    ctx.fill(path);
  }
  if (op.stroke) {
    ctx.strokeStyle = cssColour(op.stroke.color);
    ctx.lineWidth = op.stroke.width;
    ctx.lineCap = op.stroke.cap;
    ctx.lineJoin = op.stroke.join;
    ctx.setLineDash(op.stroke.dash ?? []);
    ctx.stroke(path);
  }
}

/** A table's placed rows: fills, then borders, then each cell's text. */
export function drawTableCanvas(
  ctx: SKRSContext2D,
  item: Extract<LaidOutNode, { kind: 'table' }>,
  text: DrawTextLayout,
) {
  const { placed } = item;
  const width = placed.columns.reduce((w, c) => w + c.width, 0);
  for (const row of placed.rows) {
    if (!row.fill) continue;
    ctx.fillStyle = cssColour(row.fill);
    ctx.fillRect(0, row.y, width, row.height);
  }
  if (placed.borders.length > 0) {
    ctx.fillStyle = cssColour(item.node.border.color);
    ctx.beginPath();
    for (const b of placed.borders) ctx.rect(b.x, b.y, b.width, b.height);
    ctx.fill();
  }
  const pad = item.node.padding;
  for (const row of placed.rows) {
    for (const cell of row.cells) {
      ctx.save();
      ctx.translate(cell.x, row.y + pad);
      text(cell.layout, cell.color);
      ctx.restore();
    }
  }
}
