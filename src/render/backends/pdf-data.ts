import type { Rgba } from '../base/colour.js';
import type { LaidOutNode } from '../scene/scene-layout.js';
import type { DrawingOp, Matrix } from '../data/svg-drawing.js';
import type { TextLayout } from '../text/text-layout.js';
import { artifact, figure, tableStructure } from './pdf-tags.js';
import { pdfColour } from './pdf-print.js';

/** Draws a text layout's pieces in one colour at the origin of the current transform (pdf-backend.ts's). */
export type DrawPdfLayout = (layout: TextLayout, color: Rgba) => void;

/**
 * A chart as vectors: every path a PDF path, every label real text in the layer's embedded fonts, all of
 * it one Figure whose alternative text is the layer's `alt` (or the one written from its spec and data).
 */
export function drawChartPdf(
  doc: PDFKit.PDFDocument,
  item: Extract<LaidOutNode, { kind: 'chart' }>,
  alpha: number,
  text: DrawPdfLayout,
): PDFKit.PDFStructureElement {
  return figure(doc, item.node.alt ?? '', () => {
    for (const op of item.drawing.ops) {
      doc.save();
      if (op.clip) {
        doc.transform(...op.clip.matrix);
        doc.path(op.clip.d).clip();
        doc.transform(...invert(op.clip.matrix));
      }
      doc.transform(...op.matrix);
      if (op.kind === 'text') text(op.line.layout, { ...op.color, a: op.color.a * alpha });
      else drawPath(doc, op, alpha);
      doc.restore();
    }
  });
}

function drawPath(doc: PDFKit.PDFDocument, op: Extract<DrawingOp, { kind: 'path' }>, alpha: number) {
  doc.path(op.d);
  if (op.fill) doc.fillColor(pdfColour(doc, op.fill), op.fill.a * alpha);
  const { stroke } = op;
  if (stroke) {
    doc
      .strokeColor(pdfColour(doc, stroke.color), stroke.color.a * alpha)
      .lineWidth(stroke.width)
      .lineCap(stroke.cap)
      .lineJoin(stroke.join);
    if (stroke.dash) doc.dash(stroke.dash[0], { space: stroke.dash[1] ?? stroke.dash[0] });
    else doc.undash();
  }
  if (op.fill && stroke) doc.fillAndStroke();
  else if (op.fill) doc.fill();
  else doc.stroke();
}

function invert([a, b, c, d, e, f]: Matrix): Matrix {
  const det = a * d - b * c || 1;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

/**
 * A table page: fills and borders are artifacts; the text is a real table (`Table`, `TR`, `TH` for the
 * header's cells, `TD`), row by row, so a reader and `pdftotext` take the rows in order. An image's
 * "+ N more rows" never reaches a PDF (whose rows flow instead).
 */
export function drawTablePdf(
  doc: PDFKit.PDFDocument,
  item: Extract<LaidOutNode, { kind: 'table' }>,
  alpha: number,
  text: DrawPdfLayout,
): PDFKit.PDFStructureElement {
  const { placed, node } = item;
  const width = placed.columns.reduce((w, c) => w + c.width, 0);
  artifact(doc, () => {
    for (const row of placed.rows) {
      if (!row.fill) continue;
      doc
        .rect(0, row.y, width, row.height)
        .fillColor(pdfColour(doc, row.fill), row.fill.a * alpha)
        .fill();
    }
    if (placed.borders.length > 0) {
      for (const b of placed.borders) doc.rect(b.x, b.y, b.width, b.height);
      const { color } = node.border;
      doc.fillColor(pdfColour(doc, color), color.a * alpha).fill();
    }
  });
  return tableStructure(
    doc,
    placed.rows.map((row) => ({
      header: row.index === -1,
      cells: row.cells.map((cell) => () => {
        doc.save().translate(cell.x, row.y + node.padding);
        text(cell.layout, { ...cell.color, a: cell.color.a * alpha });
        doc.restore();
      }),
    })),
  );
}
