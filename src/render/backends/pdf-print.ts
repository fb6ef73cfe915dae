import { deflateSync } from 'node:zlib';
import type { Rgba } from '../base/colour.js';
import type { Cmyk } from '../../design/cmyk.js';
import { printColour, type PrintColour } from '../base/print-profile.js';
import { inkImage, prepareInkJpegs, type Photo } from './pdf-ink-images.js';

/**
 * PDF/X-4 (ISO 15930-7): a document a print shop accepts as it is. Every colour is ink: a colour given
 * as `cmyk(...)` is written as those inks (DeviceCMYK), any other colour and every raster image is
 * converted from sRGB through the print profile with LittleCMS (print-profile.ts). Vectors stay paths
 * and text stays text: the conversion happens where pdfkit turns a colour into an operator, and where it
 * opens an image. The profile is embedded as the output intent, and the Info dictionary and XMP name the
 * version; pdf-document.ts gives every page its TrimBox and BleedBox.
 */

const printing = new WeakMap<PDFKit.PDFDocument, PrintColour>();

/** pdfkit's internals this module reaches, missing from its types. */
interface PdfkitInternals {
  _root: { data: Record<string, unknown> };
  info: Record<string, unknown>;
  _imageCount: number;
  _normalizeColor(color: unknown): unknown;
  openImage(src: Buffer): unknown;
}

export async function makePdfX(doc: PDFKit.PDFDocument): Promise<void> {
  const print = await printColour();
  printing.set(doc, print);
  const internal = doc as unknown as PdfkitInternals;
  addOutputIntent(doc, internal, print);
  const normalize = internal._normalizeColor.bind(doc);
  // An RGB colour (pdfkit's normalised 0-1 triple) becomes inks (pdfkit's 0-1 quadruple): DeviceCMYK.
  internal._normalizeColor = (color) => {
    const n = normalize(color);
    if (!Array.isArray(n) || n.length !== 3) return n;
    return print.toCmyk(...(n.map((v: number) => Math.round(v * 255)) as [number, number, number])).map((v) => v / 100);
  };
  const open = internal.openImage.bind(doc);
  internal.openImage = (src) => {
    const image = open(src) as { colorSpace?: string };
    // A JPEG already in inks or grey stays as it is; everything else is decoded and converted.
    if (image.colorSpace === 'DeviceCMYK' || image.colorSpace === 'DeviceGray') return image;
    return cmykImage(src, `I${++internal._imageCount}`, print);
  };
}

/**
 * A colour as pdfkit takes it: the inks a `cmyk(...)` gave in a PDF/X (0-100, written exactly), else
 * its sRGB (which a PDF/X converts through the profile, and which other PDFs, like the PNG, show). A
 * gradient's stops take these: a pdfkit gradient interpolates numbers, not a spot ink.
 */
export const processColour = (doc: PDFKit.PDFDocument, c: Rgba): [number, number, number] | Cmyk =>
  c.cmyk && printing.has(doc) ? c.cmyk : [c.r, c.g, c.b];

/**
 * As processColour, but a spot ink (`spot(...)`) is its Separation colour space, the ink named and its
 * cmyk() fallback the alternate, in any PDF but a PDF/A (whose sRGB output intent allows no CMYK alternate).
 */
export function pdfColour(doc: PDFKit.PDFDocument, c: Rgba): [number, number, number] | Cmyk | string {
  const archive = (doc as unknown as { options: { subset?: string } }).options.subset;
  return c.spot && c.cmyk && !archive ? spotColour(doc, c.spot, c.cmyk) : processColour(doc, c);
}

/**
 * The key pdfkit's fillColor finds the spot colour by, registered once per document (pdfkit writes its
 * Separation array, tint 1, and adds it to each page's resources). pdfkit looks a colour string up among
 * CSS names first, so the key is the ink's name and fallback behind a control character no CSS name has.
 */
function spotColour(doc: PDFKit.PDFDocument, name: string, cmyk: Cmyk): string {
  // pdfkit's spot colours, missing from its types.
  const internal = doc as unknown as {
    spotColors: Record<string, unknown>;
    addSpotColor(name: string, ...inks: Cmyk): void;
  };
  const spots = internal.spotColors;
  const key = `\u0001${name}\u0001${cmyk.join(' ')}`;
  if (!spots[key]) {
    internal.addSpotColor(name, ...cmyk);
    spots[key] = spots[name];
    delete spots[name];
  }
  return key;
}

