import { hasRtl, mirrored } from '../text/bidi.js';
import type { Rgba } from '../base/colour.js';
import { RenderError } from '../base/render-error.js';
import { drawPdfImage, photos } from './pdf-image.js';
import { loadFace } from '../fonts/font-loader.js';
import { shapingCached } from './pdf-shaping.js';
import { pdfFace } from '../fonts/fonts.js';
import { outputSize, pageBoxes } from '../base/output-size.js';
import { addPdfPage, createPdfDocument, pdfBytes } from './pdf-document.js';
import { pdfColour, preparePdfXPhotos } from './pdf-print.js';
import { addInReadingOrder, artifact, figure, figureText, paragraph, type MarkText, type Tagged } from './pdf-tags.js';
import { paintVisible } from '../base/gradient.js';
import { drawLayer } from './canvas-backend.js';
import { drawShapePdf, fillPaintPdf, shadowImagePdf } from './paint-pdf.js';
import { outsideBorderBox, shadowBitmap, shadowSampling } from './paint-shadow.js';
import { tracePath } from './paint-path.js';
import { actualText } from './pdf-text-layer.js';
import { drawFormField, drawSignatureField, drawToggleField } from './pdf-form.js';
import { drawTogglePdf } from './paint-toggle.js';
import { drawChartPdf, drawTablePdf } from './pdf-data.js';
import type { RoundedRect } from '../base/geometry.js';
import type { LaidOutNode } from '../scene/scene-layout.js';
import type { LaidOutImage } from '../scene/image-layout.js';
import { pieceStyle } from '../text/text-decoration.js';
import type { TextLayout } from '../text/text-layout.js';
import type { Scene } from '../base/types.js';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** One page of a PDF: a scene and its laid-out nodes. */
export interface PdfPage {
  scene: Scene;
  nodes: LaidOutNode[];
}

/**
 * Draws laid-out scenes as one vector PDF, a page each in order (each at its own size): text as
 * text in embedded font subsets, codes as filled paths, images embedded once each. Drawing is in
 * pixels under one scale transform per page. A font or image used on several pages is embedded
 * once: the pages share the document's registered fonts (`fonts`) and images (pdf-image.ts).
 */
export async function renderPdf(pages: readonly PdfPage[]): Promise<Buffer> {
  const doc = await createPdfDocument(pages[0].scene.pdf);
  // Drawing is synchronous and a photo's CMYK JPEG is made asynchronously: before the first page.
  await preparePdfXPhotos(doc, () =>
    photos(pages.flatMap((p) => p.nodes.filter((n): n is LaidOutImage => n.kind === 'image'))),
  );
  // One set per document: pages share each embedded face.
  const fonts = new Set<string>();
  // One Document element for every page: a structure tree has one root.
  const root = doc.struct('Document');
  doc.addStructure(root);
  pages.forEach(({ scene, nodes }, i) => {
    addPdfPage(doc, pageBoxes(scene));
    try {
      drawPage(doc, scene, nodes, fonts, root);
    } catch (e) {
      throw pages.length > 1 ? RenderError.onPage(i + 1, e) : e;
    }
  });
  root.end();
  return pdfBytes(doc);
}

/**
 * Draws the scene on the current page (addPdfPage set it up), tagged. `fonts` are the faces already
 * registered with the document: one set per document, so pages share each embedded face.
 */
function drawPage(
  doc: PDFKit.PDFDocument,
  scene: Scene,
  nodes: LaidOutNode[],
  fonts: Set<string>,
  root: PDFKit.PDFStructureElement,
): void {
  const { width, height } = scene;
  if (paintVisible(scene.background)) {
    // The background reaches into the bleed: a print shop cuts inside it.
    const { bleed, scale } = pageBoxes(scene);
    const [bx, by] = [bleed / scale.x, bleed / scale.y];
    artifact(doc, () =>
      fillPaintPdf(doc.rect(-bx, -by, width + 2 * bx, height + 2 * by), scene.background, 1, width, height),
    );
  }
  const tagged: Tagged[] = [];
  for (const item of nodes) {
    if (item.node.shadow) artifact(doc, () => drawShadow(doc, item, scene));
    const element = drawNode(doc, item, fonts, scene.scale, !scene.pdf.flatten);
    if (element) tagged.push({ element, x: item.node.x, y: item.node.y });
  }
  addInReadingOrder(root, tagged);
}

