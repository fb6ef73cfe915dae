import type { SKRSContext2D } from '@napi-rs/canvas';
import type { PathOp } from '../../design/svg-path.js';
import { cssColour } from '../base/colour.js';
import type { TextNode } from '../base/types.js';
import { tracePath } from './paint-path.js';
import { pdfColour } from './pdf-print.js';
import { ellipsePath } from '../scene/shape-layout.js';

/**
 * A checkbox or radio button as drawn: a square or circle (the largest the layer's box holds, centred)
 * outlined in the layer's colour, and when checked a check mark (stroked) or a dot (filled). One drawing
 * for images, a flattened PDF and the PDF field's own appearance (pdf-form.ts), so all three look alike.
 */
export interface ToggleDrawing {
  frame: PathOp[];
  frameWidth: number;
  mark: PathOp[];
  /** The check mark's stroke width; 0 for the radio's dot, which is filled. */
  markWidth: number;
}

const circle = (cx: number, cy: number, r: number) => ellipsePath(cx, cy, r, r);

export function toggleDrawing(
  kind: 'checkbox' | 'radio',
  width: number,
  height: number,
  checked: boolean,
): ToggleDrawing {
  const s = Math.min(width, height);
  const [x, y] = [(width - s) / 2, (height - s) / 2];
  const frameWidth = Math.max(1, s / 16);
  const half = frameWidth / 2;
  if (kind === 'radio')
    return {
      frame: circle(x + s / 2, y + s / 2, s / 2 - half),
      frameWidth,
      mark: checked ? circle(x + s / 2, y + s / 2, s / 4) : [],
      markWidth: 0,
    };
  const at = (fx: number, fy: number): [number, number] => [x + fx * s, y + fy * s];
  return {
    frame: [
      ['M', x + half, y + half],
      ['L', x + s - half, y + half],
      ['L', x + s - half, y + s - half],
      ['L', x + half, y + s - half],
      ['Z'],
    ],
    frameWidth,
    mark: checked
      ? [
          ['M', ...at(0.22, 0.52)],
          ['L', ...at(0.42, 0.72)],
          ['L', ...at(0.78, 0.3)],
        ]
      : [],
    markWidth: s / 8,
  };
}

const drawingOf = (node: TextNode) =>
  toggleDrawing(
    node.formField!.kind === 'radio' ? 'radio' : 'checkbox',
    node.width,
    node.height,
    node.checked === true,
  );

/** In an image, under the layer's transform and opacity. */
export function drawToggleCanvas(ctx: SKRSContext2D, node: TextNode): void {
  const d = drawingOf(node);
  const colour = cssColour(node.color);
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.lineWidth = d.frameWidth;
  ctx.beginPath();
  tracePath(ctx, d.frame);
  ctx.stroke();
  if (d.mark.length === 0) return;
  ctx.beginPath();
  tracePath(ctx, d.mark);
  if (d.markWidth > 0) {
    ctx.lineWidth = d.markWidth;
    ctx.stroke();
  } else ctx.fill();
}

/** In a flattened PDF, as paths in the layer's colour (inks in a PDF/X). */
export function drawTogglePdf(doc: PDFKit.PDFDocument, node: TextNode, alpha: number): void {
  const d = drawingOf(node);
  const colour = pdfColour(doc, node.color);
  const opacity = node.color.a * alpha;
  doc.save().lineJoin('round').lineCap('round').lineWidth(d.frameWidth).strokeColor(colour, opacity);
  tracePath(doc, d.frame);
  doc.stroke();
  if (d.mark.length > 0) {
    tracePath(doc, d.mark);
    if (d.markWidth > 0) doc.lineWidth(d.markWidth).stroke();
    else doc.fillColor(colour, opacity).fill();
  }
  doc.restore();
}