/** A colour as an image's samples: its colour space and one pixel's bytes (a shadow's solid colour). */
export function pixelColour(doc: PDFKit.PDFDocument, c: Rgba): { space: string; bytes: number[] } {
  const print = printing.get(doc);
  if (!print) return { space: 'DeviceRGB', bytes: [c.r, c.g, c.b] };
  const inks = c.cmyk ?? print.toCmyk(c.r, c.g, c.b);
  return { space: 'DeviceCMYK', bytes: inks.map((v) => Math.round(v * 2.55)) };
}

let deflatedProfile: Buffer | undefined;

/** The output intent (the profile a press condition is named by), and PDF/X's version keys in the Info and the XMP. */
function addOutputIntent(doc: PDFKit.PDFDocument, internal: PdfkitInternals, print: PrintColour): void {
  // Deflated once per thread: compressing it again took ~15 ms of every document.
  deflatedProfile ??= deflateSync(print.profile);
  const profile = doc.ref({ N: 4, Filter: 'FlateDecode' });
  profile.end(deflatedProfile);
  const name = new String(print.name);
  const intent = doc.ref({
    Type: 'OutputIntent',
    S: 'GTS_PDFX',
    // Not a registered characterisation: "Custom", described by the embedded profile.
    OutputConditionIdentifier: new String('Custom'),
    OutputCondition: name,
    Info: name,
    DestOutputProfile: profile,
  });
  intent.end(undefined as unknown as Buffer);
  internal._root.data.OutputIntents = [intent];
  internal.info.GTS_PDFXVersion = 'PDF/X-4';
  // PDF/X asks for Trapped as a name; pdfkit writes Info's strings as strings, and an object of
  // its reference class as what its toString gives.
  const referenceClass = Object.getPrototypeOf(Object.getPrototypeOf(internal._root)) as object;
  internal.info.Trapped = Object.create(referenceClass, { toString: { value: () => '/False' } });
  doc.appendXML(`
        <rdf:Description rdf:about="" xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
            <pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
            <pdf:Trapped>False</pdf:Trapped>
        </rdf:Description>
        `);
}

/**
 * Before a PDF/X's pages are drawn: its photos (the bytes it embeds as they came) converted to inks as
 * CMYK JPEGs, once per thread (pdf-ink-images.ts). Nothing in any other PDF.
 */
export async function preparePdfXPhotos(doc: PDFKit.PDFDocument, photos: () => Photo[]): Promise<void> {
  const print = printing.get(doc);
  if (print) await prepareInkJpegs(photos(), print);
}

/** An image as pdfkit places it: a DeviceCMYK image XObject with its alpha as a soft mask. */
function cmykImage(src: Buffer, label: string, print: PrintColour): unknown {
  const { width, height, inks, filter, alpha } = inkImage(src, print);
  const image = {
    width,
    height,
    label,
    obj: null as unknown,
    embed(doc: PDFKit.PDFDocument) {
      const mask = alpha && { SMask: imageXObject(doc, width, height, 'DeviceGray', alpha) };
      // libjpeg's CMYK is Adobe's, inverted: the Decode array reads it back as inks.
      const dct = filter === 'DCTDecode' && { Filter: filter, Decode: [1, 0, 1, 0, 1, 0, 1, 0] };
      image.obj = imageXObject(doc, width, height, 'DeviceCMYK', inks, { ...mask, ...dct });
    },
  };
  return image;
}

/**
 * An 8-bit image XObject of these deflated samples (or others `extra`'s Filter names): what pdfkit's own
 * PNG path spends ~200 ms decoding and splitting.
 */
export function imageXObject(
  doc: PDFKit.PDFDocument,
  width: number,
  height: number,
  space: string,
  samples: Buffer,
  extra: Record<string, unknown> = {},
): PDFKit.PDFKitReference {
  const ref = doc.ref({
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    BitsPerComponent: 8,
    ColorSpace: space,
    Filter: 'FlateDecode',
    ...extra,
  });
  ref.end(samples);
  return ref;
}
