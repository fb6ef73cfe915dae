import { parseSvgPath } from '../design/svg-path.js';
import { sanitisedSvgTree, serialiseSvgElement, SvgRefused, type SvgElement } from '../render/index.js';
import { ValidationError } from '../errors/validation-error.js';
import {
  LayerKeys,
  MAX_IMPORTED_LAYERS,
  round2,
  type DraftDesign,
  type DraftLayer,
  type ImportNote,
} from './draft-design.js';
import { attr, prop, svgFill } from './svg-paint.js';

/**
 * An SVG as a draft design (docs/import.md "SVG"). The file goes through the renderer's sanitiser
 * first (render/base/svg-sanitiser.ts: its size, element, depth and reference bounds; anything that
 * names an outside resource is refused, so nothing it names is ever fetched), then each top-level
 * element becomes a layer: text a text layer, a data: image an image layer, rect, circle, ellipse,
 * polygon and path an `empty` layer of that shape with its fill (gradients as CSS gradients). What
 * cannot be a layer (groups, transforms, strokes of open shapes, filters, classes styled by a sheet)
 * is kept drawn: each run of such elements one sanitised SVG image over the canvas, in its place.
 */

const DATA_IMAGE = /^data:(image\/[a-z+]+);base64,([a-z0-9+/=\s]*)$/i;
/** Elements that draw nothing themselves but may be referenced: kept in every grouped SVG image. */
const DEFINITIONS = new Set([
  'defs',
  'style',
  'lineargradient',
  'radialgradient',
  'clippath',
  'mask',
  'pattern',
  'filter',
  'symbol',
  'marker',
]);
const SKIPPED = new Set(['title', 'desc']);
const SHAPES = new Set(['rect', 'circle', 'ellipse', 'polygon', 'path']);

interface Frame {
  /** User units to canvas pixels. */
  sx: number;
  sy: number;
  ox: number;
  oy: number;
}

export function importSvg(bytes: Uint8Array, fileName: string): DraftDesign {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw ValidationError.of('file', 'The SVG cannot be imported: it is not UTF-8 text.');
  }
  let tree: ReturnType<typeof sanitisedSvgTree>;
  try {
    tree = sanitisedSvgTree(text);
  } catch (e) {
    if (e instanceof SvgRefused) throw ValidationError.of('file', `The SVG cannot be imported: it ${e.message}.`);
    throw e;
  }
  const { root } = tree;
  const width = Math.max(1, Math.round(tree.width));
  const height = Math.max(1, Math.round(tree.height));
  const [vx, vy, vw, vh] = tree.viewBox.split(/\s+/).map(Number);
  const frame: Frame = { sx: width / vw, sy: height / vh, ox: -vx * (width / vw), oy: -vy * (height / vh) };
  const byId = new Map<string, SvgElement>();
  const index = (e: SvgElement) => {
    const id = attr(e, 'id');
    if (id !== undefined && !byId.has(id)) byId.set(id, e);
    for (const c of e.children) if (typeof c !== 'string') index(c);
  };
  index(root);

  const notes: ImportNote[] = [];
  const keys = new LayerKeys();
  const layers: DraftLayer[] = [];
  const definitions: SvgElement[] = [];
  let run: SvgElement[] = [];
  const hasSheet = containsStyleSheet(root);
  if (hasSheet)
    notes.push({
      message: 'The <style> sheet is applied only to elements kept as SVG: layers take their own attributes.',
    });

  const flush = () => {
    if (run.length === 0) return;
    const key = keys.next(undefined, `svg ${layers.length + 1}`);
    const group: SvgElement = { ...root, children: [...definitions, ...run], attributes: rootAttributes(root) };
    notes.push({
      layer: key,
      message: `Kept drawn as one SVG image: ${describe(run)}.`,
    });
    layers.push({
      layer: key,
      type: 'image',
      x: 0,
      y: 0,
      width,
      height,
      fit: 'fill',
      image: { kind: 'encoded', bytes: Buffer.from(serialiseSvgElement(group)), fileName: `${key}.svg` },
    });
    run = [];
  };

  for (const child of root.children) {
    if (typeof child === 'string') continue;
    const name = child.name.toLowerCase();
    if (DEFINITIONS.has(name)) {
      definitions.push(child);
      continue;
    }
    if (SKIPPED.has(name)) continue;
    const made =
      layers.length < MAX_IMPORTED_LAYERS - 1
        ? layerOf(child, frame, byId, hasSheet)
        : { rest: 'the file has more elements than a template has layers' };
    if ('rest' in made) {
      run.push(child);
      continue;
    }
    flush();
    const key = keys.next(attr(child, 'id'), `${name} ${layers.length + 1}`);
    layers.push({ ...made.layer, layer: key });
    for (const message of made.notes) notes.push({ layer: key, message });
  }
  flush();
  return {
    title: titleOf(root, fileName),
    width,
    height,
    background_color: 'transparent',
    layers,
    notes,
  };
}

