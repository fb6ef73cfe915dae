/**
 * What a print template's PDFs for the press ask for by default (docs/rendering.md "Print defaults"):
 * the standard, the bleed in mm and crop marks, stored with the template as its `print` (saved with
 * the draft, published with the design). A render's own options win, each over its namesake.
 */
export interface PressOptions {
  pdf_standard?: 'PDF/X-4' | 'PDF/A-2b' | 'PDF/A-3b';
  bleed?: number;
  crop_marks?: boolean;
}

export const PDF_STANDARDS: { value: '' | NonNullable<PressOptions['pdf_standard']>; label: string }[] = [
  { value: 'PDF/X-4', label: 'PDF/X-4, for print (CMYK inks, output intent)' },
  { value: '', label: 'None (a plain PDF, RGB)' },
  { value: 'PDF/A-2b', label: 'PDF/A-2b, for archiving' },
  { value: 'PDF/A-3b', label: 'PDF/A-3b, archiving with attachments' },
];

/**
 * The options after a change, keeping only what asks for something (no standard, no bleed and no crop
 * marks are the API's own defaults), so a template that asks for nothing stores no `print`.
 */
export function withPress(
  current: PressOptions | null | undefined,
  patch: { pdf_standard?: string; bleed?: number; crop_marks?: boolean },
): PressOptions | null {
  const next = { ...current, ...patch } as PressOptions & { pdf_standard?: string };
  const kept: PressOptions = {
    ...(next.pdf_standard && { pdf_standard: next.pdf_standard as PressOptions['pdf_standard'] }),
    ...(next.bleed && { bleed: next.bleed }),
    ...(next.crop_marks && { crop_marks: true }),
  };
  return Object.keys(kept).length > 0 ? kept : null;
}
