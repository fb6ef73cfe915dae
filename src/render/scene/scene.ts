import {
  CONTENT_KEY,
  IMAGE_STYLE_KEYS,
  imageStyleOverrides,
  layerSchema,
  MAX_TEXT_LENGTH,
  TEXT_FORMATS,
  TEXT_STYLE_KEYS,
  type Layer,
  type LayerVariant,
} from '../../design/layers/layer-schema.js';
import { parseFilter } from '../../design/layers/image-filter.js';
import { walkJson } from '../../validation/walk-json.js';
import { BLACK, TRANSPARENT, WHITE } from '../base/colour.js';
import { parseColour } from '../base/colour-parser.js';
import { parsePaint } from '../base/gradient-parser.js';
import { borderDashOf, hasExtent, shadowOf, shapeOf } from './graphics.js';
import { mayNameUploadedFamily, resolveFont, type AccountFamilies } from '../fonts/fonts.js';
import { intersectsCanvas } from '../base/geometry.js';
import { RenderError } from '../base/render-error.js';
import { markupFamilies, textAndSpans } from './text-spans.js';
import { documentLanguage } from './document-language.js';
import { isAnimated } from '../../design/animation/timeline.js';
import { chartNode, rowsOf, tableNode } from './data-nodes.js';
import { shownOn } from '../../design/page-fields.js';
import { closeUp, type Gone } from './close-up.js';
import { oneChoicePerGroup } from './radio-groups.js';
import { checkedValue } from '../../design/layers/form-field-schema.js';
import { MAX_BLEED_MM } from '../../design/print-defaults.js';
import { OUTPUT_FORMATS, type RenderRequest, type Scene, type SceneNode, type TextNode } from '../base/types.js';

const MAX_CANVAS_SIDE = 4000;
const MAX_SCALE = 4;

/**
 * Template + variants → the scene a backend draws. Variants follow the spec: each names a layer
 * and carries that layer type's content key (or `hidden`); they get no validation, so a variant
 * for an unknown layer, a key of another layer type or a non-string value is ignored.
 */
export function buildScene(req: RenderRequest, account: AccountFamilies = NO_FAMILIES): Scene {
  if (!OUTPUT_FORMATS.includes(req.format)) {
    throw new RenderError(`Unknown output format "${String(req.format)}": use png, jpeg, webp or pdf.`);
  }
  const { design } = req;
  const scale = req.scale ?? 1;
  if (!(scale > 0 && scale <= MAX_SCALE)) throw new RenderError(`The scale must be above 0 and at most ${MAX_SCALE}.`);
  for (const [name, v] of [
    ['width', design.width],
    ['height', design.height],
  ] as const) {
    if (!(v >= 1 && v <= MAX_CANVAS_SIDE))
      throw new RenderError(`The template ${name} must be between 1 and ${MAX_CANVAS_SIDE} pixels.`);
  }
  if (design.width * design.height * scale * scale > MAX_CANVAS_SIDE * MAX_CANVAS_SIDE) {
    throw new RenderError(
      `A ${design.width}x${design.height} template cannot be rendered at scale ${scale}: the output would be too large.`,
    );
  }
  const bleed = req.pdf?.bleed ?? 0;
  if (!(bleed >= 0 && bleed <= MAX_BLEED_MM))
    throw new RenderError(`The bleed must be between 0 and ${MAX_BLEED_MM} mm.`);
  const transparent = req.transparent === true && (req.format === 'png' || req.format === 'webp');
  const variants = variantsByLayer(req.variants);
  let nodes: SceneNode[] = [];
  const gone = new Map<string, Gone>();
  let staticLayers: number | undefined;
  for (const raw of Array.isArray(design.layers) ? design.layers : []) {
    const layer = withVariants(parseLayer(raw), variants);
    // A moving layer is kept wherever it starts (render/motion/ places it at each instant), and ends the static prefix.
    const moving = design.animation != null && isAnimated(layer);
    // A follower's place depends on layers drawn after the cached prefix may vary: it ends the prefix too.
    if (variants.has(layer.layer) || moving || layer.below || layer.wraps) staticLayers ??= nodes.length;
    const node = layer.hidden ? null : toNode(layer, account, req.format === 'pdf');
    // An image is page 1 of 1; a PDF's pages are decided when its tables are laid out (page-flow.ts).
    const onOnePage = req.format === 'pdf' || shownOn(layer.show_on, 1, 1);
    if (
      node &&
      onOnePage &&
      (moving ||
        ((node.wraps || hasExtent(node)) &&
          node.opacity > 0 &&
          (node.below || node.wraps || intersectsCanvas(node, design.width, design.height))))
    ) {
      nodes.push(node);
    } else gone.set(layer.layer, { y: layer.y, ...(layer.below && { below: layer.below }) });
  }
  nodes = closeUp(nodes, gone);
  oneChoicePerGroup(nodes);
  return {
    width: design.width,
    height: design.height,
    scale,
    format: req.format,
    background: transparent ? TRANSPARENT : parsePaint(design.background_color, WHITE),
    page:
      design.page && design.page.width > 0 && design.page.height > 0
        ? { width: design.page.width, height: design.page.height }
        : null,
    pdf: { ...req.pdf, lang: req.pdf?.lang || (req.format === 'pdf' ? documentLanguage(nodes) : 'en') },
    nodes,
    staticLayers: staticLayers ?? nodes.length,
    softProof: req.softProof === true && req.format !== 'pdf',
  };
}

