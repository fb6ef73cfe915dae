import type {
  BARCODE_SYMBOLOGIES,
  IMAGE_MASKS,
  TemplateDesign,
  LayerVariant,
} from '../../design/layers/layer-schema.js';
import type { FilterStep } from '../../design/layers/image-filter.js';
import type { Rgba } from './colour.js';
import type { Paint } from './gradient.js';
import type { BoxShape, Shadow } from './graphics.js';
import type { FontSpec } from '../fonts/fonts.js';
import type { DataRow } from '../../design/data/data-rows.js';
import type { CellFormat } from '../../design/table/cell-format.js';
import type { ShowOn } from '../../design/page-fields.js';
import type { Below, Wraps } from '../../design/layout/layout-fields.js';
import type { PDF_STANDARDS } from '../../design/print-defaults.js';

export type OutputFormat = 'png' | 'jpeg' | 'webp' | 'pdf';
export const OUTPUT_FORMATS: readonly OutputFormat[] = ['png', 'jpeg', 'webp', 'pdf'];

export interface RenderRequest {
  design: TemplateDesign;
  variants?: LayerVariant[] | null;
  format: OutputFormat;
  /** png and webp only: the template background is left out. */
  transparent?: boolean;
  /** Output size factor, for small preview thumbnails. Default 1. */
  scale?: number;
  /** Whose uploaded fonts `font_family` may name; without it, bundled families only. */
  accountId?: number;
  /** PDF only: the document's metadata and print setup (pdf-document.ts). */
  pdf?: PdfOptions;
  /** An animated design: the instant (ms) a still shows; default its last frame (render/run/renderer.ts). */
  frameAt?: number;
  /** png, jpeg, webp: every colour shown as it prints, through the print profile to CMYK and back (backends/soft-proof.ts). */
  softProof?: boolean;
}

/** What a PDF carries besides its drawing. */
export interface PdfOptions {
  /** Millimetres of design drawn beyond the trim on every side (0 to MAX_BLEED_MM). */
  bleed?: number;
  /** Crop marks at the trim's corners, outside the bleed. */
  cropMarks?: boolean;
  /** The document title; default none. */
  title?: string | null;
  author?: string | null;
  /** BCP 47; default guessed from the text's script (document-language.ts), else `en`. */
  lang?: string | null;
  /** An archival standard the file claims and keeps to; default none (pdf-document.ts). */
  standard?: PdfStandard | null;
  /** Passwords and permissions, AES-256 (pdf-protection.ts); default none: the file opens for anyone. */
  protection?: PdfProtection | null;
  /** Form fields drawn as their values' plain text, not fillable (pdf-form.ts). */
  flatten?: boolean;
  /** Files the document carries (pdf-attachments.ts); default none. */
  attachments?: PdfAttachment[] | null;
}

/** A text layer's fillable field (templates' `form_field`). */
export type FormField = NonNullable<Extract<TemplateDesign['layers'][number], { type: 'text' }>['form_field']>;

/** What a reader may do without the owner password. */
type PdfPermissions = {
  print: boolean;
  copy: boolean;
  modify: boolean;
};

/** A protected PDF: the owner password lifts the permissions; a user password, when given, is asked to open it. */
export type PdfProtection = {
  userPassword?: string | null;
  ownerPassword: string;
  permissions: PdfPermissions;
};

/** How an attachment relates to the document (PDF/A-3's AFRelationship). */
export const ATTACHMENT_RELATIONSHIPS = ['Alternative', 'Data', 'Source', 'Supplement', 'Unspecified'] as const;

/** A file embedded in the PDF. */
export type PdfAttachment = {
  name: string;
  /** Its media type, e.g. `text/xml`. */
  mimeType: string;
  /** Its bytes, base64. */
  content: string;
  description?: string | null;
  relationship: (typeof ATTACHMENT_RELATIONSHIPS)[number];
};

// The design language's, which a template's print defaults name too.
type PdfStandard = (typeof PDF_STANDARDS)[number];

export interface RenderResult {
  data: Buffer;
  contentType: string;
  /** Output size: pixels for images, points for PDF. */
  width: number;
  height: number;
}

