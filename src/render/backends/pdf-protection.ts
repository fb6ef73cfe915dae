import type { PdfProtection } from '../base/types.js';

/**
 * pdfkit's options for a protected document: PDF 1.7 extension level 3, whose security handler is
 * AES-256 (revision 5: qpdf shows `AESv3` and `R = 5`, every reader of PDF 1.7 and 2.0 opens it). A reader
 * without the owner password may do what `permissions` allows; reading for accessibility and filling
 * form fields stay allowed (a screen reader, a form someone must fill).
 */
export function protectionOptions(p: PdfProtection): PDFKit.PDFDocumentOptions {
  return {
    pdfVersion: '1.7ext3',
    ...(p.userPassword && { userPassword: p.userPassword }),
    ownerPassword: p.ownerPassword,
    permissions: {
      printing: p.permissions.print ? 'highResolution' : undefined,
      copying: p.permissions.copy,
      modifying: p.permissions.modify,
      annotating: p.permissions.modify,
      documentAssembly: p.permissions.modify,
      fillingForms: true,
      contentAccessibility: true,
    },
  };
}
