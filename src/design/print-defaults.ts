import { z } from 'zod';

/** The most bleed a page takes, in millimetres (a print shop asks 2 to 5). */
export const MAX_BLEED_MM = 10;

export const PDF_STANDARDS = ['PDF/A-2b', 'PDF/A-3b', 'PDF/X-4'] as const;

/**
 * A print template's `print` (docs/rendering.md "Print defaults"): the PDF document options its PDFs
 * take when a render asks for none of them, in the render request's REST names. Stored with the
 * design, so a version keeps what it printed with.
 */
export const printDefaultsSchema = z.strictObject({
  pdf_standard: z.enum(PDF_STANDARDS).optional(),
  bleed: z.number().finite().min(0).max(MAX_BLEED_MM).optional(),
  crop_marks: z.boolean().optional(),
});

export type PrintDefaults = z.output<typeof printDefaultsSchema>;