/** Draws a layer; what a reader reads of it comes back as a structure element, the rest is an artifact. */
function drawNode(
  doc: PDFKit.PDFDocument,
  item: LaidOutNode,
  fonts: Set<string>,
  scale: number,
  forms: boolean,
): PDFKit.PDFStructureElement | undefined {
  const { node } = item;
  let element: PDFKit.PDFStructureElement | undefined;
  doc.save();
  doc.translate(node.x, node.y);
  if (node.rotation !== 0) {
    doc
      .translate(node.width / 2, node.height / 2)
      .rotate(node.rotation)
      .translate(-node.width / 2, -node.height / 2);
  }
  const alpha = node.opacity;
  switch (item.kind) {
    case 'text':
      element = drawTextOrField(doc, item, alpha, fonts, forms);
      break;
    case 'image': {
      const { alt } = item.node;
      if (alt) element = figure(doc, alt, () => drawPdfImage(doc, item, alpha, scale));
      else artifact(doc, () => drawPdfImage(doc, item, alpha, scale));
      break;
    }
    case 'box':
      artifact(doc, () => {
        if (item.fill) fillPaintPdf(roundedRect(doc, item.fill), item.node.fill, alpha, node.width, node.height);
        if (item.border) {
          roundedRect(doc, item.border.outer);
          if (item.border.inner) roundedRect(doc, item.border.inner);
          fill(doc, item.node.borderColor, alpha, 'even-odd');
        }
      });
      break;
    case 'shape':
      artifact(doc, () => drawShapePdf(doc, item, alpha));
      break;
    case 'symbol':
      // A code is a figure whose alternative text is what it encodes.
      element = figure(doc, item.node.content, () => drawSymbol(doc, item, fonts, alpha));
      break;
    case 'chart':
      element = drawChartPdf(doc, item, alpha, (layout, color) => fillLayout(doc, layout, color, fonts));
      break;
    case 'table':
      element = drawTablePdf(doc, item, alpha, (layout, color) => fillLayout(doc, layout, color, fonts));
      break;
  }
  doc.restore();
  return element;
}

/**
 * A text layer, or the form field it is (pdf-form.ts): a text field shows its value itself (flattened, the value
 * is the layer's text as drawn); a checkbox or radio button is its box and mark, a field or (flattened) paths; a
 * signature field lies over the layer's text.
 */
function drawTextOrField(
  doc: PDFKit.PDFDocument,
  item: Extract<LaidOutNode, { kind: 'text' }>,
  alpha: number,
  fonts: Set<string>,
  forms: boolean,
): PDFKit.PDFStructureElement | undefined {
  const { node } = item;
  const field = node.formField;
  const box = { x: 0, y: 0, width: node.width, height: node.height };
  if (field?.kind === 'checkbox' || field?.kind === 'radio') {
    if (forms) drawToggleField(doc, field, node.checked === true, box, node.color);
    else artifact(doc, () => drawTogglePdf(doc, node, alpha));
    return undefined;
  }
  if (!forms || !field || field.kind === 'signature') {
    const element = drawTextLayer(doc, item, alpha, fonts);
    if (forms && field) drawSignatureField(doc, field, box);
    return element;
  }
  const { text, fontSize, color, align } = node;
  drawFormField(doc, field, text, box, { fontSize, color, align });
  return undefined;
}

function drawSymbol(
  doc: PDFKit.PDFDocument,
  item: Extract<LaidOutNode, { kind: 'symbol' }>,
  fonts: Set<string>,
  alpha: number,
): void {
  const { node } = item;
  const { color, background } = node;
  if (paintVisible(background))
    fillPaintPdf(doc.rect(0, 0, node.width, node.height), background, alpha, node.width, node.height);
  if (item.modules.length > 0) {
    for (const r of item.modules) doc.rect(r.x, r.y, r.width, r.height);
    fill(doc, color, alpha);
  }
  if (item.caption) {
    doc.fillColor(pdfColour(doc, color), color.a * alpha);
    drawText(doc, item.caption, fonts, figureText(doc), () => 0);
  }
}

