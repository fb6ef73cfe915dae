import type { Rgba } from '../base/colour.js';
import type { FormField } from '../base/types.js';

/** Forms' fields are drawn in Helvetica: a field's value is typed later, so its font cannot be a subset of what the layer shows. */
const FIELD_FONT = 'Helvetica';

/** The document's AcroForm, started with the first field (pdfkit's initForm needs a font). */
const formed = new WeakSet<PDFKit.PDFDocument>();

type Box = { x: number; y: number; width: number; height: number };

/**
 * A text layer as a fillable field in its box (in the page's design pixels), its value the layer's
 * text (a variant's, which pre-fills it): a text field (one line, or `multiline`), a `dropdown` of its
 * options, a `date` (a text field with the viewer's date format, `yyyy-mm-dd`). Required and maximum
 * length are the field's flags. Viewers draw the value (NeedAppearances), in the layer's size and colour.
 */
export function drawFormField(
  doc: PDFKit.PDFDocument,
  field: FormField,
  value: string,
  box: Box,
  style: { fontSize: number; color: Rgba; align: string },
): void {
  if (!formed.has(doc)) {
    doc.font(FIELD_FONT).initForm();
    formed.add(doc);
  } else doc.font(FIELD_FONT);
  const common = {
    value,
    defaultValue: value,
    required: field.required,
    fontSize: style.fontSize,
    align: style.align === 'center' || style.align === 'right' ? style.align : 'left',
  };
  const { x, y, width: w, height: h } = box;
  const { r, g, b } = style.color;
  // pdfkit writes a widget as it adds it, and maps no maximum length nor colour: they join its dictionary on the way.
  const extra: Record<string, unknown> = {
    DA: new String(`/${fontId(doc)} ${style.fontSize} Tf ${r / 255} ${g / 255} ${b / 255} rg`),
    ...(field.max_length !== undefined && field.kind !== 'dropdown' && { MaxLen: field.max_length }),
  };
  const annotate = doc.annotate;
  doc.annotate = function (this: PDFKit.PDFDocument, ax, ay, aw, ah, options) {
    return annotate.call(this, ax, ay, aw, ah, { ...options, ...extra });
  };
  try {
    if (field.kind === 'dropdown') doc.formCombo(field.name, x, y, w, h, { ...common, select: field.options ?? [] });
    else
      doc.formText(field.name, x, y, w, h, {
        ...common,
        multiline: field.kind === 'multiline',
        ...(field.kind === 'date' && { format: { type: 'date', param: 'yyyy-mm-dd' } }),
      });
  } finally {
    doc.annotate = annotate;
  }
}

const fontId = (doc: PDFKit.PDFDocument) => (doc as unknown as { _font: { id: string } })._font.id;
