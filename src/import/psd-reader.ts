import { decodeLayerPixels, initializeCanvas, readPsd, type Color, type Layer, type Psd } from 'ag-psd';
import { ValidationError } from '../errors/validation-error.js';
import {
  LayerKeys,
  MAX_IMPORTED_LAYERS,
  round2,
  type DraftDesign,
  type DraftLayer,
  type ImportNote,
} from './draft-design.js';
import { rleProblem } from './rle-check.js';

/**
 * A PSD read with ag-psd into a draft design (docs/import.md "PSD"); runs in a bounded worker
 * (psd-importer.ts). Text layers become text layers (font, size, colour, alignment, box); pixel
 * layers images with their masks applied; simple shape layers (a rectangle, rounded rectangle or
 * ellipse filled with a colour) `empty` layers, other shapes their pixels; groups are flattened,
 * their opacity multiplied into their layers' and their hiding inherited; hidden layers stay, hidden.
 */

const MAX_PSD_DEPTH = 64;
/** Bitmaps ag-psd decodes, in bytes, all layers together. */
const PIXEL_MEMORY = 512 * 1024 * 1024;

// Bitmaps as plain RGBA arrays (useImageData): no canvas in the worker, and none is ever made.
initializeCanvas(
  () => {
    throw new Error('no canvas: bitmaps are read as image data');
  },
  (width, height) =>
    ({ width, height, data: new Uint8ClampedArray(width * height * 4), colorSpace: 'srgb' }) as ImageData,
);

const refuse = (why: string) => ValidationError.of('file', `The PSD cannot be imported: it ${why}.`);

interface Inherited {
  opacity: number;
  hidden: boolean;
  group?: string;
}

export function readPsdDesign(bytes: Uint8Array, fileName: string): DraftDesign {
  let psd: Psd;
  try {
    psd = readPsd(bytes, {
      // Bitmaps are checked (rle-check.ts) and counted before ag-psd decodes them, below.
      useRawData: true,
      skipCompositeImageData: true,
      skipThumbnail: true,
      skipLinkedFilesData: true,
    });
  } catch (e) {
    throw refuse(`could not be read (${String((e as Error).message ?? e).slice(0, 160)})`);
  }
  decodePixels(psd.children ?? []);
  const notes: ImportNote[] = [];
  const keys = new LayerKeys();
  const layers: DraftLayer[] = [];
  let depth = 0;
  const measure = (children: Layer[] | undefined, level: number) => {
    depth = Math.max(depth, level);
    if (level > MAX_PSD_DEPTH) throw refuse(`nests groups more than ${MAX_PSD_DEPTH} deep`);
    for (const c of children ?? []) if (c.children) measure(c.children, level + 1);
  };
  measure(psd.children, 0);

  // ag-psd lists children bottom first, as a template's layers are.
  const visit = (children: Layer[], inherited: Inherited) => {
    for (const layer of children) {
      const opacity = inherited.opacity * (layer.opacity ?? 1);
      const hidden = inherited.hidden || !!layer.hidden;
      if (layer.children) {
        if (layer.blendMode && !['pass through', 'normal'].includes(layer.blendMode))
          notes.push({
            message: `The group "${layer.name}" blends as ${layer.blendMode}: its layers are drawn normally.`,
          });
        visit(layer.children, { opacity, hidden, group: layer.name });
        continue;
      }
      if (layers.length >= MAX_IMPORTED_LAYERS)
        throw refuse(`has more than ${MAX_IMPORTED_LAYERS} layers (a template's most); merge some first`);
      const key = keys.next(layer.name, `layer ${layers.length + 1}`);
      const made = layerOf(layer, key, notes);
      if (!made) continue;
      if (layer.blendMode && !['normal', 'pass through'].includes(layer.blendMode))
        notes.push({ layer: key, message: `Its blend mode (${layer.blendMode}) is drawn as normal.` });
      if (layer.clipping)
        notes.push({ layer: key, message: 'It is clipped to the layer below in the PSD: drawn unclipped.' });
      if (layer.effects && !layer.effects.disabled) effectsOf(layer, made, key, notes);
      layers.push({
        ...made,
        ...(opacity < 1 && { opacity: round2(opacity) }),
        ...(hidden && { hidden: true }),
      });
    }
  };
  visit(psd.children ?? [], { opacity: 1, hidden: false });
  return {
    title: fileName.replace(/\.[^.]*$/, '').slice(0, 255) || 'Imported PSD',
    width: psd.width,
    height: psd.height,
    background_color: 'transparent',
    layers,
    notes,
  };
}

