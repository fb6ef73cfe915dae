import PDFDocument from 'pdfkit';
import { CROP_MARK, type PageBoxes } from '../base/output-size.js';
import type { Scene } from '../base/types.js';
import { attachFiles } from './pdf-attachments.js';
import { protectionOptions } from './pdf-protection.js';
import { makePdfX } from './pdf-print.js';

/** The documents that claim PDF/A: what they embed must keep to it (pdf-image.ts). */
const archival = new WeakSet<PDFKit.PDFDocument>();

export const isPdfA = (doc: PDFKit.PDFDocument): boolean => archival.has(doc);

/**
 * The document around the drawing, shared by every PDF we make: PDF 1.7, tagged (pdf-tags.ts marks the
 * content), with its title, author, creator and language, and pages with their print boxes. A document of
 * several pages calls createPdfDocument once, addPdfPage before drawing each page, and pdfBytes once.
 *
 * With `standard` PDF/A-2b, pdfkit adds what the standard asks beyond that: the sRGB output intent (the
 * ICC profile pdfkit ships) and the pdfaid identification in the XMP packet. The rest holds for every
 * PDF we make: fonts embedded, an ID in the trailer, no encryption, transparency only as PDF/A-2 allows
 * it (constant opacity, luminosity soft masks, images' alpha; docs/rendering.md "PDF/A-2b"). PDF/A-3b is the same
 * with attachments allowed (Factur-X). A protected document (never a PDF/A: the checks refuse the pair) is AES-256
 * (pdf-protection.ts); attachments are embedded before the pages (pdf-attachments.ts). PDF/X-4 is pdf-print.ts's.
 */
export async function createPdfDocument(meta: Scene['pdf']): Promise<PDFKit.PDFDocument> {
  const archive = meta.standard === 'PDF/X-4' ? undefined : meta.standard;
  const info: PDFKit.DocumentInfo = { Producer: 'Snapforge', Creator: 'Snapforge' };
  if (meta.title) info.Title = meta.title;
  if (meta.author) info.Author = meta.author;
  const doc = new PDFDocument({
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
    ...(archive && { subset: archive }),
    ...(meta.protection && protectionOptions(meta.protection)),
  });
  if (archive) archival.add(doc);
  if (meta.standard === 'PDF/X-4') await makePdfX(doc);
  if (meta.attachments?.length) attachFiles(doc, meta.attachments, doc.info.CreationDate ?? new Date());
  escapeXmpInfo(doc);
  return doc;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * pdfkit copies the info (the title a person typed) into the XMP packet as it is: `Tom & Jerry` made the
 * packet malformed XML. The Info dictionary is written before the packet, so the packet alone gets the
 * escaped copy.
 */
function escapeXmpInfo(doc: PDFKit.PDFDocument): void {
  // pdfkit's internals, missing from its types: `_addInfo` writes the info into the packet.
  const internal = doc as unknown as { _addInfo(): void; info: Record<string, unknown> };
  const addInfo = internal._addInfo;
  internal._addInfo = function (this: typeof internal) {
    const info = this.info;
    this.info = Object.fromEntries(
      Object.entries(info).map(([k, v]) => [
        k,
        typeof v === 'string' ? v.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]) : v,
      ]),
    );
    try {
      addInfo.call(this);
    } finally {
      this.info = info;
    }
  };
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