interface NodeBase {
  layer: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees, clockwise, about the layer's centre. */
  rotation: number;
  opacity: number;
  /** Cast by everything the layer draws; null casts none. */
  shadow: Shadow | null;
  /** The pages of a flowing PDF it is drawn on (design/page-fields.ts); absent: every page. */
  showOn?: ShowOn;
  /** The layer whose bottom edge this one's top sits under (scene/follow.ts); absent: its own y. */
  below?: Below;
  /** The layer whose drawn box, grown by the padding, is this one's box (scene/follow.ts); absent: its own. */
  wraps?: Wraps;
}

export interface TextNode extends NodeBase {
  type: 'text';
  text: string;
  /** In a PDF not flattened: a fillable field in the layer's box, its value the text (pdf-form.ts). */
  formField?: FormField;
  /** A checkbox or radio button field: drawn as a box or circle, checked or not, instead of the text (paint-toggle.ts). */
  checked?: boolean;
  color: Rgba;
  font: FontSpec;
  fontSize: number;
  /** The auto-fit floor; equals fontSize when auto-fit is off. */
  minFontSize: number;
  autoFit: boolean;
  align: 'left' | 'center' | 'right' | 'justify';
  verticalAlign: 'top' | 'middle' | 'bottom';
  lineHeight: number;
  letterSpacing: number;
  maxLines: number | null;
  direction: 'auto' | 'ltr' | 'rtl';
  /** A box behind each line; null draws none. */
  highlight: { color: Rgba; padding: number; radius: number } | null;
  /** An outline drawn under the fill, `width` pixels beyond the glyphs' edges; null draws none. */
  stroke: { color: Rgba; width: number } | null;
  underline: boolean;
  strikethrough: boolean;
  /** A markup layer's styles over `text`, in order; null for plain text, drawn in the node's one style. */
  spans: TextSpan[] | null;
  /** `{page}` and `{pages}` in `text` stand for the page number and count (a flowing PDF's, else 1 and 1). */
  pageNumbers?: boolean;
  /** Once numbered (scene/page-numbers.ts): the text and spans with `{page}` and `{pages}` still in them. */
  unnumbered?: Pick<TextNode, 'text' | 'spans'>;
}

/** A stretch of a markup text layer's text in one style, what its tags set resolved over the layer's. */
export interface TextSpan {
  /** Where it ends in the node's text (UTF-16 units); it starts where the span before it ends. */
  end: number;
  font: FontSpec;
  fontSize: number;
  color: Rgba;
  letterSpacing: number;
  /** A box behind the span's words on each line, with the layer's highlight padding and radius; null draws none. */
  background: TextNode['highlight'];
  underline: boolean;
  strikethrough: boolean;
}

export interface ImageNode extends NodeBase {
  type: 'image';
  url: string;
  fit: 'cover' | 'contain' | 'fill';
  focalX: number;
  focalY: number;
  radius: number;
  /** Cuts the box to a circle (centred, the shorter side across) or the ellipse inscribed in it; `none` keeps `radius`. */
  mask: (typeof IMAGE_MASKS)[number];
  /** CSS filter functions, left to right; empty draws the image as it is. */
  filter: FilterStep[];
  /** Mirrored about the box's vertical (flipX) or horizontal (flipY) axis. */
  flipX: boolean;
  /** Alternative text for readers; null: decorative (a PDF marks it an artifact). */
  alt: string | null;
  flipY: boolean;
}

export interface BoxNode extends NodeBase {
  type: 'empty';
  fill: Paint;
  radius: number;
  borderWidth: number;
  borderColor: Rgba;
  shape: BoxShape;
  /** Dash and gap lengths of the border; null draws it solid. */
  borderDash: number[] | null;
}

export interface QrNode extends NodeBase {
  type: 'qr_code';
  content: string;
  color: Rgba;
  background: Paint;
  errorCorrection: 'L' | 'M' | 'Q' | 'H';
  quietZone: number;
}

