/**
 * A keyframed value between two keyframes. Numbers move in a straight line; a colour (an object of
 * exactly r, g, b 0-255 and a 0-1) moves premultiplied by its alpha in sRGB, the space the renderer
 * draws gradients in, so fading to `transparent` passes through no grey; a gradient (an object or
 * array made of those) moves part by part when both ends have the same shape: the same kind,
 * direction words, units and number of stops. Values of different shapes cannot be interpolated and
 * switch half-way through, as CSS animates what it cannot interpolate.
 */

interface Colour {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The value `progress` (eased, usually 0 to 1, beyond it for an overshooting curve) of the way from `from` to `to`. */
export function interpolate<V>(from: V, to: V, progress: number): V {
  return (mix(from, to, progress) ?? (progress < 0.5 ? from : to)) as V;
}

const lerp = (a: number, b: number, p: number) => a + (b - a) * p;

/** The mixed value, or undefined when the two have different shapes. */
function mix(a: unknown, b: unknown, p: number): unknown {
  if (typeof a === 'number' && typeof b === 'number') return lerp(a, b, p);
  if (isColour(a) && isColour(b)) return mixColours(a, b, p);
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return undefined;
    const out: unknown[] = [];
    for (let i = 0; i < a.length; i++) {
      const v = mix(a[i], b[i], p);
      if (v === undefined) return undefined;
      out.push(v);
    }
    return out;
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return undefined;
    const out: Record<string, unknown> = {};
    for (const k of keys) {
      if (!(k in b)) return undefined;
      const v = mix(a[k], b[k], p);
      if (v === undefined) return undefined;
      out[k] = v;
    }
    return out;
  }
  return a === b ? a : undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isColour(v: unknown): v is Colour {
  if (!isRecord(v)) return false;
  const keys = Object.keys(v);
  return keys.length === 4 && ['r', 'g', 'b', 'a'].every((k) => typeof v[k] === 'number');
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** CSS Color 4's premultiplied interpolation: each channel weighted by its alpha, the result divided by the mixed alpha. */
function mixColours(a: Colour, b: Colour, p: number): Colour {
  const alpha = clamp(lerp(a.a, b.a, p), 0, 1);
  if (alpha === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const channel = (k: 'r' | 'g' | 'b') => clamp(Math.round(lerp(a[k] * a.a, b[k] * b.a, p) / alpha), 0, 255);
  return { r: channel('r'), g: channel('g'), b: channel('b'), a: alpha };
}
