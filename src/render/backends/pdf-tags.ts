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

/** Puts a page's elements under one Document element, top to bottom and then left to right. */
export function addInReadingOrder(doc: PDFKit.PDFDocument, tagged: Tagged[]): void {
  const root = doc.struct('Document');
  doc.addStructure(root);
  for (const { element } of [...tagged].sort((a, b) => a.y - b.y || a.x - b.x)) {
    root.add(element);
    element.end();
  }
  root.end();
}