/** Every layer's bitmaps, each RLE stream checked and all of them counted against PIXEL_MEMORY first. */
function decodePixels(children: Layer[]): void {
  const leaves: Layer[] = [];
  const collect = (layers: Layer[]) => {
    for (const l of layers) l.children ? collect(l.children) : leaves.push(l);
  };
  collect(children);
  let bytes = 0;
  for (const layer of leaves) {
    const raw = layer.rawData;
    if (!raw) continue;
    const rect = (r: { left?: number; top?: number; right?: number; bottom?: number } | undefined) => ({
      width: Math.max(0, (r?.right ?? 0) - (r?.left ?? 0)),
      height: Math.max(0, (r?.bottom ?? 0) - (r?.top ?? 0)),
    });
    const own = rect(layer);
    const mask = rect(layer.mask);
    bytes += (own.width * own.height + mask.width * mask.height) * 4 * (raw.bitsPerChannel / 8);
    if (bytes > PIXEL_MEMORY) throw refuse(`holds more than ${PIXEL_MEMORY / 1024 / 1024} MB of layer pixels`);
    for (const channel of raw.channels) {
      if (channel.compression !== 1 || !channel.data || raw.bitsPerChannel !== 8) continue;
      const { width, height } = channel.id === -2 ? mask : channel.id === -3 ? rect(layer.realMask) : own;
      const problem = rleProblem(channel.data, width, height, raw.large);
      if (problem) throw refuse(`has a broken RLE stream in the layer "${layer.name}": ${problem}`);
    }
    try {
      decodeLayerPixels(layer, true);
    } catch (e) {
      throw refuse(
        `has a layer that could not be decoded ("${layer.name}": ${String((e as Error).message ?? e).slice(0, 120)})`,
      );
    }
  }
}

const hex = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/** An ag-psd colour as CSS; CMYK, Lab and HSB are approximated by their RGB equivalents' simplest form. */
function cssOf(c: Color | undefined, fallback = '#000000'): string {
  if (!c) return fallback;
  if ('r' in c) return `#${hex(c.r)}${hex(c.g)}${hex(c.b)}`;
  if ('fr' in c) return `#${hex(c.fr * 255)}${hex(c.fg * 255)}${hex(c.fb * 255)}`;
  if ('k' in c && !('c' in c)) return `#${hex(255 - c.k * 2.55).repeat(3)}`;
  return fallback;
}

function layerOf(layer: Layer, key: string, notes: ImportNote[]): DraftLayer | undefined {
  const box = {
    x: layer.left ?? 0,
    y: layer.top ?? 0,
    width: Math.max(0, (layer.right ?? 0) - (layer.left ?? 0)),
    height: Math.max(0, (layer.bottom ?? 0) - (layer.top ?? 0)),
  };
  if (layer.text) return textLayer(layer, key, box, notes);
  if (layer.adjustment) {
    notes.push({ layer: key, message: `An adjustment layer (${layer.adjustment.type}) is not imported.` });
    return undefined;
  }
  const shape = shapeLayer(layer, key, notes);
  if (shape) return shape;
  if (!layer.imageData || box.width === 0 || box.height === 0) {
    if (layer.vectorFill) notes.push({ layer: key, message: 'A shape with no pixels in the file is not imported.' });
    return undefined;
  }
  if (layer.vectorFill)
    notes.push({ layer: key, message: 'A shape this import cannot draw as one: imported as its pixels.' });
  if (layer.placedLayer) notes.push({ layer: key, message: 'A smart object: imported as its pixels.' });
  const pixels = maskedPixels(layer, notes, key);
  return {
    layer: key,
    type: 'image',
    ...box,
    fit: 'fill',
    image: { kind: 'rgba', pixels, width: box.width, height: box.height, fileName: `${key}.png` },
  };
}