export interface BarcodeNode extends NodeBase {
  type: 'barcode';
  content: string;
  symbology: (typeof BARCODE_SYMBOLOGIES)[number];
  color: Rgba;
  background: Paint;
  showText: boolean;
}

/** A Vega-Lite chart (design/chart), drawn in the worker as vector paths and text (render/data/chart-drawing.ts). */
export interface ChartNode extends NodeBase {
  type: 'chart';
  /** The layer's Vega-Lite spec, checked when the template was written. */
  spec: Record<string, unknown>;
  rows: readonly DataRow[];
  /** Family and faces; each text's weight and style come from the chart. */
  font: Pick<FontSpec, 'family' | 'faces'>;
  fontSize: number;
  /** CSS colours, as Vega-Lite's config takes them. */
  color: string;
  colors: string[] | null;
  /** A PDF's alternative text: the layer's, or written from the spec and data. */
  alt: string;
}

/** A table column with its format and its type resolved over the table's. */
export interface TableColumn extends CellFormat {
  key: string;
  header: string;
  /** Pixels; null shares what the sized columns leave. */
  width: number | null;
  align: 'left' | 'center' | 'right';
  wrap: boolean;
  style: CellStyle;
}

export interface CellStyle {
  font: FontSpec;
  fontSize: number;
  color: Rgba;
}

/** What a row's style sets over its columns' (each absent: the column's). */
export interface RowStyle {
  font?: Pick<FontSpec, 'family' | 'faces'>;
  weight?: number;
  italic?: boolean;
  fontSize?: number;
  color?: Rgba;
  fill: Rgba | null;
}

/** A table (design/table) laid out row by row (render/data/table-layout.ts); a PDF's flows over pages. */
export interface TableNode extends NodeBase {
  type: 'table';
  columns: TableColumn[];
  rows: readonly DataRow[];
  locale: string;
  lineHeight: number;
  padding: number;
  /** The header row's style and fill; null draws no header. */
  header: (CellStyle & { fill: Rgba }) | null;
  rowFill: Rgba | null;
  zebraFill: Rgba | null;
  border: { color: Rgba; width: number; style: 'horizontal' | 'all' | 'outer' | 'none' };
  /** Styles a row names with its `_style` value, over its columns'. */
  rowStyles: Record<string, RowStyle>;
  /** The last row of an image whose rows do not fit, `{count}` the rows left out. */
  moreRowsText: string;
  /** Where the table continues on a flowing PDF's later pages. */
  nextPage: { y: number; height: number };
}

export type SceneNode = TextNode | ImageNode | BoxNode | QrNode | BarcodeNode | ChartNode | TableNode;

/** What a backend draws: plain data, so it crosses to a worker thread as it is. */
export interface Scene {
  width: number;
  height: number;
  scale: number;
  format: OutputFormat;
  /** The template background; fully transparent when the request asked for transparency. */
  background: Paint;
  /** A print design's physical page size in points (its PDF's trim); null for a screen design. */
  page: { width: number; height: number } | null;
  /** PDF only: resolved, its language always set. */
  pdf: PdfOptions & { lang: string };
  /** Visible layers only, in z-order (first is bottom). */
  nodes: SceneNode[];
  /**
   * How many nodes from the bottom no variant of this request touches: the raster backend may draw
   * them from a cached bitmap (static-layers.ts). 0 turns the cache off.
   */
  staticLayers: number;
  /** A raster drawn as it prints (RenderRequest.softProof); false for a PDF. */
  softProof: boolean;
}

/** svg: sanitised (base/svg-sanitiser.ts), drawn at the size it is shown at. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'svg';

/** A fetched, sniffed image. `id` names these exact bytes, so workers can cache what they decode. */
export interface ImageAsset {
  id: number;
  url: string;
  bytes: Uint8Array;
  format: ImageFormat;
  width: number;
  height: number;
  hasAlpha: boolean;
  /** An SVG's filters, in passes over the whole image (run/svg-filter-cost.ts); none for a raster image. */
  filterPasses?: number;
}

/** Fetched images by URL. */
export type SceneAssets = Record<string, ImageAsset>;
