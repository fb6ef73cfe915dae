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

export function structure(
  doc: PDFKit.PDFDocument,
  type: 'P' | 'Figure',
  alt: string | undefined,
  draw: () => void,
): PDFKit.PDFStructureElement {
  const element = doc.struct(type, alt ? { alt } : {});
  const content = doc.markStructureContent(type);
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

/** Puts a page's elements under the document's one Document element, top to bottom and then left to right. */
export function addInReadingOrder(root: PDFKit.PDFStructureElement, tagged: Tagged[]): void {
  for (const { element } of [...tagged].sort((a, b) => a.y - b.y || a.x - b.x)) {
    root.add(element);
    element.end();
  }
}
