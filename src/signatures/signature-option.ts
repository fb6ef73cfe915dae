import type { Checker } from '../validation/checker.js';
import { fieldWords } from '../validation/sentences.js';

/** PDF user space is bounded (ISO 32000: 14,400 units a side); a placement beyond it is a mistake. */
const MAX_COORDINATE = 14_400;
const MAX_TEXT = 255;

/** Where a visible signature is drawn: page (from 1), and a box in points from the top left of the page's trim. */
type SignaturePlacement = {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
};

/** `pdfSignature` as a snap stores it: the certificate by id (its secrets stay in the account's store). */
export type PdfSignatureRequest = {
  certificateId: string;
  reason?: string;
  location?: string;
  /** Absent: an invisible signature (no box on any page). */
  placement?: SignaturePlacement;
};

/** The field a refused certificate is named by, at a snap's request and when it signs (REST: pdf_signature.certificate_id). */
export const SIGNATURE_FIELD = 'pdfSignature.certificateId';

/** `pdf_signature` as REST names it. */
export const pdfSignatureFields = {
  certificateId: 'certificate_id',
  reason: 'reason',
  location: 'location',
  placement: ['placement', { page: 'page', x: 'x', y: 'y', width: 'width', height: 'height' }],
} as const;

export const PDF_SIGNATURE_DOC =
  'Type pdf: a digital signature (adbe.pkcs7.detached, with the signing time) made with one of the account’s certificates ' +
  '(`certificateId`, see `addCertificate`); `reason` and `location` are written into it. With `placement` ' +
  '(page from 1; x, y, width, height in points from the top left of the page’s trim) it is visible there, else invisible. ' +
  'Not with `pdfProtection` nor a PDF/A standard.';

function placementOf(c: Checker, field: string, v: unknown): SignaturePlacement | null {
  const input = c.object(field, v);
  if (!input) return null;
  const page = c.integer(`${field}.page`, input.page ?? 1, { min: 1, max: 10_000 });
  // x and y may be 0: the page's edge.
  const [x, y] = (['x', 'y'] as const).map((k) =>
    c.required(`${field}.${k}`, input[k]) && input[k] === 0 ? 0 : c.positive(`${field}.${k}`, input[k], MAX_COORDINATE),
  );
  const [width, height] = (['width', 'height'] as const).map((k) => {
    c.required(`${field}.${k}`, input[k]);
    return c.positive(`${field}.${k}`, input[k], MAX_COORDINATE);
  });
  if (page === null || x === null || y === null || width === null || height === null) return null;
  return { page, x, y, width, height };
}

/** `pdfSignature`'s own rules; null when not asked (or failed: the checker holds why). Its certificate is checked once read. */
export function checkPdfSignature(c: Checker, field: string, v: unknown): PdfSignatureRequest | null {
  if (v === undefined || v === null) return null;
  const input = c.object(field, v);
  if (!input) return null;
  const idField = `${field}.certificateId`;
  c.required(idField, input.certificateId);
  const certificateId = c.string(idField, input.certificateId, 64);
  if (certificateId === '') c.fail(idField, `The ${fieldWords(idField)} field is required.`);
  const reason = c.string(`${field}.reason`, input.reason, MAX_TEXT);
  const location = c.string(`${field}.location`, input.location, MAX_TEXT);
  const placement =
    input.placement === undefined || input.placement === null
      ? undefined
      : placementOf(c, `${field}.placement`, input.placement);
  if (!certificateId || placement === null) return null;
  return {
    certificateId,
    ...(reason && { reason }),
    ...(location && { location }),
    ...(placement && { placement }),
  };
}
