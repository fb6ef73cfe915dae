import type { Layer, TemplateDesign } from '../../src/design/layers/layer-schema.js';

// A template design as the HTML and CSS a designer would write for it, for css-parity.test.ts to
// screenshot in Chromium beside Snapforge's PNG. Each property maps to the CSS that
// docs/rendering.md says it borrows; a property this page has no CSS for throws, so a design in the
// comparison cannot silently drop one. Fonts and images come from the origin the page is served
// from (`/fonts/inter-<weight>.ttf`, the same files the engine draws with).

type Of<T extends Layer['type']> = Extract<Layer, { type: T }>;

const css = (rules: Record<string, string | number | undefined | false>): string =>
  Object.entries(rules)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => `${k}:${typeof v === 'number' ? `${v}px` : v}`)
    .join(';');

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** What every layer has: its box, rotation and opacity. */
function box(l: Layer): Record<string, string | number | undefined> {
  return {
    left: l.x,
    top: l.y,
    width: l.width,
    height: l.height,
    transform: l.rotation ? `rotate(${l.rotation}deg)` : undefined,
    opacity: l.opacity === undefined ? undefined : String(l.opacity),
  };
}

/** A shadow of what the layer draws: CSS `filter: drop-shadow()`, whose blur is a deviation of half the length, as box-shadow's. */
function dropShadow(l: Layer): string | undefined {
  if (l.shadow_color === undefined) return undefined;
  return `drop-shadow(${l.shadow_x ?? 0}px ${l.shadow_y ?? 0}px ${l.shadow_blur ?? 0}px ${l.shadow_color})`;
}

function textLayer(l: Of<'text'>): string {
  const justify = { top: 'flex-start', middle: 'center', bottom: 'flex-end' }[l.vertical_align];
  const outer = css({
    ...box(l),
    display: 'flex',
    'flex-direction': 'column',
    'justify-content': justify,
    filter: dropShadow(l),
  });
  const decoration = [l.underline && 'underline', l.strikethrough && 'line-through'].filter(Boolean).join(' ');
  const inner = css({
    'font-family': 'Inter',
    'font-size': l.font_size,
    'font-weight': String(l.font_weight === 'normal' ? 400 : l.font_weight === 'bold' ? 700 : l.font_weight),
    'font-style': l.font_style,
    color: l.color,
    'text-align': l.align,
    'line-height': String(l.line_height),
    'letter-spacing': l.letter_spacing || undefined,
    'white-space': 'pre-line',
    'overflow-wrap': 'anywhere',
    'text-decoration-line': decoration || undefined,
    'text-decoration-thickness': decoration ? 'from-font' : undefined,
    'text-underline-position': l.underline ? 'from-font' : undefined,
    '-webkit-text-stroke': l.stroke_width > 0 ? `${2 * l.stroke_width}px ${l.stroke_color}` : undefined,
    'paint-order': l.stroke_width > 0 ? 'stroke fill' : undefined,
    ...(l.max_lines
      ? {
          display: '-webkit-box',
          '-webkit-box-orient': 'vertical',
          '-webkit-line-clamp': String(l.max_lines),
          overflow: 'hidden',
        }
      : {}),
  });
  const text = escape(l.text);
  const highlighted = l.background_color
    ? `<span style="${css({
        background: l.background_color,
        padding: l.background_padding,
        'border-radius': l.background_radius,
        'box-decoration-break': 'clone',
        '-webkit-box-decoration-break': 'clone',
      })}">${text}</span>`
    : text;
  return `<div class="layer" style="${outer}"><div style="${inner}">${highlighted}</div></div>`;
}

function emptyLayer(l: Of<'empty'>): string {
  const shape = l.shape ?? 'rectangle';
  const shadow =
    l.shadow_color === undefined
      ? undefined
      : `${l.shadow_x ?? 0}px ${l.shadow_y ?? 0}px ${l.shadow_blur ?? 0}px ${l.shadow_spread ?? 0}px ${l.shadow_color}`;
  if (shape === 'polygon') {
    if (l.border_width > 0 || shadow) throw new Error(`${l.layer}: a polygon's border or shadow has no CSS here`);
    const points = l.points!.map(([x, y]) => `${x * 100}% ${y * 100}%`).join(', ');
    return `<div class="layer" style="${css({ ...box(l), background: l.background_color, 'clip-path': `polygon(${points})` })}"></div>`;
  }
  if (shape !== 'rectangle' && shape !== 'ellipse') throw new Error(`${l.layer}: shape ${shape} has no CSS here`);
  if (l.border_dash) throw new Error(`${l.layer}: border_dash has no CSS here`);
  return `<div class="layer" style="${css({
    ...box(l),
    background: l.background_color,
    'border-radius': shape === 'ellipse' ? '50%' : l.border_radius,
    border: l.border_width > 0 ? `${l.border_width}px solid ${l.border_color}` : undefined,
    'box-shadow': shadow,
  })}"></div>`;
}

function imageLayer(l: Of<'image'>): string {
  const filters = [l.filter && l.filter !== 'none' ? l.filter : undefined, dropShadow(l)].filter(Boolean).join(' ');
  const flip = l.flip_x || l.flip_y ? `scale(${l.flip_x ? -1 : 1}, ${l.flip_y ? -1 : 1})` : undefined;
  const style = css({
    ...box(l),
    transform: [box(l).transform, flip].filter(Boolean).join(' ') || undefined,
    'object-fit': l.fit,
    'object-position': `${l.focal_x * 100}% ${l.focal_y * 100}%`,
    'border-radius': l.mask === 'none' ? l.border_radius : undefined,
    'clip-path': l.mask === 'circle' ? 'circle()' : l.mask === 'ellipse' ? 'ellipse()' : undefined,
    filter: filters || undefined,
  });
  return `<img class="layer" src="${escape(l.image_url ?? '')}" style="${style}">`;
}

const LAYERS = {
  text: textLayer,
  empty: emptyLayer,
  image: imageLayer,
} as { [T in Layer['type']]?: (l: Of<T>) => string };

/** The page: the design's canvas as the body, each layer an absolutely placed element, in z-order. */
export function cssPage(design: TemplateDesign): string {
  const layers = design.layers.map((l) => {
    const draw = LAYERS[l.type] as ((layer: Layer) => string) | undefined;
    if (!draw) throw new Error(`${l.layer}: a ${l.type} layer has no CSS here`);
    return draw(l);
  });
  const face = (weight: number) =>
    `@font-face{font-family:Inter;font-weight:${weight};src:url(/fonts/inter-${weight}.ttf)}`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${face(400)}${face(700)}
html,body{margin:0}
body{position:relative;overflow:hidden;width:${design.width}px;height:${design.height}px;background:${design.background_color}}
.layer{position:absolute;box-sizing:border-box}
</style></head><body>${layers.join('\n')}</body></html>`;
}