const NO_FAMILIES: AccountFamilies = new Map();

/** The `font_family` of every text layer of stored (unparsed) layers. */
export function textFontFamilies(layers: unknown): string[] {
  return (Array.isArray(layers) ? (layers as unknown[]) : []).flatMap((l) => {
    const { type, font_family, text_format, text } = (l ?? {}) as {
      type?: unknown;
      font_family?: unknown;
      text_format?: unknown;
      text?: unknown;
    };
    if (type !== 'text') return [];
    const spans = text_format === 'markup' && typeof text === 'string' ? markupFamilies(text) : [];
    return typeof font_family === 'string' ? [font_family, ...spans] : spans;
  });
}

/** Whether a text layer names a family that is not bundled: only then are the account's uploaded fonts looked up. */
export function mayUseUploadedFonts(req: RenderRequest): boolean {
  return textFontFamilies(req.design.layers).some(mayNameUploadedFamily);
}

/** The image URLs a scene needs, each once. */
export function imageUrls(scene: Scene): string[] {
  return [...new Set(scene.nodes.flatMap((n) => (n.type === 'image' ? [n.url] : [])))];
}

/**
 * Parsed stored layers, by the stored layer. The template cache (src/templates/renderable-template.ts)
 * hands every render of a template version the same frozen layers, so each is parsed once instead of
 * on every render (the standard card's: 0.25 ms of the request thread per snap, half of building its
 * scene). Kept frozen too, since renders share them.
 */
const parsedLayers = new WeakMap<object, Layer>();

function parseLayer(raw: unknown): Layer {
  const shared = typeof raw === 'object' && raw !== null && Object.isFrozen(raw);
  const known = shared ? parsedLayers.get(raw) : undefined;
  if (known) return known;
  const parsed = layerSchema.safeParse(raw);
  if (parsed.success) {
    if (shared) {
      walkJson(parsed.data, ({ value }) => void (typeof value === 'object' && value !== null && Object.freeze(value)));
      parsedLayers.set(raw, parsed.data);
    }
    return parsed.data;
  }
  const key = (raw as { layer?: unknown } | null)?.layer;
  const issue = parsed.error.issues[0];
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  const problem = `the layer definition is invalid (${where}${issue.message}).`;
  throw typeof key === 'string'
    ? RenderError.inLayer(key, problem)
    : new RenderError(`A layer without a key: ${problem}`);
}

