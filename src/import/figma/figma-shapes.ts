import type { PendingImage } from '../draft-design.js';
import { fillOf, strokeOf, type Fill } from './figma-paint.js';
import { nodes, num, str, type Box, type FigmaNode } from './figma-node.js';

/**
 * The drawing of a shape node as a layer's type and properties (the box and the common properties
 * are the caller's): rectangles and ellipses (and a frame's own fill) as `empty` layers of that shape,
 * or image layers when their top fill is an image; vectors, boolean operations, stars and polygons as
 * `path` shapes from their `fillGeometry`; lines as `line` shapes. Approximations go to `notes`.
 */

export type Drawing = Record<string, unknown> & { type: string; image?: PendingImage };

/** Images a file comes with, by their Figma hash. */
export type FigmaImages = ReadonlyMap<string, Uint8Array>;

const FIT: Record<string, string> = { FILL: 'cover', FIT: 'contain', STRETCH: 'fill', TILE: 'cover' };
const PLACEHOLDER = '#d1d5db';
const round = (n: number) => Math.round(n * 100) / 100;

/** A rectangle, an ellipse or a frame's own box; undefined when it draws nothing. */
export function boxShape(node: FigmaNode, box: Box, images: FigmaImages, notes: string[]): Drawing | undefined {
  const ellipse = node.type === 'ELLIPSE';
  const fill = fillOf(node.fills, box.width, box.height);
  notes.push(...fill.notes);
  const stroke = strokeOf(node);
  const radii = Array.isArray(node.rectangleCornerRadii) ? node.rectangleCornerRadii.map((r) => num(r)) : [];
  if (radii.length === 4 && new Set(radii).size > 1) notes.push('Its corners differ: all take the largest radius.');
  const radius = round(Math.max(num(node.cornerRadius), ...radii, 0));
  if (
    ellipse &&
    nodes([node.arcData]).some(
      (a) => num(a.endingAngle, 2 * Math.PI) - num(a.startingAngle) < 6.28 || num(a.innerRadius) > 0,
    )
  )
    notes.push('It is an arc or a ring: drawn as the whole ellipse.');
  if (fill.image) {
    if (stroke) notes.push('Its stroke is not kept: an image layer has no border.');
    return imageDrawing(fill.image, images, { ellipse, radius }, notes);
  }
  if (!fill.fill && !stroke) return undefined;
  if (stroke && stroke.align !== 'INSIDE')
    notes.push(`Its stroke is ${stroke.align.toLowerCase()} the outline in Figma: drawn inside the box.`);
  notes.push(...(stroke?.notes ?? []));
  return {
    type: 'empty',
    shape: ellipse ? 'ellipse' : 'rectangle',
    background_color: fill.fill ?? 'transparent',
    ...(radius && !ellipse ? { border_radius: radius } : {}),
    ...(stroke ? { border_width: stroke.width, border_color: stroke.colour } : {}),
    ...(stroke?.dash ? { border_dash: stroke.dash } : {}),
  };
}

function imageDrawing(
  image: NonNullable<Fill['image']>,
  images: FigmaImages,
  { ellipse, radius }: { ellipse: boolean; radius: number },
  notes: string[],
): Drawing {
  const bytes = image.ref === null ? undefined : images.get(image.ref);
  if (!bytes) {
    notes.push(
      image.ref === null
        ? 'Its image fill names no image: drawn as a grey placeholder.'
        : `Its image ${image.ref} came without its bytes (images/${image.ref}.png in a ZIP with the JSON): drawn as a grey placeholder.`,
    );
    return { type: 'empty', shape: ellipse ? 'ellipse' : 'rectangle', background_color: PLACEHOLDER };
  }
  if (image.scaleMode === 'TILE' || image.scaleMode === 'STRETCH')
    notes.push(`Its image's ${image.scaleMode.toLowerCase()} mode is approximated (${FIT[image.scaleMode]}).`);
  return {
    type: 'image',
    fit: FIT[image.scaleMode] ?? 'cover',
    ...(ellipse ? { mask: 'ellipse' } : radius ? { border_radius: radius } : {}),
    ...(image.opacity < 1 ? { opacity: image.opacity } : {}),
    image: { kind: 'encoded', bytes, fileName: `${image.ref}` },
  };
}

/** A vector-like node from its geometry (in its own box's coordinates, hence `path_viewbox` is the box). */
export function vectorShape(node: FigmaNode, box: Box, notes: string[]): Drawing | undefined {
  const stroke = strokeOf(node);
  if (node.type === 'LINE') {
    if (!stroke) return undefined;
    return {
      type: 'empty',
      shape: 'line',
      border_width: stroke.width,
      border_color: stroke.colour,
      ...(stroke.dash ? { border_dash: stroke.dash } : {}),
    };
  }
  const fill = fillOf(node.fills, box.width, box.height);
  notes.push(...fill.notes);
  const fillPaths = nodes(node.fillGeometry);
  const strokePaths = nodes(node.strokeGeometry);
  const [paths, colour] =
    fill.fill || fill.image ? [fillPaths, fill.fill ?? PLACEHOLDER] : [strokePaths, stroke?.colour];
  if (fill.image) notes.push('Its image fill is drawn as a grey placeholder: only boxes take images.');
  if (!colour) return undefined;
  if (paths.length === 0) {
    notes.push('It has no geometry (fetch the file with geometry=paths): left out.');
    return undefined;
  }
  if (box.width <= 0 || box.height <= 0) {
    notes.push('It has no width or height: left out.');
    return undefined;
  }
  if (paths.some((p) => p.windingRule === 'EVENODD')) notes.push('Its even-odd fill rule is drawn non-zero.');
  const outlined = Boolean(fill.fill || fill.image) && stroke;
  if (outlined && stroke.align !== 'CENTER')
    notes.push(`Its stroke is ${stroke.align.toLowerCase()} the outline in Figma: drawn centred on it.`);
  return {
    type: 'empty',
    shape: 'path',
    path: paths
      .map((p) => str(p.path) ?? '')
      .join(' ')
      .trim(),
    path_viewbox: [0, 0, round(box.width), round(box.height)],
    background_color: colour,
    ...(outlined ? { border_width: stroke.width, border_color: stroke.colour } : {}),
    ...(outlined && stroke.dash ? { border_dash: stroke.dash } : {}),
  };
}
