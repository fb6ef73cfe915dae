import { MAX_BLEED_MM, PDF_STANDARDS, type PdfOptions } from '../render/index.js';
import { designOf, type RenderableTemplate } from '../templates/renderable-template.js';
import type { Checker } from '../validation/checker.js';
import { checkPdfAttachments, PDF_ATTACHMENTS_DOC } from './pdf-attachments.js';
import { checkPdfProtection, PDF_PROTECTION_DOC } from './pdf-protection.js';
import { checkPdfSignature, PDF_SIGNATURE_DOC, type PdfSignatureRequest } from '../signatures/signature-option.js';
import { fieldWords, minChars, mustBe } from '../validation/sentences.js';

export const MAX_TITLE = 255;
/** A BCP 47 tag's shape (language, then subtags): `en`, `fr-CA`, `zh-Hant-TW`; not checked against the registry. */
export const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;
export const MAX_LANG = 35;

/** A PDF snap's document options, as the createSnap command (and a batch, but for the title) names them. */
export interface PdfOptionsCommand {
  bleed?: number | null;
  cropMarks?: boolean | null;
  title?: string | null;
  lang?: string | null;
  pdfStandard?: string | null;
}

/** A snap's (not a batch's) files and locks: secrets and payloads a snap keeps only until it is settled. */
export interface PdfFilesCommand {
  flatten?: unknown;
  pdfProtection?: unknown;
  attachments?: unknown;
  pdfSignature?: unknown;
}