function containsStyleSheet(e: SvgElement): boolean {
  return e.children.some((c) => typeof c !== 'string' && (c.name.toLowerCase() === 'style' || containsStyleSheet(c)));
}

/** The root's attributes for a grouped image: its size and viewBox come back from the sanitiser. */
const rootAttributes = (root: SvgElement) => root.attributes.filter(([k]) => k !== 'id');

function describe(run: SvgElement[]): string {
  const counts = new Map<string, number>();
  for (const e of run) counts.set(`<${e.name}>`, (counts.get(`<${e.name}>`) ?? 0) + 1);
  return [...counts].map(([n, c]) => (c > 1 ? `${c} ${n}` : n)).join(', ');
}

function titleOf(root: SvgElement, fileName: string): string {
  const title = root.children.find((c): c is SvgElement => typeof c !== 'string' && c.name.toLowerCase() === 'title');
  const text = title?.children
    .filter((c) => typeof c === 'string')
    .join('')
    .trim();
  return (text || fileName.replace(/\.[^.]*$/, '') || 'Imported SVG').slice(0, 255);
}

const num = (v: string | undefined, fallback = 0) => {
  const n = v === undefined ? NaN : parseFloat(v);
  return Number.isFinite(n) ? n : fallback;
};

type Made = { layer: Omit<DraftLayer, 'layer'> & { type: string }; notes: string[] } | { rest: string };

