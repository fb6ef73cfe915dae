import type { PathOp } from '../../design/svg-path.js';
import type { Rgba } from '../base/colour.js';
import type { FormField } from '../base/types.js';
import { toggleDrawing, type ToggleDrawing } from './paint-toggle.js';
import { processColour } from './pdf-print.js';

/** Forms' fields are drawn in Helvetica: a field's value is typed later, so its font cannot be a subset of what the layer shows. */
const FIELD_FONT = 'Helvetica';

/** Field flags (ISO 32000-1, table 221 and 226). */
const REQUIRED = 1 << 1;
const NO_TOGGLE_TO_OFF = 1 << 14;
const RADIO = 1 << 15;

/** The document's AcroForm, started with the first field (pdfkit's initForm needs a font). */
const formed = new WeakSet<PDFKit.PDFDocument>();

/** Each document's radio groups by name: the parent field whose kids its buttons are. */
const radioGroups = new WeakMap<PDFKit.PDFDocument, Map<string, PDFKit.PDFKitReference>>();

type Box = { x: number; y: number; width: number; height: number };

/** pdfkit's internals this module reaches, missing from its types. */
interface PdfkitForm {
  _root: { data: { AcroForm: { data: { Fields: PDFKit.PDFKitReference[] } } } };
  page: { annotations: PDFKit.PDFKitReference[] };
  _font: { id: string };
  _ctm: number[];
  _acroform: { fonts: Record<string, PDFKit.PDFKitReference> };
}

function startForm(doc: PDFKit.PDFDocument): PdfkitForm {
  if (!formed.has(doc)) {
    doc.font(FIELD_FONT).initForm();
    formed.add(doc);
  } else doc.font(FIELD_FONT);
  return doc as unknown as PdfkitForm;
}

/**
 * A text layer as a fillable field in its box (in the page's design pixels), its value the layer's
 * text (a variant's, which pre-fills it): a text field (one line, or `multiline`), a `dropdown` of its
 * options, a `date` (a text field with the viewer's date format, `yyyy-mm-dd`). Required and maximum
 * length are the field's flags. Viewers draw the value (NeedAppearances), in the layer's size and colour.
 * Checkboxes, radio buttons and signatures are drawToggleField's and drawSignatureField's.
 */
