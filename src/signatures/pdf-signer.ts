import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import {
  beginText,
  endText,
  moveText,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFontAndSize,
  setLineWidth,
  showText,
  StandardFonts,
  stroke,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { RenderError } from '../render/index.js';
import { CmsSigner } from './cms-signer.js';
import type { SigningMaterial } from './cms-signature.js';
import type { PdfSignatureRequest } from './signature-option.js';

/** Helvetica writes WinAnsi: other characters of a name or reason are shown as `?` in the box (the signature keeps them). */
const winAnsi = (s: string) => s.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

/** The signer's common name from a distinguished name (`CN=Jane Doe, O=Acme`), else the whole name. */
const commonName = (dn: string) => /(?:^|, )CN=([^,]*)/.exec(dn)?.[1] ?? dn;

/** What a visible signature shows: who signed, when, and why and where when given; fitted to its box. */
function drawAppearance(doc: PDFDocument, page: PDFPage, font: PDFFont, rect: number[], lines: string[]): void {
  const [width, height] = [rect[2] - rect[0], rect[3] - rect[1]];
  const texts = lines.map(winAnsi);
  const widest = Math.max(...texts.map((t) => font.widthOfTextAtSize(t, 1)));
  const size = Math.max(1, Math.min(12, (height - 4) / (texts.length * 1.25), (width - 8) / widest));
  const operators = [
    pushGraphicsState(),
    setLineWidth(0.5),
    rectangle(0.25, 0.25, width - 0.5, height - 0.5),
    stroke(),
    beginText(),
    setFontAndSize('F1', size),
    moveText(4, height - 2 - size),
    ...texts.flatMap((t, i) => [...(i > 0 ? [moveText(0, -size * 1.25)] : []), showText(font.encodeText(t))]),
    endText(),
    popGraphicsState(),
  ];
  const appearance = doc.context.formXObject(operators, {
    BBox: [0, 0, width, height],
    Resources: { Font: { F1: font.ref } },
  });
  // The placeholder's widget is the page's last annotation; its empty appearance is replaced by this one.
  const annots = page.node.lookup(PDFName.of('Annots'), PDFArray);
  const widget = annots.lookup(annots.size() - 1, PDFDict);
  widget.set(PDFName.of('AP'), doc.context.obj({ N: doc.context.register(appearance) }));
}

/**
 * Signs a rendered PDF with a stored certificate: a signature field (visible in its placement, or
 * invisible) and a detached PKCS#7 signature (adbe.pkcs7.detached) over every byte but its own, with
 * the signing time `now` in both the signature dictionary and the signed attributes.
 */
export async function signPdf(
  pdf: Buffer,
  material: SigningMaterial,
  request: PdfSignatureRequest,
  now: Date,
): Promise<Buffer> {
  // updateMetadata false: the document's Info (title, producer, dates) stays the renderer's.
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const pages = doc.getPages();
  const placement = request.placement;
  if (placement && placement.page > pages.length)
    throw new RenderError(
      `The signature's placement names page ${placement.page}, and the document has ${pages.length} page(s).`,
    );
  const page = pages[(placement?.page ?? 1) - 1];
  const signer = commonName(material.subject);
  let rect = [0, 0, 0, 0];
  if (placement) {
    const trim = page.getTrimBox();
    const top = trim.y + trim.height - placement.y;
    rect = [trim.x + placement.x, top - placement.height, trim.x + placement.x + placement.width, top];
  }
  pdflibAddPlaceholder({
    pdfPage: page,
    reason: request.reason ?? '',
    contactInfo: '',
    name: signer,
    location: request.location ?? '',
    signingTime: now,
    widgetRect: rect,
    appName: 'Snapforge',
  });
  if (placement) {
    const lines = [
      `Digitally signed by ${signer}`,
      `Date: ${now.toISOString().replace('T', ' ').slice(0, 19)} UTC`,
      ...(request.reason ? [`Reason: ${request.reason}`] : []),
      ...(request.location ? [`Location: ${request.location}`] : []),
    ];
    drawAppearance(doc, page, await doc.embedFont(StandardFonts.Helvetica), rect, lines);
  }
  // No object streams: the signature dictionary must stay a plain object whose Contents can be filled in place.
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  return new SignPdf().sign(prepared, new CmsSigner(material), now);
}
