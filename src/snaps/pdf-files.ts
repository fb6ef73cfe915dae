import type { PdfOptions } from '../render/index.js';
import {
  checkDocumentOptions,
  onlyForPdf,
  PDF_OPTION_DOCS,
  type PdfOptionsCommand,
  type StoredPdfOptions,
} from '../render-requests/pdf-options.js';
import type { Checker } from '../validation/checker.js';
import { checkPdfAttachments, PDF_ATTACHMENTS_DOC } from './pdf-attachments.js';
import { checkPdfProtection, PDF_PROTECTION_DOC } from './pdf-protection.js';
import { checkPdfSignature, PDF_SIGNATURE_DOC, type PdfSignatureRequest } from '../signatures/signature-option.js';
import { fieldWords } from '../validation/sentences.js';

/** A snap's (not a batch's) files and locks: secrets and payloads a snap keeps only until it is settled. */
export interface PdfFilesCommand {
  flatten?: unknown;
  pdfProtection?: unknown;
  attachments?: unknown;
  pdfSignature?: unknown;
}

const SNAP_PDF_FIELDS = [
  'bleed',
  'cropMarks',
  'title',
  'lang',
  'pdfStandard',
  'flatten',
  'pdfProtection',
  'attachments',
  'pdfSignature',
] as const;

/** What each of a snap's PDF options does, for the API's descriptions (GraphQL's and OpenAPI's). */
export const SNAP_PDF_DOCS: Record<(typeof SNAP_PDF_FIELDS)[number], string> = {
  ...PDF_OPTION_DOCS,
  flatten: "Type pdf: `true` draws text layers' form fields as their values' plain text instead of fillable fields.",
  pdfProtection: PDF_PROTECTION_DOC,
  attachments: PDF_ATTACHMENTS_DOC,
  pdfSignature: PDF_SIGNATURE_DOC,
};

/** What a snap stores of its PDF options (`snaps.pdf_options`): the document's, and its files and locks. */
export type SnapPdfOptions = StoredPdfOptions &
  Pick<PdfOptions, 'protection' | 'attachments'> & {
    /** Not the engine's: the snap signs the rendered file (src/signatures); kept, it holds no secret. */
    signature?: PdfSignatureRequest;
  };

/**
 * What a settled snap keeps of its options: the passwords and the attachments' bytes are the
 * request's, needed only to render it (a queued snap's row holds them until then), so they go.
 */
export function settledPdfOptions(options: unknown): SnapPdfOptions | null {
  if (!options || typeof options !== 'object') return null;
  const { protection: _protection, attachments: _attachments, ...kept } = options as SnapPdfOptions;
  return Object.keys(kept).length > 0 ? kept : null;
}

/** A snap's PDF options: the document's (render-requests), then its files and locks, and that all need type pdf. */
export function checkSnapPdfOptions(
  c: Checker,
  input: { [K in keyof (PdfOptionsCommand & PdfFilesCommand)]?: unknown },
  type: string,
): SnapPdfOptions | null {
  const options: SnapPdfOptions = checkDocumentOptions(c, input);
  const standard = options.standard;
  if (c.boolean('flatten', input.flatten)) options.flatten = true;
  const protection = checkPdfProtection(c, 'pdfProtection', input.pdfProtection);
  if (protection && standard)
    c.fail(
      'pdfProtection',
      `The ${fieldWords('pdfProtection')} field is not valid with a PDF standard: PDF/A and PDF/X forbid encryption.`,
    );
  else if (protection) options.protection = protection;
  const attachments = checkPdfAttachments(c, 'attachments', input.attachments);
  if (attachments && (standard === 'PDF/A-2b' || standard === 'PDF/X-4'))
    c.fail(
      'attachments',
      `The attachments field is not valid with ${standard}, which may not carry such files: ask for PDF/A-3b.`,
    );
  else if (attachments) options.attachments = attachments;
  const signature = checkPdfSignature(c, 'pdfSignature', input.pdfSignature);
  // pdf-lib cannot add a signature to an encrypted file, and PDF/A's metadata would not survive the rewrite.
  if (signature && (protection || standard))
    c.fail(
      'pdfSignature',
      `The ${fieldWords('pdfSignature')} field is not valid with ${protection ? 'pdf protection' : 'a PDF/A standard'}: sign an unencrypted, non-PDF/A document.`,
    );
  else if (signature) options.signature = signature;
  onlyForPdf(c, input, type, SNAP_PDF_FIELDS);
  return Object.keys(options).length > 0 ? options : null;
}
