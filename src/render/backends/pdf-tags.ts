/**
 * A tagged PDF's marks: what a reader reads is a structure element (a paragraph, a figure with its
 * alternative text); everything else (backgrounds, shapes, shadows, outlines, crop marks) is an artifact
 * that readers skip. Structure elements are listed in reading order, not in the drawing's z-order.
 */

/** A structure element with where it sits, for reading order. */
export interface Tagged {
  element: PDFKit.PDFStructureElement;
  x: number;
  y: number;
}

export function artifact(doc: PDFKit.PDFDocument, draw: () => void): void {
  doc.markContent('Artifact');
  draw();
  doc.endMarkedContent();
}

/** A figure: what a reader reads of it is its alternative text. */
export function figure(doc: PDFKit.PDFDocument, alt: string, draw: () => void): PDFKit.PDFStructureElement {
  const element = doc.struct('Figure', alt ? { alt } : {});
  const content = doc.markStructureContent('Figure');
  draw();
  doc.endMarkedContent();
  element.add(content);
  return element;
}

/** A table's rows, each cell's content drawn inside its `TH` (a header row's) or `TD`, in a `TR`, in one `Table`. */
export function tableStructure(
  doc: PDFKit.PDFDocument,
  rows: { header: boolean; cells: (() => void)[] }[],
): PDFKit.PDFStructureElement {
  const table = doc.struct('Table');
  for (const row of rows) {
    const tr = doc.struct('TR');
    table.add(tr);
    for (const draw of row.cells) {
      const type = row.header ? 'TH' : 'TD';
      // A header cell's Scope attribute (pdfkit writes it; its types lack the option).
      const cell = doc.struct(type, (row.header ? { scope: 'Column' } : {}) as PDFKit.Mixins.StructureElementOptions);
      tr.add(cell);
      const content = doc.markStructureContent(type);
      draw();
      doc.endMarkedContent();
      cell.add(content);
      cell.end();
    }
    tr.end();
  }
  return table;
}

/**
 * Marks one pdfkit `text()` call of a structure element: `actual` is the /ActualText it needs (pdf-text-layer.ts),
 * undefined when its glyphs read back as typed.
 */
export type MarkText = (actual: string | undefined, drawText: () => void) => void;

/**
 * A paragraph: its text in marked-content sequences of its own. A piece that needs an /ActualText gets a `Span`
 * sequence of its own, beside the paragraph's, not nested in one: poppler's structure reader (`pdfinfo
 * -struct-text`) takes a nested sequence's end for the paragraph's and loses the rest of its text. The element is
 * made at its first piece: a paragraph with nothing drawn has none.
 */
export function paragraph(
  doc: PDFKit.PDFDocument,
  draw: (mark: MarkText) => void,
): PDFKit.PDFStructureElement | undefined {
  let element: PDFKit.PDFStructureElement | undefined;
  let open = false;
  const add = (content: PDFKit.PDFStructureContent) => (element ??= doc.struct('P')).add(content);
  draw((actual, drawText) => {
    if (actual === undefined) {
      if (!open) add(doc.markStructureContent('P'));
      open = true;
      drawText();
      return;
    }
    if (open) doc.endMarkedContent();
    open = false;
    inTextObject(doc, () => add(doc.markStructureContent('Span', { actual })), drawText);
  });
  if (open) doc.endMarkedContent();
  return element;
}

/** Text inside a figure, whose alternative text is what a reader reads: an /ActualText span nests in its sequence. */
export const figureText =
  (doc: PDFKit.PDFDocument): MarkText =>
  (actual, drawText) => {
    if (actual === undefined) drawText();
    else inTextObject(doc, () => doc.markContent('Span', { actual }), drawText);
  };

/**
 * Runs `drawText`, one pdfkit `text()` call, with its text object in a marked-content sequence that `open` begins.
 * The sequence opens after BT and ends before ET, since pdfkit wraps each text in q ... Q with a transformation of
 * its own, and a reader places the sequence's text with the transformation current at EMC.
 */
function inTextObject(doc: PDFKit.PDFDocument, open: () => void, drawText: () => void): void {
  const addContent = doc.addContent;
  doc.addContent = (data: unknown) => {
    if (data === 'ET') doc.endMarkedContent();
    addContent.call(doc, data);
    if (data === 'BT') open();
    return doc;
  };
  try {
    drawText();
  } finally {
    doc.addContent = addContent;
  }
}

/** Puts a page's elements under the document's one Document element, top to bottom and then left to right. */
export function addInReadingOrder(root: PDFKit.PDFStructureElement, tagged: Tagged[]): void {
  for (const { element } of [...tagged].sort((a, b) => a.y - b.y || a.x - b.x)) {
    root.add(element);
    element.end();
  }
}