/** The layer's RGBA pixels with its raster mask applied (alpha multiplied; outside the mask, its default colour). */
function maskedPixels(layer: Layer, notes: ImportNote[], key: string): Uint8Array {
  const { data, width, height } = layer.imageData!;
  const pixels =
    data instanceof Uint8Array || data instanceof Uint8ClampedArray
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : to8bit(data);
  const mask = layer.mask;
  if (!mask || mask.disabled || !mask.imageData) {
    if (layer.vectorMask && !layer.vectorMask.disable)
      notes.push({ layer: key, message: 'Its vector mask is not applied.' });
    return pixels;
  }
  const m = mask.imageData;
  const mx = (mask.left ?? 0) - (layer.left ?? 0);
  const my = (mask.top ?? 0) - (layer.top ?? 0);
  const outside = mask.defaultColor ?? 0;
  const mdata = m.data;
  const scale = mdata instanceof Uint16Array ? 257 : mdata instanceof Float32Array ? 1 / 255 : 1;
  for (let y = 0; y < height; y++) {
    const row = y - my;
    for (let x = 0; x < width; x++) {
      const col = x - mx;
      const value =
        row >= 0 && row < m.height && col >= 0 && col < m.width ? mdata[(row * m.width + col) * 4] / scale : outside;
      const i = (y * width + x) * 4 + 3;
      pixels[i] = Math.round((pixels[i] * value) / 255);
    }
  }
  return pixels;
}

function to8bit(data: Uint16Array | Float32Array): Uint8Array {
  const out = new Uint8Array(data.length);
  const f = data instanceof Uint16Array ? 1 / 257 : 255;
  for (let i = 0; i < data.length; i++) out[i] = Math.max(0, Math.min(255, Math.round(data[i] * f)));
  return out;
}

const JUSTIFY: Record<string, 'left' | 'center' | 'right' | 'justify'> = {
  left: 'left',
  right: 'right',
  center: 'center',
  'justify-left': 'justify',
  'justify-right': 'justify',
  'justify-center': 'justify',
  'justify-all': 'justify',
};

function textLayer(
  layer: Layer,
  key: string,
  box: { x: number; y: number; width: number; height: number },
  notes: ImportNote[],
): DraftLayer {
  const t = layer.text!;
  const style = { ...t.style, ...t.styleRuns?.[0]?.style };
  if ((t.styleRuns?.length ?? 0) > 1)
    notes.push({ layer: key, message: 'Its text has several styles: the first is used for all of it.' });
  const [xx = 1, xy = 0, yx = 0, yy = 1, tx = box.x, ty = box.y] = t.transform ?? [];
  if (Math.abs(xy) > 1e-3 || Math.abs(yx) > 1e-3)
    notes.push({ layer: key, message: 'Its text is rotated or skewed: drawn upright.' });
  if (t.warp && t.warp.style && t.warp.style !== 'none')
    notes.push({ layer: key, message: `Its warp (${t.warp.style}) is not drawn.` });
  const scale = Math.sqrt(Math.abs(xx * yy - xy * yx)) || 1;
  const size = (style.fontSize ?? 12) * scale;
  const align = JUSTIFY[t.paragraphStyle?.justification ?? 'left'] ?? 'left';
  let x: number;
  let y: number;
  let width: number;
  let height: number;
  if (t.shapeType === 'box' && t.boxBounds) {
    const [l, top, r, b] = t.boxBounds;
    x = tx + l * scale;
    y = ty + top * scale;
    width = (r - l) * scale;
    height = (b - top) * scale;
  } else {
    // Point text: its transform's origin is the first baseline at the anchor; the box is wide enough not to wrap.
    const lines = t.text.split(/\r\n?|\n/);
    width = Math.max(box.width, Math.ceil(size * 0.7 * Math.max(...lines.map((l) => l.length)) + size));
    height = Math.max(box.height, Math.ceil(size * 1.2 * lines.length));
    x = align === 'center' ? tx - width / 2 : align === 'right' ? tx - width : tx;
    y = ty - size * 0.95;
    notes.push({ layer: key, message: 'Point text: placed from its baseline, in a box wide enough for its lines.' });
  }
  const font = style.font?.name ?? 'sans';
  return {
    layer: key,
    type: 'text',
    x: round2(x),
    y: round2(y),
    width: round2(Math.max(1, width)),
    height: round2(Math.max(1, height)),
    text: t.text.replace(/\r\n?/g, '\n').slice(0, 10_000),
    font_family: font,
    font_size: round2(size),
    ...(style.fauxBold && { font_weight: 'bold' }),
    ...(style.fauxItalic && { font_style: 'italic' }),
    color: cssOf(style.fillColor),
    align,
    line_height: style.autoLeading === false && style.leading ? round2(style.leading / (style.fontSize ?? 12)) : 1.2,
    ...(style.tracking && { letter_spacing: round2((style.tracking / 1000) * size) }),
    ...(style.underline && { underline: true }),
    ...(style.strikethrough && { strikethrough: true }),
  };
}

