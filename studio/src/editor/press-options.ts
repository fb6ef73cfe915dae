import { useState } from 'preact/hooks';
import { keep, readKept } from '../ui/kept';

/**
 * What a PDF for the press asks for (docs/rendering.md "Print colour", "PDF"): the standard, the
 * bleed in mm and crop marks. The API takes them per snap (docs/api.md "PDF document options"), not
 * as template properties, so the Studio keeps the designer's choice in this browser per template and
 * shows the snap body that asks for it. The page size is the template's own (its Print preset).
 */
interface PressOptions {
  pdf_standard: '' | 'PDF/X-4' | 'PDF/A-2b' | 'PDF/A-3b';
  bleed: number;
  crop_marks: boolean;
}

export const PDF_STANDARDS: { value: PressOptions['pdf_standard']; label: string }[] = [
  { value: 'PDF/X-4', label: 'PDF/X-4, for print (CMYK inks, output intent)' },
  { value: '', label: 'None (a plain PDF, RGB)' },
  { value: 'PDF/A-2b', label: 'PDF/A-2b, for archiving' },
  { value: 'PDF/A-3b', label: 'PDF/A-3b, archiving with attachments' },
];

const DEFAULT: PressOptions = { pdf_standard: 'PDF/X-4', bleed: 3, crop_marks: true };
const keyOf = (uuid: string) => `snapforge.studio.press.${uuid}`;

function load(uuid: string): PressOptions {
  try {
    return { ...DEFAULT, ...(JSON.parse(readKept(keyOf(uuid)) ?? '{}') as Partial<PressOptions>) };
  } catch {
    return DEFAULT; // a value from elsewhere
  }
}

/** The template's press options, kept in this browser. */
export function usePressOptions(uuid: string) {
  const [options, setOptions] = useState(() => load(uuid));
  const set = (patch: Partial<PressOptions>) => {
    const next = { ...options, ...patch };
    setOptions(next);
    keep(keyOf(uuid), JSON.stringify(next));
  };
  return [options, set] as const;
}

/** The `POST /api/v1/snaps` body for this template's PDF with these options; bleed and crop marks only for a print page. */
export const pressSnapBody = (uuid: string, o: PressOptions, printPage: boolean) => ({
  template_id: uuid,
  type: 'pdf',
  ...(o.pdf_standard && { pdf_standard: o.pdf_standard }),
  ...(printPage && o.bleed > 0 && { bleed: o.bleed }),
  ...(printPage && o.crop_marks && { crop_marks: true }),
});
