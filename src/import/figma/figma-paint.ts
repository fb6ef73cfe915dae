import { isNode, nodes, num, refuseFigma, str, type FigmaNode } from './figma-node.js';

/**
 * Figma paints (`fills`, `strokes`) as a layer's: a solid colour as CSS, linear and radial gradients
 * as CSS gradients over the layer's box (docs/rendering.md "Gradients"), an image fill by its
 * `imageRef`. A layer has one fill: the top visible paint is kept and the rest reported.
 */

/** A Figma image hash. Anything else (a URL, a path) is refused: nothing a file names is fetched. */
const IMAGE_REF = /^[A-Za-z0-9_-]{1,128}$/;

const channel = (v: unknown) => Math.round(Math.min(1, Math.max(0, num(v))) * 255);

/** A Figma RGBA (0..1 channels) with an opacity folded in, as CSS. */
export function cssColour(c: unknown, opacity = 1): string {
  const rgba = isNode(c) ? c : {};
  const [r, g, b] = [channel(rgba.r), channel(rgba.g), channel(rgba.b)];
  const a = Math.round(Math.min(1, Math.max(0, num(rgba.a, 1) * opacity)) * 1000) / 1000;
  if (a >= 1) return `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
  return `rgba(${r}, ${g}, ${b}, ${a})`;
}

export interface Fill {
  /** A colour or a CSS gradient; absent: no visible fill. */
  fill?: string;
  /** An image fill: its hash (null: the file names none) and how it is scaled. */
  image?: { ref: string | null; scaleMode: string; opacity: number };
  notes: string[];
}

/** The visible paints of a list, bottom first, as Figma lists them. */
const visiblePaints = (paints: unknown) => nodes(paints).filter((p) => p.visible !== false && num(p.opacity, 1) > 0);

export function fillOf(paints: unknown, width: number, height: number): Fill {
  const visible = visiblePaints(paints);
  const notes: string[] = [];
  if (visible.length > 1) notes.push(`It has ${visible.length} fills: the top one is kept.`);
  const top = visible.at(-1);
  if (!top) return { notes };
  const opacity = num(top.opacity, 1);
  const type = str(top.type);
  if (type === 'SOLID') return { fill: cssColour(top.color, opacity), notes };
  if (type === 'IMAGE') {
    const ref = top.imageRef === null || top.imageRef === undefined ? null : str(top.imageRef);
    if (ref === undefined || (ref !== null && !IMAGE_REF.test(ref)))
      throw refuseFigma(
        `names an image by ${JSON.stringify(String(top.imageRef).slice(0, 80))}, not by a Figma image hash`,
      );
    return { image: { ref, scaleMode: str(top.scaleMode) ?? 'FILL', opacity }, notes };
  }
  if (type?.startsWith('GRADIENT_')) {
    if (type !== 'GRADIENT_LINEAR' && type !== 'GRADIENT_RADIAL')
      notes.push(`Its ${type.slice(9).toLowerCase()} gradient is drawn as a radial one.`);
    return { fill: gradient(top, type === 'GRADIENT_LINEAR', width, height, opacity), notes };
  }
  notes.push(`Its ${type?.toLowerCase() ?? 'unknown'} fill is not kept.`);
  return { notes };
}

/** A gradient paint over a box of `width` x `height`: its handles (0..1 in the box) placed as CSS lays a gradient out. */
function gradient(paint: FigmaNode, linear: boolean, width: number, height: number, opacity: number): string {
  const h = nodes(paint.gradientHandlePositions).map((p) => ({ x: num(p.x), y: num(p.y) }));
  const [start = { x: 0.5, y: 0 }, end = { x: 0.5, y: 1 }, side = { x: 1, y: 0.5 }] = h;
  const w = Math.max(width, 1e-6);
  const hh = Math.max(height, 1e-6);
  const stops = nodes(paint.gradientStops).map((s) => ({ colour: cssColour(s.color, opacity), at: num(s.position) }));
  if (stops.length === 0) stops.push({ colour: 'transparent', at: 0 });
  if (stops.length === 1) stops.push({ ...stops[0], at: 1 });
  const pct = (n: number) => `${Math.round(n * 1000) / 10}%`;
  if (!linear) {
    const rx = Math.hypot((end.x - start.x) * w, (end.y - start.y) * hh);
    const ry = Math.hypot((side.x - start.x) * w, (side.y - start.y) * hh);
    const list = stops.map((s) => `${s.colour} ${pct(s.at)}`).join(', ');
    return `radial-gradient(ellipse ${round(rx)}px ${round(ry)}px at ${pct(start.x)} ${pct(start.y)}, ${list})`;
  }
  // The handle line in pixels; CSS's gradient line runs through the centre along it, its length
  // the box's extent in that direction. Each stop is placed where the handle puts it on that line.
  const dx = (end.x - start.x) * w;
  const dy = (end.y - start.y) * hh;
  const len = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / len, dy / len];
  const line = Math.abs(w * ux) + Math.abs(hh * uy);
  const along = (p: { x: number; y: number }) => ((p.x - 0.5) * w * ux + (p.y - 0.5) * hh * uy) / line + 0.5;
  const [t0, t1] = [along(start), along(end)];
  const angle = Math.round((((Math.atan2(ux, -uy) * 180) / Math.PI + 360) % 360) * 10) / 10;
  const list = stops.map((s) => `${s.colour} ${pct(t0 + s.at * (t1 - t0))}`).join(', ');
  return `linear-gradient(${angle}deg, ${list})`;
}

const round = (n: number) => Math.round(n * 100) / 100;

interface Stroke {
  width: number;
  colour: string;
  dash?: number[];
  align: string;
  notes: string[];
}

/** The top visible stroke paint with the node's weight; undefined when it draws none. */
export function strokeOf(node: FigmaNode): Stroke | undefined {
  const paints = visiblePaints(node.strokes);
  const top = paints.at(-1);
  const width = num(node.strokeWeight, 1);
  if (!top || width <= 0) return undefined;
  const notes: string[] = [];
  if (paints.length > 1) notes.push(`It has ${paints.length} strokes: the top one is kept.`);
  if (str(top.type) !== 'SOLID') notes.push('Its stroke is not a solid colour: drawn in its first colour.');
  const colour =
    str(top.type) === 'SOLID'
      ? cssColour(top.color, num(top.opacity, 1))
      : cssColour(nodes(top.gradientStops)[0]?.color, num(top.opacity, 1));
  const dashes = Array.isArray(node.strokeDashes) ? node.strokeDashes.map((n) => num(n)).slice(0, 16) : [];
  return {
    width: round(width),
    colour,
    dash: dashes.length ? dashes.map(round) : undefined,
    align: str(node.strokeAlign) ?? 'INSIDE',
    notes,
  };
}
