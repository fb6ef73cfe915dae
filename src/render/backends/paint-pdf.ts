import { deflateSync } from 'node:zlib';
import type { Canvas } from '@napi-rs/canvas';
import type { Rgba } from '../base/colour.js';
import type { Rect } from '../base/geometry.js';
import { gradientGeometry, isGradient, type Paint } from '../base/gradient.js';
import type { LaidOutNode } from '../scene/scene-layout.js';
import { tracePath } from './paint-path.js';
import { imageXObject, pdfColour, pixelColour, processColour } from './pdf-print.js';

/**
 * Fills the current path with a colour or a gradient (a PDF shading, so a vector: the same
 * geometry as Skia's, gradient.ts), the layer's opacity folded into each stop's.
 */
export function fillPaintPdf(
  doc: PDFKit.PDFDocument,
  paint: Paint,
  alpha: number,
  width: number,
  height: number,
): void {
  if (!isGradient(paint)) {
    doc.fillColor(pdfColour(doc, paint), paint.a * alpha).fill();
    return;
  }
  const g = gradientGeometry(paint, width, height);
  const gradient =
    g.kind === 'linear'
      ? doc.linearGradient(g.x0, g.y0, g.x1, g.y1)
      : // pdfkit has setTransform; its types do not.
        (
          doc.radialGradient(0, 0, 0, 0, 0, g.r) as PDFKit.PDFRadialGradient & {
            setTransform(...m: number[]): PDFKit.PDFGradient;
          }
        ).setTransform(1, 0, 0, g.scaleY, g.cx, g.cy);
  // pdfkit's stop takes any colour fillColor does; its types say a string.
  for (const s of g.stops) gradient.stop(s.offset, processColour(doc, s.color) as unknown as string, s.color.a * alpha);
  doc.fill(gradient);
}

/** An empty layer laid out as paths: its fill, then its border stroked (dashed when it has a pattern). */
export function drawShapePdf(
  doc: PDFKit.PDFDocument,
  item: Extract<LaidOutNode, { kind: 'shape' }>,
  alpha: number,
): void {
  const { node } = item;
  if (item.fill) {
    tracePath(doc, item.fill);
    fillPaintPdf(doc, node.fill, alpha, node.width, node.height);
  }
  if (item.stroke) {
    const c = node.borderColor;
    // pdfkit's dash() refuses zero lengths, which PDF's d operator takes (a dot with round caps, a gap of nothing).
    if (node.borderDash) doc.addContent(`[${node.borderDash.map((d) => +d.toFixed(3)).join(' ')}] 0 d`);
    tracePath(doc, item.stroke.ops);
    doc
      .lineWidth(item.stroke.width)
      .strokeColor(pdfColour(doc, c), c.a * alpha)
      .stroke();
  }
}

const shadowCounts = new WeakMap<PDFKit.PDFDocument, number>();

/**
 * A shadow bitmap (paint-shadow.ts) as an image XObject placed at `at` (template pixels): its
 * colour is one, so the image is that colour with the bitmap's alpha as its soft mask, written
 * here directly. pdfkit's own way (a PNG it decodes and splits in JavaScript) took ~200 ms for a
 * card's shadow.
 */
export function shadowImagePdf(doc: PDFKit.PDFDocument, bitmap: Canvas, color: Rgba, at: Rect): void {
  const { width, height } = bitmap;
  const rgba = bitmap.data();
  const alpha = Buffer.allocUnsafe(width * height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = rgba[i * 4 + 3];
  const image = (colorSpace: string, data: Buffer, extra?: Record<string, unknown>) =>
    imageXObject(doc, width, height, colorSpace, deflateSync(data, { level: 1 }), extra);
  const mask = image('DeviceGray', alpha);
  const { space, bytes } = pixelColour(doc, color);
  const solid = Buffer.allocUnsafe(width * height * bytes.length);
  for (let i = 0; i < solid.length; i += bytes.length) solid.set(bytes, i);
  const n = (shadowCounts.get(doc) ?? 0) + 1;
  shadowCounts.set(doc, n);
  const label = `Shadow${n}`;
  // pdfkit keeps the page's image resources here; its types do not say so.
  (doc as unknown as { page: { xobjects: Record<string, unknown> } }).page.xobjects[label] = image(space, solid, {
    SMask: mask,
  });
  doc
    .save()
    .transform(at.width, 0, 0, -at.height, at.x, at.y + at.height)
    .addContent(`/${label} Do`)
    .restore();
}