export function drawFormField(
  doc: PDFKit.PDFDocument,
  field: FormField,
  value: string,
  box: Box,
  style: { fontSize: number; color: Rgba; align: string },
): void {
  const internal = startForm(doc);
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
    DA: new String(`/${internal._font.id} ${style.fontSize} Tf ${r / 255} ${g / 255} ${b / 255} rg`),
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

/**
 * A checkbox, or a radio button of its group (the buttons sharing its name, one parent field whose
 * value is the chosen button's export value), with appearances for on and off drawn as images draw them
 * (paint-toggle.ts): a reader that fills it in shows the same check mark. A checkbox's on state is `Yes`.
 */
export function drawToggleField(
  doc: PDFKit.PDFDocument,
  field: FormField,
  checked: boolean,
  box: Box,
  layerColour: Rgba,
): void {
  const internal = startForm(doc);
  // A spot ink's field is drawn in its fallback inks (an appearance has no Separation of its own here).
  const color = layerColour.spot && layerColour.cmyk ? layerColour.cmyk : processColour(doc, layerColour);
  const kind = field.kind === 'radio' ? 'radio' : 'checkbox';
  const on = kind === 'radio' ? field.export_value! : 'Yes';
  const appearance = (state: boolean) =>
    appearanceStream(doc, toggleDrawing(kind, box.width, box.height, state), box, color);
  const drawing = toggleDrawing(kind, box.width, box.height, true);
  const [inks, , fill] = colourOperands(color);
  const widget: Record<string, unknown> = {
    Subtype: 'Widget',
    F: 4,
    AS: checked ? on : 'Off',
    AP: { N: { [on]: appearance(true), Off: appearance(false) } },
    // What a viewer that redraws fields (NeedAppearances, which the text fields ask for: poppler, Acrobat) draws
    // instead: the frame in the layer's colour and width, and ZapfDingbats' check (4) or dot (l).
    MK: { BC: inks.split(' ').map(Number), CA: new String(kind === 'radio' ? 'l' : '4') },
    BS: { W: drawing.frameWidth * ctmScale(internal), S: 'S' },
    DA: new String(`/${zapfDingbats(doc, internal)} 0 Tf ${inks} ${fill}`),
  };
  if (kind === 'checkbox') {
    Object.assign(widget, { FT: 'Btn', T: new String(field.name), V: widget.AS, DV: widget.AS });
    if (field.required) widget.Ff = REQUIRED;
  } else widget.Parent = radioGroup(doc, internal, field);
  doc.annotate(box.x, box.y, box.width, box.height, widget);
  const ref = internal.page.annotations[internal.page.annotations.length - 1];
  if (kind === 'checkbox') internal._root.data.AcroForm.data.Fields.push(ref);
  else {
    const parent = widget.Parent as PDFKit.PDFKitReference & { data: { Kids: unknown[]; V: string; DV: string } };
    parent.data.Kids.push(ref);
    if (checked) parent.data.V = parent.data.DV = on;
  }
}

/** The group's parent field, made with its first button (pdfkit ends it, a field with kids, with the form). */
function radioGroup(doc: PDFKit.PDFDocument, internal: PdfkitForm, field: FormField): PDFKit.PDFKitReference {
  const groups = radioGroups.get(doc) ?? new Map<string, PDFKit.PDFKitReference>();
  radioGroups.set(doc, groups);
  let parent = groups.get(field.name);
  if (!parent) {
    parent = doc.ref({
      FT: 'Btn',
      T: new String(field.name),
      Ff: RADIO | NO_TOGGLE_TO_OFF | (field.required ? REQUIRED : 0),
      Kids: [],
      V: 'Off',
      DV: 'Off',
    });
    internal._root.data.AcroForm.data.Fields.push(parent);
    groups.set(field.name, parent);
  }
  return parent;
}

/**
 * An unsigned signature field over the layer (whose text the page shows beneath, a "Sign here"): a
 * reader's viewer offers to sign it. It has no appearance until signed.
 */
export function drawSignatureField(doc: PDFKit.PDFDocument, field: FormField, box: Box): void {
  const internal = startForm(doc);
  const widget = {
    Subtype: 'Widget',
    FT: 'Sig',
    T: new String(field.name),
    F: 4,
    ...(field.required && { Ff: REQUIRED }),
  };
  doc.annotate(box.x, box.y, box.width, box.height, widget as PDFKit.Mixins.AnnotationOption);
  internal._root.data.AcroForm.data.Fields.push(internal.page.annotations[internal.page.annotations.length - 1]);
}

/**
 * A drawing as a form XObject in the layer's pixels (a viewer fits its BBox to the widget's Rect), y
 * down as the page is drawn, in the colour pdfColour gave (sRGB 0-255, or inks 0-100).
 */
function appearanceStream(
  doc: PDFKit.PDFDocument,
  d: ToggleDrawing,
  box: Box,
  color: [number, number, number] | number[],
): PDFKit.PDFKitReference {
  const [c, stroke, fill] = colourOperands(color);
  const ops = [`1 0 0 -1 0 ${num(box.height)} cm`, `${c} ${stroke}`, `${c} ${fill}`, '1 J 1 j'];
  ops.push(`${num(d.frameWidth)} w`, path(d.frame), 'S');
  if (d.mark.length > 0) ops.push(path(d.mark), d.markWidth > 0 ? `${num(d.markWidth)} w S` : 'f');
  const content = ops.join('\n');
  const kept = appearances.get(doc) ?? new Map<string, PDFKit.PDFKitReference>();
  appearances.set(doc, kept);
  const key = `${box.width} ${box.height}\n${content}`;
  let ref = kept.get(key);
  if (!ref) {
    ref = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, box.width, box.height], Resources: {} });
    // A few hundred bytes: deflating each (a zlib stream set up per call) cost more than it saved.
    (ref as unknown as { compress: boolean }).compress = false;
    ref.end(Buffer.from(content));
    kept.set(key, ref);
  }
  return ref;
}

/** Each document's appearance streams by their box and drawing: buttons alike share theirs. */
const appearances = new WeakMap<PDFKit.PDFDocument, Map<string, PDFKit.PDFKitReference>>();

/** A colour's operands (0-1) and its stroke and fill operators: sRGB from 0-255, or inks from 0-100. */
function colourOperands(color: [number, number, number] | number[]): [string, string, string] {
  if (color.length === 3) return [color.map((v) => num(v / 255)).join(' '), 'RG', 'rg'];
  return [color.map((v) => num(v / 100)).join(' '), 'K', 'k'];
}

/** How many points a design pixel is here (the page's scale under the layer's transform). */
const ctmScale = (internal: PdfkitForm) => Math.hypot(internal._ctm[0], internal._ctm[1]);

/** ZapfDingbats in the form's resources, once per document, for the marks a redrawing viewer draws. */
function zapfDingbats(doc: PDFKit.PDFDocument, internal: PdfkitForm): string {
  if (!internal._acroform.fonts.ZaDb) {
    const font = doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'ZapfDingbats' });
    font.end(undefined as unknown as Buffer);
    internal._acroform.fonts.ZaDb = font;
  }
  return 'ZaDb';
}

const num = (v: number) => String(Math.round(v * 1000) / 1000);

/** Path operators of a drawing's ops (only the M, L, C and Z paint-toggle.ts makes). */
function path(ops: PathOp[]): string {
  return ops
    .map((op) => {
      if (op[0] === 'M') return `${num(op[1])} ${num(op[2])} m`;
      if (op[0] === 'L') return `${num(op[1])} ${num(op[2])} l`;
      if (op[0] === 'C')
        return `${op
          .slice(1)
          .map((v) => num(v as number))
          .join(' ')} c`;
      return 'h';
    })
    .join('\n');
}