/** A rectangle, rounded rectangle or ellipse filled with one colour, from its live shape's description. */
function shapeLayer(layer: Layer, key: string, notes: ImportNote[]): DraftLayer | undefined {
  const fill = layer.vectorFill;
  const origin = layer.vectorOrigination?.keyDescriptorList;
  if (!fill || fill.type !== 'color' || origin?.length !== 1) return undefined;
  const o = origin[0];
  const kind =
    o.keyOriginType === 1
      ? 'rectangle'
      : o.keyOriginType === 2
        ? 'rounded'
        : o.keyOriginType === 5
          ? 'ellipse'
          : undefined;
  const bb = o.keyOriginShapeBoundingBox;
  if (!kind || !bb) return undefined;
  const radius = kind === 'rounded' ? (o.keyOriginRRectRadii?.topLeft.value ?? 0) : 0;
  const stroke = layer.vectorStroke;
  if (stroke?.strokeEnabled) notes.push({ layer: key, message: 'Its stroke is drawn as a border inside the shape.' });
  return {
    layer: key,
    type: 'empty',
    x: round2(bb.left.value),
    y: round2(bb.top.value),
    width: round2(bb.right.value - bb.left.value),
    height: round2(bb.bottom.value - bb.top.value),
    shape: kind === 'ellipse' ? 'ellipse' : 'rectangle',
    background_color: layer.vectorStroke?.fillEnabled === false ? 'transparent' : cssOf(fill.color),
    ...(radius > 0 && { border_radius: round2(radius) }),
    ...(stroke?.strokeEnabled && {
      border_width: round2(stroke.lineWidth?.value ?? 1),
      border_color: stroke.content?.type === 'color' ? cssOf(stroke.content.color) : '#000000',
    }),
  };
}

/** A drop shadow as the layer's shadow; other effects reported. */
function effectsOf(layer: Layer, made: DraftLayer, key: string, notes: ImportNote[]): void {
  const e = layer.effects!;
  const shadow = e.dropShadow?.find((s) => s.enabled !== false);
  if (shadow) {
    const angle = (((shadow.useGlobalLight ? 120 : shadow.angle) ?? 120) * Math.PI) / 180;
    const distance = shadow.distance?.value ?? 0;
    const opacity = shadow.opacity ?? 0.75;
    const c = cssOf(shadow.color);
    made.shadow_color = `rgba(${parseInt(c.slice(1, 3), 16)}, ${parseInt(c.slice(3, 5), 16)}, ${parseInt(c.slice(5, 7), 16)}, ${round2(opacity)})`;
    made.shadow_x = round2(-Math.cos(angle) * distance);
    made.shadow_y = round2(Math.sin(angle) * distance);
    made.shadow_blur = round2(shadow.size?.value ?? 0);
  }
  const other = Object.entries(e)
    .filter(
      ([k, v]) =>
        !['disabled', 'scale', 'dropShadow'].includes(k) &&
        v &&
        (!Array.isArray(v) || v.some((x: { enabled?: boolean }) => x.enabled !== false)),
    )
    .map(([k]) => k);
  if (other.length) notes.push({ layer: key, message: `Its effects (${other.join(', ')}) are not drawn.` });
}