function variantsByLayer(variants: RenderRequest['variants']): Map<string, LayerVariant[]> {
  const byLayer = new Map<string, LayerVariant[]>();
  if (!Array.isArray(variants)) return byLayer;
  for (const v of variants as unknown[]) {
    if (typeof v !== 'object' || v === null || typeof (v as LayerVariant).layer !== 'string') continue;
    const list = byLayer.get((v as LayerVariant).layer) ?? [];
    list.push(v as LayerVariant);
    byLayer.set((v as LayerVariant).layer, list);
  }
  return byLayer;
}

/** The type each text style override must have; another value is ignored, as a content key's is. */
const STYLE_TYPE = {
  color: 'string',
  font_family: 'string',
  font_size: 'number',
  background_color: 'string',
  text_format: 'string',
} as const satisfies Record<(typeof TEXT_STYLE_KEYS)[number], string>;

/**
 * Later variants for the same layer override earlier ones. Any layer takes `opacity`, an empty layer
 * `border_color`, a text layer its style overrides.
 */
function withVariants(layer: Layer, variants: Map<string, LayerVariant[]>): Layer {
  const list = variants.get(layer.layer);
  if (!list) return layer;
  const key = CONTENT_KEY[layer.type];
  const out: Record<string, unknown> = { ...layer };
  for (const v of list) {
    if (typeof v.hidden === 'boolean') out.hidden = v.hidden;
    if (typeof v.opacity === 'number' && v.opacity >= 0 && v.opacity <= 1) out.opacity = v.opacity;
    if (layer.type === 'empty' && typeof v.border_color === 'string') out.border_color = v.border_color;
    const content = (v as unknown as Record<string, unknown>)[key];
    if (layer.type === 'chart' || layer.type === 'table') {
      if (content !== undefined) out.data = rowsOf(layer, content);
    } else if (typeof content === 'string') out[key] = key === 'text' ? content.slice(0, MAX_TEXT_LENGTH) : content;
    if (layer.type === 'image') for (const k of IMAGE_STYLE_KEYS) if (v[k] !== undefined) imageStyle(out, k, v[k]);
    if (layer.type !== 'text') continue;
    for (const k of TEXT_STYLE_KEYS) if (typeof v[k] === STYLE_TYPE[k]) out[k] = v[k];
    if (!(TEXT_FORMATS as readonly unknown[]).includes(out.text_format)) out.text_format = layer.text_format;
  }
  return out as Layer;
}

/** An image override that does not pass the layer's checks (from a caller that skipped the API's) is ignored. */
function imageStyle(out: Record<string, unknown>, key: (typeof IMAGE_STYLE_KEYS)[number], value: unknown): void {
  const parsed = imageStyleOverrides.shape[key].safeParse(value);
  if (parsed.success) out[key] = parsed.data;
}

/**
 * A text layer's highlight, outline and lines. Stored colours parse (the layer schema checks them); a
 * variant's background_color that does not reaches here only from a caller that skipped the API's
 * checks, and then draws no highlight.
 */
function textDecoration(
  layer: Extract<Layer, { type: 'text' }>,
): Pick<TextNode, 'highlight' | 'stroke' | 'underline' | 'strikethrough'> {
  const highlight = parseColour(layer.background_color, TRANSPARENT);
  const stroke = parseColour(layer.stroke_color, BLACK);
  return {
    highlight:
      highlight.a > 0 ? { color: highlight, padding: layer.background_padding, radius: layer.background_radius } : null,
    stroke: layer.stroke_width > 0 && stroke.a > 0 ? { color: stroke, width: layer.stroke_width } : null,
    underline: layer.underline,
    strikethrough: layer.strikethrough,
  };
}

/** The stored filter parses (the layer schema checks it); an empty list draws no filter. */
function imageFilterSteps(filter: string | undefined) {
  const steps = filter === undefined ? [] : parseFilter(filter);
  return typeof steps === 'string' ? [] : steps;
}

