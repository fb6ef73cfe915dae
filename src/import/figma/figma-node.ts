import { ValidationError } from '../../errors/validation-error.js';

/**
 * A node of a Figma file's JSON as it arrives: untrusted, so every field is read through these
 * accessors (a wrong type reads as absent) rather than trusted to match `@figma/rest-api-spec`'s types.
 */
export type FigmaNode = { readonly [key: string]: unknown };

export const isNode = (v: unknown): v is FigmaNode => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A finite number, else the fallback. */
export const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The objects of an array field (anything else in it is skipped). */
export const nodes = (v: unknown): FigmaNode[] => (Array.isArray(v) ? v.filter(isNode) : []);

export const refuseFigma = (message: string) =>
  ValidationError.of('file', `The Figma file cannot be imported: it ${message}.`);

export interface Box {
  /** The unrotated box's top left corner, in the frame's pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees clockwise in the frame (the node's own and its frames'). */
  rotation: number;
  mirrored: boolean;
}

/**
 * A node's box in the frame whose top left is `origin`. Its centre is the centre of its
 * `absoluteBoundingBox` (which bounds the rotated box, so the centres agree), its size is `size`
 * (the unrotated box; present when the file was fetched with `geometry=paths`, else the bounding
 * box's), its turn that of `relativeTransform` plus its frames' (`frameTurn`: a group's children
 * are placed relative to the nearest frame, as Figma does).
 */
export function boxOf(node: FigmaNode, origin: { x: number; y: number }, frameTurn: number): Box | undefined {
  const bounds = node.absoluteBoundingBox;
  if (!isNode(bounds)) return undefined;
  const size = isNode(node.size) ? node.size : undefined;
  const width = Math.max(0, num(size?.x, num(bounds.width)));
  const height = Math.max(0, num(size?.y, num(bounds.height)));
  const m = Array.isArray(node.relativeTransform) ? (node.relativeTransform as unknown[][]) : undefined;
  const [a, c, b, d] = [num(m?.[0]?.[0], 1), num(m?.[0]?.[1]), num(m?.[1]?.[0]), num(m?.[1]?.[1], 1)];
  const turn = (Math.atan2(b, a) * 180) / Math.PI;
  const cx = num(bounds.x) + num(bounds.width) / 2 - origin.x;
  const cy = num(bounds.y) + num(bounds.height) / 2 - origin.y;
  const rotation = Math.round(((((frameTurn + turn) % 360) + 540) % 360) * 100) / 100 - 180 || 0;
  return { x: cx - width / 2, y: cy - height / 2, width, height, rotation, mirrored: a * d - b * c < 0 };
}
