import type { Wraps } from '../layout/layout-fields.js';
import { formatMessage, type Locales } from './catalog.js';

interface LocalisedLayer {
  layer: string;
  type: string;
  x: number;
  width: number;
  message?: string;
  text?: string;
  align?: string;
  rtl?: 'mirror' | 'keep';
  wraps?: Wraps;
}

/** Languages written right to left, by their BCP 47 language subtag. */
const RTL = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug']);
const isRtl = (tag: string) => RTL.has(new Intl.Locale(tag).language);

const MIRRORED_ALIGN: Record<string, string> = { left: 'right', right: 'left' };

/**
 * A design's layers in one locale (docs/rendering.md "Locales"): each text layer that names a
 * `message` takes its text from the catalog (the default locale's when the locale has none: `missing`
 * lists those keys; `problems` the messages these values cannot format); in a right-to-left locale of a catalog that asks `mirror_rtl`, every layer but
 * those marked `rtl: "keep"` is mirrored across the canvas and its text alignment flipped.
 */
export function localisedLayers<L extends LocalisedLayer>(
  layers: readonly L[],
  catalog: Locales,
  tag: string,
  values: Record<string, unknown>,
  canvasWidth: number,
): { layers: L[]; missing: string[]; problems: string[] } {
  const missing = new Set<string>();
  const problems: string[] = [];
  const mirror = catalog.mirror_rtl && isRtl(tag);
  const out = layers.map((l) => {
    let next: L = l;
    if (l.type === 'text' && l.message) {
      const m = formatMessage(catalog, l.message, tag, values);
      if (m?.missing) missing.add(l.message);
      if (m?.problem) problems.push(m.problem);
      if (m) next = { ...next, text: m.text };
    }
    if (mirror && l.rtl !== 'keep') {
      next = { ...next, x: canvasWidth - l.x - l.width };
      if (l.align && MIRRORED_ALIGN[l.align]) next = { ...next, align: MIRRORED_ALIGN[l.align] };
      // A box that wraps a layer takes its place from it; its own left and right padding swap sides.
      const pad = l.wraps?.padding;
      if (typeof pad === 'object')
        next = { ...next, wraps: { ...l.wraps, padding: { ...pad, left: pad.right, right: pad.left } } };
    }
    return next;
  });
  return { layers: out, missing: [...missing], problems };
}
