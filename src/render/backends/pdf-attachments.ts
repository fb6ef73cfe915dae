import type { PdfAttachment } from '../base/types.js';

/**
 * Embeds each file in the document: listed in its EmbeddedFiles (a viewer's attachments panel,
 * `pdfdetach -list`), and in the catalog's `AF` with its `AFRelationship`, as PDF/A-3 asks of a file
 * that belongs to the document (Factur-X: its XML invoice is the `Alternative` or `Data` of the page).
 */
export function attachFiles(doc: PDFKit.PDFDocument, attachments: readonly PdfAttachment[], at: Date): void {
  for (const a of attachments) {
    // pdfkit writes `relationship` as the AFRelationship; its types do not name it.
    const options: Parameters<PDFKit.PDFDocument['file']>[1] & { relationship: string } = {
      name: a.name,
      type: a.mimeType,
      relationship: a.relationship,
      creationDate: at,
      modifiedDate: at,
      ...(a.description && { description: a.description }),
    };
    doc.file(Buffer.from(a.content, 'base64'), options);
  }
}