const PDF_OPTION_FIELDS = [
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

/** What each option does, for the API's descriptions (GraphQL's and OpenAPI's). */
export const PDF_OPTION_DOCS: Record<(typeof PDF_OPTION_FIELDS)[number], string> = {
  bleed: `Type pdf, print templates: millimetres drawn beyond the trim on every side (0 to ${MAX_BLEED_MM}); the page has a TrimBox and a BleedBox.`,
  cropMarks: "Type pdf, print templates: crop marks at the trim's corners, outside the bleed.",
  title: `Type pdf: the document title (1 to ${MAX_TITLE} characters); default the (first page's) template title.`,
  lang: "Type pdf: the document language, a BCP 47 tag (`en`, `fr-CA`); default guessed from the text's script, else `en`.",
  pdfStandard:
    'Type pdf: `PDF/A-2b`, an archival PDF (sRGB output intent, XMP identification, fonts embedded), `PDF/A-3b`, the same that may carry attachments (Factur-X), or `PDF/X-4`, for print: every colour in CMYK inks (cmyk() colours as given, others and images converted through the embedded output-intent profile), TrimBox and BleedBox on every page, form fields printed as their values.',
  flatten: "Type pdf: `true` draws text layers' form fields as their values' plain text instead of fillable fields.",
  pdfProtection: PDF_PROTECTION_DOC,
  attachments: PDF_ATTACHMENTS_DOC,
  pdfSignature: PDF_SIGNATURE_DOC,
};

/**
 * What a snap stores of them (`snaps.pdf_options`), in the engine's words: only what was asked, so
 * the template's title and the language of its text stay the defaults. Null when nothing was asked.
 */
export type StoredPdfOptions = Pick<
  PdfOptions,
  'bleed' | 'cropMarks' | 'title' | 'lang' | 'standard' | 'flatten' | 'protection' | 'attachments'
> & {
  /** Not the engine's: the snap signs the rendered file (src/signatures); kept, it holds no secret. */
  signature?: PdfSignatureRequest;
};

/**
 * What a settled snap keeps of its options: the passwords and the attachments' bytes are the
 * request's, needed only to render it (a queued snap's row holds them until then), so they go.
 */
export function settledPdfOptions(options: unknown): StoredPdfOptions | null {
  if (!options || typeof options !== 'object') return null;
  const { protection: _protection, attachments: _attachments, ...kept } = options as StoredPdfOptions;
  return Object.keys(kept).length > 0 ? kept : null;
}

/**
 * The options' own rules, and that they need type pdf. `prefix` puts the fields under a path
 * (`items.0.` for a batch item's title). Whether the templates are print templates is checked once
 * they are read (checkPrintIntent).
 */
export function checkPdfOptions(
  c: Checker,
  input: { [K in keyof (PdfOptionsCommand & PdfFilesCommand)]?: unknown },
  type: string,
  prefix = '',
): StoredPdfOptions | null {
  const at = (field: string) => `${prefix}${field}`;
  const options: StoredPdfOptions = {};
  if (input.bleed !== undefined && input.bleed !== null) {
    if (typeof input.bleed !== 'number' || !Number.isFinite(input.bleed))
      c.failType(at('bleed'), mustBe(fieldWords(at('bleed')), 'a number'));
    else if (input.bleed < 0 || input.bleed > MAX_BLEED_MM)
      c.fail(at('bleed'), `The ${fieldWords(at('bleed'))} field must be between 0 and ${MAX_BLEED_MM} (millimetres).`);
    else options.bleed = input.bleed;
  }
  const cropMarks = c.boolean(at('cropMarks'), input.cropMarks);
  if (cropMarks !== null) options.cropMarks = cropMarks;
  const title = c.string(at('title'), input.title, MAX_TITLE);
  if (title === '') c.fail(at('title'), minChars(fieldWords(at('title')), 1));
  else if (title !== null) options.title = title;
  const lang = c.string(at('lang'), input.lang, MAX_LANG);
  if (lang !== null && !LANGUAGE_TAG.test(lang))
    c.fail(
      at('lang'),
      `The ${fieldWords(at('lang'))} field must be a BCP 47 language tag, such as en, fr-CA or zh-Hant.`,
    );
  else if (lang !== null) options.lang = lang;
  const standard = c.oneOf(at('pdfStandard'), input.pdfStandard, PDF_STANDARDS);
  if (standard !== null) options.standard = standard;
  const flatten = c.boolean(at('flatten'), input.flatten);
  // A PDF/X is for the press, which fills no form: its fields print as their values.
  if (flatten || standard === 'PDF/X-4') options.flatten = true;
  const protection = checkPdfProtection(c, at('pdfProtection'), input.pdfProtection);
  if (protection && standard)
    c.fail(
      at('pdfProtection'),
      `The ${fieldWords(at('pdfProtection'))} field is not valid with a PDF standard: PDF/A and PDF/X forbid encryption.`,
    );
  else if (protection) options.protection = protection;
  const attachments = checkPdfAttachments(c, at('attachments'), input.attachments);
  if (attachments && (standard === 'PDF/A-2b' || standard === 'PDF/X-4'))
    c.fail(
      at('attachments'),
      `The attachments field is not valid with ${standard}, which may not carry such files: ask for PDF/A-3b.`,
    );
  else if (attachments) options.attachments = attachments;
  const signature = checkPdfSignature(c, at('pdfSignature'), input.pdfSignature);
  // pdf-lib cannot add a signature to an encrypted file, and PDF/A's metadata would not survive the rewrite.
  if (signature && (protection || standard))
    c.fail(
      at('pdfSignature'),
      `The ${fieldWords(at('pdfSignature'))} field is not valid with ${protection ? 'pdf protection' : 'a PDF/A standard'}: sign an unencrypted, non-PDF/A document.`,
    );
  else if (signature) options.signature = signature;
  if (type !== 'pdf')
    for (const field of PDF_OPTION_FIELDS)
      if (input[field] !== undefined && input[field] !== null)
        c.fail(at(field), `The ${fieldWords(at(field))} field is only valid for type pdf.`);
  return Object.keys(options).length > 0 ? options : null;
}

/**
 * Bleed and crop marks are for print: every template the PDF draws must be a print template (made
 * with a Print size preset, so its page has a physical size).
 */
export function checkPrintIntent(
  c: Checker,
  options: StoredPdfOptions | null,
  templates: readonly RenderableTemplate[],
): void {
  const asked = [...(options?.bleed ? ['bleed'] : []), ...(options?.cropMarks ? ['cropMarks'] : [])];
  const screen = templates.findIndex((t) => !designOf(t).page);
  if (asked.length === 0 || screen < 0) return;
  for (const field of asked)
    c.fail(
      field,
      `The ${fieldWords(field)} field is only valid for print templates (made with a Print size preset): the template "${templates[screen].title}" is a screen template.`,
    );
}
