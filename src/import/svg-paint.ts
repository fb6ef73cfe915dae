import { formatRgb, parse } from 'culori';
import type { SvgElement } from '../render/index.js';

/**
 * An SVG fill as a layer's fill: a colour as written (with fill-opacity folded in), or a
 * `<linearGradient>` / `<radialGradient>` it names by `url(#id)` as a CSS gradient
 * (docs/rendering.md "Gradients"). Gradients are read in the shape's own box
 * (`objectBoundingBox`, SVG's default); other units and transforms are approximated and said so.
 */

export const attr = (e: SvgElement, name: string) => e.attributes.find(([k]) => k === name)?.[1];

/** A presentation property: the `style` attribute's declaration, else the attribute. */
export function prop(e: SvgElement, name: string): string | undefined {
  const style = attr(e, 'style');
  if (style)
    for (const decl of style.split(';')) {
      const i = decl.indexOf(':');
      if (i > 0 && decl.slice(0, i).trim().toLowerCase() === name) return decl.slice(i + 1).trim();
    }
  return attr(e, name)?.trim();
}

/** A colour with an opacity folded in, as CSS; undefined when it is no colour. */
function colourWithOpacity(value: string, opacity = 1): string | undefined {
  const c = parse(value);
  if (!c) return undefined;
  const alpha = (c.alpha ?? 1) * opacity;
  return alpha >= 1 && !value.includes('(') ? value : formatRgb({ ...c, alpha });
}

/** A number or percentage of a 0..1 range (`50%`, `0.5`). */
const fraction = (v: string | undefined, fallback: number) => {
  if (v === undefined) return fallback;
  const n = parseFloat(v);
  if (!Number.isFinite(n)) return fallback;
  return v.trim().endsWith('%') ? n / 100 : n;
};

export interface SvgPaint {
  /** The layer's fill: a colour or a CSS gradient; 'transparent' for none. */
  fill: string;
  /** What was approximated, in words. */
  approximated?: string;
  /** The fill cannot be written as a layer's (a pattern, currentColor): the element is drawn as SVG instead. */
  unsupported?: string;
}

export function svgFill(e: SvgElement, byId: ReadonlyMap<string, SvgElement>): SvgPaint {
  const value = prop(e, 'fill') ?? 'black';
  const opacity = fraction(prop(e, 'fill-opacity'), 1);
  if (value === 'none' || value === 'transparent') return { fill: 'transparent' };
  const ref = /^url\(\s*['"]?#([^'")]+)['"]?\s*\)/.exec(value);
  if (!ref) {
    const colour = colourWithOpacity(value, opacity);
    return colour
      ? { fill: colour }
      : { fill: 'black', unsupported: `its fill "${value.slice(0, 40)}" is not a colour` };
  }
  const target = byId.get(ref[1]);
  const kind = target?.name.toLowerCase();
  if (!target || (kind !== 'lineargradient' && kind !== 'radialgradient'))
    return { fill: 'black', unsupported: `its fill refers to #${ref[1]}, which is not a gradient` };
  const stops = gradientStops(target, byId, opacity);
  if (stops.length < 2)
    return { fill: stops[0] ?? 'transparent', approximated: 'a gradient of one stop became a colour' };
  const units = attr(target, 'gradientUnits');
  const approximated =
    units === 'userSpaceOnUse' || attr(target, 'gradientTransform') || attr(target, 'spreadMethod')
      ? 'its gradient uses user-space units, a transform or a spread method: drawn across the layer box instead'
      : undefined;
  if (kind === 'lineargradient') {
    const [x1, y1, x2, y2] = [
      fraction(attr(target, 'x1'), 0),
      fraction(attr(target, 'y1'), 0),
      fraction(attr(target, 'x2'), 1),
      fraction(attr(target, 'y2'), 0),
    ];
    // CSS angles: 0deg points up, 90deg right.
    const angle = Math.round(((Math.atan2(x2 - x1, -(y2 - y1)) * 180) / Math.PI + 360) % 360);
    return { fill: `linear-gradient(${angle}deg, ${stops.join(', ')})`, approximated };
  }
  const cx = fraction(attr(target, 'cx'), 0.5);
  const cy = fraction(attr(target, 'cy'), 0.5);
  const r = fraction(attr(target, 'r'), 0.5);
  const pct = (n: number) => `${Math.round(n * 1000) / 10}%`;
  return {
    fill: `radial-gradient(ellipse ${pct(r)} ${pct(r)} at ${pct(cx)} ${pct(cy)}, ${stops.join(', ')})`,
    approximated:
      approximated ?? (attr(target, 'fx') || attr(target, 'fy') ? 'its gradient focus is not kept' : undefined),
  };
}

/** The stops of a gradient, or of the one it inherits them from by href, as CSS colour stops. */
function gradientStops(g: SvgElement, byId: ReadonlyMap<string, SvgElement>, opacity: number, depth = 0): string[] {
  const own = g.children.filter((c): c is SvgElement => typeof c !== 'string' && c.name.toLowerCase() === 'stop');
  const href = attr(g, 'xlink:href');
  if (own.length === 0 && href && depth < 8) {
    const parent = byId.get(href.slice(1));
    if (parent) return gradientStops(parent, byId, opacity, depth + 1);
  }
  let last = 0;
  return own.flatMap((s) => {
    const colour = colourWithOpacity(prop(s, 'stop-color') ?? 'black', fraction(prop(s, 'stop-opacity'), 1) * opacity);
    const offset = Math.min(1, Math.max(last, fraction(attr(s, 'offset'), 0)));
    last = offset;
    return colour ? [`${colour} ${Math.round(offset * 1000) / 10}%`] : [];
  });
}
