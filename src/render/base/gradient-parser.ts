import { TRANSPARENT, type Rgba } from './colour.js';
import { parseColour } from './colour-parser.js';
import { looksLikeGradient } from '../../design/css-colour.js';
import { parseGradient } from '../../design/gradient.js';
import type { Paint } from './gradient.js';

/** A fill: a gradient (design/gradient.ts's grammar, its colours resolved), or a colour; one that does not parse gives `fallback`, the property's default. */
export function parsePaint(value: unknown, fallback: Rgba): Paint {
  if (typeof value !== 'string' || !looksLikeGradient(value)) return parseColour(value, fallback);
  const g = parseGradient(value);
  if ('problem' in g) return fallback;
  return { ...g, stops: g.stops.map((s) => ({ ...s, color: parseColour(s.color, TRANSPARENT) })) };
}
