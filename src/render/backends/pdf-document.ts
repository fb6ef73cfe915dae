import PDFDocument from 'pdfkit';
import { CROP_MARK, type PageBoxes } from '../base/output-size.js';
import type { Scene } from '../base/types.js';

/**
 * The document around the drawing, shared by every PDF we make: PDF 1.7, tagged (pdf-tags.ts marks the
 * content), with its title, author, creator and language, and pages with their print boxes. A document of
 * several pages calls createPdfDocument once, addPdfPage before drawing each page, and pdfBytes once.
 */
export function createPdfDocument(meta: Scene['pdf']): PDFKit.PDFDocument {
  const info: PDFKit.DocumentInfo = { Producer: 'Snapforge', Creator: 'Snapforge' };
  if (meta.title) info.Title = meta.title;
  if (meta.author) info.Author = meta.author;
  return new PDFDocument({
    autoFirstPage: false,
    pdfVersion: '1.7',
    tagged: true,
    lang: meta.lang,
    // A viewer shows the title, not the file name, when there is one.
    displayTitle: Boolean(meta.title),
    margin: 0,
    // No default Helvetica: every font in the file is one the layout chose.
    font: null as unknown as string,
    info,
  });
}

/**
 * Adds a page of these boxes (MediaBox, BleedBox and TrimBox), draws its crop marks, and leaves the page
 * transformed so that what follows draws in design pixels with the trim's corner at 0,0.
 */
export function addPdfPage(doc: PDFKit.PDFDocument, boxes: PageBoxes): void {
  doc.addPage({ size: [boxes.width, boxes.height], margin: 0 });
  const { margin: m, trimWidth: w, trimHeight: h, bleed: b } = boxes;
  // pdfkit's types do not reach the page dictionary it writes.
  const page = (doc.page as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary.data;
  page.TrimBox = [m, m, m + w, m + h];
  page.BleedBox = [m - b, m - b, m + w + b, m + h + b];
  if (boxes.cropMarks) drawCropMarks(doc, boxes);
  doc.translate(m, m).scale(boxes.scale.x, boxes.scale.y);
}

/** Thin black lines along the trim's edges, outside the bleed, at each corner: where the guillotine cuts. */
function drawCropMarks(doc: PDFKit.PDFDocument, { margin: m, trimWidth: w, trimHeight: h, bleed }: PageBoxes): void {
  const near = bleed + CROP_MARK.gap;
  const far = near + CROP_MARK.length;
  doc.save().markContent('Artifact', { type: 'Layout' });
  for (const x of [m, m + w]) {
    for (const y of [m, m + h]) {
      const out = (v: number, edge: number, d: number) => (v === edge ? v - d : v + d);
      doc.moveTo(out(x, m, near), y).lineTo(out(x, m, far), y);
      doc.moveTo(x, out(y, m, near)).lineTo(x, out(y, m, far));
    }
  }
  doc.lineWidth(0.25).strokeColor('black').stroke();
  doc.endMarkedContent().restore();
}

/** Ends the document and gives its bytes. */
export async function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