/** The layer an element becomes, or why it stays drawn as SVG. */
function layerOf(e: SvgElement, f: Frame, byId: ReadonlyMap<string, SvgElement>, hasSheet: boolean): Made {
  const name = e.name.toLowerCase();
  if (attr(e, 'transform')) return { rest: 'it has a transform' };
  if (hasSheet && attr(e, 'class')) return { rest: 'a style sheet styles it' };
  for (const p of ['filter', 'clip-path', 'mask', 'marker-start', 'marker-end', 'marker-mid'])
    if (prop(e, p) && prop(e, p) !== 'none') return { rest: `it has a ${p}` };
  const notes: string[] = [];
  const common: Record<string, unknown> = {};
  const opacity = num(prop(e, 'opacity'), 1);
  if (opacity < 1) common.opacity = Math.max(0, round2(opacity));
  if (prop(e, 'display') === 'none' || prop(e, 'visibility') === 'hidden') common.hidden = true;
  if (name === 'text') return textLayer(e, f, common, notes);
  if (name === 'image') return imageLayer(e, f, common, notes);
  if (!SHAPES.has(name)) return { rest: 'it is not a shape a layer draws' };

  const paint = svgFill(e, byId);
  if (paint.unsupported) return { rest: paint.unsupported };
  if (paint.approximated) notes.push(`Gradient approximated: ${paint.approximated}.`);
  const stroke = prop(e, 'stroke');
  const strokeWidth = num(prop(e, 'stroke-width'), 1);
  const border: Record<string, unknown> = {};
  if (stroke && stroke !== 'none' && strokeWidth > 0) {
    if (stroke.startsWith('url(')) return { rest: 'its stroke is a gradient' };
    border.border_color = stroke;
    border.border_width = round2(strokeWidth * f.sx);
    notes.push('Its stroke, centred on the outline in SVG, is drawn as a border inside the shape.');
  }
  const shape = (box: { x: number; y: number; w: number; h: number }, extra: Record<string, unknown>): Made => ({
    layer: {
      type: 'empty',
      x: round2(box.x * f.sx + f.ox),
      y: round2(box.y * f.sy + f.oy),
      width: round2(box.w * f.sx),
      height: round2(box.h * f.sy),
      background_color: paint.fill,
      ...border,
      ...extra,
      ...common,
    },
    notes,
  });
  switch (name) {
    case 'rect': {
      const rx = num(attr(e, 'rx'), num(attr(e, 'ry')));
      if (rx > 0 && attr(e, 'ry') && num(attr(e, 'ry')) !== rx)
        notes.push('Its corners are elliptical in SVG: rounded with rx.');
      return shape(
        { x: num(attr(e, 'x')), y: num(attr(e, 'y')), w: num(attr(e, 'width')), h: num(attr(e, 'height')) },
        { shape: 'rectangle', ...(rx > 0 && { border_radius: round2(rx * f.sx) }) },
      );
    }
    case 'circle':
    case 'ellipse': {
      const rx = num(attr(e, name === 'circle' ? 'r' : 'rx'));
      const ry = name === 'circle' ? rx : num(attr(e, 'ry'), rx);
      const [cx, cy] = [num(attr(e, 'cx')), num(attr(e, 'cy'))];
      return shape({ x: cx - rx, y: cy - ry, w: 2 * rx, h: 2 * ry }, { shape: 'ellipse' });
    }
    case 'polygon': {
      const n = (attr(e, 'points') ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      if (n.length < 6 || n.some((v) => !Number.isFinite(v)) || n.length / 2 > 1000)
        return { rest: 'its points do not make a polygon' };
      const xs = n.filter((_, i) => i % 2 === 0);
      const ys = n.filter((_, i) => i % 2 === 1);
      const box = bounds(xs, ys);
      if (box.w === 0 || box.h === 0) return { rest: 'it has no area' };
      const points = xs.map((x, i) => [round4((x - box.x) / box.w), round4((ys[i] - box.y) / box.h)]);
      return shape(box, { shape: 'polygon', points });
    }
    default: {
      const d = attr(e, 'd') ?? '';
      const ops = parseSvgPath(d);
      if ('problem' in ops) return { rest: `its path ${ops.problem}` };
      if (prop(e, 'fill-rule') === 'evenodd') notes.push('Its fill rule (evenodd) is drawn as nonzero.');
      const xs: number[] = [];
      const ys: number[] = [];
      for (const op of ops)
        for (let i = 1; i + 1 < op.length; i += 2) {
          xs.push(op[i] as number);
          ys.push(op[i + 1] as number);
        }
      const box = bounds(xs, ys);
      if (box.w === 0 || box.h === 0) return { rest: 'it has no area' };
      return shape(box, { shape: 'path', path: d.trim(), path_viewbox: [box.x, box.y, box.w, box.h] });
    }
  }
}

const round4 = (n: number) => Math.round(n * 10000) / 10000;

function bounds(xs: number[], ys: number[]) {
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

function textLayer(e: SvgElement, f: Frame, common: Record<string, unknown>, notes: string[]): Made {
  const parts: string[] = [];
  const collect = (n: SvgElement) => {
    for (const c of n.children)
      if (typeof c === 'string') parts.push(c);
      else collect(c);
  };
  collect(e);
  if (e.children.some((c) => typeof c !== 'string'))
    notes.push('Its <tspan> runs are joined into one text with one style.');
  const text = parts.join('').replace(/\s+/g, ' ').trim();
  if (!text) return { rest: 'it has no text' };
  const size = num(prop(e, 'font-size'), 16) * f.sy;
  const fill = prop(e, 'fill') ?? 'black';
  const anchor = prop(e, 'text-anchor') ?? 'start';
  const family = (prop(e, 'font-family') ?? 'sans-serif').split(',')[0].replace(/['"]/g, '').trim();
  const weightText = prop(e, 'font-weight') ?? 'normal';
  const weight = /^\d+$/.test(weightText) ? Number(weightText) : weightText === 'bold' ? 'bold' : 'normal';
  // The layer's box is wide enough for the line not to wrap; its left edge follows text-anchor.
  const width = Math.ceil(size * 0.7 * text.length + size);
  const baseX = num(attr(e, 'x')) * f.sx + f.ox;
  const x = anchor === 'middle' ? baseX - width / 2 : anchor === 'end' ? baseX - width : baseX;
  // A line of line_height 1.2 puts its baseline about 0.95 em below the box's top (the bundled families' ascent).
  const y = num(attr(e, 'y')) * f.sy + f.oy - size * 0.95;
  notes.push('Placed from its baseline: its box starts about one em above it.');
  return {
    layer: {
      type: 'text',
      x: round2(x),
      y: round2(y),
      width,
      height: Math.ceil(size * 1.2),
      text: text.slice(0, 10_000),
      font_family: family,
      font_size: round2(size),
      font_weight: weight,
      font_style: prop(e, 'font-style') === 'italic' ? 'italic' : 'normal',
      color: fill.startsWith('url(') || fill === 'none' ? '#000000' : fill,
      align: anchor === 'middle' ? 'center' : anchor === 'end' ? 'right' : 'left',
      line_height: 1.2,
      ...common,
    },
    notes,
  };
}

function imageLayer(e: SvgElement, f: Frame, common: Record<string, unknown>, notes: string[]): Made {
  const href = attr(e, 'xlink:href') ?? '';
  const data = DATA_IMAGE.exec(href);
  if (!data) return { rest: 'it does not hold its image' };
  const aspect = attr(e, 'preserveAspectRatio') ?? 'xMidYMid meet';
  if (!/^(none|xMidYMid( meet| slice)?)$/.test(aspect)) notes.push(`Its alignment (${aspect}) is centred.`);
  return {
    layer: {
      type: 'image',
      x: round2(num(attr(e, 'x')) * f.sx + f.ox),
      y: round2(num(attr(e, 'y')) * f.sy + f.oy),
      width: round2(num(attr(e, 'width')) * f.sx),
      height: round2(num(attr(e, 'height')) * f.sy),
      fit: aspect === 'none' ? 'fill' : aspect.endsWith('slice') ? 'cover' : 'contain',
      image: { kind: 'encoded', bytes: Buffer.from(data[2], 'base64'), fileName: `image.${data[1].split('/')[1]}` },
      ...common,
    },
    notes,
  };
}
