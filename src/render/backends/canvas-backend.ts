import { createCanvas, Path2D, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';
import { cssColour, WHITE, type Rgba } from '../base/colour.js';
import { drawCanvasImage } from './canvas-image.js';
import { paintOpaque, paintVisible, type Paint } from '../base/gradient.js';
import { drawShape, fillPaint, placeLayer } from './paint-canvas.js';
import { tracePath } from './paint-path.js';
import { drawToggleCanvas } from './paint-toggle.js';
import { outsideBorderBox, shadowBitmap, shadowSampling } from './paint-shadow.js';
import { encodeJpeg } from '../encoders/jpeg-bands.js';
import { encodePng } from '../encoders/png-bands.js';
import type { Rect, RoundedRect } from '../base/geometry.js';
import { outputSize } from '../base/output-size.js';
import { layoutScene, type LaidOutNode } from '../scene/scene-layout.js';
import { keepPrefix, restorePrefix, staticPrefix, type KeptPrefix } from './static-layers.js';
import { pieceStyle } from '../text/text-decoration.js';
import type { TextLayout } from '../text/text-layout.js';
import type { TextMeasurer } from '../text/text-measurer.js';
import type { ChartDrawings } from '../data/chart-drawing.js';
import { drawChartCanvas, drawTableCanvas } from './canvas-data.js';
import type { Scene, SceneAssets } from '../base/types.js';
import { printColour } from '../base/print-profile.js';
import { softProof } from './soft-proof.js';

export type RasterFormat = 'png' | 'jpeg' | 'webp';

/**
 * Encoders: libvips (sharp) from the canvas's raw pixels, at settings chosen with `npm run bench`
 * (docs/performance.md). Skia's own encoders took 1.5x (JPEG) to 4x (PNG) as long. WebP 85 looks
 * like JPEG 90 and encodes ~20% faster than WebP 90; effort 0 is libwebp's fastest method. JPEG
 * (quality 90, standard Huffman tables) and opaque PNG (Node's zlib) are encoded in bands:
 * jpeg-bands.ts, png-bands.ts. A PNG with transparency goes to libvips, which un-premultiplies.
 */
const WEBP = { quality: 85, effort: 0 } as const;
const PNG = { compressionLevel: 3, adaptiveFiltering: false } as const;

// libvips caches operations by their inputs; a render's pixels are new every time, so the cache
// only held memory (~60 MB per process in the bench). This is process-wide.
sharp.cache(false);

// Canvases are kept per size: templates render at a handful of sizes, and reuse skips allocation.
// A thread runs two tasks at once (render-pool.ts), so from taking a canvas to reading its pixels
// back nothing may await.
const canvases = new Map<string, Canvas>();
const MAX_CANVASES = 4;

function canvasFor(width: number, height: number): Canvas {
  const key = `${width}x${height}`;
  let canvas = canvases.get(key);
  if (canvas) canvases.delete(key);
  else canvas = createCanvas(width, height);
  canvases.set(key, canvas);
  if (canvases.size > MAX_CANVASES) canvases.delete(canvases.keys().next().value!);
  return canvas;
}

/**
 * Lays out and draws the scene with Skia and encodes it. The static prefix (static-layers.ts) is
 * copied from a kept bitmap when there is one; otherwise it is drawn, and kept if it comes again.
 */
export async function renderRaster(
  scene: Scene,
  assets: SceneAssets,
  measurer: TextMeasurer,
  format: RasterFormat,
  charts?: ChartDrawings,
): Promise<Buffer> {
  // JPEG has no alpha: what is transparent becomes white, not black.
  const whiteUnder = format === 'jpeg' && !paintOpaque(scene.background);
  // Loaded before drawing: from taking the kept canvas to reading it back nothing may await.
  const print = scene.softProof ? await printColour() : undefined;
  const { canvas, restored } = drawRaster(scene, assets, measurer, whiteUnder, charts);
  // canvas.data() is the cheapest read-back. It is premultiplied, which only matters where there
  // is transparency (un-premultiplying costs libvips ~4 ms on a 1200x630 image).
  const data = canvas.data();
  const opaque = paintOpaque(scene.background);
  if (!print) return encode(data, canvas, format, opaque, restored);
  softProof(data, canvas.width * canvas.height, print);
  // The kept prefix's encoded bands are of the unproofed pixels.
  return encode(data, canvas, format, opaque, undefined);
}

/**
 * Draws the scene onto the canvas kept for its size (renderRaster; a clip's frames, render/motion/),
 * which the caller reads before anything awaits: the next render takes the same canvas.
 */
export function drawRaster(
  scene: Scene,
  assets: SceneAssets,
  measurer: TextMeasurer,
  whiteUnder: boolean,
  charts?: ChartDrawings,
): { canvas: Canvas; restored: KeptPrefix | undefined } {
  const { width, height } = outputSize(scene);
  const canvas = canvasFor(width, height);
  const ctx = canvas.getContext('2d');
  const prefix = staticPrefix(scene, assets, whiteUnder);
  const restored = prefix ? restorePrefix(prefix, ctx) : undefined;
  const nodes = layoutScene(scene, assets, measurer, restored && prefix ? prefix.layers : 0, charts);
  ctx.save();
  try {
    if (!restored) {
      // The canvas is reused: an opaque background covers the last render, anything else clears it.
      if (!paintOpaque(scene.background)) ctx.clearRect(0, 0, width, height);
      if (whiteUnder) fillRect(ctx, { x: 0, y: 0, width, height }, WHITE);
      if (paintVisible(scene.background))
        fillArea(ctx, scene.background, width / scene.width, height / scene.height, scene.width, scene.height);
    }
    ctx.scale(scene.scale, scene.scale);
    ctx.imageSmoothingQuality = 'high';
    ctx.textBaseline = 'alphabetic';
    ctx.textAlign = 'left';
    nodes.forEach((item, i) => {
      if (item.node.shadow) drawShadow(ctx, item, scene.scale, width, height);
      drawLayer(ctx, item, scene.scale);
      if (prefix && !restored && i === prefix.layers - 1) keepPrefix(prefix, canvas);
    });
  } finally {
    ctx.restore();
  }
  return { canvas, restored };
}

function encode(
  data: Buffer,
  { width, height }: { width: number; height: number },
  format: RasterFormat,
  opaque: boolean,
  kept: KeptPrefix | undefined,
): Promise<Buffer> {
  if (format === 'jpeg') return encodeJpeg(data, width, height, kept && { pixels: kept.pixels, bands: kept.jpegBands });
  if (format === 'png' && opaque)
    return encodePng(data, width, height, kept && { pixels: kept.pixels, bands: kept.pngBands });
  const raw = sharp(data, { raw: { width, height, channels: 4, premultiplied: !opaque } });
  const pixels = opaque ? raw.removeAlpha() : raw;
  return format === 'png' ? pixels.png(PNG).toBuffer() : pixels.webp(WEBP).toBuffer();
}

/** Draws a layer's shadow (paint-shadow.ts) under it, in output pixels; a box shadow only outside the border box. */
function drawShadow(ctx: SKRSContext2D, item: LaidOutNode, scale: number, width: number, height: number): void {
  const f = shadowSampling(item.node.shadow!.blur);
  const shadow = shadowBitmap(item, scale * f, width * f, height * f, (scratch) => drawLayer(scratch, item, scale * f));
  if (!shadow) return;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  if (item.node.shadow!.kind === 'box-shadow') {
    ctx.beginPath();
    tracePath(ctx, outsideBorderBox(item.node, scale, { x: 0, y: 0, width, height }));
    ctx.clip('evenodd');
  }
  ctx.drawImage(shadow.canvas, shadow.x / f, shadow.y / f, shadow.canvas.width / f, shadow.canvas.height / f);
  ctx.restore();
}

/** Draws one layer, in template pixels under the transform current on `ctx`; the PDF backend draws shadows with it too. */
export function drawLayer(ctx: SKRSContext2D, item: LaidOutNode, scale: number): void {
  const { node } = item;
  ctx.save();
  placeLayer(ctx, node);
  ctx.globalAlpha = node.opacity;
  switch (item.kind) {
    case 'text':
      // A checkbox or radio button field is drawn as the PDF shows it (paint-toggle.ts), not as its text.
      if (item.node.checked !== undefined) drawToggleCanvas(ctx, item.node);
      else drawTextLayer(ctx, item);
      break;
    case 'image':
      drawCanvasImage(ctx, item, scale);
      break;
    case 'box':
      if (item.fill) {
        ctx.beginPath();
        roundedRect(ctx, item.fill);
        fillPaint(ctx, item.node.fill, node.width, node.height);
      }
      if (item.border) {
        ctx.beginPath();
        roundedRect(ctx, item.border.outer);
        if (item.border.inner) roundedRect(ctx, item.border.inner);
        ctx.fillStyle = cssColour(item.node.borderColor);
        ctx.fill('evenodd');
      }
      break;
    case 'shape':
      drawShape(ctx, item);
      break;
    case 'symbol': {
      const { color, background } = item.node;
      if (paintVisible(background)) fillArea(ctx, background, 1, 1, node.width, node.height);
      if (item.modules.length > 0) {
        const path = new Path2D();
        for (const r of item.modules) path.rect(r.x, r.y, r.width, r.height);
        ctx.fillStyle = cssColour(color);
        ctx.fill(path);
      }
      if (item.caption) {
        ctx.fillStyle = cssColour(color);
        drawText(
          ctx,
          item.caption,
          () => 0,
          (p) => ctx.fillText(p.text, p.x, p.baseline),
        );
      }
      break;
    }
    case 'chart':
      drawChartCanvas(ctx, item, (layout, color) => fillLayout(ctx, layout, color));
      break;
    case 'table':
      drawTableCanvas(ctx, item, (layout, color) => fillLayout(ctx, layout, color));
      break;
  }
  ctx.restore();
}

/** A layout's pieces in one colour: a chart's label, a table's cell. */
function fillLayout(ctx: SKRSContext2D, layout: TextLayout, color: Rgba): void {
  ctx.fillStyle = cssColour(color);
  drawText(
    ctx,
    layout,
    () => 0,
    (p) => ctx.fillText(p.text, p.x, p.baseline),
  );
}

/**
 * Bottom to top: highlights (the layer's, then its spans'), outlines (all of them, so no outline covers a
 * neighbour's fill), glyphs in their spans' colours, lines.
 */
function drawTextLayer(ctx: SKRSContext2D, item: Extract<LaidOutNode, { kind: 'text' }>): void {
  const { node, layout, decoration } = item;
  if (decoration.highlights.length > 0) {
    ctx.beginPath();
    for (const r of decoration.highlights) roundedRect(ctx, r);
    ctx.fillStyle = cssColour(node.highlight!.color);
    ctx.fill();
  }
  for (const { color, box } of decoration.spanHighlights) {
    ctx.beginPath();
    roundedRect(ctx, box);
    ctx.fillStyle = cssColour(color);
    ctx.fill();
  }
  const spacing = (p: TextLayout['pieces'][number]) => pieceStyle(node, p.span).letterSpacing;
  if (node.stroke) {
    // The stroke is centred on the glyph edge and the fill covers its inner half. Its joins are round where
    // CSS's -webkit-text-stroke mitres them: a wide mitre spikes at sharp corners (docs/rendering.md "Text decoration").
    ctx.lineWidth = 2 * node.stroke.width;
    ctx.lineJoin = 'round';
    ctx.strokeStyle = cssColour(node.stroke.color);
    drawText(ctx, layout, spacing, (p) => ctx.strokeText(p.text, p.x, p.baseline));
  }
  let fill = '';
  drawText(ctx, layout, spacing, (p) => {
    const wanted = cssColour(pieceStyle(node, p.span).color);
    if (wanted !== fill) ctx.fillStyle = fill = wanted;
    ctx.fillText(p.text, p.x, p.baseline);
  });
  // Lines of one colour are filled as one shape.
  const { lines } = decoration;
  for (let i = 0; i < lines.length;) {
    const colour = cssColour(lines[i].color);
    ctx.beginPath();
    for (; i < lines.length && cssColour(lines[i].color) === colour; i++)
      ctx.rect(lines[i].rect.x, lines[i].rect.y, lines[i].rect.width, lines[i].rect.height);
    ctx.fillStyle = colour;
    ctx.fill();
  }
}

/** Sets each piece's font, size, letter spacing and direction for `draw`, under the fill or stroke style already set. */
function drawText(
  ctx: SKRSContext2D,
  layout: TextLayout,
  letterSpacing: (piece: TextLayout['pieces'][number]) => number,
  draw: (piece: TextLayout['pieces'][number]) => void,
): void {
  let spacing: number | undefined;
  let font = '';
  for (const piece of layout.pieces) {
    const ls = letterSpacing(piece);
    if (ls !== spacing) ctx.letterSpacing = `${(spacing = ls)}px`;
    const wanted = `${piece.size}px "${piece.face.canvasFamily}"`;
    if (wanted !== font) ctx.font = font = wanted;
    ctx.direction = piece.rtl ? 'rtl' : 'ltr';
    draw(piece);
  }
}

function fillRect(ctx: SKRSContext2D, r: Rect, color: Rgba): void {
  ctx.fillStyle = cssColour(color);
  ctx.fillRect(r.x, r.y, r.width, r.height);
}

/** Fills a `width` x `height` box at the origin, drawn `sx` x `sy` larger. */
function fillArea(ctx: SKRSContext2D, paint: Paint, sx: number, sy: number, width: number, height: number): void {
  ctx.save();
  ctx.scale(sx, sy);
  ctx.beginPath();
  ctx.rect(0, 0, width, height);
  fillPaint(ctx, paint, width, height);
  ctx.restore();
}

function roundedRect(ctx: SKRSContext2D, r: RoundedRect): void {
  if (r.radius > 0) ctx.roundRect(r.x, r.y, r.width, r.height, r.radius);
  else ctx.rect(r.x, r.y, r.width, r.height);
}