/** What every layer's node carries: its box, rotation, opacity, shadow and where it follows. */
const nodeBase = (layer: Layer) => ({
  layer: layer.layer,
  x: layer.x,
  y: layer.y,
  width: layer.width,
  height: layer.height,
  rotation: layer.rotation ?? 0,
  opacity: layer.opacity ?? 1,
  shadow: shadowOf(layer),
  ...(layer.show_on && { showOn: layer.show_on }),
  ...(layer.below && { below: layer.below }),
  ...(layer.wraps && { wraps: layer.wraps }),
});
type NodeBase = ReturnType<typeof nodeBase>;

/** A text layer's node: its runs of styles (markup) and its fonts resolved, its form field's value read. */
function textNode(base: NodeBase, layer: Extract<Layer, { type: 'text' }>, account: AccountFamilies): SceneNode {
  const weight = layer.font_weight === 'normal' ? 400 : layer.font_weight === 'bold' ? 700 : layer.font_weight;
  const decoration = textDecoration(layer);
  const root = {
    color: parseColour(layer.color, BLACK),
    font: { ...resolveFont(layer.font_family, account), weight, italic: layer.font_style === 'italic' },
    fontSize: layer.font_size,
    letterSpacing: layer.letter_spacing,
    underline: decoration.underline,
    strikethrough: decoration.strikethrough,
  };
  return {
    ...base,
    type: 'text',
    ...textAndSpans(layer, root, account),
    ...root,
    minFontSize: layer.auto_fit
      ? Math.min(layer.font_size, layer.min_font_size ?? layer.font_size / 4)
      : layer.font_size,
    autoFit: layer.auto_fit,
    align: layer.align,
    verticalAlign: layer.vertical_align,
    lineHeight: layer.line_height,
    maxLines: layer.max_lines ?? null,
    direction: layer.direction,
    ...decoration,
    ...(layer.page_numbers && { pageNumbers: true }),
    ...(layer.form_field && { formField: layer.form_field }),
    ...((layer.form_field?.kind === 'checkbox' || layer.form_field?.kind === 'radio') && {
      checked: checkedValue(layer.text),
    }),
  };
}

function toNode(layer: Layer, account: AccountFamilies, pdf: boolean): SceneNode | null {
  const base = nodeBase(layer);
  switch (layer.type) {
    case 'text':
      return textNode(base, layer, account);
    case 'image': {
      const url = layer.image_url?.trim();
      if (!url) return null;
      return {
        ...base,
        type: 'image',
        url,
        fit: layer.fit,
        focalX: layer.focal_x,
        focalY: layer.focal_y,
        radius: layer.border_radius,
        mask: layer.mask,
        filter: imageFilterSteps(layer.filter),
        flipX: layer.flip_x,
        flipY: layer.flip_y,
        alt: layer.alt || null,
      };
    }
    case 'empty':
      return {
        ...base,
        type: 'empty',
        fill: parsePaint(layer.background_color, TRANSPARENT),
        radius: layer.border_radius,
        borderWidth: layer.border_width,
        borderColor: parseColour(layer.border_color, BLACK),
        shape: shapeOf(layer),
        borderDash: borderDashOf(layer),
      };
    case 'qr_code':
      return {
        ...base,
        type: 'qr_code',
        content: layer.qr_content,
        color: parseColour(layer.color, BLACK),
        background: parsePaint(layer.background_color, WHITE),
        errorCorrection: layer.error_correction,
        quietZone: layer.quiet_zone,
      };
    case 'barcode':
      return {
        ...base,
        type: 'barcode',
        content: layer.barcode_content,
        symbology: layer.symbology,
        color: parseColour(layer.color, BLACK),
        background: parsePaint(layer.background_color, WHITE),
        showText: layer.show_text,
      };
    case 'chart':
      return chartNode(base, layer, account, pdf);
    case 'table':
      return tableNode(base, layer, account);
  }
}