/**
 * A shadow is a blur, which PDF cannot draw: it is rasterised by Skia (paint-shadow.ts, at the
 * output's pixel size or coarser for a wide blur) and placed under the layer as an image; the
 * layer itself stays vector and text.
 */
function drawShadow(doc: PDFKit.PDFDocument, item: LaidOutNode, scene: Scene): void {
  const { width, height } = outputSize(scene);
  const shadow = item.node.shadow!;
  const factor = shadowSampling(shadow.blur);
  const k = scene.scale * factor;
  const bitmap = shadowBitmap(item, k, width * factor, height * factor, (ctx) => drawLayer(ctx, item, k));
  if (!bitmap) return;
  const at = { x: bitmap.x / k, y: bitmap.y / k, width: bitmap.canvas.width / k, height: bitmap.canvas.height / k };
  doc.save();
  if (shadow.kind === 'box-shadow') {
    tracePath(doc, outsideBorderBox(item.node, 1, at));
    doc.clip('even-odd');
  }
  shadowImagePdf(doc, bitmap.canvas, shadow.color, at);
  doc.restore();
}

/**
 * The canvas backend's order and shapes (text-decoration.ts): highlights and lines are filled paths; the
 * outline is the text again in stroke mode, marked as an /Artifact so readers extract the text once. The
 * filled text is the layer's paragraph.
 */
function drawTextLayer(
  doc: PDFKit.PDFDocument,
  item: Extract<LaidOutNode, { kind: 'text' }>,
  alpha: number,
  fonts: Set<string>,
): PDFKit.PDFStructureElement | undefined {
  const { node, layout, decoration } = item;
  if (decoration.highlights.length > 0 || decoration.spanHighlights.length > 0) {
    artifact(doc, () => {
      if (decoration.highlights.length > 0) {
        for (const r of decoration.highlights) roundedRect(doc, r);
        fill(doc, node.highlight!.color, alpha);
      }
      for (const { color, box } of decoration.spanHighlights) fill(roundedRect(doc, box), color, alpha);
    });
  }
  const spacing = (p: Piece) => pieceStyle(node, p.span).letterSpacing;
  if (node.stroke) {
    const { color, width } = node.stroke;
    doc
      .save()
      .lineWidth(2 * width)
      .lineJoin('round')
      .strokeColor(pdfColour(doc, color), color.a * alpha);
    artifact(doc, () => drawText(doc, layout, fonts, 'stroke', spacing));
    doc.restore();
  }
  let colour: Rgba | undefined;
  const element = paragraph(doc, (mark) =>
    drawText(doc, layout, fonts, mark, spacing, (p) => {
      const { color } = pieceStyle(node, p.span);
      if (color !== colour) doc.fillColor(pdfColour(doc, color), color.a * alpha);
      colour = color;
    }),
  );
  // Lines of one colour are filled as one shape.
  const { lines } = decoration;
  if (lines.length > 0) {
    artifact(doc, () => {
      for (let i = 0; i < lines.length;) {
        const { color } = lines[i];
        for (; i < lines.length && lines[i].color === color; i++)
          doc.rect(lines[i].rect.x, lines[i].rect.y, lines[i].rect.width, lines[i].rect.height);
        fill(doc, color, alpha);
      }
    });
  }
  return element;
}

type Piece = TextLayout['pieces'][number];

/** A layout's pieces in one colour: a chart's label, a table's cell. */
function fillLayout(doc: PDFKit.PDFDocument, layout: TextLayout, color: Rgba, fonts: Set<string>): void {
  doc.fillColor(pdfColour(doc, color), color.a);
  drawText(doc, layout, fonts, figureText(doc), () => 0);
}

