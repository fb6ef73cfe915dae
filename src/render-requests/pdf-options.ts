import { MAX_BLEED_MM, PDF_STANDARDS } from '../design/print-defaults.js';
import type { PdfOptions } from '../render/index.js';
import { designOf, type RenderableTemplate } from '../templates/renderable-template.js';
import type { Checker } from '../validation/checker.js';
import { fieldWords, minChars, mustBe } from '../validation/sentences.js';

export const MAX_TITLE = 255;
/** A BCP 47 tag's shape (language, then subtags): `en`, `fr-CA`, `zh-Hant-TW`; not checked against the registry. */
export const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;
export const MAX_LANG = 35;

/** A PDF's document options, as the createSnap command (and a batch, but for the title) names them. */
export interface PdfOptionsCommand {
  bleed?: number | null;
  cropMarks?: boolean | null;
  title?: string | null;
  lang?: string | null;
  pdfStandard?: string | null;
}

const PDF_OPTION_FIELDS = ['bleed', 'cropMarks', 'title', 'lang', 'pdfStandard'] as const;

/** A PDF's document options as REST names them: a snap's and a batch's (`title` is a snap's and a batch item's). */
export const PDF_OPTION_NAMES = {
  bleed: 'bleed',
  cropMarks: 'crop_marks',
  lang: 'lang',
  pdfStandard: 'pdf_standard',
} as const;

/** What each option does, for the API's descriptions (GraphQL's and OpenAPI's). */
export const PDF_OPTION_DOCS: Record<(typeof PDF_OPTION_FIELDS)[number], string> = {
  bleed: `Type pdf, print templates: millimetres drawn beyond the trim on every side (0 to ${MAX_BLEED_MM}); the page has a TrimBox and a BleedBox.`,
  cropMarks: "Type pdf, print templates: crop marks at the trim's corners, outside the bleed.",
  title: `Type pdf: the document title (1 to ${MAX_TITLE} characters); default the (first page's) template title.`,
  lang: "Type pdf: the document language, a BCP 47 tag (`en`, `fr-CA`); default guessed from the text's script, else `en`.",
  pdfStandard:
    'Type pdf: `PDF/A-2b`, an archival PDF (sRGB output intent, XMP identification, fonts embedded), `PDF/A-3b`, the same that may carry attachments (Factur-X), or `PDF/X-4`, for print: every colour in CMYK inks (cmyk() colours as given, others and images converted through the embedded output-intent profile), TrimBox and BleedBox on every page, form fields printed as their values.',
};

/**
 * What a render stores of them (`snaps.pdf_options`), in the engine's words: only what was asked, so
 * the template's title and the language of its text stay the defaults. A snap adds its files and locks
 * (src/snaps/pdf-files.ts).
 */
export type StoredPdfOptions = Pick<PdfOptions, 'bleed' | 'cropMarks' | 'title' | 'lang' | 'standard' | 'flatten'>;

/**
 * The document options' own rules (a PDF/X prints its form fields as their values: `flatten`). `prefix` puts the fields under a path (`items.0.` for a batch item's title). Whether
 * the templates are print templates is checked once they are read (checkPrintIntent); that the
 * options need type pdf, after every option of the request is checked (onlyForPdf).
 */
export function checkDocumentOptions(
  c: Checker,
  input: { [K in keyof PdfOptionsCommand]?: unknown },
  prefix = '',
): StoredPdfOptions {
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
  return withPressRule(options);
}

/** A PDF/X is for the press, which fills no form: its fields print as their values (`flatten`), however it was asked. */
export function withPressRule<T extends { standard?: string | null; flatten?: boolean | null }>(options: T): T {
  if (options.standard === 'PDF/X-4') options.flatten = true;
  return options;
}

/** Each of `fields` that `input` has is refused unless the render is a PDF. */
export function onlyForPdf(
  c: Checker,
  input: Record<string, unknown>,
  type: string,
  fields: readonly string[] = PDF_OPTION_FIELDS,
  prefix = '',
): void {
  if (type !== 'pdf')
    for (const field of fields)
      if (input[field] !== undefined && input[field] !== null)
        c.fail(`${prefix}${field}`, `The ${fieldWords(`${prefix}${field}`)} field is only valid for type pdf.`);
}

/** The document options' rules and that they need type pdf: what a batch and each of its items ask. */
export function checkPdfOptions(
  c: Checker,
  input: { [K in keyof PdfOptionsCommand]?: unknown },
  type: string,
  prefix = '',
): StoredPdfOptions | null {
  const options = checkDocumentOptions(c, input, prefix);
  onlyForPdf(c, input, type, PDF_OPTION_FIELDS, prefix);
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
