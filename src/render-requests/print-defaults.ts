import type { PDF_STANDARDS, PrintDefaults } from '../design/print-defaults.js';
import type { TemplateDesign } from '../design/layers/layer-schema.js';
import { withPressRule } from './pdf-options.js';

/** The document options a PDF render asks for, as a snap stores them (snaps' StoredPdfOptions), in so far as defaults meet them. */
interface AskedPdf {
  bleed?: number | null;
  cropMarks?: boolean | null;
  standard?: (typeof PDF_STANDARDS)[number] | null;
  flatten?: boolean | null;
  protection?: unknown;
  attachments?: unknown;
  signature?: unknown;
}

/**
 * A PDF render's document options with its template's print defaults (docs/api.md "Print defaults"):
 * each option the request gives wins over the default of the same name; an image takes none. The
 * defaults are the (first) template's; bleed and crop marks only when every page drawn is a print page
 * (a document with a screen template's page, or another size of the design, has none to bleed). A
 * request asking for what the template's standard forbids (protection, a signature, attachments
 * PDF/A-2b and PDF/X-4 cannot carry) sets the standard aside: what it asked for is what it meant.
 */
export function withPrintDefaults<T extends AskedPdf>(
  asked: T | null,
  type: string,
  template: { print: unknown },
  designs: readonly Pick<TemplateDesign, 'page'>[],
): T | null {
  const print = template.print as PrintDefaults | null;
  if (type !== 'pdf' || !print) return asked;
  const onPage = designs.every((d) => !!d.page);
  const standard = asked?.standard ?? print.pdf_standard;
  const forbidden =
    !!asked?.protection ||
    !!asked?.signature ||
    (!!asked?.attachments && (standard === 'PDF/A-2b' || standard === 'PDF/X-4'));
  const defaults = {
    ...(onPage && print.bleed !== undefined && { bleed: print.bleed }),
    ...(onPage && print.crop_marks !== undefined && { cropMarks: print.crop_marks }),
    ...(print.pdf_standard && !asked?.standard && !forbidden && { standard: print.pdf_standard }),
  };
  const merged = withPressRule({ ...defaults, ...asked } as T);
  return Object.keys(merged).length > 0 ? merged : null;
}