/**
 * Draws the pieces, each at its size and letter spacing: filled, each `text()` call marked by `mode` (`paint`
 * sets a piece's colour first, else the colour already set), or stroked (the outline, an artifact: it needs no
 * ActualText and no spaces).
 */
function drawText(
  doc: PDFKit.PDFDocument,
  layout: TextLayout,
  fonts: Set<string>,
  mode: MarkText | 'stroke',
  letterSpacingOf: (p: Piece) => number,
  paint?: (p: Piece) => void,
): void {
  let size: number | undefined;
  for (const piece of layout.pieces) {
    if (piece.size !== size) doc.fontSize((size = piece.size));
    paint?.(piece);
    const letterSpacing = letterSpacingOf(piece);
    const face = pdfFace(piece.face.face);
    const shaping = shapingCached(loadFace(face));
    if (!fonts.has(face.id)) {
      // pdfkit takes a fontkit font as it takes a file; its types only know files.
      doc.registerFont(face.id, shaping.font as unknown as Buffer);
      fonts.add(face.id);
    }
    doc.font(face.id);
    // Arabic-Indic digits are a left-to-right piece in Arabic script, which fontkit would reverse.
    const text = piece.rtl ? rightToLeft(piece.text) : hasRtl(piece.text) ? reversed(piece.text) : piece.text;
    // horizontalScaling is a pdfkit option its types lack.
    const options: PDFKit.Mixins.TextOptions & { horizontalScaling?: number } = {
      lineBreak: false,
      baseline: 'alphabetic',
      characterSpacing: letterSpacing,
      stroke: mode === 'stroke',
    };
    // A substituted face (emoji outlines) has other advances: stretch it to the width laid out.
    if (face !== piece.face.face) {
      const natural = doc.widthOfString(text, options);
      if (natural > 0) options.horizontalScaling = (piece.width / natural) * 100;
    }
    if (mode === 'stroke') {
      doc.text(text, piece.x, piece.baseline, options);
      continue;
    }
    // Readers of the structure (`pdfinfo -struct-text`) read a paragraph from its glyphs alone: a space glyph
    // goes right of each word the layout has one after, in the word's own call (drawn from the word's left, its
    // glyphs keep their places), or in a call of its own after an /ActualText span (which would read the space,
    // and the gap, twice) or right-to-left letters (which the shaper would reverse, space first). The word is
    // checked with its space, as pdfkit will shape it: a word new to the cache is shaped once, not twice.
    const space = piece.spaceAfter && shaping.font.hasGlyphForCodePoint(0x20);
    const together =
      space && !hasRtl(text) && actualText(`${piece.text} `, piece.rtl, letterSpacing, shaping.glyphs) === undefined;
    const actual = together ? undefined : actualText(piece.text, piece.rtl, letterSpacing, shaping.glyphs);
    mode(actual, () => doc.text(together ? `${text} ` : text, piece.x, piece.baseline, options));
    if (space && !together) mode(undefined, () => doc.text(' ', piece.x + piece.width, piece.baseline, options));
  }
}

/**
 * pdfkit shapes a run with fontkit, which reverses the glyphs of Arabic and Hebrew runs itself but
 * knows nothing of bidi: brackets are mirrored here, and runs with no right-to-left letters (a
 * "!?" the bidi algorithm put in a right-to-left run) are reversed here.
 */
function rightToLeft(text: string): string {
  const flipped = mirrored(text);
  return hasRtl(text) ? flipped : reversed(flipped);
}

function reversed(text: string): string {
  return [...graphemes.segment(text)]
    .map((g) => g.segment)
    .reverse()
    .join('');
}

function fill(doc: PDFKit.PDFDocument, color: Rgba, alpha: number, rule?: 'even-odd'): void {
  doc.fillColor(pdfColour(doc, color), color.a * alpha);
  if (rule) doc.fill(rule);
  else doc.fill();
}

function roundedRect(doc: PDFKit.PDFDocument, r: RoundedRect): PDFKit.PDFDocument {
  return r.radius > 0 ? doc.roundedRect(r.x, r.y, r.width, r.height, r.radius) : doc.rect(r.x, r.y, r.width, r.height);
}
